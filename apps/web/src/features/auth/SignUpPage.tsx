import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_REDIRECT_DELAY_MS, validateSignUpForm } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useRegister } from './api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { GoogleButton } from './GoogleButton';
import { NewPasswordFields } from './NewPasswordFields';
import { PersonNameFields } from '../../components/PersonNameFields';
import { Testimonials } from './Testimonials';
import { useTextFields } from './useTextFields';
import { useCompleteGoogleSignIn } from './useCompleteGoogleSignIn';

const emptyForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignUpPage() {
  const [form, field] = useTextFields(emptyForm);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const register = useRegister();
  const google = useCompleteGoogleSignIn();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUpForm({ ...form, acceptTerms });
    if (problem) {
      toast.error(problem);
      return;
    }
    const { firstName, lastName, email, password } = form;
    register.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          later(() => navigate('/login'), AUTH_REDIRECT_DELAY_MS);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <AuthLayout
      pageTitle="Sign up"
      heading="Create your account"
      subheading="Start on the free plan. No card needed."
      aside={<Testimonials />}
    >
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <PersonNameFields
          firstName={form.firstName}
          lastName={form.lastName}
          onFirstNameChange={field('firstName')}
          onLastNameChange={field('lastName')}
        />
        <EmailField value={form.email} onChange={field('email')} />
        <NewPasswordFields
          password={form.password}
          confirmPassword={form.confirmPassword}
          onPasswordChange={field('password')}
          onConfirmPasswordChange={field('confirmPassword')}
        />
        <FormControlLabel
          control={<Checkbox checked={acceptTerms} onChange={(event) => setAcceptTerms(event.target.checked)} />}
          label={
            <Typography variant="body2">
              I agree to the{' '}
              <Link href="/terms" target="_blank" rel="noopener">
                Terms of Service
              </Link>{' '}
              and the{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </Typography>
          }
        />
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
