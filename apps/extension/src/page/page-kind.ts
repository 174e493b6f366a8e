import type { PageKind } from './types';

const UPWORK = 'www.upwork.com';
const LINKEDIN = 'www.linkedin.com';
const ID = '~0[0-9a-z]{9,}';

/** `/jobs/~ID` and `/jobs/Some-title_~ID/`. */
const JOB_PAGE = new RegExp(`^/jobs/(?:[^/]*_)?${ID}/?$`, 'i');
/** The details slider opened over the feed (`/nx/find-work/best-matches/details/~ID`) or over search results. */
const JOB_SLIDER = new RegExp(`^/nx/(?:find-work/(?:[^/]+/)*|search/jobs/)details/${ID}/?$`, 'i');
const APPLY_PAGE = new RegExp(`^/nx/proposals/job/${ID}/apply/?$`, 'i');
const PROFILE_PAGE = /^\/in\/([^/]+)(?:\/.*)?$/;
/**
 * A freelancer's profile: `/freelancers/~ID`, or the custom address a Plus member may choose (4 to 20 letters
 * and digits), which `/freelancers/settings` and the like are not.
 */
const FREELANCER_PAGE = new RegExp(`^/freelancers/(${ID}|(?!settings/?$)[a-z0-9]{4,20})/?$`, 'i');

const parse = (url: string): URL | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
};

/** Which reader a page needs, from its address alone. */
export function pageKind(url: string): PageKind {
  const parsed = parse(url);
  if (parsed?.hostname === UPWORK) {
    if (JOB_PAGE.test(parsed.pathname) || JOB_SLIDER.test(parsed.pathname)) return 'job';
    if (APPLY_PAGE.test(parsed.pathname)) return 'apply';
    if (FREELANCER_PAGE.test(parsed.pathname)) return 'upwork-profile';
  }
  if (parsed?.hostname === LINKEDIN && PROFILE_PAGE.test(parsed.pathname)) return 'linkedin-profile';
  return 'unknown';
}

/**
 * Whether the job is shown in the details slider, which sits over a feed of other jobs: only the slider may
 * be read then.
 */
export function isJobSlider(url: string): boolean {
  const parsed = parse(url);
  return parsed?.hostname === UPWORK && JOB_SLIDER.test(parsed.pathname);
}

/**
 * A profile's canonical address, `https://www.linkedin.com/in/<slug>/` or
 * `https://www.upwork.com/freelancers/<~ID or name>`, or null for other addresses.
 */
export function profileUrl(url: string): string | null {
  const parsed = parse(url);
  if (parsed?.hostname === UPWORK) {
    const freelancer = FREELANCER_PAGE.exec(parsed.pathname)?.[1];
    return freelancer ? `https://www.upwork.com/freelancers/${freelancer}` : null;
  }
  const slug = parsed?.hostname === LINKEDIN ? PROFILE_PAGE.exec(parsed.pathname)?.[1] : undefined;
  return slug ? `https://www.linkedin.com/in/${slug}/` : null;
}
