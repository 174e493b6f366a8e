import type { UseMutationResult } from '@tanstack/react-query';
import { deleteMessages } from '@quillbid/shared';
import { useState, type ReactElement } from 'react';
import { toast } from '../lib/toast';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/**
 * Deleting an item of a list (spec section 4: confirm, call, toast, refresh): `ask(id)` opens the
 * confirmation that `dialog` draws; confirming deletes the item, says so and calls `onDeleted`.
 */
export function useConfirmedDelete(
  remove: UseMutationResult<unknown, Error, string>,
  onDeleted?: () => void,
): { ask: (id: string) => void; dialog: ReactElement } {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const confirm = () => {
    if (deletingId === null) return;
    remove.mutate(deletingId, {
      onSuccess: () => {
        toast.success(deleteMessages.deleted);
        onDeleted?.();
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setDeletingId(null),
    });
  };
  const dialog = (
    <ConfirmDeleteDialog
      open={deletingId !== null}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setDeletingId(null)}
    />
  );
  return { ask: setDeletingId, dialog };
}
