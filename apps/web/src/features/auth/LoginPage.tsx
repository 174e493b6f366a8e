import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages, validateLoginForm } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { useLogin } from './api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { PasswordField } from './PasswordField';
import { ProductHighlights } from './ProductHighlights';
import { useCompleteGoogleSignIn } from './useCompleteGoogleSignIn';
import { useFinishLogin } from './useFinishLogin';
import { useGoogleRedirectSignIn } from './useGoogleRedirectSignIn';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const login = useLogin();
  const finishLogin = useFinishLogin();
  const google = useCompleteGoogleSignIn();
  useGoogleRedirectSignIn(google.complete);
  const busy = login.isPending || login.isSuccess || google.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLoginForm({ email, password });
    if (problem) {
      toast.error(problem);
      return;
    }
    login.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: (response) => finishLogin(response, rememberMe),
        onError: (error) => toast.error(error.message || authMessages.loginError),
      },
    );
  };

  return (
    <AuthLayout
      pageTitle="Sign in"
      heading="Welcome back"
      subheading="Sign in to write your next winning proposal."
      aside={<ProductHighlights />}
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
            label="Remember me"
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
        <GoogleButton label="Continue With Google" onCredential={google.complete} disabled={busy} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
          Need to create an account? Forever Free (Limited Spots)
        </Link>
      </Typography>
    </AuthLayout>
  );
}
