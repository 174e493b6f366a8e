import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  htmlText,
  LINKEDIN_NOTE_MAX,
  templateMessages,
  templateResponseSchema,
  TEMPLATE_TYPES,
  usageMessages,
} from '@quillbid/shared';
import { memberWithoutPlan } from './support/agency.js';
import { profileBody, send, signedInUser, subscribedUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userWithProfile(packageType = 'starter') {
  const user = await subscribedUser(t, packageType);
  const { profile } = (await send(t.app, 'POST', '/api/profile', user.token, profileBody())).json();
  return { ...user, profileId: profile._id as string };
}

const templateBody = (profileId: string, overrides: Record<string, unknown> = {}) => ({
  templateTitle: 'Problem-first proposal',
  templateDescription: 'For SaaS dashboard jobs',
  templateDetail: '<p>{Restate the client problem}</p><p>I built <strong>{relevant project}</strong>.</p>',
  profileId,
  platform: 'UPWORK',
  templateType: 'proposal',
  default: false,
  starterTemplate: false,
  ...overrides,
});

describe('starter templates', () => {
  it('ships at least three per platform, covering each type, with LinkedIn notes within 300 characters', async () => {
    const user = await signedInUser(t);
    const res = await send(t.app, 'GET', '/api/template?starterTemplate=true', user.token);
    const starters = res.json().templates.map((x: unknown) => templateResponseSchema.parse(x));
    for (const platform of ['UPWORK', 'LINKEDIN'] as const) {
      const own = starters.filter((s: { platform: string }) => s.platform === platform);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((s: { templateType: string }) => s.templateType))).toEqual(
        new Set(TEMPLATE_TYPES[platform]),
      );
    }
    for (const note of starters.filter((s: { templateType: string }) => s.templateType === 'note')) {
      expect(htmlText(note.templateDetail).length).toBeLessThanOrEqual(LINKEDIN_NOTE_MAX);
    }
    expect(
      starters.every(
        (s: { starterTemplate: boolean; profileId: unknown }) => s.starterTemplate && s.profileId === null,
      ),
    ).toBe(true);
    expect((await send(t.app, 'GET', '/api/template', user.token)).json().templates).toEqual([]);
  });
});

describe('templates', () => {
  it('creates, reads, edits and deletes a template owned by the user', async () => {
    const user = await userWithProfile();
    const created = await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId));
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Template Created Successfully');
    const template = templateResponseSchema.parse(created.json().template);
    expect(template).toMatchObject({ profileId: { _id: user.profileId }, default: false, starterTemplate: false });

    expect((await send(t.app, 'GET', `/api/template/${template._id}`, user.token)).json().template).toEqual(template);
    const edited = await send(
      t.app,
      'PATCH',
      `/api/template/${template._id}`,
      user.token,
      templateBody(user.profileId, { platform: 'LINKEDIN', templateType: 'note' }),
    );
    expect(edited.json()).toMatchObject({
      message: templateMessages.edited,
      template: { platform: 'LINKEDIN', templateType: 'note' },
    });
    expect((await send(t.app, 'DELETE', `/api/template/${template._id}`, user.token)).json()).toEqual({
      message: 'Deleted Successfully',
    });
    expect((await send(t.app, 'GET', '/api/template', user.token)).json().templates).toEqual([]);
  });

  it.each([
    [{ templateTitle: '' }],
    [{ templateDescription: '  ' }],
    [{ templateDetail: '<p></p>' }],
    [{ templateType: '' }],
    [{ platform: undefined }],
    [{ profileId: undefined }],
  ])('refuses %j with All fields are required', async (change) => {
    const user = await userWithProfile();
    const res = await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('All fields are required');
  });

  it.each([
    ['UPWORK', 'note'],
    ['LINKEDIN', 'proposal'],
    ['LINKEDIN', 'question'],
  ])('refuses the %s platform with type %s', async (platform, templateType) => {
    const user = await userWithProfile();
    const res = await send(
      t.app,
      'POST',
      '/api/template',
      user.token,
      templateBody(user.profileId, { platform, templateType }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(templateMessages.typeMismatch);
  });

  it('refuses a client-made starter template and unknown fields', async () => {
    const user = await userWithProfile();
    for (const extra of [{ starterTemplate: true }, { userId: user.profileId }]) {
      expect(
        (await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, extra))).statusCode,
      ).toBe(400);
    }
  });

  it('needs a profile first, to create and to edit', async () => {
    const user = await subscribedUser(t);
    const res = await send(
      t.app,
      'POST',
      '/api/template',
      user.token,
      templateBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You need to have a profile first in order to create template');

    const withProfile = await userWithProfile();
    const { template } = (
      await send(t.app, 'POST', '/api/template', withProfile.token, templateBody(withProfile.profileId))
    ).json();
    await send(t.app, 'DELETE', `/api/profile/${withProfile.profileId}`, withProfile.token);
    const kept = (await send(t.app, 'GET', `/api/template/${template._id}`, withProfile.token)).json().template;
    expect(kept.profileId).toBeNull();
    const edit = await send(
      t.app,
      'PATCH',
      `/api/template/${template._id}`,
      withProfile.token,
      templateBody(withProfile.profileId),
    );
    expect(edit.json().error).toBe(templateMessages.profileFirstEdit);
  });

  it("refuses another user's profile as the template's profile", async () => {
    const owner = await userWithProfile();
    const other = await userWithProfile();
    const res = await send(t.app, 'POST', '/api/template', other.token, templateBody(owner.profileId));
    expect(res.statusCode).toBe(404);
  });

  it('keeps one default per platform and type', async () => {
    const user = await userWithProfile();
    const first = (
      await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, { default: true }))
    ).json().template;
    const second = (
      await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, { default: true }))
    ).json().template;
    for (const kind of [
      { platform: 'LINKEDIN', templateType: 'note' },
      { platform: 'UPWORK', templateType: 'question' },
    ])
      await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, { default: true, ...kind }));
    const all = (await send(t.app, 'GET', '/api/template', user.token)).json().templates as {
      _id: string;
      default: boolean;
      platform: string;
      templateType: string;
    }[];
    expect(all.find((x) => x._id === first._id)?.default).toBe(false);
    expect(all.find((x) => x._id === second._id)?.default).toBe(true);
    expect(
      all
        .filter((x) => x.default)
        .map((x) => `${x.platform} ${x.templateType}`)
        .sort(),
    ).toEqual(['LINKEDIN note', 'UPWORK proposal', 'UPWORK question']);
  });

  it("keeps each user's templates their own: another user gets 404 on read, edit and delete", async () => {
    const owner = await userWithProfile();
    const intruder = await userWithProfile();
    const { template } = (
      await send(t.app, 'POST', '/api/template', owner.token, templateBody(owner.profileId))
    ).json();
    for (const [method, body] of [['GET'], ['PATCH', templateBody(intruder.profileId)], ['DELETE']] as const) {
      expect((await send(t.app, method, `/api/template/${template._id}`, intruder.token, body)).statusCode).toBe(404);
    }
    expect((await send(t.app, 'GET', `/api/template/${template._id}`, owner.token)).json().template.templateTitle).toBe(
      template.templateTitle,
    );
  });

  it('does not let a user edit or delete a starter template', async () => {
    const user = await userWithProfile();
    const [starter] = (await send(t.app, 'GET', '/api/template?starterTemplate=true', user.token)).json().templates;
    expect(
      (await send(t.app, 'PATCH', `/api/template/${starter._id}`, user.token, templateBody(user.profileId))).statusCode,
    ).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/template/${starter._id}`, user.token)).statusCode).toBe(404);
  });

  it('stops at the plan’s template limit', async () => {
    const user = await userWithProfile('free'); // two templates
    for (let i = 0; i < 2; i += 1) await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId));
    const third = await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId));
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toBe('Templates limit reached, please subscribe again for further assistance');
    expect((await send(t.app, 'GET', '/api/template', user.token)).json().templates).toHaveLength(2);
  });

  it('needs a plan to create a template', async () => {
    const member = await memberWithoutPlan(t, async (joined) => {
      const { profile } = (await send(t.app, 'POST', '/api/profile', joined.token, profileBody())).json();
      return { profileId: profile._id as string };
    });
    const res = await send(t.app, 'POST', '/api/template', member.token, templateBody(member.profileId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(usageMessages.subscribeFirst.templates);
  });
});

// Payloads from the OWASP XSS Filter Evasion cheat sheet and common lists.
const xssPayloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<p onclick="alert(1)">hi</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<body onload=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<object data="javascript:alert(1)"></object>',
  '"><script>alert(document.cookie)</script>',
];

describe('template HTML', () => {
  it.each(xssPayloads)('stores %s without anything executable', async (payload) => {
    const user = await userWithProfile();
    const res = await send(
      t.app,
      'POST',
      '/api/template',
      user.token,
      templateBody(user.profileId, { templateDetail: `<p>Hello {name}</p>${payload}` }),
    );
    expect(res.statusCode).toBe(201);
    const stored = (await send(t.app, 'GET', `/api/template/${res.json().template._id}`, user.token)).json().template
      .templateDetail as string;
    expect(stored).toContain('<p>Hello {name}</p>');
    expect(stored).not.toMatch(/<script|<iframe|<svg|<style|<img|<object|<body|on\w+=|javascript:|data:/i);
  });

  it('keeps formatting and safe links', async () => {
    const user = await userWithProfile();
    const html =
      '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><p><a href="https://example.com">site</a></p>';
    const res = await send(
      t.app,
      'POST',
      '/api/template',
      user.token,
      templateBody(user.profileId, { templateDetail: html }),
    );
    expect(res.json().template.templateDetail).toBe(
      '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
  });
});
