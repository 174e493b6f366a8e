import PersonAddRoundedIcon from '@mui/icons-material/PersonAddRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { agencyMessages, type Agency } from '@quillbid/shared';
import { useId } from 'react';
import { toast } from '../../lib/toast';

interface AddMemberButtonProps {
  agency: Agency;
  onOpen: () => void;
}

/**
 * 'Add Member' with the seats taken, as the server counts them; the owner is not counted, as
 * agencyLimits.users excludes them. Invites not yet accepted hold a seat but have no card, so they are
 * named apart.
 */
export function AddMemberButton({ agency, onOpen }: AddMemberButtonProps) {
  const captionId = useId();
  const used = agency.seatsTaken;
  const limit = agency.agencyLimits.users;
  const pending = agency.invitesPending;

  const open = () => {
    // Spec 5: at the cap the owner is told at once rather than shown a form the server would refuse.
    if (used >= limit) {
      toast.error(agencyMessages.limitReached);
      return;
    }
    onOpen();
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
      <Button variant="contained" startIcon={<PersonAddRoundedIcon />} onClick={open} aria-describedby={captionId}>
        Add Member
      </Button>
      <Typography id={captionId} variant="caption" color="text.secondary">
        {agencyMessages.seats(used - pending, pending, limit)}
      </Typography>
    </Stack>
  );
}
