import { z } from 'zod';
import { decodeJwtPayload } from '@quillbid/shared';
import { getToken } from '../../lib/session';
import { jobPostFromState, type JobPost } from './jobPost';

const DRAFT_KEY = 'quillbid.job-draft';

const storedDraftSchema = z.object({ owner: z.string(), job: z.unknown() });
const tokenOwnerSchema = z.object({ sub: z.string() });

/**
 * Whose draft it is: the tab outlives a sign-out, and the next person to sign in on it must not find
 * the last one's job.
 */
function sessionOwner(): string | null {
  const token = getToken();
  if (token === null) return null;
  const claims = tokenOwnerSchema.safeParse(decodeJwtPayload(token));
  return claims.success ? claims.data.sub : null;
}

/**
 * Storage may be switched off or full; the draft is a convenience, so the job form then starts empty
 * after Back, as it would without one, rather than failing.
 */
function withStorage<T>(act: (storage: Storage) => T, fallback: T): T {
  try {
    return act(window.sessionStorage);
  } catch {
    return fallback;
  }
}

/** Keeps the job handed to the generate page for this tab, so Back finds the form filled in. */
export function saveJobDraft(job: JobPost): void {
  const owner = sessionOwner();
  if (owner === null) return;
  withStorage((storage) => storage.setItem(DRAFT_KEY, JSON.stringify({ owner, job })), undefined);
}

/** The signed-in user's draft, or null when there is none or what is stored is not a job. */
export function loadJobDraft(): JobPost | null {
  const raw = withStorage((storage) => storage.getItem(DRAFT_KEY), null);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  const draft = storedDraftSchema.safeParse(stored);
  if (!draft.success || draft.data.owner !== sessionOwner()) return null;
  return jobPostFromState(draft.data.job);
}

/** A proposal was written from the draft: the next job starts from an empty form. */
export function clearJobDraft(): void {
  withStorage((storage) => storage.removeItem(DRAFT_KEY), undefined);
}
