import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetPasswordSchema } from '@quillbid/shared';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { toastFirstError, useSchemaForm } from '../../components/form';
import { useResetPassword } from './api';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';
import { useRedirectToLogin } from './useRedirectToLogin';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The link's token is a value of the form with no field: a missing one is checked after the
  // password, and its message shows as a toast only.
  const form = useSchemaForm(resetPasswordSchema, { password: '', token: params.get('token') ?? '' });
  const reset = useResetPassword();
  const toLogin = useRedirectToLogin();

  const submit = form.handleSubmit((body) => {
    reset.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        toLogin({ replace: true });
      },
      onError: (error) => toast.error(error.message),
    });
  }, toastFirstError);

  return (
    <AuthLayout pageTitle="Reset password" heading="Choose a new password" subheading="Use at least 8 characters.">
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <PasswordField control={form.control} name="password" label="New password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? 'Saving…' : 'Set New Password'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
