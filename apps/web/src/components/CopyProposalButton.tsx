import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Button from '@mui/material/Button';
import { htmlToPlainText, jobMessages } from '@quillbid/shared';
import { toast } from 'sonner';

/** 'Copy': the proposal as plain text, ready to paste into a job board's form. */
export function CopyProposalButton({ html }: { html: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(htmlToPlainText(html));
      toast.success(jobMessages.copied);
    } catch {
      toast.error(jobMessages.copyFailed);
    }
  };
  return (
    <Button variant="outlined" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copy()}>
      Copy
    </Button>
  );
}
