import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetRequestSchema } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../lib/toast';
import { toastFirstError, useSchemaForm } from '../../components/form';
import { usePasswordResetRequest } from './api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';

export function ForgotPasswordPage() {
  const form = useSchemaForm(passwordResetRequestSchema, { email: '' });
  const request = usePasswordResetRequest();

  const submit = form.handleSubmit((body) => {
    request.mutate(body, { onError: (error) => toast.error(error.message) });
  }, toastFirstError);

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
        <EmailField control={form.control} />
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
