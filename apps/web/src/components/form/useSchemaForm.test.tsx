import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { findToast, inlineError } from '../../test/formErrors';
import { renderRoutes } from '../../test/renderRoutes';
import { fillField, user } from '../../test/user';
import { FormChipInput } from './FormChipInput';
import { FormTextField } from './FormTextField';
import { firstErrorMessage, toastFirstError, useSchemaForm, type SchemaSource } from './useSchemaForm';

/**
 * Issues in an order that is neither the layout's nor the tree's: the second row's name, then the
 * nested city, then the first row's name, then the title, then the (empty) tags list.
 */
const schema = z
  .object({
    title: z.string(),
    address: z.object({ city: z.string() }),
    rows: z.array(z.object({ name: z.string() })),
    tags: z.array(z.string()),
  })
  .superRefine((value, ctx) => {
    const check = (fails: boolean, path: (string | number)[], message: string) => {
      if (fails) ctx.addIssue({ code: 'custom', path, message });
    };
    check(value.rows[1]?.name === '', ['rows', 1, 'name'], 'Second row needs a name.');
    check(value.address.city === '', ['address', 'city'], 'City is required.');
    check(value.rows[0]?.name === '', ['rows', 0, 'name'], 'First row needs a name.');
    check(value.title === '', ['title'], 'Title is required.');
    check(value.tags.length === 0, ['tags'], 'Add a tag.');
  });
type Values = z.input<typeof schema>;

const empty: Values = { title: '', address: { city: '' }, rows: [{ name: '' }, { name: '' }], tags: [] };

type Source = SchemaSource<typeof schema>;

function Harness({
  initial = empty,
  source = schema,
  onValid,
}: {
  initial?: Values;
  source?: Source;
  onValid: (values: Values) => void;
}) {
  const form = useSchemaForm(source, initial);
  const { control } = form;
  return (
    <form onSubmit={form.handleSubmit(onValid, toastFirstError)} noValidate>
      <FormTextField control={control} name="title" label="Title" />
      <FormTextField control={control} name="rows.0.name" label="Row 1" />
      <FormTextField control={control} name="rows.1.name" label="Row 2" helperText="Any name" />
      <FormTextField control={control} name="address.city" label="City" />
      <FormChipInput control={control} name="tags" label="Tags" />
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderHarness(initial?: Values, source?: Source) {
  const onValid = vi.fn();
  renderRoutes([{ path: '/', element: <Harness initial={initial} source={source} onValid={onValid} /> }], '/');
  return onValid;
}

const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

describe('useSchemaForm', () => {
  it("toasts and focuses the schema's first issue, across nested objects and array rows, and marks every field", async () => {
    const onValid = renderHarness();
    await save();

    expect(await findToast('Second row needs a name.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Row 2')));
    expect(inlineError('Title')).toBe('Title is required.');
    expect(inlineError('Row 1')).toBe('First row needs a name.');
    expect(inlineError('Row 2')).toBe('Second row needs a name.');
    expect(inlineError('City')).toBe('City is required.');
    expect(inlineError('Tags')).toBe('Add a tag.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a mark as soon as the field is fixed, and moves the toast to the next issue', async () => {
    renderHarness();
    await save();
    await findToast('Second row needs a name.');

    await fillField('Row 2', 'Beta');
    await waitFor(() => expect(inlineError('Row 2')).toBeNull());
    expect(screen.getByText('Any name')).toBeTruthy();
    expect(inlineError('City')).toBe('City is required.');

    await save();
    expect(await findToast('City is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
  });

  it('focuses a chip input when its list fails first', async () => {
    renderHarness({ title: 'Plan', address: { city: 'Oslo' }, rows: [{ name: 'A' }, { name: 'B' }], tags: [] });
    await save();
    expect(await findToast('Add a tag.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Tags')));
  });

  it('submits the parsed values when every check passes', async () => {
    const onValid = renderHarness({ ...empty, title: 'Plan', address: { city: 'Oslo' }, tags: ['x'] });
    await fillField('Row 1', 'Alpha');
    await fillField('Row 2', 'Beta');
    await save();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      title: 'Plan',
      address: { city: 'Oslo' },
      rows: [{ name: 'Alpha' }, { name: 'Beta' }],
      tags: ['x'],
    });
  });

  it('checks with a schema it loads, asked for at the first check', async () => {
    const load = vi.fn(async () => schema);
    const onValid = renderHarness(undefined, load);
    await screen.findByLabelText('Title');
    expect(load).not.toHaveBeenCalled();

    await save();

    expect(await findToast('Second row needs a name.')).toBeTruthy();
    expect(inlineError('Title')).toBe('Title is required.');
    expect(load).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
  });
});

describe('firstErrorMessage', () => {
  it('reads errors set by hand in the order of the tree, skipping refs', () => {
    const errors: FieldErrors = {
      address: { city: { type: 'manual', message: 'City is required.', ref: document.createElement('input') } },
      title: { type: 'manual', message: 'Title is required.' },
    };
    expect(firstErrorMessage(errors)).toBe('City is required.');
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
