import { chipMessages } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { findToast, inlineError } from '../test/formErrors';
import { renderRoutes } from '../test/renderRoutes';
import { user } from '../test/user';
import { ChipInput } from './ChipInput';

function Harness({ single, initial = [] }: { single?: boolean; initial?: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <ChipInput label="Skills" values={values} onChange={setValues} single={single} suggestions={['TypeScript']} />
      <output aria-label="Current items">{values.join('|')}</output>
    </>
  );
}

const renderChips = (props: Parameters<typeof Harness>[0] = {}) =>
  renderRoutes([{ path: '/', element: <Harness {...props} /> }], '/');

const current = () => screen.getByRole('status', { name: 'Current items' }).textContent;

describe('ChipInput', () => {
  it('adds the trimmed item on Enter and ignores a blank one', async () => {
    renderChips();
    await user.type(screen.getByLabelText('Skills'), '  React  {Enter}');
    await user.type(screen.getByLabelText('Skills'), '   {Enter}');
    expect(current()).toBe('React');
    expect(screen.getByRole('button', { name: 'React' })).toBeTruthy();
  });

  it("says '{item} is already in the list' for an exact duplicate typed twice", async () => {
    renderChips();
    await user.type(screen.getByLabelText('Skills'), 'React{Enter}');
    await user.type(screen.getByLabelText('Skills'), 'React{Enter}');
    expect(await findToast('React is already in the list')).toBeTruthy();
    expect(current()).toBe('React');
    expect((screen.getByLabelText('Skills') as HTMLInputElement).value).toBe('');
  });

  it("says '{item} is already in the list' for a duplicate in another case", async () => {
    renderChips({ initial: ['React'] });
    await user.type(screen.getByLabelText('Skills'), ' react {Enter}');
    expect(await findToast(chipMessages.duplicate('react'))).toBeTruthy();
    expect(current()).toBe('React');
  });

  it('adds a highlighted suggestion on Enter even when the typed text is already listed', async () => {
    renderChips({ initial: ['Type'] });
    await user.type(screen.getByLabelText('Skills'), 'Type{ArrowDown}{Enter}');
    expect(current()).toBe('Type|TypeScript');
  });

  it('marks the field and shows the error under it', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ChipInput
              label="Skills"
              values={[]}
              onChange={() => {}}
              error
              helperText="At least one skill is required."
            />
          ),
        },
      ],
      '/',
    );
    expect(inlineError('Skills')).toBe('At least one skill is required.');
  });

  it('allows one item only when single', async () => {
    renderChips({ single: true, initial: ['Web App'] });
    await user.type(screen.getByLabelText('Skills'), 'Mobile{Enter}');
    expect(await findToast('You can add only one Project Type')).toBeTruthy();
    expect(current()).toBe('Web App');
  });

  it('removes a chip with its delete icon and adds a suggestion', async () => {
    renderChips({ initial: ['React', 'Node'] });
    const chip = screen.getByRole('button', { name: 'React' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(current()).toBe('Node');

    await user.type(screen.getByLabelText('Skills'), 'Type');
    await user.click(await screen.findByRole('option', { name: 'TypeScript' }));
    expect(current()).toBe('Node|TypeScript');
  });
});
