import { deleteMessages } from '@quillbid/shared';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every destructive action on a list item asks first (spec section 4: confirm, call, toast, refresh). */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} title={deleteMessages.title} text={deleteMessages.text} confirmLabel="Delete" />;
}
