import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { GoogleIcon } from './GoogleIcon';
import { usePublicConfig } from '../../lib/publicConfig';
import { startGoogleSignIn } from './googleSignIn';

/** Shown only when the server is configured for Google sign-in. */
export function GoogleButton({ label }: { label: string }) {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <Divider sx={{ color: 'text.secondary', fontSize: 14 }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        color="inherit"
        startIcon={<GoogleIcon />}
        onClick={() => startGoogleSignIn(clientId)}
        sx={{ borderColor: 'divider' }}
      >
        {label}
      </Button>
    </>
  );
}
