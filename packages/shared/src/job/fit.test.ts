import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobSkills, mentions, profileFit, rankProfiles } from './index.js';

const profile = (id: string, skills: string[], summary = '') => ({
  _id: id,
  profileSummary: summary,
  profileDescription: '',
  personalDetails: {
    firstName: 'A',
    lastName: 'B',
    location: 'X',
    profession: 'Developer',
    skills,
    yearsOfExperience: 3,
  },
  projectExperience: [],
});

const job = {
  jobTitle: 'React and Node.js developer for a SaaS dashboard',
  jobDescription: 'We need a dashboard in React with a Node.js API on PostgreSQL. Stripe billing is a plus.',
};

describe('mentions', () => {
  it('matches whole words and tech spellings', () => {
    expect(mentions('Node.js developer', 'Node.js')).toBe(true);
    expect(mentions('We use NodeJS daily', 'Node.js')).toBe(true);
    expect(mentions('Reactive programming', 'React')).toBe(false);
    expect(mentions('C# and .NET', 'C#')).toBe(true);
    expect(mentions('Golang or Go', 'Go')).toBe(true);
  });
});

describe('profileFit', () => {
  it('lists the job skills a profile has and lacks', () => {
    const fit = profileFit(job, profile('p1', ['React', 'node.js', 'Figma']));
    expect(fit.matched).toEqual(['React', 'node.js']);
    expect(fit.missing).toEqual(expect.arrayContaining(['PostgreSQL', 'Stripe']));
    expect(fit.missing).not.toContain('Figma');
  });

  it('ranks the profile with the job’s skills first', () => {
    const ranked = rankProfiles(job, [
      profile('designer', ['Figma', 'Branding']),
      profile('dev', ['React', 'Node.js', 'PostgreSQL', 'Stripe', 'API']),
    ]);
    expect(ranked.map((r) => r.profileId)).toEqual(['dev', 'designer']);
    expect(ranked[0]?.score).toBeGreaterThanOrEqual(70);
    expect(ranked[1]?.score).toBeLessThan(30);
  });

  it('finds the job’s known skills', () => {
    expect(jobSkills(job)).toEqual(expect.arrayContaining(['React', 'Node.js', 'PostgreSQL', 'Stripe', 'API']));
  });

  it('always scores 0–100, never lists a skill as both matched and missing, and only matches own skills', () => {
    const skill = fc.constantFrom('React', 'Node.js', 'SEO', 'Figma', 'Python', 'Copywriting', 'Excel', 'Go', 'C#');
    fc.assert(
      fc.property(
        fc.array(skill, { maxLength: 6 }),
        fc.array(skill, { maxLength: 6 }),
        fc.string(),
        (own, asked, noise) => {
          const fit = profileFit(
            { jobTitle: asked.join(' '), jobDescription: `${noise} ${asked.join(', ')}` },
            profile('p', own, noise),
          );
          expect(fit.score).toBeGreaterThanOrEqual(0);
          expect(fit.score).toBeLessThanOrEqual(100);
          expect(fit.matched.filter((m) => fit.missing.includes(m))).toEqual([]);
          const ownLower = own.map((s) => s.toLowerCase());
          expect(fit.matched.every((m) => ownLower.includes(m.toLowerCase()))).toBe(true);
          expect(
            profileFit(
              { jobTitle: asked.join(' '), jobDescription: `${noise} ${asked.join(', ')}` },
              profile('p', own, noise),
            ),
          ).toEqual(fit);
        },
      ),
    );
  });
});
