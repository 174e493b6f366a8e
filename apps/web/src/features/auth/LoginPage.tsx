import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { authMessages } from '@quillbid/shared';
import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import { FormCheckbox, toastFirstError, useSchemaForm } from '../../components/form';
import { useHydrated } from '../../lib/useHydrated';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { loadLoginSchema, preloadAuthSchemas } from './lazySchemas';
import { PasswordField } from './PasswordField';
import { ProductHighlights } from './ProductHighlights';
import { useLogin } from './signInApi';
import { useCompleteGoogleSignIn } from './useCompleteGoogleSignIn';
import { useFinishLogin } from './useFinishLogin';
import { useGoogleRedirectSignIn } from './useGoogleRedirectSignIn';

export function LoginPage() {
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '', rememberMe: false });
  const login = useLogin();
  const finishLogin = useFinishLogin();
  const google = useCompleteGoogleSignIn();
  useGoogleRedirectSignIn(google.complete);
  const busy = login.isPending || login.isSuccess || google.busy;
  // The page arrives pre-rendered: until the app has taken it over, a press of Enter would send the form the
  // browser's way, the password in the address.
  const hydrated = useHydrated();
  useEffect(preloadAuthSchemas, []);

  const submit = form.handleSubmit((credentials) => {
    login.run(credentials, {
      onSuccess: (response) => finishLogin(response, credentials.rememberMe),
      onError: (error) => toast.error(error.message || authMessages.loginError),
    });
  }, toastFirstError);

  return (
    <AuthLayout
      pageTitle="Sign in"
      heading="Welcome back"
      subheading="Sign in to write your next winning proposal."
      aside={<ProductHighlights />}
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <EmailField control={form.control} />
        <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormCheckbox control={form.control} name="rememberMe" label="Remember me" />
          <Link href="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy || !hydrated}>
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
        <GoogleButton label="Continue With Google" onCredential={google.complete} disabled={busy} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link href="/signup" sx={{ fontWeight: 600 }}>
          Need to create an account? Forever Free (Limited Spots)
        </Link>
      </Typography>
    </AuthLayout>
  );
}
