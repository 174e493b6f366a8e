/** The marketplace's job ids: `~` then `0`, then ten or more lowercase letters and digits. */
const JOB_ID = /~(0[0-9a-z]{9,})/i;

/** The job id in an address (job page, details slider, apply page), without the tilde; null when there is none. */
export function jobIdFromUrl(url: string): string | null {
  return JOB_ID.exec(url)?.[1] ?? null;
}

/** The job page's address for an id, the same however the job was opened (feed slider, search, apply page). */
export function canonicalJobUrl(id: string): string {
  return `https://www.upwork.com/jobs/~${id}`;
}
