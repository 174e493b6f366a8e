import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_REDIRECT_DELAY_MS, authMessages, validateResetPasswordForm } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useResetPassword } from './api';
import { AuthLayout } from './AuthLayout';
import { PasswordField } from './PasswordField';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      validateResetPasswordForm({ password }) ?? (token === '' ? authMessages.invalidOrMissingToken : null);
    if (problem) {
      toast.error(problem);
      return;
    }
    reset.mutate(
      { password, token },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          later(() => navigate('/login', { replace: true }), AUTH_REDIRECT_DELAY_MS);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <AuthLayout pageTitle="Reset password" heading="Choose a new password" subheading="Use at least 8 characters.">
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
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
