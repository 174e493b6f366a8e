import { describe, expect, it } from 'vitest';
import { explainFit, fitLabels, jobSkills, mentions, type ProfileFit } from './index.js';

const job = {
  jobTitle: 'React and Node.js developer for a SaaS dashboard',
  jobDescription: 'We need a dashboard in React with a Node.js API on PostgreSQL. Stripe billing is a plus.',
};

const fit = (overrides: Partial<ProfileFit> = {}): ProfileFit => ({
  profileId: 'p1',
  score: 72,
  matched: [],
  missing: [],
  ...overrides,
});

describe('mentions', () => {
  it('matches whole words and tech spellings', () => {
    expect(mentions('Node.js developer', 'Node.js')).toBe(true);
    expect(mentions('We use NodeJS daily', 'Node.js')).toBe(true);
    expect(mentions('Reactive programming', 'React')).toBe(false);
    expect(mentions('C# and .NET', 'C#')).toBe(true);
    expect(mentions('Golang or Go', 'Go')).toBe(true);
  });
});

describe('jobSkills', () => {
  it('finds every known skill the job names, and the profile’s own', () => {
    expect(jobSkills(job)).toEqual(expect.arrayContaining(['React', 'Node.js', 'PostgreSQL', 'Stripe', 'API']));
    expect(
      jobSkills({ jobTitle: 'Label design', jobDescription: 'Packaging design for jars.' }, ['Packaging design']),
    ).toEqual(['Packaging design']);
  });

  it('leaves out a skill named only inside a longer one', () => {
    expect(jobSkills({ jobTitle: 'App', jobDescription: 'Build it with React Native.' })).toEqual(['React Native']);
  });
});

describe('explainFit', () => {
  it('counts the required skills, and the nice-to-have ones apart', () => {
    const explained = explainFit(
      fit({
        basis: 'skills',
        required: { matched: ['React', 'Node.js', 'PostgreSQL'], missing: ['Stripe'] },
        niceToHave: { matched: [], missing: ['Docker'] },
      }),
    );
    expect(explained.summary).toBe('3 of 4 required skills · 0 of 1 nice-to-have skill');
    expect(explained.required).toEqual({ matched: ['React', 'Node.js', 'PostgreSQL'], missing: ['Stripe'] });
    expect(explained.detail).toBeNull();
  });

  it('says the post asks for no skills, and what the profile has in common with the work', () => {
    const explained = explainFit(
      fit({
        basis: 'profile',
        required: { matched: [], missing: [] },
        niceToHave: { matched: [], missing: [] },
        profileTerms: ['packaging', 'labels'],
      }),
    );
    expect(explained.summary).toBe(
      'The post asks for no specific skills, so this score compares the profile’s profession, summary and projects with the work.',
    );
    expect(explained.detail).toBe('In common with the work: packaging, labels.');
    expect(explainFit(fit({ basis: 'profile', profileTerms: [] })).detail).toBe(fitLabels.nothingInCommon);
  });

  it('says the post requires no skills when it only names nice-to-have ones', () => {
    const explained = explainFit(
      fit({ basis: 'profile', niceToHave: { matched: ['Figma'], missing: [] }, profileTerms: ['logo'] }),
    );
    expect(explained.summary).toBe(`${fitLabels.noSkillsRequired} · 1 of 1 nice-to-have skill`);
  });

  it('reads the plain lists of a server that sends no breakdown as required skills', () => {
    const explained = explainFit(fit({ matched: ['React'], missing: ['Stripe'] }));
    expect(explained).toMatchObject({
      basis: 'skills',
      summary: '1 of 2 required skills',
      required: { matched: ['React'], missing: ['Stripe'] },
    });
    expect(explainFit(fit()).basis).toBe('profile');
    expect(explainFit(fit()).detail).toBeNull();
  });
});
