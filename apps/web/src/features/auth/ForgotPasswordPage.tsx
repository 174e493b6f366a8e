import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validateForgotPasswordForm } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { usePasswordResetRequest } from './api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = usePasswordResetRequest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotPasswordForm({ email });
    if (problem) {
      toast.error(problem);
      return;
    }
    request.mutate({ email: email.trim() }, { onError: (error) => toast.error(error.message) });
  };

  return (
    <AuthLayout
      pageTitle="Forgot password"
      heading="Forgot your password?"
      subheading="Enter the email you signed up with and we will send you a link to choose a new one."
    >
      {request.isSuccess && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {request.data.message}
        </Alert>
      )}
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Reset Password'}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
