import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { profileImportMessages, PROFILE_PAGE_MAX, type ExtensionProfileImport } from '@quillbid/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { FormDialogActions } from '../../components/FormDialogActions';
import { useImportProfile } from './api';

interface ImportProfileDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page the extension read, to start from instead of pasted text. */
  fromExtension?: ExtensionProfileImport | null;
}

/**
 * Takes the text of the freelancer's own Upwork or LinkedIn profile page (pasted, or read by the extension)
 * and opens the new-profile form filled in from it: nothing is saved until they review it and press Save.
 */
export function ImportProfileDialog({ open, onClose, fromExtension = null }: ImportProfileDialogProps) {
  const [text, setText] = useState(fromExtension?.text ?? '');
  const read = useImportProfile();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      toast.error(profileImportMessages.textRequired);
      return;
    }
    read.mutate(text, {
      onSuccess: (imported) => void navigate('/dashboard/profiles/create', { state: { imported } }),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <Dialog open={open} onClose={read.isPending ? undefined : onClose} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Import a profile</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {fromExtension ? (
              profileImportMessages.fromExtension(fromExtension.url)
            ) : (
              <>
                Open your own profile on Upwork or LinkedIn, select the whole page (Ctrl+A or ⌘A), copy it and paste it
                here. You will check every field before the profile is saved.
              </>
            )}
          </DialogContentText>
          <TextField
            label="Profile page text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={8}
            maxRows={16}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: PROFILE_PAGE_MAX } }}
          />
        </DialogContent>
        <FormDialogActions submitLabel="Read profile" pending={read.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
