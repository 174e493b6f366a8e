import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agencyMessages, type PendingInvite } from '@quillbid/shared';
import { Fragment, useId } from 'react';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { formatLongDate } from '../../lib/format';
import { usePendingInvites, useResendInvite, useRevokeInvite } from './api';
import { useConfirmedAction } from './useConfirmedAction';

/** The owner's invites not accepted yet, each with Resend (a fresh link) and Revoke (confirmed first). */
export function PendingInvites({ agencyId }: { agencyId: string }) {
  const headingId = useId();
  const invites = usePendingInvites(agencyId, true);
  const resend = useResendInvite(agencyId);
  const revoke = useRevokeInvite(agencyId);
  const revoking = useConfirmedAction<PendingInvite>(revoke);

  const resendTo = (invite: PendingInvite) =>
    resend.mutate(invite._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
    });

  const count = invites.data?.length ?? 0;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          Pending invites
        </Typography>
        {count > 0 && (
          <Typography variant="body2" color="text.secondary">
            {agencyMessages.invitesPending(count)}
          </Typography>
        )}
      </Stack>
      {invites.isPending && <CircularProgress aria-label="Loading pending invites" size={28} />}
      {invites.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void invites.refetch()}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{agencyMessages.invitesLoadFailed}</AlertTitle>
          {invites.error.message}
        </Alert>
      )}
      {invites.data?.length === 0 && <EmptyState text={agencyMessages.noPendingInvites} />}
      {invites.data && invites.data.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <List aria-labelledby={headingId} disablePadding>
            {invites.data.map((invite, index) => (
              <Fragment key={invite._id}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <InviteRow
                  invite={invite}
                  resending={resend.isPending && resend.variables === invite._id}
                  revoking={revoke.isPending && revoke.variables === invite._id}
                  onResend={() => resendTo(invite)}
                  onRevoke={() => revoking.ask(invite)}
                />
              </Fragment>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        {...revoking.dialog}
        title={agencyMessages.revokeTitle}
        text={agencyMessages.revokeText(revoking.target?.email ?? '')}
        confirmLabel="Revoke"
      />
    </Box>
  );
}

interface InviteRowProps {
  invite: PendingInvite;
  resending: boolean;
  revoking: boolean;
  onResend: () => void;
  onRevoke: () => void;
}

function InviteRow({ invite, resending, revoking, onResend, onRevoke }: InviteRowProps) {
  const busy = resending || revoking;
  return (
    <ListItem sx={{ py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ width: '100%', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{invite.email}</Typography>
          <Typography variant="body2" color="text.secondary">
            {agencyMessages.inviteDates(formatLongDate(invite.sentAt), formatLongDate(invite.expiresAt))}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SendRoundedIcon />}
            onClick={onResend}
            disabled={busy}
            loading={resending}
            loadingPosition="start"
            aria-label={`Resend invite to ${invite.email}`}
          >
            Resend
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<LinkOffRoundedIcon />}
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Revoke invite to ${invite.email}`}
          >
            Revoke
          </Button>
        </Stack>
      </Stack>
    </ListItem>
  );
}
