import { chipMessages } from '@quillbid/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

  it("says '{item} is already in the list' for a duplicate in any case", async () => {
    renderChips({ initial: ['React'] });
    await user.type(screen.getByLabelText('Skills'), 'react{Enter}');
    expect(await screen.findByText('react is already in the list')).toBeTruthy();
    expect(current()).toBe('React');
  });

  it('allows one item only when single', async () => {
    renderChips({ single: true, initial: ['Web App'] });
    await user.type(screen.getByLabelText('Skills'), 'Mobile{Enter}');
    expect(await screen.findByText(chipMessages.oneProjectType)).toBeTruthy();
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
