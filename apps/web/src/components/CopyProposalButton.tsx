import { htmlToPlainText, jobMessages } from '@quillbid/shared';
import { CopyTextButton } from './CopyTextButton';

/** 'Copy': the proposal as plain text, ready to paste into a job board's form. */
export function CopyProposalButton({ html }: { html: string }) {
  return <CopyTextButton text={htmlToPlainText(html)} copied={jobMessages.copied} failed={jobMessages.copyFailed} />;
}
