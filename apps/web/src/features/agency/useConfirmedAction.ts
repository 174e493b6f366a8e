import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';

/**
 * A confirm dialog for an action on one item of a list: `ask(item)` opens it; confirming runs `action` on the
 * item's id, toasts the server's answer and closes. Spread `dialog` into ConfirmDialog.
 */
export function useConfirmedAction<T extends { _id: string }>(
  action: UseMutationResult<{ message: string }, Error, string>,
) {
  // The item stays while the dialog fades out, so the dialog's text does not go blank.
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  const close = () => setState((current) => ({ ...current, open: false }));
  const confirm = () => {
    if (state.target === null) return;
    action.mutate(state.target._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
      onSettled: close,
    });
  };
  return {
    target: state.target,
    ask: (target: T) => setState({ target, open: true }),
    dialog: {
      open: state.open,
      onConfirm: confirm,
      // Closing mid-request would hide the answer; the dialog closes itself once it comes.
      onCancel: action.isPending ? () => {} : close,
      pending: action.isPending,
    },
  };
}
