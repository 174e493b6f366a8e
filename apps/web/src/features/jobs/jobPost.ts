import { manualJobSchema } from '@quillbid/shared';
import type { z } from 'zod';

export const jobPath = '/dashboard/job';
export const generatePath = '/dashboard/job/generate';

/** The job being answered: carried from the job form to the generate page in navigation state. */
export type JobPost = z.output<typeof manualJobSchema>;

export const emptyJobPost: JobPost = { jobTitle: '', jobDescription: '', jobLink: '' };

/** History state survives reloads and can be anything: only a valid job counts. */
export function jobPostFromState(state: unknown): JobPost | null {
  const parsed = manualJobSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
