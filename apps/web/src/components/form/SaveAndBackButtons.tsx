import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

interface SaveAndBackButtonsProps {
  label: string;
  save: { isPending: boolean; isSuccess: boolean };
  listPath: string;
}

/** The foot of a create or edit page: submit the form, or go back to its list. */
export function SaveAndBackButtons({ label, save, listPath }: SaveAndBackButtonsProps) {
  return (
    <Stack direction="row" spacing={2}>
      {/* Stays disabled after success too: the page is about to leave, a second click would save twice. */}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending || save.isSuccess}>
        {save.isPending ? 'Saving…' : label}
      </Button>
      <Button component={RouterLink} to={listPath} size="large" color="inherit">
        Back
      </Button>
    </Stack>
  );
}
