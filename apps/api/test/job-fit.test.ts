import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainFit, fitLabels, type Profile, type ProfileFit } from '@quillbid/shared';
import { readJob, toAnalysis } from '../src/ai/analysis/read-job.js';
import { profileBody, send } from './support/factories.js';
import { MUST_AND_NICE, NO_SKILLS, PACKAGING } from './support/fit-posts.js';
import { readyUser } from './support/job-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

type ProfileParts = {
  profession?: string;
  skills?: string[];
  summary?: string;
  projects?: Profile['projectExperience'];
};

function buildProfile(id: string, parts: ProfileParts = {}): Profile {
  return {
    _id: id,
    profileName: id,
    profileDescription: '',
    profileSummary: parts.summary ?? '',
    personalDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'Leeds, UK',
      profession: parts.profession ?? '',
      skills: parts.skills ?? [],
      yearsOfExperience: 6,
    },
    portfolio: [],
    projectExperience: parts.projects ?? [],
    hourlyRate: null,
    availability: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

const brandDesigner = () =>
  buildProfile('brand', {
    profession: 'Brand designer',
    skills: ['Branding', 'Logo design', 'Illustrator', 'Photoshop'],
    summary: 'I design brand identities, labels and packaging for small consumer brands: candles, coffee and skincare.',
  });

const shopifyDeveloper = () =>
  buildProfile('dev', {
    profession: 'Shopify developer',
    skills: ['Shopify', 'Liquid', 'JavaScript'],
    summary: 'I build and speed up Shopify themes.',
  });

function fitsFor(job: { jobTitle: string; jobDescription: string }, profiles: Profile[]): ProfileFit[] {
  return toAnalysis(readJob(job, { profiles }), profiles).fits;
}

const fitOf = (fits: ProfileFit[], id: string) => {
  const fit = fits.find((candidate) => candidate.profileId === id);
  expect(fit, `the fit of ${id}`).toBeDefined();
  return fit as ProfileFit;
};

describe('job fit', () => {
  it('scores a brand designer on a packaging post from the profile, never counting the client’s Shopify store', () => {
    const fits = fitsFor(PACKAGING, [shopifyDeveloper(), brandDesigner()]);
    const designer = fitOf(fits, 'brand');
    expect(designer).toMatchObject({
      basis: 'profile',
      matched: [],
      missing: [],
      required: { matched: [], missing: [] },
      niceToHave: { matched: [], missing: [] },
    });
    expect(designer.score).toBeGreaterThanOrEqual(55);
    expect(designer.profileTerms).toEqual(expect.arrayContaining(['packaging']));
    expect(fits.map((fit) => fit.profileId)).toEqual(['brand', 'dev']);
    expect(fitOf(fits, 'dev').score).toBeLessThan(30);
    expect(explainFit(designer).summary).toBe(fitLabels.noSkillsAsked);
  });

  it('explains a score by the required skills it has and lacks, with nice-to-have skills apart', () => {
    const [fit] = fitsFor(MUST_AND_NICE, [
      buildProfile('email', {
        profession: 'Email marketer',
        skills: ['Klaviyo', 'Copywriting', 'Email marketing', 'Figma'],
      }),
    ]);
    expect(fit).toMatchObject({
      basis: 'skills',
      required: { matched: ['Klaviyo', 'Copywriting'], missing: ['GA4'] },
      niceToHave: { matched: ['Figma'], missing: ['Canva'] },
      // Clients that predate the breakdown read one list of each.
      matched: ['Klaviyo', 'Copywriting', 'Figma'],
      missing: ['GA4', 'Canva'],
    });
    expect(explainFit(fit as ProfileFit).summary).toBe('2 of 3 required skills · 1 of 2 nice-to-have skills');
  });

  it('weighs nice-to-have skills less than required ones', () => {
    const score = (skills: string[]) =>
      fitsFor(MUST_AND_NICE, [buildProfile('p', { profession: 'Email marketer', skills })])[0]?.score ?? -1;
    const allRequired = score(['Klaviyo', 'GA4', 'Copywriting']);
    const allNiceOneRequiredShort = score(['Klaviyo', 'Copywriting', 'Figma', 'Canva']);
    expect(allRequired).toBeGreaterThan(allNiceOneRequiredShort);
    expect(score(['Klaviyo', 'GA4', 'Copywriting', 'Figma', 'Canva'])).toBeGreaterThan(allRequired);
    expect(score(['Klaviyo', 'GA4', 'Copywriting', 'Figma', 'Canva'])).toBeGreaterThanOrEqual(85);
  });

  it('scores a post that asks for no skills from the profession, summary and projects, and says so', () => {
    const fits = fitsFor(NO_SKILLS, [
      buildProfile('backend', { profession: 'Backend developer', skills: ['Go', 'PostgreSQL', 'Docker'] }),
      buildProfile('maps', {
        profession: 'Illustrator and map maker',
        skills: ['Illustrator', 'Procreate'],
        summary: 'I draw hand-drawn maps for books, trails and tourism boards.',
        projects: [
          {
            projectName: 'Coast path map',
            projectType: 'Illustrated map',
            projectDescription: 'A fold-out illustrated map of 20 coastal walks for a guidebook publisher.',
            projectLink: '',
            projectSkills: ['Illustrator'],
          },
        ],
      }),
    ]);
    const maps = fitOf(fits, 'maps');
    expect(maps).toMatchObject({ basis: 'profile', required: { matched: [], missing: [] } });
    expect(maps.score).toBeGreaterThanOrEqual(60);
    expect(maps.profileTerms).toEqual(expect.arrayContaining(['map']));
    expect(fitOf(fits, 'backend')).toMatchObject({ basis: 'profile', profileTerms: [] });
    expect(fitOf(fits, 'backend').score).toBeLessThanOrEqual(25);
  });

  it('always scores 0–100 and only counts a skill the profile names as matched', () => {
    const skill = fc.constantFrom('React', 'Node.js', 'SEO', 'Figma', 'Python', 'Copywriting', 'Excel', 'Go', 'C#');
    fc.assert(
      fc.property(
        fc.array(skill, { maxLength: 6 }),
        fc.array(skill, { maxLength: 6 }),
        fc.string(),
        (own, asked, noise) => {
          const job = {
            jobTitle: `${asked.join(' ')} developer`,
            jobDescription: `${noise}\nSkills: ${asked.join(', ')}`,
          };
          const [fit] = fitsFor(job, [buildProfile('p', { skills: own, summary: noise })]);
          expect(fit?.score).toBeGreaterThanOrEqual(0);
          expect(fit?.score).toBeLessThanOrEqual(100);
          // Skills match without regard to case, so a summary saying "llm" names the skill LLM.
          const named = (m: string) =>
            own.some((s) => s.toLowerCase() === m.toLowerCase()) || noise.toLowerCase().includes(m.toLowerCase());
          expect(fit?.matched.filter((m) => !named(m))).toEqual([]);
          expect(fit?.matched.filter((m) => fit.missing.includes(m))).toEqual([]);
        },
      ),
    );
  });
});

describe('POST /api/job/analyse: the fit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ranks a brand designer first on a packaging post that names the client’s Shopify store', async () => {
    const user = await readyUser(t);
    const designer = await send(
      t.app,
      'POST',
      '/api/profile',
      user.token,
      profileBody({
        profileName: 'Brand designer',
        profileSummary: brandDesigner().profileSummary,
        personalDetails: { ...profileBody().personalDetails, profession: 'Brand designer', skills: ['Branding'] },
        projectExperience: [
          {
            projectName: 'Hot sauce labels',
            projectType: 'Packaging',
            projectDescription: 'Labels and gift boxes for a three-flavour hot sauce line.',
            projectLink: 'https://example.com/hot-sauce',
            projectSkills: ['Illustrator'],
          },
        ],
      }),
    );
    expect(designer.statusCode).toBe(201);
    const res = await send(t.app, 'POST', '/api/job/analyse', user.token, PACKAGING);
    expect(res.statusCode).toBe(200);
    const { analysis } = res.json();
    expect(analysis.skills).toEqual([]);
    expect(analysis.skillNeeds).toMatchObject({ required: [], niceToHave: [] });
    expect(analysis.skillNeeds.mentioned).toEqual(expect.arrayContaining(['Shopify']));
    expect(analysis.fits.map((fit: ProfileFit) => fit.profileId)).toEqual([
      designer.json().profile._id,
      user.profileId,
    ]);
    expect(analysis.fits[0]).toMatchObject({ basis: 'profile', missing: [], required: { matched: [], missing: [] } });
    expect(analysis.fits[0].score).toBeGreaterThanOrEqual(55);
  });

  it('answers the required and nice-to-have skills of every profile', async () => {
    const user = await readyUser(t);
    const res = await send(t.app, 'POST', '/api/job/analyse', user.token, {
      ...MUST_AND_NICE,
      profileId: user.profileId,
    });
    expect(res.statusCode).toBe(200);
    const { analysis } = res.json();
    expect(analysis.skillNeeds).toEqual({
      required: ['Klaviyo', 'GA4', 'Copywriting'],
      niceToHave: ['Figma', 'Canva'],
      mentioned: ['Shopify'],
    });
    expect(analysis.skills).toEqual(['Klaviyo', 'GA4', 'Copywriting', 'Figma', 'Canva']);
    expect(analysis.fits).toEqual([
      expect.objectContaining({
        profileId: user.profileId,
        basis: 'skills',
        required: { matched: [], missing: ['Klaviyo', 'GA4', 'Copywriting'] },
        niceToHave: { matched: [], missing: ['Figma', 'Canva'] },
      }),
    ]);
  });

  it('documents the breakdown in the OpenAPI schema', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const analysis =
      doc.paths['/job/analyse'].post.responses['200'].content['application/json'].schema.properties.analysis;
    expect(Object.keys(analysis.properties)).toEqual(expect.arrayContaining(['skills', 'skillNeeds', 'fits']));
    expect(Object.keys(analysis.properties.fits.items.properties)).toEqual(
      expect.arrayContaining(['score', 'matched', 'missing', 'basis', 'required', 'niceToHave', 'profileTerms']),
    );
  });
});
