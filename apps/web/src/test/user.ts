import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export const user = userEvent.setup({ delay: null });

/** Focuses the labelled field and pastes the value: one input event instead of one per keystroke. */
export async function fillField(label: string, value: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}
