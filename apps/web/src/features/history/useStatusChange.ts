import { outcomeMessages, type Job, type ProposalStatus } from '@quillbid/shared';
import { toast } from '../../lib/toast';
import { useChangeStatus, useUndoStatus } from './api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Marking a proposal from the list or its dialog: a toast says what it is now marked, with an Undo that takes
 * the change back; a refused move toasts the server's reason. `onSaved` hears of each proposal the server
 * answered with, so a dialog showing it can follow.
 */
export function useStatusChange(onSaved: (job: Job) => void) {
  const change = useChangeStatus();
  const undo = useUndoStatus();

  // mutateAsync rather than mutate's callbacks: those fire for the latest call only, and two rows may be
  // marked one right after the other.
  const undoChange = async (jobId: string) => {
    try {
      const { job } = await undo.mutateAsync(jobId);
      onSaved(job);
      toast.success(outcomeMessages.undone);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const mark = async (job: Job, status: ProposalStatus) => {
    try {
      const { job: saved } = await change.mutateAsync({ jobId: job._id, status });
      onSaved(saved);
      toast.success(outcomeMessages.marked(status), {
        action: { label: 'Undo', onClick: () => void undoChange(saved._id) },
      });
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const pendingJobId = change.isPending ? change.variables.jobId : undo.isPending ? undo.variables : undefined;
  return { mark: (job: Job, status: ProposalStatus) => void mark(job, status), pendingJobId };
}
