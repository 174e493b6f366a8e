import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import { toast } from '../lib/toast';

interface CopyTextButtonProps {
  text: string;
  /** The toast once it is on the clipboard, and the one when the browser refuses. */
  copied: string;
  failed: string;
  /** The button's accessible name when several Copy buttons share a page ("Copy answer 2"). */
  name?: string;
}

/** 'Copy': plain text to the clipboard, ready to paste into a job board's form. */
export function CopyTextButton({ text, copied, failed, name }: CopyTextButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(failed);
    }
  };
  return (
    <Button variant="outlined" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copy()} aria-label={name}>
      Copy
    </Button>
  );
}
