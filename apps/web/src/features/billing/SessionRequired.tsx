import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The payment pages are public routes, but the invoice belongs to a signed-in account. */
export function SessionRequired() {
  return (
    <Alert severity="info">
      Please{' '}
      <Link component={RouterLink} to="/login">
        log in
      </Link>{' '}
      to see your invoice.
    </Alert>
  );
}
