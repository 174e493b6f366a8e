import Stack, { type StackProps } from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveAndBackButtons } from './SaveAndBackButtons';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import { useSaveThenReturn } from './useSaveThenReturn';

interface SaveThenReturnFormProps<Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  save: UseMutationResult<unknown, Error, Values>;
  /** The toast once the save succeeds. */
  savedMessage: string;
  /** The submit button's text. */
  submitLabel: string;
  listPath: string;
  spacing?: StackProps['spacing'];
  children: ReactNode;
}

/**
 * The form of a create or edit page: its fields, then Save and Back. Saving goes back to the list (see
 * useSaveThenReturn); leaving with unsaved edits asks first, until the save has succeeded.
 */
export function SaveThenReturnForm<Input extends FieldValues, Values>({
  form,
  save,
  savedMessage,
  submitLabel,
  listPath,
  spacing = 3,
  children,
}: SaveThenReturnFormProps<Input, Values>) {
  const submit = useSaveThenReturn(form, save, savedMessage, listPath);
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={spacing} sx={{ maxWidth: 900 }}>
      <UnsavedChangesPrompt when={form.formState.isDirty && !save.isSuccess} />
      {children}
      <SaveAndBackButtons label={submitLabel} save={save} listPath={listPath} />
    </Stack>
  );
}
