import { describe, expect, it } from 'vitest';
import { screeningMessages, type Profile } from '@quillbid/shared';
import { readJob } from '../src/ai/analysis/read-job.js';
import { createOfflineWriter } from '../src/ai/offline/writer.js';
import { answerScreening } from '../src/ai/screening.js';

const profile: Profile = {
  _id: 'p',
  profileName: 'Growth developer',
  profileDescription: 'Web developer for SaaS and lead generation teams',
  profileSummary: 'I build dashboards and lead lists that teams use every day.',
  personalDetails: {
    firstName: 'Sam',
    lastName: 'Lee',
    location: 'Lisbon',
    profession: 'Web Developer',
    skills: ['React', 'Stripe', 'Clay'],
    yearsOfExperience: 6,
  },
  portfolio: [],
  projectExperience: [
    {
      projectName: 'Billing dashboard',
      projectType: 'SaaS',
      projectDescription: 'Built a React dashboard of Stripe subscriptions that cut churn by 12%.',
      projectSkills: ['React', 'Stripe'],
    },
    {
      projectName: 'Lead lists for a logistics startup',
      projectType: 'Lead generation',
      projectDescription: 'Enriched Sales Navigator searches with Clay into verified contacts of supply chain leaders.',
      projectSkills: ['Clay'],
    },
    {
      projectName: 'Bakery logo refresh',
      projectType: 'Branding',
      projectDescription: 'Redrew a 1990s bakery logo for a second shop and kept its wheat motif.',
      projectSkills: ['Logo design'],
      projectLink: 'https://example.com/bakery',
    },
  ],
  hourlyRate: null,
  availability: '',
  createdAt: '',
  updatedAt: '',
};

const job = {
  jobTitle: 'Store speed and reporting help',
  jobDescription: 'Our Shopify store is slow and our reporting lives in spreadsheets. We need a developer for both.',
};

async function answers(questions: string[]) {
  const reading = readJob(job, { profiles: [profile] });
  const drafted = await answerScreening(createOfflineWriter(), {
    questions,
    job,
    profile,
    reading,
    tone: 'professional',
    templateDetail: null,
  });
  return drafted.map(({ answer, reason }) => ({ answer, reason }));
}

const { reasons } = screeningMessages;

describe('offline screening answers stay on the question’s subject', () => {
  it('cites a project only when it is about what the question asks', async () => {
    const [dashboards, dental, lcp] = await answers([
      'Have you built dashboards before?',
      'Have you built lists for dental or healthcare before?',
      'What was the biggest LCP improvement you got on a Shopify theme?',
    ]);
    expect(dashboards?.answer).toMatch(/^Yes\. One example is “Billing dashboard”/);
    // Lists for a logistics startup are the nearest work, not a "yes" for dentists.
    expect(dental?.answer).toMatch(/^The closest work in my profile is “Lead lists for a logistics startup”/);
    expect(lcp).toEqual({ answer: null, reason: reasons.nothing });
  });

  it('shares a portfolio piece on the subject, with its link', async () => {
    const [logos] = await answers(['Can you share 2 logo refreshes you did (before/after)?']);
    expect(logos?.answer).toContain('“Bakery logo refresh”');
    expect(logos?.answer).toContain('https://example.com/bakery');
  });

  it('names only the tools the question asks about, or leaves it', async () => {
    const [emails, crms] = await answers([
      'What tools do you use to find and verify emails (Apollo, Clay, something else)?',
      'Which CRMs have you used?',
    ]);
    expect(emails?.answer).toBe('I work with Clay day to day.');
    expect(crms).toEqual({ answer: null, reason: reasons.nothing });
  });

  it('never answers yes for a list of tools when the profile shows only some of them', async () => {
    const [plus, commas, all] = await answers([
      'Have you worked with Recurly + Stripe?',
      'Have you used Stripe, Recurly or React?',
      'Have you used React and Stripe together?',
    ]);
    expect(plus?.answer).toMatch(/^I have used Stripe on client work, but not Recurly so far\./);
    expect(commas?.answer).toMatch(/^I have used React and Stripe on client work, but not Recurly so far\./);
    expect(all?.answer).toMatch(/^Yes\. I have used React and Stripe on client work\./);
  });

  it('says plainly that the freelancer has not used a tool, and keeps it through the guards', async () => {
    const [kubernetes] = await answers(['Have you used Kubernetes on client work?']);
    expect(kubernetes?.answer).toMatch(/^No, I have not used Kubernetes on client work so far\./);
  });

  it('leaves judgement, languages, taste and a start date the profile lacks to the freelancer', async () => {
    const drafted = await answers([
      'Which apps would you remove or defer first and why?',
      'How do you make a Stripe webhook handler safe to run twice?',
      'Do you speak French?',
      "Which founder's LinkedIn writing do you admire and why?",
      'When could you start?',
    ]);
    expect(drafted.map((d) => d.reason)).toEqual([
      reasons.judgement,
      reasons.judgement,
      reasons.personal,
      reasons.personal,
      reasons.availability,
    ]);
    expect(drafted.every((d) => d.answer === null)).toBe(true);
  });

  it('still answers a question about the approach to the job as a whole', async () => {
    const [approach] = await answers(['How would you approach this project?']);
    expect(approach?.reason).toBeNull();
    expect(approach?.answer).toMatch(/^I would /);
  });
});
