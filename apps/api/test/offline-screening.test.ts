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
      projectDescription:
        'Enriched Sales Navigator searches with Clay into verified contacts of supply chain leaders, with follow-ups for the boss.',
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

async function answers(questions: string[], post = job, who = profile) {
  const reading = readJob(post, { profiles: [who] });
  const drafted = await answerScreening(createOfflineWriter(), {
    questions,
    job: post,
    profile: who,
    reading,
    tone: 'professional',
    templateDetail: null,
  });
  return drafted.map(({ answer, reason }) => ({ answer, reason }));
}

const { reasons } = screeningMessages;

/** The test profile with one project only. */
const withProject = (projectName: string, projectType: string, projectDescription: string, skill: string): Profile => ({
  ...profile,
  projectExperience: [{ projectName, projectType, projectDescription, projectSkills: [skill] }],
});

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
    // Tools for one task the post names no tool for: React and Stripe say nothing about finding emails.
    const [forATask] = await answers(['What tools do you use to find emails?']);
    expect(forATask?.answer ?? null).toBeNull();
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

  it('says yes only to all a question asks, with an example that shows the product it names', async () => {
    const [logo, marketplaces, logistics] = await answers([
      'Have you used React for a logo refresh?',
      'Have you used Stripe for marketplaces before?',
      'Have you used Clay for logistics companies?',
    ]);
    // The bakery logo is about a logo refresh, but not in React: the billing dashboard is.
    expect(logo?.answer).toMatch(
      /^I have used React on client work\. The closest work in my profile is “Billing dashboard”/,
    );
    expect(marketplaces?.answer).toMatch(/^I have used Stripe on client work\. The closest work/);
    const [saas] = await answers(['Have you done SaaS support before?'], job, {
      ...profile,
      projectExperience: [
        {
          projectName: 'Pet store support',
          projectType: 'E-commerce support',
          projectDescription: 'Answered email and chat support for a pet supplies store.',
          projectSkills: ['Gorgias'],
        },
      ],
    });
    // A pet store's support is support, but not SaaS support: the closest work, never "Yes".
    expect(saas?.answer).toMatch(/^The closest work in my profile is “Pet store support”/);
    expect(logistics?.answer).toMatch(
      /^Yes\. I have used Clay on client work\. One example is “Lead lists for a logistics startup”/,
    );
    const payroll = { ...profile, personalDetails: { ...profile.personalDetails, skills: ['React', 'Gusto'] } };
    const [named, unnamed] = await answers(
      ['Have you set up Gusto before?', 'Have you integrated Gusto?'],
      { jobTitle: 'Payroll setup in Gusto', jobDescription: 'Move our payroll for 12 people to Gusto.' },
      payroll,
    );
    expect(named?.answer).toMatch(/^Yes\. I have used Gusto on client work\./);
    expect(unnamed?.answer).toMatch(/^Yes\. I have used Gusto on client work\./);
  });

  it('reads what the freelancer does, a kind of document, and a device of their own', async () => {
    const [dashboards, templates, docs, iphone] = await answers([
      'Do you build dashboards?',
      'Do you design the templates yourself?',
      'Have you written API documentation before?',
      'Do you have an iPhone for testing?',
    ]);
    expect(dashboards?.answer).toMatch(/^Yes\. One example is “Billing dashboard”/);
    expect(templates?.answer).toBeNull();
    // "API documentation" is a kind of document: no "I have not used API".
    expect(docs?.answer ?? '').not.toMatch(/used (?:REST|API)\b/);
    expect(iphone).toEqual({ answer: null, reason: reasons.personal });
  });

  it('reads a product it does not know as one name, never as the words of a project that shares them', async () => {
    const [crm, enriched, clients, health] = await answers([
      'Have you used Follow Up Boss?',
      'Have you worked with Sales Navigator before?',
      'Have you worked with US clients?',
      'Have you worked with PHI or in a HIPAA-regulated environment?',
    ]);
    // "Follow-ups" and "leads" are in the profile; Follow Up Boss is not.
    expect(crm?.answer).toMatch(/^No, I have not used Follow Up Boss on client work so far\./);
    expect(enriched?.answer).toMatch(/^Yes\. I have used Sales Navigator on client work\./);
    expect(clients?.answer ?? '').not.toMatch(/not used US\b/);
    expect(health?.answer ?? '').not.toMatch(/not used PHI\b/);
    // Managed rather than used, and listed with another name the writer does not know either.
    // "Notion" ends like "automation" but is a product: used, not handled.
    const [notion] = await answers(['Have you used Notion?']);
    expect(notion?.answer).toMatch(/^No, I have not used Notion on client work so far\./);
    const [actions] = await answers(['Have you used GitHub Actions with AWS?']);
    expect(actions?.answer).toMatch(
      /^No, I have not used (?:AWS or GitHub Actions|GitHub Actions or AWS) on client work/,
    );
    // A product's own part, named with its possessive, is that product's.
    const [possessive] = await answers(["Have you worked with ShipBob's API?"]);
    expect(possessive?.answer).toMatch(/^No, I have not used ShipBob's API on client work so far\./);
    const [managed, listed] = await answers([
      'Have you managed Local Services Ads?',
      'Have you used Follow Up Boss or Dotloop?',
    ]);
    expect(managed?.answer).toMatch(/^No, I have not used Local Services Ads on client work so far\./);
    expect(listed?.answer).toMatch(/^No, I have not used Follow Up Boss or Dotloop on client work so far\./);
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

  it('answers Upwork’s ready-made questions from the profile, and leaves what it holds nothing for', async () => {
    const [similar, certified, links, frameworks, suggestions, questions, fit] = await answers([
      'Describe your recent experience with similar projects',
      'Please list any certifications related to this project',
      'Include a link to your GitHub profile and/or website',
      'What frameworks have you worked with?',
      'Do you have suggestions to make this project run successfully?',
      'What questions do you have about the project?',
      'Why do you think you are a good fit for this particular project?',
    ]);
    // A speed and spreadsheet job shares nothing with the billing dashboard: it is the nearest work only.
    expect(similar?.answer).toMatch(/^The closest work in my profile is “Billing dashboard”, where I built/);
    expect(certified).toEqual({ answer: null, reason: reasons.nothing });
    expect(links?.answer).toBe('You can see my work at https://example.com/bakery.');
    expect(frameworks?.answer).toBe('I work with React and Stripe.');
    expect(suggestions?.answer).toMatch(/^Yes\. \S/);
    expect(questions?.answer).toMatch(/\?$/);
    expect(fit?.answer).toContain('“Billing dashboard”');
    expect(fit?.answer).toContain('6 years');
    // The project is told once, not again as the answer's evidence.
    expect(fit?.answer?.split('“Billing dashboard”')).toHaveLength(2);
    const [dashboard] = await answers(['What past project or job have you had that is most like this one and why?'], {
      jobTitle: 'React dashboard for our Stripe subscriptions',
      jobDescription: 'We need a churn and MRR dashboard in React on top of Stripe.',
    });
    expect(dashboard?.answer).toMatch(/^My most relevant recent project is “Billing dashboard”/);
    expect(dashboard?.answer).toMatch(/Like your job, it called for React and Stripe\.$/);
  });

  it('names the products the freelancer works with as tools, never a discipline', async () => {
    const support: Profile = {
      ...profile,
      personalDetails: { ...profile.personalDetails, skills: ['Customer service', 'Gorgias', 'Figma'] },
    };
    const [helpdesk] = await answers(
      ['What tools do you use?'],
      {
        jobTitle: 'Customer service for our Shopify store',
        jobDescription: 'Answer customer service tickets in Gorgias within a day, in a friendly voice.',
      },
      support,
    );
    expect(helpdesk?.answer).toMatch(/^I work with Gorgias day to day\./);
    const [design] = await answers(
      ['What tools do you use?'],
      {
        jobTitle: 'Redesign our onboarding screens',
        jobDescription: 'Five mobile onboarding screens need a cleaner look. Deliver in Figma.',
      },
      support,
    );
    expect(design?.answer).toMatch(/^I work with Figma day to day\./);
    // A kind of tool they have none of is theirs to answer: video tools do not clean audio.
    const [audio] = await answers(['What software do you use for audio cleanup?'], job, support);
    expect(audio?.answer).toBeNull();
    // A post that names none of them still gets the freelancer's own.
    const [own] = await answers(['What tools do you use?']);
    expect(own?.answer).toMatch(/^I work with React and Stripe day to day\./);
    // "Adobe Premiere Pro" is a known product with its maker's name; "Cold email" is no tool.
    const editor: Profile = {
      ...profile,
      personalDetails: { ...profile.personalDetails, skills: ['Adobe Premiere Pro', 'Cold email'] },
    };
    const [editing] = await answers(['What software do you edit in?'], job, editor);
    expect(editing?.answer).toBe('I work with Adobe Premiere Pro day to day.');
    // Asked by its short name, a product of the profile is still theirs.
    const [premiere] = await answers(['Do you use Premiere?'], job, editor);
    expect(premiere?.answer).toMatch(/^Yes\. I have used Premiere on client work\./);
  });

  it('answers whether a format can be delivered from a project that delivered it', async () => {
    const subtitler = withProject(
      'E-learning subtitles',
      'Subtitling',
      'Spanish subtitles for 28 training videos, timed and delivered as SRT files.',
      'Subtitling',
    );
    const [srt, psd] = await answers(
      ['Can you deliver SRT files?', 'Can you send the files in PSD format?'],
      job,
      subtitler,
    );
    expect(srt?.answer).toMatch(/^Yes\. One example is “E-learning subtitles”/);
    expect(psd).toEqual({ answer: null, reason: reasons.nothing });
    // "By how much" asks for a result, not a price.
    const [optimised] = await answers(['Describe a query you optimized and by how much.']);
    expect(optimised?.reason).not.toBe(reasons.rate);
  });

  it('reads a product by the short name its users write, and a kind of client by its kin', async () => {
    const books = withProject(
      'Cafe catch-up',
      'Bookkeeping',
      'Reconciled 20 months of bank transactions in QuickBooks Online for a cafe.',
      'QuickBooks Online',
    );
    const [qbo] = await answers(['Have you used QBO?'], job, {
      ...books,
      personalDetails: { ...books.personalDetails, skills: ['QuickBooks Online'] },
    });
    expect(qbo?.answer).toMatch(/^Yes\. I have used QuickBooks Online on client work\./);
    const outbound = withProject(
      'Outbound for an IT provider',
      'Cold email',
      'Built a list of 3,800 operations managers at US manufacturers and booked 47 meetings.',
      'Cold email',
    );
    const [manufacturing] = await answers(['Have you done outreach to manufacturing?'], job, outbound);
    expect(manufacturing?.answer).toContain('“Outbound for an IT provider”');
    // A project whose result "grew" is no example of a site grown organically.
    const [organic] = await answers(['Share a B2B site you grew organically and the results.'], job, outbound);
    expect(organic).toEqual({ answer: null, reason: reasons.nothing });
  });

  it('answers whether they will handle a part of the work from what they have done', async () => {
    const sender = withProject(
      'Sending domains for a SaaS',
      'Email deliverability',
      'Set up and warmed four sending domains; deliverability stayed above 98% for a year.',
      'Email deliverability',
    );
    const [deliverability] = await answers(['Will you handle deliverability?'], job, sender);
    expect(deliverability?.reason).toBeNull();
    expect(deliverability?.answer).toContain('“Sending domains for a SaaS”');
    // "Case studies you wrote" asks for case studies: every project was written.
    const [cases] = await answers(['Link to 2 case studies you wrote.'], job, {
      ...profile,
      projectExperience: [
        {
          projectName: 'Blog program',
          projectType: 'SEO content',
          projectDescription: 'I wrote 36 long-form articles for a fintech SaaS.',
          projectSkills: ['SEO writing'],
          projectLink: 'https://example.com/blog',
        },
      ],
    });
    expect(cases).toEqual({ answer: null, reason: reasons.nothing });
    // A writer's projects are all writing: samples about pets need a project about pets.
    const [pets] = await answers(['Do you have writing samples about pets or health?']);
    expect(pets).toEqual({ answer: null, reason: reasons.nothing });
  });

  it('reads "translated" in a question and "translation" in a project as one word', async () => {
    const translator = withProject(
      'Wine estate website',
      'Website localization',
      'Localized a wine estate website and 60 tasting notes from French into English.',
      'French to English translation',
    );
    const [wine] = await answers(['Have you translated wine content before?'], job, translator);
    expect(wine?.answer).toMatch(/^Yes\. One example is “Wine estate website”/);
  });

  it('meets a kind of client in other words, but not a word of a name', async () => {
    const [restaurants, award] = await answers([
      'Have you worked with restaurants or cafes?',
      'Have you worked with the Restaurant Industry Award?',
    ]);
    expect(restaurants?.answer).toMatch(/^Yes\. One example is “Bakery logo refresh”/);
    expect(award?.answer ?? '').not.toContain('Bakery');
  });

  it('answers whether the freelancer is certified from a credential their profile states', async () => {
    const certified: Profile = { ...profile, profileSummary: 'I am a certified Xero advisor. I build dashboards.' };
    const [stated] = await answers(['Are you a certified bookkeeper?'], job, certified);
    expect(stated?.answer).toBe('I am a certified Xero advisor.');
    const [enrolled] = await answers(['Are you an EA or CPA?']);
    expect(enrolled).toEqual({ answer: null, reason: reasons.nothing });
    const [unstated] = await answers(['Are you a certified bookkeeper?']);
    expect(unstated).toEqual({ answer: null, reason: reasons.nothing });
    // A title a vendor gives is a credential too, not a judgement on the job.
    const [vendor] = await answers(['Are you a QuickBooks ProAdvisor?'], job, certified);
    expect(vendor?.answer).toBe('I am a certified Xero advisor.');
  });

  it('answers a question about the impact of past work with that work, not as a judgement', async () => {
    const [impact] = await answers(['What was the business impact of the dashboards you built?']);
    expect(impact?.reason).toBeNull();
    expect(impact?.answer).toMatch(/^On “Billing dashboard”, I built a React dashboard/);
    const [revenue] = await answers(['What revenue did your dashboards generate for a similar client?']);
    expect(revenue?.answer).toMatch(/^On “Billing dashboard”, I built a React dashboard/);
  });

  it('answers "describe a similar one you made" with the most relevant project', async () => {
    const [owned] = await answers(['Describe a SaaS feature you owned end to end.'], {
      jobTitle: 'React dashboard for our Stripe subscriptions',
      jobDescription: 'We need a churn and MRR dashboard in React on top of Stripe.',
    });
    expect(owned?.answer).toMatch(/^My most relevant recent project is “Billing dashboard”/);
    const [similar] = await answers(['Describe a similar dashboard you built and what changed.'], {
      jobTitle: 'React dashboard for our Stripe subscriptions',
      jobDescription: 'We need a churn and MRR dashboard in React on top of Stripe.',
    });
    expect(similar?.answer).toMatch(/^My most relevant recent project is “Billing dashboard”/);
  });

  it('reads a skill the question names in the plural', async () => {
    const [extensions] = await answers(['Have you built Chrome extensions before?']);
    expect(extensions?.answer).toBe('No, I have not built Chrome extensions for clients so far.');
  });

  it('gives the GitHub profile first when asked for it, then the projects’ own links', async () => {
    const coder: Profile = {
      ...profile,
      portfolio: [
        { portfolioType: 'upwork', portfolioUrl: 'https://www.upwork.com/freelancers/~01sam' },
        { portfolioType: 'github', portfolioUrl: 'https://github.com/samlee' },
      ],
    };
    const [links] = await answers(['Include a link to your GitHub profile and/or website'], job, coder);
    expect(links?.answer).toBe('You can see my work at https://github.com/samlee and https://example.com/bakery.');
  });

  it('still answers a question about the approach to the job as a whole', async () => {
    const drafted = await answers([
      'How would you approach this project?',
      'How would you debug this?',
      'What would you do in the first 30 days?',
      'What would you look at first?',
    ]);
    for (const approach of drafted) {
      expect(approach.reason).toBeNull();
      expect(approach.answer).toMatch(/^I would /);
    }
    const [part] = await answers(['How would you debug this checkout?']);
    expect(part?.reason).toBe(reasons.judgement);
  });
});
