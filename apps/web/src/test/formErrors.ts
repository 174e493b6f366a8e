import { screen } from '@testing-library/react';

/**
 * The message under a labelled field when the field is marked invalid (aria-invalid, described by its
 * helper text), or null when it is not marked.
 */
export function inlineError(label: string): string | null {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
}

/** The toast with this message; the same words may also read under a marked field. */
export function findToast(message: string) {
  return screen.findByText(message, { selector: '[data-sonner-toast] [data-title]' });
}
