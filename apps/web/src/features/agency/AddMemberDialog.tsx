import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { validateInviteForm } from '@quillbid/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useInviteMember } from './api';

interface AddMemberDialogProps {
  agencyId: string;
  onClose: () => void;
}

/** The owner's 'Add Member' modal: one e-mail address, invited by mail. Mount it only while open. */
export function AddMemberDialog({ agencyId, onClose }: AddMemberDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [email, setEmail] = useState('');
  const invite = useInviteMember(agencyId);
  // Closing mid-send would drop the mutation's callbacks, and with them the result's toast.
  const close = invite.isPending ? () => {} : onClose;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInviteForm({ email });
    if (problem !== null) {
      toast.error(problem);
      return;
    }
    invite.mutate(email.trim(), {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Add Member</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            We will e-mail them an invite to join your agency.
          </DialogContentText>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <FormDialogActions submitLabel="Send Invite" pending={invite.isPending} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
