import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { FREE_PACKAGE_TYPE } from '@quillbid/shared';
import type { TestApp } from './test-app.js';

let sequence = 0;

export function newAccount(
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  sequence += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${sequence}.${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    ...overrides,
  };
}

export const post = (app: FastifyInstance, url: string, payload?: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The token of the newest link of this kind mailed to `email`. */
export async function mailedToken(
  t: TestApp,
  email: string,
  path: '/verify-email' | '/reset-password' | '/accept-invite',
): Promise<string> {
  const mail = (await t.mails()).find((m) => m.toAddress === email && m.textBody.includes(path));
  expect(mail, `a mail to ${email} with a ${path} link`).toBeDefined();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? '');
  expect(match?.[1]).toBeTruthy();
  return match?.[1] ?? '';
}

/** Signs up, verifies through the mailed link and logs in: the everyday starting point of a test. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  expect((await post(t.app, '/api/auth/register', account)).statusCode).toBe(201);
  const verifyToken = await mailedToken(t, account.email, '/verify-email');
  expect((await post(t.app, `/api/auth/confirm/${verifyToken}`)).statusCode).toBe(200);
  const login = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
  expect(login.statusCode).toBe(200);
  return { ...account, token: login.json<{ token: string }>().token };
}

/** A signed-in user on a plan: a new account is on the free plan, others subscribe through test mode. */
export async function subscribedUser(t: TestApp, packageType = 'starter') {
  const user = await signedInUser(t);
  if (packageType === FREE_PACKAGE_TYPE) return user;
  const res = await post(t.app, '/api/billing/test-checkout', { packageType, interval: 'month' }, user.token);
  expect(res.statusCode).toBe(201);
  return user;
}

/** A complete, valid profile body; override any part. */
export function profileBody(overrides: Record<string, unknown> = {}) {
  return {
    profileName: 'Full-stack web developer',
    profileDescription: 'React and Node.js for SaaS products',
    profileSummary: 'Six years building SaaS dashboards, APIs and payment flows.',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'London, UK',
      profession: 'Software engineer',
      skills: ['React', 'Node.js', 'PostgreSQL'],
      yearsOfExperience: 6,
    },
    portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/ada' }],
    projectExperience: [
      {
        projectName: 'Billing dashboard',
        projectType: 'Web app',
        projectDescription: 'Built a Stripe billing dashboard that cut churn by 12%.',
        projectLink: 'https://example.com/billing',
        projectSkills: ['React', 'Stripe'],
      },
    ],
    ...overrides,
  };
}

export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
