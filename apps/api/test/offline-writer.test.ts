import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_SKILLS, type Profile } from '@quillbid/shared';
import { applyGuards } from '../src/ai/guards.js';
import { composeOffline } from '../src/ai/offline-writer.js';
import { plainText, proposalProblems } from '../src/ai/proposal-checks.js';
import { PROPOSAL_TEMPLATE } from './support/job-fixtures.js';

const NOTE_TEMPLATE =
  '<p>Hi {their first name}, I saw {something specific: their post}. I work on {my specialty in a few words} and would like to connect.</p>';

type Value<A> = A extends fc.Arbitrary<infer T> ? T : never;

const skill = fc.constantFrom(...KNOWN_SKILLS);
const words = fc.array(
  fc.constantFrom(
    'build',
    'our',
    'app',
    'fast',
    'reliable',
    'we',
    'need',
    'team',
    'launch',
    'data',
    'users',
    'mobile',
    'web',
  ),
  { minLength: 3, maxLength: 12 },
);
const sentence = words.map((w) => `${w.join(' ')}.`);

const profileArb = fc.record({
  skills: fc.array(skill, { minLength: 1, maxLength: 6 }),
  projects: fc.array(
    fc.record({
      name: fc.constantFrom('Billing dashboard', 'Landing page', 'ETL pipeline'),
      description: sentence,
      skills: fc.array(skill, { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  years: fc.integer({ min: 1, max: 30 }),
});

const jobArb = fc.record({
  title: fc
    .tuple(skill, fc.constantFrom('developer', 'designer', 'writer', 'marketer'))
    .map(([s, role]) => `${s} ${role} needed`),
  sentences: fc.array(sentence, { minLength: 1, maxLength: 8 }),
  asked: fc.array(skill, { maxLength: 4 }),
  question: fc.boolean(),
});

function toProfile(p: Value<typeof profileArb>): Profile {
  return {
    _id: 'p',
    profileName: 'Profile',
    profileDescription: 'Freelance work',
    profileSummary: 'I deliver on time.',
    personalDetails: {
      firstName: 'Sam',
      lastName: 'Lee',
      location: 'Lisbon',
      profession: 'Freelancer',
      skills: p.skills,
      yearsOfExperience: p.years,
    },
    portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/sam' }],
    projectExperience: p.projects.map((x) => ({
      projectName: x.name,
      projectType: 'Project',
      projectDescription: x.description,
      projectSkills: x.skills,
    })),
    createdAt: '',
    updatedAt: '',
  };
}

const toJob = (j: Value<typeof jobArb>) => ({
  jobTitle: j.title,
  jobDescription: `We are looking for someone to ${j.sentences.join(' ')} Skills: ${j.asked.join(', ')}.${j.question ? ' Have you done similar work before?' : ''}`,
});

describe('the offline writer with its guards', () => {
  it('never leaves a snippet, never claims a skill outside the profile and the job, and stays within length', () => {
    fc.assert(
      fc.property(profileArb, jobArb, fc.constantFrom('proposal', 'note'), (p, j, kind) => {
        const profile = toProfile(p);
        const job = toJob(j);
        const platform = kind === 'note' ? 'LINKEDIN' : 'UPWORK';
        const input = {
          job,
          profile,
          templateDetail: kind === 'note' ? NOTE_TEMPLATE : PROPOSAL_TEMPLATE,
          platform,
          templateType: kind,
        } as const;
        const html = applyGuards(composeOffline(input), input);
        // The template decides how long a proposal can be; every other rule must hold for any job.
        const problems = proposalProblems(html, input).filter((problem) => !problem.startsWith('under'));
        expect(problems, html).toEqual([]);
        expect(applyGuards(composeOffline(input), input)).toBe(html);
      }),
      { numRuns: 200 },
    );
  });

  it('starts with the word the post asks for, and answers its question', () => {
    const profile = toProfile({
      skills: ['React'],
      projects: [{ name: 'Billing dashboard', description: 'Built a billing dashboard.', skills: ['React'] }],
      years: 5,
    });
    const job = {
      jobTitle: 'React developer',
      jobDescription:
        'We need a React developer for a dashboard. Start your proposal with the word "pineapple". Have you used charts?',
    };
    const html = composeOffline({
      job,
      profile,
      templateDetail: PROPOSAL_TEMPLATE,
      platform: 'UPWORK',
      templateType: 'proposal',
    });
    expect(html.startsWith('<p>pineapple — ')).toBe(true);
    expect(html).toContain('Have you used charts? Yes — my work on “Billing dashboard” is one example.');
  });
});

describe('project proof', () => {
  const job = { jobTitle: 'React dashboard', jobDescription: 'We need a React dashboard.' };
  const write = (description: string) =>
    composeOffline({
      job,
      profile: toProfile({
        skills: ['React'],
        projects: [{ name: 'Billing dashboard', description, skills: ['React'] }],
        years: 4,
      }),
      templateDetail: '<p>{one relevant project from my profile}</p>',
      platform: 'UPWORK',
      templateType: 'proposal',
    });

  it('reads on after "where I" when the description starts with what was done', () => {
    expect(write('Built a Stripe dashboard that cut churn by 12%.')).toContain(
      '(project), where I built a Stripe dashboard that cut churn by 12%.',
    );
  });

  it('keeps a description that names the thing itself as it is, after a colon', () => {
    expect(write('Stripe dashboard that cut churn by 12%.')).toContain(
      '(project): Stripe dashboard that cut churn by 12%.',
    );
  });
});

describe('applyGuards', () => {
  const profile = toProfile({
    skills: ['React'],
    projects: [{ name: 'Landing page', description: 'Y.', skills: ['React'] }],
    years: 5,
  });
  const context = {
    profile,
    job: { jobTitle: 'React app', jobDescription: 'Build it.' },
    platform: 'UPWORK',
    templateType: 'proposal',
  } as const;

  it('removes contact details, unbacked skills and leftover snippets', () => {
    const html = applyGuards(
      '<p>I know React well. I am also a Kubernetes expert.</p><p>Mail me at sam@example.com or call +1 555 010 9999. {fill me}</p><p>Thanks!</p>',
      context,
    );
    expect(html).toBe('<p>I know React well.</p><p>Thanks!</p>');
  });

  it('cuts a long proposal to 300 words, keeping the opening and the close', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const html = applyGuards(`<p>Opening line.</p><p>${filler}</p><p>What is the deadline?</p>`, context);
    expect(plainText(html).split(' ').length).toBeLessThanOrEqual(300);
    expect(html.startsWith('<p>Opening line.</p>')).toBe(true);
    expect(html.endsWith('<p>What is the deadline?</p>')).toBe(true);
  });
});
