import { expect } from 'vitest';
import type { ProposalWriter } from '../../src/ai/writer.js';
import { profileBody, send, subscribedUser } from './factories.js';
import type { TestApp } from './test-app.js';

export const JOB = {
  jobTitle: 'React developer for an analytics dashboard',
  jobDescription:
    'We are looking for a React developer to build an analytics dashboard for our SaaS. You must have experience with charts and PostgreSQL. Have you built dashboards before?',
};

export const PROPOSAL_TEMPLATE =
  "<p>{Restate the client's main problem or goal in one sentence}</p><p>I have done this before: {one relevant project from my profile}.</p><p>{Answer any question the job post asks}</p><p>{One specific question about the job}</p><p>{My first name}</p>";

/** A subscribed user with a profile and an Upwork proposal template: ready to generate. */
export async function readyUser(t: TestApp, packageType = 'starter') {
  return withProfileAndTemplate(t, await subscribedUser(t, packageType));
}

/** A complete, valid Upwork proposal template for one of the user's profiles. */
export const templateBody = (profileId: string, templateTitle = 'Problem-first') => ({
  templateTitle,
  templateDescription: 'Upwork proposal',
  templateDetail: PROPOSAL_TEMPLATE,
  profileId,
  platform: 'UPWORK',
  templateType: 'proposal',
});

/** Gives `user` a profile and a proposal template, and returns their ids beside the user. */
export async function withProfileAndTemplate<U extends { token: string }>(t: TestApp, user: U) {
  const profile = (await send(t.app, 'POST', '/api/profile', user.token, profileBody())).json().profile;
  const template = (await send(t.app, 'POST', '/api/template', user.token, templateBody(profile._id))).json().template;
  expect(template?._id).toBeDefined();
  return { ...user, profileId: profile._id as string, templateId: template._id as string };
}

export const jobBody = (user: { profileId: string; templateId: string }, overrides: Record<string, unknown> = {}) => ({
  ...JOB,
  jobLink: 'https://www.upwork.com/jobs/~01abc',
  templateId: user.templateId,
  profileId: user.profileId,
  ...overrides,
});

/** A model endpoint that fails mid-proposal: half a paragraph, then an upstream error. */
export const failingWriter: ProposalWriter = {
  mode: 'llm',
  async *write() {
    yield '<p>Half a proposal';
    throw new Error('upstream 500');
  },
  answer: async ({ questions }) => questions.map(() => null),
};
