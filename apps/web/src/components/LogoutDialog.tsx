import { layoutMessages } from '@quillbid/shared';
import { useLogout } from '../lib/useLogout';
import { ConfirmDialog } from './ConfirmDialog';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      title={layoutMessages.logoutTitle}
      text={layoutMessages.logoutText}
      confirmLabel="Logout"
      onConfirm={() => logout.mutate()}
      onCancel={onClose}
      pending={logout.isPending}
    />
  );
}
