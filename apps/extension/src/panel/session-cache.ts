import { browser } from 'wxt/browser';
import type { UpworkJob } from '../page/types';

/**
 * What the panel remembers for this browser session: each job as read on its job page (the apply page
 * shows only part of the description) and each draft, so going from the job page to the apply page, or
 * closing the panel, loses nothing.
 */
const jobKey = (id: string) => `job:${id}`;
const draftKey = (key: string) => `draft:${key}`;

export async function rememberJob(job: UpworkJob): Promise<void> {
  if (job.id) await browser.storage.session.set({ [jobKey(job.id)]: job });
}

export async function recallJob(id: string): Promise<UpworkJob | null> {
  const stored = await browser.storage.session.get(jobKey(id));
  return (stored[jobKey(id)] as UpworkJob | undefined) ?? null;
}

export interface Draft {
  text: string;
  /** Answers to the post's screening questions, by question. */
  answers: Record<string, string>;
  /** The proposal the server saved when the draft was generated; absent for a draft never generated. */
  jobId?: string;
}

export async function rememberDraft(key: string, draft: Draft): Promise<void> {
  await browser.storage.session.set({ [draftKey(key)]: draft });
}

export async function recallDraft(key: string): Promise<Draft | null> {
  const stored = await browser.storage.session.get(draftKey(key));
  return (stored[draftKey(key)] as Draft | undefined) ?? null;
}
