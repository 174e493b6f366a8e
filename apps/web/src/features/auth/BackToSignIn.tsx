import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function BackToSignIn() {
  return (
    <Button component={RouterLink} to="/login" variant="contained">
      Back to Sign In
    </Button>
  );
}
