import {
  jobMessages,
  jobResponseSchema,
  networkMessages,
  readEvents,
  screeningAnswerSchema,
  type GenerateJobInput,
  type Job,
  type JobAnalysis,
  type ScreeningAnswer,
} from '@quillbid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiStream, type ApiResult } from '../../lib/api';
import { currentUserKey } from '../../lib/currentUser';
import { jobsKey } from '../../lib/jobsApi';
import { unwrap } from '../../lib/query';
import { clearJobDraft } from './jobDraftStorage';

/**
 * `POST job/analyse`: what the post asks for and how each of the user's profiles fits it, best first. It
 * costs no usage, so the page asks as soon as it opens. Keyed by the job's text: the profiles it also reads
 * do not change while the page is open.
 */
export function useJobAnalysis(job: { jobTitle: string; jobDescription: string }) {
  const { jobTitle, jobDescription } = job;
  return useQuery({
    queryKey: ['jobAnalysis', { jobTitle, jobDescription }],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest<{ analysis: JobAnalysis }>('job/analyse', {
          method: 'POST',
          body: { jobTitle, jobDescription },
          signal,
        }),
      ).analysis,
  });
}

const chunkSchema = z.object({ text: z.string() });
// Servers before screening answers send none.
const doneSchema = z.object({ job: jobResponseSchema, answers: z.array(screeningAnswerSchema).default([]) });
const errorSchema = z.object({ error: z.string() });

/** A written proposal as saved, and the drafted answers to the screening questions sent with it. */
export interface GeneratedProposal {
  job: Job;
  answers: ScreeningAnswer[];
}

/**
 * `POST job/stream`: calls `onText` with the proposal written so far after every chunk, and answers the
 * saved job with its screening answers, or the message to show. Never throws.
 */
async function streamProposal(
  input: GenerateJobInput,
  onText: (soFar: string) => void,
): Promise<ApiResult<GeneratedProposal>> {
  const opened = await apiStream('job/stream', { method: 'POST', body: input });
  if (opened.error !== null) return opened;
  if (!opened.data.body) return { data: null, error: jobMessages.generationFailed };
  let soFar = '';
  try {
    for await (const { event, data } of readEvents(opened.data.body)) {
      if (event === 'chunk') {
        soFar += chunkSchema.parse(JSON.parse(data)).text;
        onText(soFar);
      }
      if (event === 'done') return { data: doneSchema.parse(JSON.parse(data)), error: null };
      if (event === 'error') return { data: null, error: errorSchema.parse(JSON.parse(data)).error };
    }
  } catch (failure) {
    // A dropped connection fails the read; anything else is a reply we cannot understand.
    return { data: null, error: failure instanceof TypeError ? networkMessages.network : jobMessages.generationFailed };
  }
  // The stream ended without `done`: the server went away mid-proposal.
  return { data: null, error: networkMessages.network };
}

interface GenerateRequest {
  input: GenerateJobInput;
  onText: (soFar: string) => void;
}

/**
 * Writes a proposal, streaming it into `onText`; the history and the user's usage count change with it,
 * and the job form's draft has served its purpose.
 */
export function useGenerateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onText }: GenerateRequest) => unwrap(await streamProposal(input, onText)),
    onSuccess: () => {
      clearJobDraft();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}
