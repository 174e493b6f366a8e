import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signUpFormSchema } from '@quillbid/shared';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../lib/toast';
import { toastFirstError, useSchemaForm } from '../../components/form';
import { PersonNameFields } from '../../components/PersonNameFields';
import { AcceptTermsField } from './AcceptTermsField';
import { useRegister } from './api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { NewPasswordFields } from './NewPasswordFields';
import { Testimonials } from './Testimonials';
import { useCompleteGoogleSignIn } from './useCompleteGoogleSignIn';
import { useRedirectToLogin } from './useRedirectToLogin';

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

export function SignUpPage() {
  const form = useSchemaForm(signUpFormSchema, emptyForm);
  // The form focuses the first failing field in the order fields registered. The spec checks the terms
  // first, so they register first: the focus lands on the field the toast names.
  form.register('acceptTerms');
  const register = useRegister();
  const google = useCompleteGoogleSignIn();
  const toLogin = useRedirectToLogin();

  const submit = form.handleSubmit(({ firstName, lastName, email, password }) => {
    register.mutate(
      { firstName, lastName, email, password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          toLogin();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }, toastFirstError);

  return (
    <AuthLayout
      pageTitle="Sign up"
      heading="Create your account"
      subheading="Start on the free plan. No card needed."
      aside={<Testimonials />}
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <PersonNameFields control={form.control} />
        <EmailField control={form.control} />
        <NewPasswordFields control={form.control} />
        <AcceptTermsField control={form.control} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={register.isPending || register.isSuccess || google.busy}
        >
          {register.isPending ? 'Creating account…' : 'Sign Up'}
        </Button>
        <GoogleButton label="Sign Up With Google" onCredential={google.complete} disabled={google.busy} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 4, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Sign In
        </Link>
      </Typography>
    </AuthLayout>
  );
}
