import { jobMessages } from '@quillbid/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { fakeApi } from '../../test/fakeApi';
import { fakeJwt, setTokenCookie } from '../../test/fixtures';
import { useGenerateProposal } from './api';
import { loadJobDraft, saveJobDraft } from './jobDraftStorage';

const job = { jobTitle: 'Landing page', jobDescription: 'A landing page in Webflow.', jobLink: '' };

const saved = {
  _id: 'job-1',
  ...job,
  aiResponse: '<p>Hi Sam,</p>',
  templateId: 'template-1',
  profileId: 'profile-1',
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'draft',
  statusChangedAt: '2025-01-01T00:00:00.000Z',
};

/** A finished event stream: its whole body at once. */
function eventStream(events: [string, unknown][]): Response {
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function renderGenerate(stream: () => Response) {
  setTokenCookie(fakeJwt(3600));
  saveJobDraft(job);
  fakeApi({ 'POST /api/job/stream': stream });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useGenerateProposal(), { wrapper });
  result.current.mutate({
    input: { ...job, templateId: 'template-1', profileId: 'profile-1' },
    onText: () => {},
  });
  return result;
}

describe('useGenerateProposal', () => {
  it("clears the job form's draft once a proposal is written from it", async () => {
    const result = renderGenerate(() => eventStream([['done', { job: saved }]]));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(loadJobDraft()).toBeNull();
  });

  it('keeps the draft when the proposal could not be written', async () => {
    const result = renderGenerate(() => eventStream([['error', { error: jobMessages.generationFailed }]]));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(loadJobDraft()).toEqual(job);
  });
});
