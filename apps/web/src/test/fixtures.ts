import type { Instruction, Job, JobAnalysis, Profile, Template, User } from '@quillbid/shared';
import { vi } from 'vitest';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '',
    profilePicture: null,
    emailVerification: { verified: true },
    stripeCustomerId: null,
    invitedBy: null,
    packageSubscribed: false,
    agencyId: null,
    subscription: null,
    usage: { profiles: 0, proposals: 0, templates: 0 },
    onboardingPending: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: 'job-1',
    jobTitle: 'React dashboard for a SaaS',
    jobDescription: 'We need a React dashboard with charts.',
    jobLink: '',
    aiResponse: '<p>Hi there,</p><p>I have built three dashboards like this.</p>',
    templateId: 'template-1',
    profileId: 'profile-1',
    createdAt: '2026-12-23T12:00:00.000Z',
    status: 'draft',
    statusChangedAt: '2026-12-23T12:00:00.000Z',
    ...overrides,
  };
}

/** A saved Upwork template of profile-1. */
export function buildTemplate(overrides: Partial<Template> = {}): Template {
  return {
    _id: 'template-1',
    templateTitle: 'Upwork opener',
    templateDescription: 'For web jobs',
    templateDetail: '<p>Hi {client name}</p>',
    profileId: { _id: 'profile-1' },
    platform: 'UPWORK',
    templateType: 'proposal',
    default: false,
    starterTemplate: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A complete profile of a full-stack developer. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    _id: 'profile-1',
    profileName: 'Full-stack developer',
    profileDescription: 'Web apps end to end',
    profileSummary: 'I build dashboards and APIs.',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'London',
      profession: 'Engineer',
      skills: ['React', 'Node.js'],
      yearsOfExperience: 5,
    },
    portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/ada' }],
    projectExperience: [],
    hourlyRate: null,
    availability: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An instruction of a post, as `POST job/analyse` lists it: by default one the draft can do. */
export function buildInstruction(overrides: Partial<Instruction> = {}): Instruction {
  return {
    kind: 'startWord',
    label: 'Start with “Mango”',
    quote: 'Start your proposal with the word Mango',
    value: 'Mango',
    topic: [],
    writable: true,
    ...overrides,
  };
}

/** The answer of `POST job/analyse` for a React dashboard post, with no fits unless given. */
export function buildAnalysis(overrides: Partial<JobAnalysis> = {}): JobAnalysis {
  return {
    deliverable: 'Build a React dashboard',
    category: 'Web, mobile and software development',
    language: { code: 'en', name: 'English', english: true, mixed: false },
    skills: ['React', 'Node.js', 'PostgreSQL'],
    fits: [],
    instructions: [],
    requirements: [],
    needTerms: ['dashboard', 'react'],
    notes: [],
    ...overrides,
  };
}

/** A JWT-shaped token whose `exp` is `secondsFromNow` away; the signature is not checked by the browser. */
export function fakeJwt(secondsFromNow: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', exp })}.signature`;
}

export function setTokenCookie(token: string): void {
  document.cookie = `token=${token}; Path=/`;
}

/** An unsigned JWT with these claims, e.g. a Google ID token's `nonce`. */
export function fakeIdToken(claims: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

/**
 * Stands in for Google's sign-in popup: `attempt()` reads the state and nonce the app sent to Google,
 * `reply(hash)` posts what the popup page relays back from Google, from the popup and our origin
 * unless told otherwise, and `signedIn()` is the answer to the last attempt.
 */
export function fakeGooglePopup() {
  // Only its identity matters: the app compares a message's source with it.
  const popup = {} as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  const attempt = () => {
    const url = new URL(String(open.mock.lastCall?.[0]));
    return { url, state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '' };
  };
  const reply = (hash: string, from: { origin?: string; source?: Window } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'quillbid:google-sign-in', hash },
        origin: from.origin ?? window.location.origin,
        source: from.source ?? popup,
      }),
    );
  const signedIn = () => {
    const { state, nonce } = attempt();
    const credential = fakeIdToken({ nonce, email: 'ada@example.com' });
    return { credential, hash: `#state=${state}&id_token=${credential}` };
  };
  return { open, popup, attempt, reply, signedIn };
}

/** A new account: on the free plan, renewing monthly, nothing used yet. */
export function buildFreeUser(overrides: Partial<User> = {}): User {
  return buildUser({
    packageSubscribed: true,
    subscription: {
      packageType: 'free',
      endDate: '2026-12-01T10:00:00.000Z',
      renews: true,
      limits: { profiles: 1, proposals: 10, templates: 2 },
    },
    ...overrides,
  });
}
