import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { AUTH_REDIRECT_DELAY_MS, validateAcceptInviteForm } from '@quillbid/shared';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useDelayedAction } from '../../lib/useDelayedAction';
import { useAcceptInviteWithEmail } from './api';
import { AuthStatus } from './AuthStatus';
import { useTextFields } from './useTextFields';
import { NewPasswordFields } from './NewPasswordFields';
import { PersonNameFields } from '../../components/PersonNameFields';

const emptyForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };

/** The invitee chooses a name and password, then signs in with them (DESIGN decision 5). */
export function AcceptInviteEmailForm({ token }: { token: string }) {
  const [form, field] = useTextFields(emptyForm);
  const accept = useAcceptInviteWithEmail();
  const navigate = useNavigate();
  const later = useDelayedAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAcceptInviteForm(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const { firstName, lastName, password } = form;
    accept.mutate(
      { token, firstName: firstName.trim(), lastName: lastName.trim(), password },
      {
        onSuccess: () => later(() => navigate('/login', { replace: true }), AUTH_REDIRECT_DELAY_MS),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  if (accept.isSuccess) return <AuthStatus state="success" title={accept.data.message} />;

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <PersonNameFields
        firstName={form.firstName}
        lastName={form.lastName}
        onFirstNameChange={field('firstName')}
        onLastNameChange={field('lastName')}
      />
      <NewPasswordFields
        password={form.password}
        confirmPassword={form.confirmPassword}
        onPasswordChange={field('password')}
        onConfirmPasswordChange={field('confirmPassword')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={accept.isPending}
        startIcon={accept.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Accept Invite
      </Button>
    </Stack>
  );
}
