import type { Job, User } from '@quillbid/shared';

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
