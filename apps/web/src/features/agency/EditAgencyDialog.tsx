import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { validateAgencyForm, type Agency } from '@quillbid/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useUpdateAgency } from './api';

interface EditAgencyDialogProps {
  agency: Agency;
  onClose: () => void;
}

/** The owner's 'Edit Agency Details' modal; mount it only while open so it starts from the saved details. */
export function EditAgencyDialog({ agency, onClose }: EditAgencyDialogProps) {
  const titleId = useId();
  const [agencyName, setAgencyName] = useState(agency.agencyName);
  const [agencyDescription, setAgencyDescription] = useState(agency.agencyDescription);
  const update = useUpdateAgency(agency._id);
  // Closing mid-save would drop the mutation's callbacks, and with them the result's toast.
  const close = update.isPending ? () => {} : onClose;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = { agencyName: agencyName.trim(), agencyDescription: agencyDescription.trim() };
    const problem = validateAgencyForm(form);
    if (problem !== null) {
      toast.error(problem);
      return;
    }
    update.mutate(form, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Edit Agency Details</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Agency Name"
              name="agencyName"
              value={agencyName}
              onChange={(event) => setAgencyName(event.target.value)}
              autoFocus
            />
            <TextField
              label="Agency Description"
              name="agencyDescription"
              multiline
              minRows={3}
              value={agencyDescription}
              onChange={(event) => setAgencyDescription(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions submitLabel="Save Agency" pending={update.isPending} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
