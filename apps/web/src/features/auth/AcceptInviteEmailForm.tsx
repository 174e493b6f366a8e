import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { acceptInviteFormSchema } from '@quillbid/shared';
import { toast } from '../../lib/toast';
import { toastFirstError, useSchemaForm } from '../../components/form';
import { PersonNameFields } from '../../components/PersonNameFields';
import { useAcceptInviteWithEmail } from './api';
import { AuthStatus } from './AuthStatus';
import { NewPasswordFields } from './NewPasswordFields';
import { useRedirectToLogin } from './useRedirectToLogin';

const emptyForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };

/** The invitee chooses a name and password, then signs in with them (DESIGN decision 5). */
export function AcceptInviteEmailForm({ token }: { token: string }) {
  const form = useSchemaForm(acceptInviteFormSchema, emptyForm);
  const accept = useAcceptInviteWithEmail();
  const toLogin = useRedirectToLogin();

  const submit = form.handleSubmit(({ firstName, lastName, password }) => {
    accept.mutate(
      { token, firstName, lastName, password },
      {
        onSuccess: () => toLogin({ replace: true }),
        onError: (error) => toast.error(error.message),
      },
    );
  }, toastFirstError);

  if (accept.isSuccess) return <AuthStatus state="success" title={accept.data.message} />;

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
      <PersonNameFields control={form.control} />
      <NewPasswordFields control={form.control} />
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
