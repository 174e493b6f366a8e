import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { GoogleIcon } from './GoogleIcon';
import type { GoogleCredential } from './googleSignIn';
import { useGoogleClientId } from './useGoogleClientId';
import { useGoogleCredential } from './useGoogleCredential';

interface GoogleButtonProps {
  label: string;
  onCredential: (result: GoogleCredential) => void;
  /** Set on the accept-invite screen: the attempt accepts this invite. */
  inviteToken?: string;
  disabled?: boolean;
}

/** Shown only when the server is configured for Google sign-in. */
export function GoogleButton({ label, onCredential, inviteToken, disabled }: GoogleButtonProps) {
  const clientId = useGoogleClientId();
  const signInWithGoogle = useGoogleCredential(onCredential);
  if (!clientId) return null;
  return (
    <>
      <Divider sx={{ color: 'text.secondary', fontSize: 14 }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        color="inherit"
        startIcon={<GoogleIcon />}
        onClick={() => signInWithGoogle(clientId, inviteToken)}
        disabled={disabled}
        sx={{ borderColor: 'divider' }}
      >
        {label}
      </Button>
    </>
  );
}
