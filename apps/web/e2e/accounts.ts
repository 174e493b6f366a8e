import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { z } from 'zod';
import { expect } from './fixtures';
import { waitForMailLink } from './mail';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(email?: string): TestAccount {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: email ?? `e2e-${id}@example.com`,
    password: 'compilers-1952',
  };
}

/** Registers, verifies and logs in over the API, for specs whose journey starts after sign-in. */
export async function createSignedInAccount(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  email?: string,
) {
  const account = newAccount(email);
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(registered.status()).toBe(201);

  const verifyLink = new URL(await waitForMailLink(account.email, '/verify-email'));
  const token = verifyLink.searchParams.get('token');
  expect((await request.post(`/api/auth/confirm/${token}`)).status()).toBe(200);

  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(login.status()).toBe(200);
  const session = z.object({ token: z.string() }).parse(await login.json());
  // The questionnaire is offered once after the first sign-in; these journeys start past it.
  const onboarding = await request.post('/api/onboarding/start', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(onboarding.status()).toBe(200);
  await context.addCookies([{ name: 'token', value: session.token, url: baseURL, sameSite: 'Lax' }]);
  return { ...account, token: session.token };
}

/** Subscribes the account to a plan through the local test-mode checkout. */
export async function subscribeInTestMode(request: APIRequestContext, token: string, packageType = 'starter') {
  const checkout = await request.post('/api/billing/test-checkout', {
    headers: { Authorization: `Bearer ${token}` },
    data: { packageType, interval: 'month' },
  });
  expect(checkout.status()).toBe(201);
}

/** A complete profile, created over the API for journeys that need one. */
export async function createProfile(request: APIRequestContext, token: string) {
  const profile = await request.post('/api/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      profileName: 'Full-stack developer',
      profileDescription: 'Web apps end to end',
      profileSummary: 'I build dashboards and APIs for SaaS teams.',
      personalDetails: {
        firstName: 'Grace',
        lastName: 'Hopper',
        location: 'Arlington, VA',
        profession: 'Software engineer',
        skills: ['React', 'Node.js', 'PostgreSQL'],
        yearsOfExperience: 8,
      },
      portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/grace-hopper' }],
      projectExperience: [
        {
          projectName: 'Metrics dashboard',
          projectType: 'SaaS',
          projectDescription: 'A React dashboard with a Node.js API and role-based access.',
          projectSkills: ['React', 'Node.js'],
        },
      ],
    },
  });
  expect(profile.status()).toBe(201);
  return profile;
}

/**
 * A complete profile and a default Upwork template using it, created over the API for journeys that start
 * with both in place; the ids are what `POST job` takes.
 */
export async function createProfileAndTemplate(request: APIRequestContext, token: string) {
  const idOf = z.object({ _id: z.string() });
  const { profile } = z.object({ profile: idOf }).parse(await (await createProfile(request, token)).json());
  const template = await request.post('/api/template', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      templateTitle: 'Upwork opener',
      templateDescription: 'For web jobs',
      templateDetail: '<p>Hi {client name},</p><p>{why I fit this job}</p><p>Best, Grace</p>',
      profileId: profile._id,
      platform: 'UPWORK',
      templateType: 'proposal',
      default: true,
    },
  });
  expect(template.status()).toBe(201);
  const saved = z.object({ template: idOf }).parse(await template.json());
  return { profileId: profile._id, templateId: saved.template._id };
}

/** Gives the browser a session cookie whose token expired an hour ago: a visitor back after their session ended. */
export async function addExpiredSession(context: BrowserContext, baseURL: string): Promise<void> {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'someone', exp })}.c2lnbmF0dXJl`;
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
}
