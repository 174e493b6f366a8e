import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { agencyMessages } from '@quillbid/shared';

export function AgencyLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{agencyMessages.loadFailed}</AlertTitle>
      {message}
    </Alert>
  );
}
