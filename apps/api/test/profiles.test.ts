import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, profileResponseSchema, usageMessages } from '@quillbid/shared';
import { memberWithoutPlan } from './support/agency.js';
import { profileBody, send, subscribedUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = profileBody();
const personal = base.personalDetails;
const project = base.projectExperience[0]!;

describe('POST /api/profile validation', () => {
  // Each case breaks exactly one rule of a valid profile, in the spec's order.
  it.each([
    [{ profileName: ' ' }, 'Profile Name is required.'],
    [{ profileDescription: '' }, profileMessages.descriptionRequired],
    [{ profileSummary: '' }, profileMessages.summaryRequired],
    [{ personalDetails: { ...personal, firstName: '' } }, profileMessages.firstNameRequired],
    [{ personalDetails: { ...personal, lastName: '' } }, profileMessages.lastNameRequired],
    [{ personalDetails: { ...personal, profession: '' } }, profileMessages.professionRequired],
    [{ personalDetails: { ...personal, location: '' } }, profileMessages.locationRequired],
    [{ personalDetails: { ...personal, skills: [] } }, profileMessages.skillRequired],
    [{ personalDetails: { ...personal, yearsOfExperience: 0 } }, 'Years of Experience is required.'],
    [{ portfolio: [] }, profileMessages.portfolioRequired],
    [
      { portfolio: [{ portfolioType: '', portfolioUrl: 'https://github.com/ada' }] },
      profileMessages.portfolioTypeRequired,
    ],
    [{ portfolio: [{ portfolioType: 'github', portfolioUrl: ' ' }] }, profileMessages.portfolioUrlRequired],
    [{ projectExperience: [] }, profileMessages.projectRequired],
    [{ projectExperience: [{ ...project, projectName: '' }] }, profileMessages.projectNameRequired],
    [{ projectExperience: [{ ...project, projectType: '' }] }, profileMessages.projectTypeRequired],
    [{ projectExperience: [{ ...project, projectDescription: '' }] }, profileMessages.projectDescriptionRequired],
    [{ projectExperience: [{ ...project, projectSkills: [] }] }, 'At least one Project Skill is required.'],
  ])('answers %j with 400 and the spec message', async (change, message) => {
    const user = await subscribedUser(t);
    const res = await send(t.app, 'POST', '/api/profile', user.token, profileBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await send(t.app, 'GET', '/api/profile', user.token)).json().profiles).toEqual([]);
  });

  it('shows the first failure when several rules break, and the name first for an empty body', async () => {
    const user = await subscribedUser(t);
    const res = await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({ profileSummary: '', portfolio: [] }),
    );
    expect(res.json().error).toBe(profileMessages.summaryRequired);
    expect((await send(t.app, 'POST', '/api/profile', user.token, {})).json().error).toBe(profileMessages.nameRequired);
  });

  it.each([
    ['github', 'https://github.com/ada', true],
    ['github', 'http://www.github.com/ada/project', true],
    ['github', 'https://gitlab.com/ada', false],
    ['github', 'ftp://github.com/ada', false],
    ['github', 'https://github.com.evil.io/ada', false],
    ['github', 'https://github.com/', false],
    ['linkedin', 'https://www.linkedin.com/in/ada-lovelace', true],
    ['linkedin', 'http://linkedin.com/in/ada', true],
    ['linkedin', 'https://linkedin.co/in/ada', false],
    ['linkedin', 'javascript:alert(1)//linkedin.com/in/x', false],
    ['upwork', 'https://www.upwork.com/freelancers/~0123', true],
    ['upwork', 'https://upwork.com/fl/ada', true],
    ['upwork', 'https://upwork.example.com/fl/ada', false],
    ['upwork', 'upwork.com/fl/ada', false],
  ])('checks a %s portfolio URL %s (accepted: %s)', async (portfolioType, portfolioUrl, accepted) => {
    const user = await subscribedUser(t);
    const res = await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({ portfolio: [{ portfolioType, portfolioUrl }] }),
    );
    const label = { github: 'GitHub', linkedin: 'LinkedIn', upwork: 'Upwork' }[portfolioType];
    if (accepted) expect(res.statusCode).toBe(201);
    else expect(res.json()).toMatchObject({ error: `Invalid URL format for ${label}` });
  });

  it('names the project whose link is not an http address, after the spec checks', async () => {
    const user = await subscribedUser(t);
    const projects = [project, { ...project, projectName: 'Landing page', projectLink: 'example.com/landing' }];
    const res = await send(t.app, 'POST', '/api/profile', user.token, profileBody({ projectExperience: projects }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Project Link of "Landing page" must be an http or https address.');

    const both = profileBody({ profileName: '', projectExperience: projects });
    expect((await send(t.app, 'POST', '/api/profile', user.token, both)).json().error).toBe(
      profileMessages.nameRequired,
    );
  });

  it('refuses unknown or privileged fields', async () => {
    const user = await subscribedUser(t);
    for (const extra of [{ userId: '00000000-0000-0000-0000-000000000000' }, { _id: 'x' }]) {
      expect((await send(t.app, 'POST', '/api/profile', user.token, profileBody(extra))).statusCode).toBe(400);
    }
  });
});

describe('profiles', () => {
  it('creates, reads, updates and deletes a profile', async () => {
    const user = await subscribedUser(t);
    const created = await send(t.app, 'POST', '/api/profile', user.token, profileBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Profile Created Successfully!');
    const profile = profileResponseSchema.parse(created.json().profile);
    expect(profile.personalDetails.skills).toEqual(['React', 'Node.js', 'PostgreSQL']);

    const read = await send(t.app, 'GET', `/api/profile/${profile._id}`, user.token);
    expect(read.json().profile).toEqual(profile);

    const updated = await send(
      t.app,
      'PATCH',
      `/api/profile/${profile._id}`,
      user.token,
      profileBody({ profileName: 'Data engineer' }),
    );
    expect(updated.json()).toMatchObject({
      message: profileMessages.updated,
      profile: { profileName: 'Data engineer' },
    });

    const deleted = await send(t.app, 'DELETE', `/api/profile/${profile._id}`, user.token);
    expect(deleted.json()).toEqual({ message: 'Deleted Successfully' });
    expect((await send(t.app, 'GET', `/api/profile/${profile._id}`, user.token)).statusCode).toBe(404);
  });

  it('lists the distinct skills of all the user’s profiles and projects', async () => {
    const user = await subscribedUser(t);
    await send(t.app, 'POST', '/api/profile', user.token, profileBody());
    await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({ personalDetails: { ...personal, skills: ['Go', 'React'] } }),
    );
    const res = await send(t.app, 'GET', '/api/profile/skills', user.token);
    expect(res.json().skills).toEqual(['Go', 'Node.js', 'PostgreSQL', 'React', 'Stripe']);
  });

  it('keeps each user’s profiles their own: another user gets 404 on read, edit and delete', async () => {
    const owner = await subscribedUser(t);
    const intruder = await subscribedUser(t);
    const { profile } = (await send(t.app, 'POST', '/api/profile', owner.token, profileBody())).json();
    for (const [method, body] of [['GET'], ['PATCH', profileBody()], ['DELETE']] as const) {
      const res = await send(t.app, method, `/api/profile/${profile._id}`, intruder.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(profileMessages.notFound);
    }
    expect((await send(t.app, 'GET', '/api/profile', intruder.token)).json().profiles).toEqual([]);
    expect((await send(t.app, 'GET', '/api/profile/skills', intruder.token)).json().skills).toEqual([]);
    expect((await send(t.app, 'GET', `/api/profile/${profile._id}`, owner.token)).json().profile.profileName).toBe(
      profile.profileName,
    );
  });

  it('answers 404 for an id that is not an id', async () => {
    const user = await subscribedUser(t);
    expect((await send(t.app, 'GET', "/api/profile/1' or '1'='1", user.token)).statusCode).toBe(404);
  });

  it('needs a plan to create a profile', async () => {
    const user = await memberWithoutPlan(t, async () => ({}));
    const res = await send(t.app, 'POST', '/api/profile', user.token, profileBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('In order to Create Profile, Please subscribe a package first');
  });

  it('stops at the plan’s profile limit with the spec message and gives a unit back on delete', async () => {
    const user = await subscribedUser(t, 'free'); // one profile
    const first = (await send(t.app, 'POST', '/api/profile', user.token, profileBody())).json().profile;
    const second = await send(t.app, 'POST', '/api/profile', user.token, profileBody());
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toBe(usageMessages.limitReached.profiles);
    expect((await send(t.app, 'GET', '/api/profile', user.token)).json().profiles).toHaveLength(1);

    await send(t.app, 'DELETE', `/api/profile/${first._id}`, user.token);
    expect((await send(t.app, 'POST', '/api/profile', user.token, profileBody())).statusCode).toBe(201);
  });
});
