import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { unsavedChangesMessages as messages } from '@quillbid/shared';
import { useEffect, useId } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved edits: in-app navigation (links, Back) gets a dialog, closing
 * or reloading the tab gets the browser's own prompt. Pass `when` false once the edits are saved.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{messages.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{messages.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => blocker.reset?.()} color="inherit" autoFocus>
          {messages.stay}
        </Button>
        <Button onClick={() => blocker.proceed?.()} variant="contained" color="error">
          {messages.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
