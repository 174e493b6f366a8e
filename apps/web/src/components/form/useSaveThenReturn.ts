import type { UseMutationResult } from '@tanstack/react-query';
import { POST_SAVE_REDIRECT_DELAY_MS } from '@quillbid/shared';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { toastFirstError } from './useSchemaForm';

/**
 * The submit handler of a create or edit page: valid values are saved, the save is told, and the page goes
 * back to its list a moment later (the toast is read first); a failure is told and the form keeps what was
 * typed. Invalid values toast their first error.
 */
export function useSaveThenReturn<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  save: UseMutationResult<unknown, Error, Values>,
  savedMessage: string,
  listPath: string,
) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  return form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: () => {
          toast.success(savedMessage);
          later(() => navigate(listPath), POST_SAVE_REDIRECT_DELAY_MS);
        },
        onError: (failure) => toast.error(failure.message),
      }),
    toastFirstError,
  );
}
