import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface FormDialogActionsProps {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit for a dialog's form; both wait while the request is on its way. */
export function FormDialogActions({ submitLabel, pending, onCancel }: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onCancel} color="inherit" disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={pending} loadingPosition="start">
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
