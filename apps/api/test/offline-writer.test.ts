import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_SKILLS,
  PROPOSAL_WORDS,
  findContactDetail,
  htmlBlocks,
  htmlText,
  termMatcher,
  wordCount,
  type Profile,
  type ProposalLength,
} from '@quillbid/shared';
import { readNiche } from '../src/ai/analysis/context.js';
import { readJob } from '../src/ai/analysis/read-job.js';
import { applyGuards } from '../src/ai/guards.js';
import { composeOffline } from '../src/ai/offline/compose.js';
import { profileFor } from '../eval/fixtures.js';
import { longestCopiedRun } from '../eval/measures.js';
import { wellFormed } from './support/html.js';
import { PROPOSAL_TEMPLATE } from './support/job-fixtures.js';

const TEMPLATES = {
  starter: PROPOSAL_TEMPLATE,
  letter:
    '<p>Hi {client name},</p><p>{Restate the need}</p><p>{Why I fit, with one project}</p><p>Best,<br>{my first name}</p>',
  single: '<p>{Write my proposal}</p>',
  list: '<h2>{Restate the need}</h2><ul><li>{one relevant project}</li><li>{my approach}</li></ul>',
  // The seeded starter proposal template (migration 0009), whose snippets each stand as a paragraph.
  problemFirst:
    "<p>{Restate the client's main problem or goal in one or two sentences, in my own words}</p><p>{One relevant project from my profile: what I built and the result it had}</p><p>{Two or three concrete first steps tailored to the job}</p><p>{Answer any question the job post asks}</p><p>{One specific question about the job that shows I read it}</p><p>{My first name}</p>",
  note: '<p>Hi {their first name}, I saw {something specific: their post}. I work on {my specialty in a few words} and would like to connect.</p>',
} as const;

type Kind = keyof typeof TEMPLATES;

function write(
  job: { jobTitle: string; jobDescription: string },
  profile: Profile,
  kind: Kind = 'starter',
  length: ProposalLength = 'medium',
) {
  const platform = kind === 'note' ? 'LINKEDIN' : 'UPWORK';
  const templateType = kind === 'note' ? 'note' : 'proposal';
  const reading = readJob(job, { profiles: [profile] });
  const context = { job, profile, platform, templateType, length, skills: reading.skills } as const;
  return applyGuards(
    composeOffline({ ...context, templateDetail: TEMPLATES[kind], reading, tone: 'professional' }),
    context,
  );
}

/** The text of a draft for a post, written from the evaluation profile of a kind of work. */
const drafted = (
  category: string,
  jobTitle: string,
  jobDescription: string,
  kind: Kind = 'starter',
  length: ProposalLength = 'medium',
) => htmlText(write({ jobTitle, jobDescription }, profileFor(category), kind, length));

const skill = fc.constantFrom(...KNOWN_SKILLS);
const descriptionStart = fc.constantFrom(
  'Built a checkout that cut abandoned carts by 18%.',
  'Stripe dashboard that cut churn by 12%.',
  'I wrote 40 articles that doubled organic traffic.',
  'Redesigned the onboarding of a fitness app. Completion rose from 41% to 67%.',
  'Automated reporting pipeline for a retailer. Saved 7 hours a week.',
);
const profileArb = fc.record({
  skills: fc.uniqueArray(skill, { minLength: 1, maxLength: 6 }),
  projects: fc.array(
    fc.record({
      name: fc.constantFrom('Billing dashboard', 'Shop relaunch', 'Growth blog'),
      description: descriptionStart,
    }),
    { minLength: 1, maxLength: 3 },
  ),
  years: fc.integer({ min: 1, max: 30 }),
  profession: fc.constantFrom(
    'Full-stack Developer',
    'Product Designer',
    'SEO Specialist',
    'virtual assistant',
    'Data Analyst',
  ),
});

const sentence = fc.constantFrom(
  'We need someone to build our app.',
  "I'm looking for help with my online store.",
  'Our team is small and we move fast.',
  'Please email me at owner@example.com or call +1 555 010 9999.',
  'The budget is {budget} and fixed.',
  'Nous cherchons quelqu’un de fiable pour notre boutique.',
  'You must have 5 years of experience.',
  'Start your proposal with the word "mango".',
  'Include your rate, your availability and a link to similar work.',
  'Write exactly 3 paragraphs.',
  'US only. No agencies.',
);
const jobArb = fc.record({
  title: fc
    .tuple(skill, fc.constantFrom('developer', 'designer', 'writer', 'for our store', 'needed asap'))
    .map(([s, rest]) => `${s} ${rest}`),
  sentences: fc.array(sentence, { minLength: 1, maxLength: 6 }),
  asked: fc.array(skill, { maxLength: 4 }),
  question: fc.constantFrom(
    '',
    ' Have you done similar work before?',
    ' How would you approach this?',
    ' What is your rate?',
  ),
});

type Value<A> = A extends fc.Arbitrary<infer T> ? T : never;

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
      profession: p.profession,
      skills: p.skills,
      yearsOfExperience: p.years,
    },
    portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/sam' }],
    projectExperience: p.projects.map((x, i) => ({
      projectName: `${x.name} ${i + 1}`,
      projectType: 'Project',
      projectDescription: x.description,
      projectSkills: p.skills.slice(0, 2),
    })),
    hourlyRate: null,
    availability: '',
    createdAt: '',
    updatedAt: '',
  };
}

/** What a sentence says was not done, to the end of its clause. */
const NOT_DONE = /\b(?:not|never|haven't|no experience with)\b[^,.;:!?]*/gi;

/** Our own reading of "a sentence about the freelancer": it says I, me, my, we or our. */
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I'll|me|my|we|our)\b/;

describe('the offline writer with its guards, for any profile and post', () => {
  it('writes valid HTML with no snippet, no contact details and no claim of a skill the profile lacks', () => {
    fc.assert(
      fc.property(
        profileArb,
        jobArb,
        fc.constantFrom<Kind>('starter', 'letter', 'single', 'list', 'note'),
        fc.constantFrom<ProposalLength>('short', 'medium', 'long'),
        (p, j, kind, length) => {
          const profile = toProfile(p);
          const job = {
            jobTitle: j.title,
            jobDescription: `${j.sentences.join(' ')} Skills: ${j.asked.join(', ')}.${j.question}`,
          };
          const html = write(job, profile, kind, length);
          const text = htmlText(html);
          expect(wellFormed(html), html).toBe(true);
          expect(text, html).not.toMatch(/[{}]/);
          expect(findContactDetail(text), html).toBeNull();
          const own = termMatcher(
            `${p.skills.join(' \n ')} \n ${p.profession} \n ${profile.profileSummary} \n ${profile.projectExperience.map((x) => `${x.projectName} ${x.projectType} ${x.projectDescription}`).join(' \n ')}`,
          );
          for (const part of text.split(/(?<=[.!?])\s+/).filter((s) => FIRST_PERSON.test(s))) {
            // "I have not used MongoDB" claims nothing; what the rest of the sentence says still counts.
            const claimed = KNOWN_SKILLS.filter(termMatcher(part.replace(NOT_DONE, ' '))).filter((s) => !own(s));
            expect(claimed, `${part}\n${html}`).toEqual([]);
          }
          expect(write(job, profile, kind, length)).toBe(html);
        },
      ),
      { numRuns: 150 },
    );
  });
});

const profile = toProfile({
  skills: ['React', 'Node.js', 'PostgreSQL'],
  projects: [{ name: 'Billing dashboard', description: 'Stripe dashboard that cut churn by 12%.' }],
  years: 6,
  profession: 'Full-stack Developer',
});

describe('composeOffline', () => {
  it('opens with the client’s need in its own words, never the post’s sentences', () => {
    const job = {
      jobTitle: 'React developer for an analytics dashboard',
      jobDescription:
        'We are looking for a React developer who can build an analytics dashboard for our SaaS product so that our customers can finally see their usage in one place. Have you built dashboards before?',
    };
    const html = write(job, profile);
    const first = htmlBlocks(html)[0]?.text ?? '';
    expect(first).toMatch(/React dashboard/);
    expect(longestCopiedRun(htmlText(html), job.jobDescription)).toBeLessThanOrEqual(8);
    expect(htmlText(html)).toContain('You asked about building dashboards.');
  });

  it('starts with the word the post asks for', () => {
    const html = write(
      {
        jobTitle: 'React app',
        jobDescription: 'We need a React app. Start your proposal with the word "pineapple" so I know you read this.',
      },
      profile,
    );
    expect(html.startsWith('<p>Pineapple. ')).toBe(true);
  });

  it('puts the subject line first and writes the paragraphs the post asks for', () => {
    const html = write(
      {
        jobTitle: 'React developer',
        jobDescription:
          'We need a React dashboard. Subject line of your proposal must be: Dashboard pro\nReply in exactly 3 paragraphs.',
      },
      profile,
    );
    const blocks = htmlBlocks(html);
    expect(blocks[0]?.text).toBe('Subject: Dashboard pro');
    expect(blocks.slice(1).filter((b) => wordCount(b.text) >= 6)).toHaveLength(3);
  });

  it('writes a paragraph per requested item and leaves the price to the freelancer', () => {
    const html = write(
      {
        jobTitle: 'React developer',
        jobDescription:
          'We need a React dashboard.\nIn your proposal, include:\n- your experience with dashboards\n- your approach\n- your hourly rate',
      },
      profile,
    );
    const text = htmlText(html);
    expect(text).toMatch(/“Billing dashboard 1”/);
    expect(text).toMatch(/\bI would\b/);
    expect(text).not.toMatch(/\$\d/);
  });

  it('answers a post in another language in English, and says so', () => {
    const html = write(
      {
        jobTitle: 'Développeur React',
        jobDescription:
          'Nous cherchons un développeur React pour notre tableau de bord. Merci de nous envoyer vos tarifs.',
      },
      profile,
    );
    expect(htmlText(html)).toContain('I have written this reply in English');
    expect(htmlText(html)).not.toMatch(/cherchons|tarifs/);
  });

  it.each(['short', 'medium', 'long'] as const)('keeps a %s draft within its band', (length) => {
    const job = {
      jobTitle: 'Shopify theme speed optimization',
      jobDescription:
        'We run a home decor shop on Shopify with about 400 products. Our mobile page speed dropped after we added a few apps and a mega menu, and we can see it in our sales.\n\nWe need someone to:\n- audit the theme and the apps\n- defer scripts that are not needed on load\n- keep the product page layout as it is\n\nHow would you measure the improvement?',
    };
    const words = wordCount(htmlText(write(job, profile, 'starter', length)));
    expect(words).toBeGreaterThanOrEqual(PROPOSAL_WORDS[length].min);
    expect(words).toBeLessThanOrEqual(PROPOSAL_WORDS[length].max);
  });

  it('says two posts of one kind in different sentences', () => {
    const a = write(
      { jobTitle: 'Build a React dashboard', jobDescription: 'We need a dashboard for our sales team.' },
      profile,
    );
    const b = write(
      { jobTitle: 'React web app for bookings', jobDescription: 'I run a small salon and need a booking web app.' },
      profile,
    );
    const sentences = (html: string) => new Set(htmlText(html).split(/(?<=[.!?])\s+/));
    const shared = [...sentences(a)].filter((s) => sentences(b).has(s));
    expect(shared.length).toBeLessThan(sentences(a).size / 2);
  });

  it('never closes with a question the post already answers', () => {
    const blogQuestions = [
      'Do you have a list of topics already, or should I suggest some?',
      'How many articles a month do you have in mind?',
    ];
    const asksBlogQuestion = (jobDescription: string) => {
      const text = htmlText(write({ jobTitle: 'Blog writer for our SaaS', jobDescription }, profile));
      return blogQuestions.some((question) => text.includes(question));
    };
    const clients = ['a payroll app', 'a CRM for dentists', 'an HR platform', 'a logistics tool', 'a budgeting app'];
    expect(clients.filter((client) => asksBlogQuestion(`We need blog articles for ${client}.`))).toEqual(clients);
    const told = clients.filter((client) =>
      asksBlogQuestion(
        `We need blog articles for ${client}: 4 posts per month, on topics like payroll, hiring and tax.`,
      ),
    );
    expect(told).toEqual([]);
  });

  it.each([
    {
      category: 'finance',
      jobTitle: 'Catch-up bookkeeping in QuickBooks Online',
      need: 'I am 8 months behind on my books and need them cleaned up and reconciled.',
      answer: ' My accountant needs clean books by January 15 for taxes.',
      question: 'Is there a deadline, such as a filing or a report, that this needs to be ready for?',
    },
    {
      category: 'finance',
      jobTitle: 'Catch-up bookkeeping in QuickBooks Online',
      need: 'My books need catching up and reconciling.',
      answer: ' Nothing has been reconciled since March.',
      question: 'How far back do things need to be cleaned up?',
    },
    {
      category: 'finance',
      jobTitle: 'Monthly bookkeeping for our design agency',
      need: 'We need someone to reconcile our two bank accounts and send a monthly P&L.',
      answer: ' We use Xero.',
      question: 'Which software do you use today',
    },
    {
      category: 'sales',
      jobTitle: 'Lead list of dental clinics',
      need: 'We need 2,000 verified owner emails of dental clinics in Texas and Florida.',
      answer: ' Deliver as a Google Sheet.',
      question: 'Which tool should the contacts or meetings end up in?',
    },
    {
      category: 'translation',
      jobTitle: 'Spanish subtitles for 12 training videos',
      need: 'We need Spanish subtitles for 12 software training videos, about 2.5 hours in all.',
      answer: ' The English transcripts are ready.',
      question: 'Do you have transcripts already, or should I work from the audio?',
    },
    {
      category: 'sales',
      jobTitle: 'LinkedIn outreach specialist for our consulting firm',
      need: 'Run my LinkedIn account with Sales Navigator and book calls into my Calendly.',
      answer: ' We want meetings with VPs of Operations at mid-size manufacturers.',
      question: 'Who is your ideal customer, by industry and role?',
    },
    {
      category: 'admin',
      jobTitle: 'Virtual assistant for podcast guest booking',
      need: 'I need a VA to find and pitch guests, manage the booking calendar and send reminders. 10 hrs/week.',
      answer: ' The guest tracker is in Airtable.',
      question: 'Which tools do you use day to day?',
    },
    {
      category: 'sales',
      jobTitle: 'Lead generation for commercial cleaning company',
      need: 'We want 500 leads a month with verified email and direct phone, and an email campaign to them.',
      answer: ' Find facility managers and office managers at large offices in Atlanta.',
      question: 'Who is your ideal customer, by industry and role?',
    },
    {
      category: 'sales',
      jobTitle: 'Inbound lead qualification for our solar company',
      need: 'Call our web leads, qualify them and book appointments for our reps.',
      answer: ' About 40 leads/day, and they go cold because nobody calls them fast.',
      question: 'How quickly are new leads called today, and how many come in each week?',
    },
    {
      category: 'development',
      jobTitle: 'Fix my Shopify store',
      need: 'The add to cart button is broken on mobile and product images are blurry.',
      answer: ' It stopped working after I installed a new theme.',
      question: 'When did the problem start, and what changed just before it?',
    },
    {
      category: 'data',
      jobTitle: 'Clean and merge two customer spreadsheets',
      need: 'Two Excel files of customers need merging into one, with duplicates removed.',
      answer: ' Need it done this week.',
      question: 'Is there a deadline, such as a filing or a report, that this needs to be ready for?',
    },
    {
      category: 'data',
      jobTitle: 'Power BI dashboard for our sales team',
      need: 'We need a Power BI dashboard of revenue by rep and region, with row-level security.',
      answer: ' Sales data lives in SQL Server.',
      question: 'Where does the data live today, and how often does it change?',
    },
    {
      category: 'sales',
      jobTitle: 'Lead list for our cold email',
      need: 'We need verified contacts with owner emails for our outreach, delivered in Google Sheets.',
      answer: ' Build a list of 500 dental practices in Texas.',
      question: 'Who is your ideal customer, by industry and role?',
    },
    {
      category: 'marketing',
      jobTitle: 'Google Ads specialist',
      need: 'We spend $12k a month on Google Ads and want someone to audit the account.',
      answer: ' Cost per lead has gone from $45 to $110 over six months.',
      question: 'What made you decide it is time for an audit?',
    },
    {
      category: 'translation',
      jobTitle: 'Translate product manuals German to English',
      need: 'We need 3 pump manuals translated from German into English, 25,000 words.',
      answer: ' Keep our existing glossary consistent.',
      question: 'Is there a glossary or earlier translation I should follow?',
    },
  ])('leaves out a closing question the $category post answers', ({ category, jobTitle, need, answer, question }) => {
    const endings = ['', ' Thanks.', ' Thank you!', ' Talk soon.', ' Looking forward to it.', ' Cheers.', ' Regards.'];
    const asks = (jobDescription: string) =>
      htmlText(write({ jobTitle, jobDescription }, profileFor(category))).includes(question);
    expect(endings.filter((ending) => asks(`${need}${ending}`)).length).toBeGreaterThan(0);
    expect(endings.filter((ending) => asks(`${need}${answer}${ending}`))).toEqual([]);
  });

  it('plans a first launch without fixing what is not running yet', () => {
    const endings = ['', ' Thanks.', ' Thank you!', ' Talk soon.', ' Cheers.', ' Regards.'];
    const fixes = (jobDescription: string) =>
      endings.filter((ending) =>
        /already running|what is running today/.test(
          drafted('marketing', 'Facebook ads for our online course', `${jobDescription}${ending}`, 'starter', 'long'),
        ),
      ).length;
    expect(fixes('I launch my first online course in March and need someone to run Meta ads for it.')).toBe(0);
    expect(fixes('We spend about $6k/month on Meta ads and our leads have gotten expensive.')).toBeGreaterThan(0);
  });

  it('edits a manuscript line by line when the post asks for a line edit', () => {
    const edit = (kind: string) =>
      drafted(
        'writing',
        'Edit my memoir (85k words)',
        `I need a ${kind} of my memoir about rural Ireland.`,
        'starter',
        'long',
      );
    expect(edit('line edit')).toMatch(/line by line/);
    expect(edit('line edit')).not.toMatch(/plot, pacing and characters/);
    expect(edit('developmental edit')).toMatch(/plot, pacing and characters/);
  });

  it('asks for the text to check, not a brief, when the work is to proofread it', () => {
    const text = drafted(
      'writing',
      'Edit and proofread nonfiction book manuscript (70k words)',
      'A line edit and proofread of my leadership book before it goes to agents. Chicago style, track changes in Word.',
      'starter',
      'long',
    );
    expect(text).toContain('the file as it is now');
    expect(text).not.toContain('the topics you have in mind');
  });

  it('redesigns a logo as a logo, not as an app’s screens', () => {
    const text = drafted(
      'design',
      'Redesign logo for 25 year old family bakery',
      'Keep the wheat and the name, warm and a bit modern. Used on signs, boxes and Instagram.',
      'starter',
      'long',
    );
    expect(text).not.toMatch(/where people get stuck|ready to build|obvious for your users/);
    expect(text).toContain('sketch three distinct directions');
  });

  it('names a skill as the profile spells it', () => {
    const text = drafted(
      'development',
      'Node.js developer to build REST API for mobile app',
      'We need a REST API with JWT auth, bookings and reviews on Postgres.',
    );
    expect(text).not.toMatch(/\bREST and API\b|\bREST, API\b/);
    expect(text).toContain('REST APIs');
    // "API" alone is the profile's "REST APIs"; "SEO" is no spelling of "SEO writing".
    const api = drafted('development', 'Backend developer (Node.js)', 'Build the waitlist service and its API.');
    expect(api).not.toMatch(/\bAPI\b(?! project)/);
    const seo = drafted('writing', 'SEO blog posts for our clinic', 'Four SEO posts a month about physiotherapy.');
    expect(seo).not.toContain('SEO writing, which');
  });

  it('hires a role without a goal that needs a thing to be about', () => {
    const text = drafted(
      'development',
      'Senior Full-Stack Engineer (React/Node) – 6-month contract',
      'Our platform has bugs, crashes and downtime; we need it stable and reliable. React, Node.js and PostgreSQL.',
    );
    expect(text).toMatch(/join your team as a senior full-stack engineer/);
    expect(text).not.toMatch(/engineer (?:quickly )?so it works/);
  });

  it('says a need with no name of its own without saying help twice', () => {
    const endings = ['', ' Thanks.', ' Thank you!', ' Cheers.', ' Regards.', ' Talk soon.'];
    const openings = endings.map(
      (ending) => drafted('writing', 'Help needed', `I need a hand with something this week.${ending}`).split('. ')[0],
    );
    expect(openings.some((line) => /looking for help with/.test(line ?? ''))).toBe(true);
    expect(openings.filter((line) => /help to help/.test(line ?? ''))).toEqual([]);
  });

  it('names an article to translate as the title does', () => {
    const text = drafted(
      'translation',
      'French to English translation - academic article (sociology)',
      'My article (9,500 words) for an international journal. Citations stay as they are.',
    );
    expect(text).toContain('translate your article from French to English');
    const ifu = drafted(
      'translation',
      'English to Spanish - medical device instructions for use',
      'About 8,000 words in InDesign for Mexico and Colombia.',
    );
    expect(ifu).toContain('translate your instructions for use from English to Spanish');
    // A variety in brackets stays with its language, and a translator's post is no website to build.
    const site = drafted('translation', 'Portuguese (Brazil) to English - marketing website', 'About 4,000 words.');
    expect(site).toContain('translate your website from Portuguese to English');
    // A role's task after "to" is the need: "refresh your agency website".
    expect(drafted('design', 'Webflow designer to refresh our agency website', 'Homepage and services.')).toMatch(
      /refresh your agency website/,
    );
  });

  it('says a task is done and a tool is used, never that a task is used', () => {
    const texts = ['SaaS', 'agency', 'software', 'solar', 'insurance', 'payroll', 'CRM'].map((market) =>
      htmlText(
        write(
          {
            jobTitle: `Appointment setter for our ${market} product (cold calling)`,
            jobDescription: 'Call our leads and book demos with our sales team. 20 hours a week.',
          },
          profileFor('sales'),
          'letter',
        ),
      ),
    );
    const skillLines = texts.filter((text) => /cold calling (?:is|for clients)|asks for cold calling/i.test(text));
    expect(skillLines.length).toBeGreaterThan(0);
    expect(texts.filter((text) => /\b(?:use|work with) cold calling|cold calling, which I use/i.test(text))).toEqual(
      [],
    );
  });

  it.each([
    {
      category: 'data',
      jobTitle: 'Python script to scrape real estate listings',
      jobDescription:
        'Scrape listings for a zip code into a CSV, daily. Please mention what you would use for proxies and how you would avoid getting blocked.',
      answer: /To avoid getting blocked, I would .* rotate residential proxies/,
    },
    {
      category: 'data',
      jobTitle: 'Power BI dashboard from Excel data',
      jobDescription:
        'Two Excel files from finance feed the dashboard. How would you handle the Excel files changing format?',
      answer: /read the files by column name rather than position/,
    },
    {
      category: 'development',
      jobTitle: 'Chrome extension for LinkedIn profiles',
      jobDescription: 'Save profiles to Airtable. How would you handle LinkedIn changing their page layout?',
      answer: /keep the page selectors in one place/,
    },
    {
      category: 'sales',
      jobTitle: 'LinkedIn outreach for a consultancy',
      jobDescription:
        'Run outreach from our CEO’s account. How many meetings per month would you expect, and how do you keep the account safe from LinkedIn restrictions?',
      answer: /well under LinkedIn’s limits/,
    },
  ])('answers “$jobTitle” on what the post asks, not with a general approach', ({ category, answer, ...job }) => {
    const text = htmlText(write(job, profileFor(category), 'letter'));
    expect(text).toMatch(answer);
  });

  it('asks an animation client for a script, never for footage', () => {
    const texts = ['SaaS', 'fintech app', 'HR platform', 'CRM', 'booking tool'].map((product) =>
      htmlText(
        write(
          {
            jobTitle: 'Animated explainer video (60-90 seconds)',
            jobDescription: `We need a 2D animated explainer for our ${product}, 60-90 seconds, with voiceover and music.`,
          },
          profileFor('video'),
          'letter',
          'long',
        ),
      ),
    );
    expect(texts.filter((text) => /\bfootage\b/i.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('the script or a draft of it')).length).toBeGreaterThan(0);
  });

  it('proofreads a dissertation without asking who its readers are', () => {
    const texts = ['psychology', 'biology', 'history', 'economics', 'nursing'].map((field) =>
      htmlText(
        write(
          {
            jobTitle: `Proofread my dissertation (${field}, 60k words)`,
            jobDescription:
              'I need my dissertation proofread for grammar, punctuation and APA 7 formatting. Deadline is December 10.',
          },
          profileFor('writing'),
          'starter',
          'short',
        ),
      ),
    );
    expect(texts.every((text) => text.includes('proofread your dissertation'))).toBe(true);
    expect(texts.filter((text) => /main reader|style guide should I follow/.test(text))).toEqual([]);
  });

  it('says a task was handled and keeps a product’s own spelling', () => {
    const tax = htmlText(
      write(
        {
          jobTitle: 'Sales tax filing for Shopify store',
          jobDescription:
            'We need sales tax filings in four states. Do you have experience with multi-state sales tax?',
        },
        profileFor('finance'),
      ),
    );
    expect(tax).toContain('I have handled sales tax for clients');
    const email = htmlText(
      write(
        {
          jobTitle: 'Cold email campaign setup (Instantly)',
          jobDescription: 'Set up domains, warm-up, Instantly and 3-step sequences for restaurant owners.',
        },
        profileFor('sales'),
        'letter',
      ),
    );
    expect(email).not.toMatch(/\binstantly\b/);
    const copy = htmlText(
      write(
        { jobTitle: 'Rewrite our website copy', jobDescription: 'Our B2B SaaS website copy is too technical.' },
        profileFor('writing'),
        'letter',
      ),
    );
    expect(copy).not.toMatch(/(?:use|work with) [^.]*website copy|website copy, which I use/i);
  });

  it('says at most two general things before the first about the freelancer, however long the draft', () => {
    const posts = [
      ['Machine learning model to predict customer churn', 'Subscription box company. We want a monthly churn model.'],
      ['React analytics dashboard for our SaaS', 'Build a dashboard so our customers see their usage.'],
      ['Shopify store redesign', 'Redesign our Shopify home page to get more sales.'],
    ];
    for (const [jobTitle = '', jobDescription = ''] of posts) {
      const sentences = htmlText(write({ jobTitle, jobDescription }, profileFor('data'), 'single', 'long')).split(
        /(?<=[.!?])\s+/,
      );
      const firstPersonal = sentences.findIndex((sentence) => /\b(?:I|[Mm]y|me)\b|^You asked/.test(sentence));
      expect(firstPersonal).toBeGreaterThan(0);
      expect(firstPersonal).toBeLessThanOrEqual(3);
    }
  });

  it.each([
    {
      category: 'admin',
      jobTitle: 'Research assistant: build a list of 300 boutique hotels',
      jobDescription: 'Hotels under 50 rooms in Italy and France with website, rooms and GM name, in Google Sheets.',
      wrong: /routine|take off your plate|walkthrough of your current/i,
    },
    {
      category: 'development',
      jobTitle: 'Zapier expert',
      jobDescription: 'Need zaps connecting Typeform to HubSpot and Slack. Should take an hour or two.',
      wrong: /first release|preview each change/i,
    },
  ])('writes a one-off “$jobTitle” job in its own words', ({ category, wrong, ...job }) => {
    const texts = (['letter', 'single'] as const).flatMap((kind) =>
      (['medium', 'long'] as const).map((length) => htmlText(write(job, profileFor(category), kind, length))),
    );
    expect(texts.filter((text) => wrong.test(text))).toEqual([]);
  });

  it('recommends the stack the developer knows when asked to choose, and asks no codebase question of an MVP', () => {
    const text = htmlText(
      write(
        {
          jobTitle: 'Build an MVP for a tutoring marketplace',
          jobDescription:
            'I have a validated idea: tutor profiles, booking and Stripe payments. I am non-technical. What stack would you recommend and why?',
        },
        profileFor('development'),
        'letter',
      ),
    );
    expect(text).toMatch(/I would build it with TypeScript, React, Next\.js and Node\.js: I use them every day/);
    expect(text).not.toContain('existing codebase');
    const kickoffs = ['tutoring', 'pet sitting', 'language exchange', 'music lessons', 'car sharing'].map((market) =>
      htmlText(
        write(
          { jobTitle: `Build an MVP for a ${market} marketplace`, jobDescription: 'Profiles, booking and payments.' },
          profileFor('development'),
          'letter',
          'long',
        ),
      ),
    );
    expect(kickoffs.filter((draft) => /access to the code|access to what exists/.test(draft))).toEqual([]);
  });

  it('transcribes interviews without a translator’s glossary', () => {
    const texts = (['letter', 'single'] as const).map((kind) =>
      htmlText(
        write(
          {
            jobTitle: 'Transcribe 20 hours of interviews',
            jobDescription: 'Recorded research interviews, English, strong accents. Turnaround 2 weeks.',
          },
          profileFor('admin'),
          kind,
          'long',
        ),
      ),
    );
    expect(texts.filter((text) => /\btranslat\w*|glossary|target language/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /replay/.test(text)).length).toBeGreaterThan(0);
  });

  it('introduces a project once, even when an answer cites it first', () => {
    const text = htmlText(
      write(
        {
          jobTitle: 'Machine learning model to predict customer churn',
          jobDescription:
            'Subscription box company, 2 years of order history in BigQuery. Want a monthly churn model. Have you built churn models before?',
        },
        profileFor('data'),
        'single',
        'long',
      ),
    );
    const project = /“([^”]+)”, where/.exec(text)?.[1] ?? '';
    expect(project).not.toBe('');
    expect(text.split(`“${project}”`).length - 1).toBe(1);
  });

  it('leads with the project a client would pick: the same languages, the same kind of support', () => {
    const first = (category: string, jobTitle: string, jobDescription: string) =>
      /“([^”]+)”/.exec(drafted(category, jobTitle, jobDescription))?.[1];
    expect(
      first('translation', 'Translate Shopify store from French to English', 'Product pages, FAQ and checkout emails.'),
    ).toBe('Wine estate website localization');
    expect(
      first(
        'admin',
        'Personal assistant for busy founder (travel, calendar, personal errands)',
        'Manage my calendar across 3 time zones, book travel and handle expense reports.',
      ),
    ).toBe('Executive support for a real estate team');
  });

  it('offers a project of another kind as the nearest work, never as an example of this one', () => {
    const posts = ['coffee roastery', 'bakery in Lyon', 'vintage jewelry shop', 'dental clinic', 'yoga studio'];
    for (const business of posts) {
      const text = drafted(
        'design',
        `Logo for a ${business}`,
        `We need a logo for our ${business}, in two versions.`,
        'letter',
      );
      // The design profile has dashboards, onboarding and a design system: none of them is a logo.
      expect(text).toMatch(/It was not a logo, but “[^”]+”, a [^,]+, shows how I work|closest work in my profile/);
      expect(text).not.toMatch(/useful example|similar work|most relevant project|recent example/i);
    }
  });

  it('points back to a project it already described when a question asks for an example', () => {
    const text = drafted(
      'video',
      'Need someone to edit TikToks for my restaurant',
      'I film on my phone, you edit: cuts, captions, trending sounds. Can you show me examples of food content?',
      'starter',
    );
    const project = /“([^”]+)”/.exec(text)?.[1] ?? '';
    expect(project).not.toBe('');
    expect(text.split(`“${project}”`).length - 1).toBeLessThanOrEqual(2);
    expect(text).not.toMatch(new RegExp(`“${project}”: `));
  });

  it('says plainly which things the freelancer has not built, in words that fit a thing', () => {
    const text = drafted(
      'development',
      'Chrome extension to save LinkedIn profiles to Airtable',
      'One button saves the profile to my Airtable base. Have you published a Chrome extension before?',
    );
    expect(text).toContain('I have not built Chrome extensions for clients so far');
    expect(text).not.toMatch(/used Chrome extension\b/);
  });

  // Each kind of work has its own plan, not another kind's: an assistant's routine, a blog's publishing.
  it.each([
    {
      work: 'a batch of data entry, in checked batches',
      category: 'admin',
      title: 'Data entry - copy 2,000 business listings into spreadsheet',
      description: 'Copy name, address, phone and website from a directory into Google Sheets. Accuracy is important.',
      plan: 'enter the rest in batches, each one checked against its source',
      foreign: /daily summary|what counts as urgent|take off your plate/,
    },
    {
      // Through the guards too: looking entries up claims no research skill.
      work: 'a research list, entry by entry',
      category: 'admin',
      title: 'Research 100 wedding venues in Italy and put in a sheet',
      description: 'Name, capacity, price range, website and contact email for each. Deliver in Google Sheets.',
      plan: 'look up each entry on its own website or profile',
      foreign: /daily summary|take off your plate/,
    },
    {
      work: 'a book, chapter by chapter with its author',
      category: 'writing',
      title: 'Ghostwriter for a business book (60,000 words)',
      description: 'I have notes, talks and a rough outline about running operations in fast-growing startups.',
      plan: 'write the rest chapter by chapter, each reviewed by you before the next',
      foreign: /outline each piece|ready to publish/,
    },
    {
      work: 'a grant application, against the funder’s criteria',
      category: 'writing',
      title: 'Grant writer needed - nonprofit youth sports',
      description:
        'We run free soccer programs for 300 kids. The application to a regional foundation is due in 5 weeks.',
      plan: 'read the funder’s guidelines and recent awards',
      foreign: /ready to publish|match your voice/,
    },
    {
      work: 'appointments as calls to book and confirm, not a list to build',
      category: 'sales',
      title: 'Appointment setter for solar company (commission + base)',
      description: 'Call warm leads who filled out a form and book consultations for our solar reps. US hours.',
      plan: 'call and follow up with each lead until they book or say no',
      foreign: /verify contacts|ideal customer by industry/,
    },
    {
      // A deck redesigned is still a deck, not an app whose users get stuck.
      work: 'a pitch deck redesign slide by slide',
      category: 'design',
      title: 'Pitch deck redesign (15 slides) for seed round',
      description: 'We have a content-complete deck in Google Slides, it looks amateur. Keep our brand colors.',
      plan: 'restructure the slides so each one makes one point',
      foreign: /where people get stuck|ready to build/,
    },
    {
      work: 'documentation as its users meet it, not as a blog',
      category: 'writing',
      title: 'Technical writer for API documentation',
      description:
        'Our docs are outdated and developers complain. Rewrite the getting started guide and the reference.',
      plan: 'rewrite the getting started guide first',
      foreign: /match your voice|outline each piece/,
    },
    {
      work: 'social media as posts to plan and publish, not an ad account to audit',
      category: 'marketing',
      title: 'Social media manager for local gym (Instagram + TikTok)',
      description: 'Plan and post content 5x/week, engage with comments and grow local followers.',
      plan: 'plan a month of posts with you',
      foreign: /funnel|tracked correctly|review what is running/,
    },
    {
      work: 'product listings one approved first, not as articles',
      category: 'writing',
      title: 'Amazon product listing copywriter (5 listings)',
      description: 'Titles, 5 bullet points and descriptions for 5 kitchen gadget listings on Amazon US.',
      plan: 'write one listing first for your approval',
      foreign: /outline each piece|match your voice/,
    },
    {
      work: 'a tax return from the year’s records, not a monthly routine',
      category: 'finance',
      title: 'CPA for US tax return - single member LLC',
      description: 'Need Form 5472 and pro forma 1120 filed for 2023.',
      plan: 'walk you through it before anything is filed',
      foreign: /each month/,
    },
    {
      work: 'thumbnails for the screen they are seen on, not for print',
      category: 'design',
      title: 'need 5 youtube thumbnails',
      description: 'gaming channel, need 5 eye catching thumbnails. fast turnaround pls',
      plan: 'checked at the small size they appear in search',
      foreign: /print/,
    },
    {
      work: 'SEO as pages and listings to fix, not ad spend to stop leaking',
      category: 'marketing',
      title: 'Google Business Profile optimization',
      description: 'Optimize our GBP listing for a dental clinic, add posts weekly and respond to reviews.',
      plan: 'check how your site and listings look to Google today',
      foreign: /funnel|one number/,
    },
    {
      work: 'an accounting system set up once, not books kept each month',
      category: 'finance',
      title: 'Set up QuickBooks Online for a new construction company',
      description: 'Chart of accounts, job costing, classes, bank feeds, and training for our office manager.',
      plan: 'train whoever keeps the books on the daily steps',
      foreign: /each month/,
    },
    {
      work: 'subtitles timed against the video, not a text to publish',
      category: 'translation',
      title: 'Subtitles EN>ES for 10 YouTube videos',
      description: 'Cooking channel. Spanish (Latin America) subtitles, SRT files, timed correctly.',
      plan: 'translate and time each subtitle against the video',
      foreign: /where will it be published|glossary for consistent terms/,
    },
    {
      work: 'a colour grade from reference frames',
      category: 'video',
      title: 'Color grading for a short film',
      description: '15-minute indie short in S-Log3. Grade in DaVinci Resolve. Deliverables: graded master + LUT.',
      plan: 'balance every shot first so the scenes match',
      foreign: /pick the strongest moments|rough cut/,
    },
    {
      work: 'a menu redesign for print, not an app redesign',
      category: 'design',
      title: 'Redesign restaurant menu (print + PDF)',
      description: 'Family Italian restaurant, menu is cluttered and hard to read. Need a fresh 2-page menu design.',
      plan: 'deliver print-ready files',
      foreign: /get stuck|ready to build/,
    },
    {
      work: 'a logo with the identity around it, not a logo alone',
      category: 'design',
      title: 'Logo + brand kit for a specialty coffee roaster',
      description: 'Primary and secondary mark, a color palette, two fonts and a one page brand guide.',
      plan: 'build the colours, type and a short brand guide around the chosen one',
      foreign: /Is there a logo you admire/,
    },
    {
      work: 'a script that runs on its own, not an app with screens',
      category: 'development',
      title: 'Python script to download invoices from supplier portal',
      description:
        'It logs in, downloads about 80 PDF invoices a month and uploads them to Google Drive on a schedule.',
      plan: 'write the script with clear logs and a safe retry when a step fails',
      foreign: /mock-up|click through it/,
    },
    {
      work: 'a payroll set up and checked on its first run, not books brought up to date',
      category: 'finance',
      title: 'Set up payroll in Gusto for 12 employees + contractors',
      description: 'We are moving from our old provider. Benefits deductions, PTO policies and a QuickBooks sync.',
      plan: 'run the first payroll beside the old one',
      foreign: /oldest gaps|each month/,
    },
    {
      work: 'a trip around the travellers’ pace, not an assistant’s routine',
      category: 'admin',
      title: 'Travel planning assistant for a 3-week Japan trip',
      description: 'Itinerary, hotels, train passes and restaurant reservations for 2 adults in April.',
      plan: 'draft a day-by-day itinerary',
      foreign: /learn your tools|daily summary/,
    },
    {
      work: 'an upgrade one version at a time, not a new build',
      category: 'development',
      title: 'Upgrade Angular 12 app to Angular 17',
      description: 'Enterprise dashboard app on Angular 12 with NgRx. Tests must keep passing.',
      plan: 'upgrade one version at a time',
      foreign: /clickable|first release/,
    },
    {
      work: 'a training around what the team must do after it',
      category: 'marketing',
      title: 'Google Analytics 4 training for our team',
      description: 'A 2-hour live training for our 6-person marketing team: reports, explorations, conversions.',
      plan: 'build the session around your own account',
      foreign: /tracked correctly|one number/,
    },
    {
      work: 'the tasks a title names after its role, not a place on a team',
      category: 'admin',
      title: 'Podcast booking assistant - find and pitch guests',
      description: 'Research potential guests, find their contact details and send personalized pitch emails.',
      plan: 'find and pitch guests',
      foreign: /join your team/,
    },
    {
      work: 'work no entry knows with a plan that fits any work, not a build’s first release',
      category: 'development',
      title: 'Chrome DevTools performance profiling session',
      description: 'Walk our team through profiling our React app in a 2-hour call.',
      plan: 'go through the details with you',
      foreign: /first release|must-have features/,
    },
    {
      work: 'a developmental edit of a book that exists, not a book to write',
      category: 'writing',
      title: 'Editor for a fantasy novel (developmental edit)',
      description: 'My fantasy novel is 110k words. Plot, pacing, character arcs, with an editorial letter.',
      plan: 'send an editorial letter',
      foreign: /chapter by chapter|write a first chapter/,
    },
    {
      work: 'a video edited as a video, never as a manuscript',
      category: 'video',
      title: 'Wedding highlight film editor needed',
      description: '4-6 minute highlight films in my style, footage from 2 cameras. 3-4 weddings a month.',
      plan: 'build a rough cut for you to react to',
      foreign: /manuscript|editorial letter/,
    },
    {
      work: 'the tasks a role is hired to do, after “to”',
      category: 'admin',
      title: 'Assistant to manage our Airbnb listings (guest messages)',
      description: 'Six units. Answer guest messages, coordinate cleaners and handle reviews.',
      plan: 'manage your Airbnb listings',
      foreign: /join your team/,
    },
  ])('plans $work', ({ category, title, description, plan, foreign }) => {
    const text = drafted(category, title, description, 'list');
    expect(text).toContain(plan);
    expect(text).not.toMatch(foreign);
  });

  it('proofreads a translation that exists instead of translating it again', () => {
    const text = drafted(
      'translation',
      'Proofread French translation of our website',
      'Our website was translated to French by a machine and a freelancer. Need a native French speaker to proofread 8,000 words.',
    );
    expect(text.split('. ')[0]).toMatch(/ to proofread the translation of your website$/);
    expect(text).not.toMatch(/translate your website/);
  });

  it('names what is to be translated as the title does, not a part the post lists', () => {
    const html = write(
      {
        jobTitle: 'Translate Shopify store from English to Spanish (about 12,000 words)',
        jobDescription: 'We sell skincare. Product pages, the FAQ and our checkout emails need translating.',
      },
      profileFor('translation'),
    );
    expect(htmlBlocks(html)[0]?.text).toContain('translate your Shopify store from English to Spanish');
    // A thing no list of documents knows is still the title's own.
    const handbook = write(
      {
        jobTitle: 'Translate employee handbook from English to Spanish (Latin America)',
        jobDescription: 'A 42 page handbook in Word: HR policy, benefits and a code of conduct.',
      },
      profileFor('translation'),
    );
    expect(htmlBlocks(handbook)[0]?.text).toContain('translate your employee handbook from English to Spanish');
  });

  it('takes a project of the same work as relevant when the post names it in other words', () => {
    const text = drafted(
      'sales',
      'Appointment setter for solar company (commission + base)',
      'Call warm leads and book in-home consultations for our solar reps in Texas. 25 hrs/week.',
      'letter',
    );
    expect(text).toContain('“Appointment setting for residential solar”');
    expect(text).not.toMatch(/closest work|nearest thing|It was not/);
  });

  it('gives a short draft the relevant project’s result before any general remark', () => {
    const posts: [string, string, string][] = [
      [
        'data',
        'Power BI dashboard from our SQL Server sales data',
        'Revenue by rep and region, with row-level security.',
      ],
      ['admin', 'Customer support agent for our Shopify store (Gorgias)', 'Answer emails and chat, handle returns.'],
      ['marketing', 'Klaviyo flows for our Shopify brand', 'Welcome series, abandoned cart and winback flows.'],
    ];
    for (const [category, jobTitle, jobDescription] of posts) {
      const text = drafted(category, jobTitle, jobDescription, 'problemFirst', 'short');
      const profile = profileFor(category);
      const cited = profile.projectExperience.find((p) => text.includes(`“${p.projectName}”`));
      const result = cited?.projectDescription.split(/(?<=\.)\s+/)[1] ?? '';
      expect(result).not.toBe('');
      expect(text).toContain(result.slice(1, 30));
    }
  });

  it('says the freelancer’s years once, even when the profile’s summary says them too', () => {
    const text = drafted(
      'design',
      'Dashboard redesign in Figma',
      'Our analytics dashboard needs a redesign.',
      'starter',
      'long',
    );
    expect(text).toMatch(/\b6 years\b/);
    expect(text).not.toMatch(/\bsix years\b/);
  });

  it('answers a question of method with what it asks, and leaves the freelancer’s own calls to them', () => {
    const cause = drafted(
      'development',
      'WooCommerce checkout errors',
      'Customers get an error on checkout. Please tell me how you would find the cause.',
    );
    expect(cause).toContain('To find the cause, I would reproduce the error on a copy');
    // The answer says what it answers; a restatement before it would say it twice.
    expect(cause).not.toContain('You asked about finding the cause');
    expect(
      drafted(
        'development',
        'Build MVP for a dog walking marketplace (React Native)',
        'Booking and payouts. What would you build first and why?',
      ),
    ).toContain('First I would take on the part everything else depends on');
    expect(
      drafted(
        'marketing',
        'Meta ads for an HVAC company',
        'Lead ads for AC repair. How do you track which leads actually turn into jobs?',
      ),
    ).toContain('To see which leads turn into customers');
    expect(
      drafted(
        'sales',
        'Lead list of dental clinics in Texas',
        '500 practices with owner emails. How do you verify emails?',
      ),
    ).toContain('Every email goes through a verification service before it reaches the list');
    // Whether story versions are part of the deal is the freelancer's call: no method sentence stands in for it.
    const stories = drafted(
      'design',
      'Instagram post templates for my yoga studio',
      '10 Canva templates in our colours. Can you also make story versions?',
    );
    expect(stories).not.toMatch(
      /story versions|I would start from your users|I would test it with a few quick sketches/i,
    );
    // A particular problem needs the freelancer's judgement, as in a screening answer.
    const developmentMethod = /a small test case that shows exactly|I would work it out on a test setup/;
    const particular = drafted(
      'development',
      'Discord bot for our game server',
      'How would you handle the login if the game API is down?',
    );
    expect(particular).not.toMatch(developmentMethod);
    expect(particular).not.toMatch(/You asked about handling the login/);
    expect(
      drafted(
        'data',
        'Churn prediction model',
        'Only 2% of customers churn. How would you deal with the class imbalance?',
      ),
    ).toContain('precision and recall on the rare class rather than accuracy');
    expect(
      drafted(
        'writing',
        'Ghostwriter for my newsletter',
        'How do you capture my voice when I am not a natural writer?',
      ),
    ).toContain('To capture someone’s voice, I would interview them');
  });

  it('keeps names like “Series A” and “Shopify Plus” in the client’s own case', () => {
    const text = htmlText(
      write(
        {
          jobTitle: 'Blog writer',
          jobDescription: "We're a Series A cybersecurity startup. We need 4 articles a month.",
        },
        profile,
      ),
    );
    expect(text).toContain('Series A cybersecurity startup');
    expect(readNiche(['Our Shopify Plus store converts at 1.1% on mobile.'])).toBe('Shopify Plus store');
    expect(readNiche(['We run a Coffee Shop in Leeds.'])).toBe('coffee shop');
  });

  it('promises an appointment setter’s care for calls, not a list builder’s for contacts', () => {
    const text = drafted(
      'sales',
      'Cold caller for commercial cleaning company',
      'Cold call office managers in Chicago to book walkthroughs for our cleaning services. Script provided.',
      'problemFirst',
      'long',
    );
    expect(text).toContain('Every call and its outcome is logged');
    expect(text).not.toContain('Every contact is verified before it goes on a list');
  });

  it('never says later steps that lean on a first step it left out, and restates a question about impact', () => {
    const text = drafted(
      'marketing',
      'Email marketing manager - Klaviyo flows and campaigns',
      "DTC coffee brand, 40k subscribers. Our flows are basic and campaigns go out irregularly. Need someone to build welcome, abandoned cart, post-purchase and winback flows, and run 2 campaigns/week. What was the revenue impact of flows you've built?",
      'problemFirst',
      'long',
    );
    expect(text).toContain('Once the first steps are done, I would');
    expect(text).not.toMatch(/Once the first steps are done, I would \w+ (?:\w+ ){0,5}(?:against it|them)\b/);
    expect(text).toContain('You asked about the revenue impact of flows I have built.');
  });

  it('does customer service and short-form video, never uses them', () => {
    const text = drafted(
      'admin',
      'Bilingual (English/Spanish) customer service rep',
      'Answer phone calls and emails from Spanish and English speaking customers for our moving company. Must be fluent in both. Mon-Fri 9-5 CST. Do you have a quiet work space and reliable internet?',
    );
    expect(text).toMatch(/customer service/i);
    expect(text).not.toMatch(/\buse(?: regularly)? Customer service|Customer service, which I use/);
    const clips = drafted(
      'video',
      'Short form video editor for TikTok/Reels (30 videos/month)',
      'Fitness coach with lots of raw footage. Need 30 short vertical videos per month with captions, hooks, trending audio. Must understand what works on TikTok. Send 3 examples of short form videos you’ve edited that performed well.',
    );
    expect(clips).not.toMatch(/short-form video[^.]*, which I use/i);
  });

  it('adds a feature to the client’s app, restates how it would debug it, and never uses cold email', () => {
    const offline = drafted(
      'development',
      'React Native app - add offline mode',
      'Our field inspection app (React Native, Expo, Firebase) is used in areas with bad signal. Inspectors lose their work when the connection drops. We need offline support: save inspections locally and sync when back online. How would you debug this?',
    );
    expect(offline).toContain('add offline mode to your React Native mobile app');
    expect(offline).not.toMatch(/build a React Native mobile app|app store submissions/);
    expect(offline).toContain('You asked how I would debug this.');
    const outbound = drafted(
      'sales',
      'Cold email campaign setup for IT consulting firm',
      'We target dental clinics in Texas. Set up domains and inboxes, build a list of 2,000 decision makers and run a 3 step sequence in Instantly.',
    );
    expect(outbound).not.toMatch(/\b(?:use|work with|asks for) Cold email/);
  });

  it('names a guide it translates, and counts a product as one thing and explainer videos as many', () => {
    expect(
      drafted(
        'translation',
        'French to English translation of a wine tasting guide',
        'A 40-page guide on Burgundy wines in French, about 12,000 words, for tourists.',
      ),
    ).toContain('translate your guide from French to English');
    expect(
      drafted('translation', 'Spanish to English translation of academic paper', 'About 9,000 words, APA citations.'),
    ).toContain('translate your paper from Spanish to English');
    const script = drafted(
      'data',
      'Google Apps Script to email weekly sales summary',
      'We track sales in a Google Sheet. Want an Apps Script that emails last week’s totals every Monday.',
    );
    expect(script).not.toMatch(/Where should it run|visitors turn into customers/);
    const ads = drafted(
      'marketing',
      'Google Ads for local plumbing company',
      'Plumbing company in Denver, 6 trucks. We spend about $4,000/month on Google Ads but most calls are for jobs we do not do. Take over the account, fix keywords and negatives, and set up call tracking. Have you managed Google Ads for home services before? What would you check first?',
    );
    expect(ads).not.toMatch(/Google Ads, which are/);
    expect(ads).not.toMatch(/Yes\. I have handled Google Ads[^.]*\. One example is “Home services lead gen”/);
    const explainer = drafted(
      'video',
      'Animated explainer video (60-90 sec) for fintech app',
      'We need a 2D animated explainer for our budgeting app, about 60-90 seconds. We have the script and brand guidelines. Need storyboard, illustration, animation and a professional voice-over. Please share explainer videos you have animated.',
    );
    expect(explainer).not.toMatch(/Explainer videos is\b/);
  });

  it('cleans up a CRM’s records without a list builder’s offer or replies', () => {
    const text = drafted(
      'data',
      'Clean and dedupe CRM export (HubSpot) ~25k contacts',
      'About 25,000 rows with duplicates (same person, different emails) and inconsistent company names. We need a clean file to re-import, with a log of what was merged.',
    );
    expect(text).toContain('When two records of the same person disagree, which one should win?');
    expect(text).not.toMatch(/ideal customer|Replies are tracked|How far back/);
    const long = drafted(
      'data',
      'HubSpot CRM cleanup',
      'Duplicates and missing job titles in 25k contacts.',
      'starter',
      'long',
    );
    expect(long).toContain('admin access to the CRM');
    expect(long).not.toMatch(/ideal customer|Replies are tracked/);
  });

  it('restates a question with a habit in it, and leaves a work rate to the freelancer', () => {
    const text = drafted(
      'sales',
      'Appointment setter for solar installer',
      'Call our warm leads and book in-home consultations. How many appointments do you typically set per week? How many calls do you typically make per hour?',
    );
    expect(text).toContain('You asked how many appointments I set.');
    expect(text).not.toMatch(/how many calls I typically/);
  });

  it('says a result is another figure than the one asked for, after saying what was asked', () => {
    const text = drafted(
      'marketing',
      'Meta ads expert for DTC skincare brand',
      'We spend $5k/mo on Meta with ~2.1 ROAS and want to scale. What ROAS did you get for your best skincare client?',
    );
    expect(text).toContain(
      'You asked what ROAS I got. The clearest result I can point to is from “Skincare Klaviyo flows”, where I built',
    );
    const sales = drafted(
      'sales',
      'Appointment setter for solar company',
      'Call warm leads and book consultations for our reps. How many appointments per week did you set in your last role?',
    );
    expect(sales).toContain(
      'You asked how many appointments per week I set. The clearest result I can point to is from',
    );
  });

  it('knows an orthodontics practice is a dental and a medical one', () => {
    const text = drafted(
      'marketing',
      'SEO audit for a dental clinic website (WordPress)',
      'Our clinic ranks poorly for dentist near me. Have you worked with dental or medical practices?',
    );
    expect(text).toMatch(
      /You asked about experience with dental or medical practices\. Yes\. One example is “Orthodontics Google Ads rebuild”/,
    );
  });

  it('restates both parts of a two-part title, and an experience question with one product once', () => {
    const text = drafted(
      'data',
      'Google Sheets cleanup + Looker Studio dashboard',
      'Our sales team tracks deals in 4 google sheets. Merge them into one clean sheet, then build a dashboard.\n\nHave you done Looker Studio before?',
    );
    expect(text.split('. ')[0]).toMatch(/ to clean up your Google Sheets and build a Looker Studio dashboard$/);
    expect(text).toContain(
      'You asked about experience with Looker Studio. Yes. I have used Looker Studio on client work.',
    );
    const asked = drafted(
      'data',
      'Looker Studio dashboard',
      'Weekly sales by rep. What’s your experience with Looker Studio?',
    );
    expect(asked).toContain('You asked about experience with Looker Studio. I have used Looker Studio on client work.');
  });

  it('says once which tools the freelancer uses when the post both asks and wants it in the proposal', () => {
    const text = drafted(
      'sales',
      'Cold email lead gen for IT services company',
      'We sell managed IT to dental practices and want an outbound channel: domains, lead lists and sequences.\n\nIn your proposal tell us what tools you use (Apollo, Instantly, Smartlead, Clay, etc.) and how you price.',
      'problemFirst',
    );
    expect(text.match(/\bI work with\b/g)).toHaveLength(1);
    expect(text).toContain('I work with Apollo, Instantly and Clay day to day.');
  });

  it('takes a list of tools that ends a sentence as the tools alone, and says which the profile lacks', () => {
    const text = htmlText(
      write(
        {
          jobTitle: 'JavaScript developer',
          jobDescription: 'We need someone to build our app. Skills: MongoDB, R. Have you done similar work before?',
        },
        profile,
        'single',
        'short',
      ),
    );
    expect(text).toContain('I have not used MongoDB or R on client work so far.');
    expect(text).not.toMatch(/R\. Have/);
  });

  it('cites a project described as a list without an article before its first item', () => {
    const listed: Profile = {
      ...profile,
      personalDetails: { ...profile.personalDetails, profession: 'Virtual Assistant', skills: ['HubSpot'] },
      projectExperience: [
        {
          projectName: 'Executive support',
          projectType: 'Admin support',
          projectDescription: 'Inbox zero, calendars and CRM follow-ups for a sales team.',
          projectSkills: ['HubSpot'],
        },
      ],
    };
    const text = htmlText(
      write({ jobTitle: 'Virtual assistant for HubSpot', jobDescription: 'Manage my inbox and HubSpot.' }, listed),
    );
    expect(text).toContain('inbox zero, calendars and CRM follow-ups for a sales team');
    expect(text).not.toContain('an inbox zero');
  });

  it('greets the client by the name their post gives, and as “there” without one', () => {
    const greeting = (jobDescription: string) =>
      htmlText(write({ jobTitle: 'Onboarding redesign', jobDescription }, profile, 'letter')).split(',')[0];
    expect(greeting("Hey! I'm John, founder of Trackly. Our onboarding loses half of new users.")).toBe('Hi John');
    expect(greeting('Our onboarding loses half of new users. Thanks! Maria')).toBe('Hi Maria');
    expect(greeting('Our onboarding loses half of new users.')).toBe('Hi there');
  });

  it('leaves a template without snippets as the user wrote it', () => {
    const reading = readJob({ jobTitle: 'React app', jobDescription: 'We need a React app.' }, { profiles: [profile] });
    const html = composeOffline({
      job: reading.job,
      profile,
      templateDetail: '<p>Hi! I am Sam and I would love to help.</p>',
      platform: 'UPWORK',
      templateType: 'proposal',
      reading,
    });
    expect(html).toBe('<p>Hi! I am Sam and I would love to help.</p>');
  });

  it('writes LinkedIn notes and messages about the person, within the note’s length', () => {
    const person = {
      jobTitle: 'Head of Growth at Northwind',
      jobDescription: 'I lead growth at Northwind, a SaaS for clinics.',
    };
    const note = write(person, profile, 'note');
    expect(htmlText(note)).toMatch(
      /^Hi there, I saw your work as head of growth at Northwind\. I work on React, Node\.js and PostgreSQL/,
    );
    expect(htmlText(note).length).toBeLessThanOrEqual(300);
    const reading = readJob(person, { profiles: [profile] });
    const message = composeOffline({
      job: person,
      profile,
      templateDetail:
        '<p>Thanks for connecting, {their first name}!</p><p>{Why I reached out}. Recently I {one relevant result from my profile}.</p>',
      platform: 'LINKEDIN',
      templateType: 'message',
      reading,
    });
    expect(message).toMatch(/^<p>Thanks for connecting!<\/p>/);
    const namedPerson = { ...person, jobTitle: 'Priya Raman — Head of Growth at Northwind' };
    const named = composeOffline({
      job: namedPerson,
      profile,
      templateDetail: '<p>Thanks for connecting, {their first name}!</p>',
      platform: 'LINKEDIN',
      templateType: 'message',
      reading: readJob(namedPerson, { profiles: [profile] }),
    });
    expect(named).toBe('<p>Thanks for connecting, Priya!</p>');
    expect(htmlText(message)).not.toMatch(/\.\./);
    expect(htmlText(message)).toMatch(/Recently I worked on “Billing dashboard 1”/);
    const unknown = { jobTitle: 'Coffee, cycling, Portland', jobDescription: 'Building things with good people.' };
    const fit = composeOffline({
      job: unknown,
      profile,
      templateDetail: '<p>{Why I reached out}.</p>',
      platform: 'LINKEDIN',
      templateType: 'message',
      reading: readJob(unknown, { profiles: [profile] }),
    });
    expect(htmlText(fit)).toMatch(/^I work on [^,]+(?:, [^,]+)* and [^,]+\.$/);
    expect(htmlText(fit)).not.toContain('close to your profile');
    // Why the freelancer reaches out is the person's post; what they do is not called "close" to a CEO's work.
    const poster = {
      jobTitle: 'Marcus Reid - Founder & CEO, Brightleaf Dental Group',
      jobDescription: 'Founder of 12 dental clinics. Recently posted about struggling to fill hygienist appointments.',
    };
    const reachOut = composeOffline({
      job: poster,
      profile,
      templateDetail:
        '<p>Hi {their first name},</p><p>{Why I am reaching out, about their work}</p><p>{How I could help, in one sentence}</p>',
      platform: 'LINKEDIN',
      templateType: 'message',
      reading: readJob(poster, { profiles: [profile] }),
    });
    expect(htmlText(reachOut)).toMatch(
      /^Hi Marcus, I came across your post about struggling to fill hygienist appointments\. I work on React, Node\.js and PostgreSQL\.$/,
    );
    // After "Hi Tom," the observation is a sentence of its own, and the person's ad platform in their post
    // is theirs: no claim of the freelancer's for the guards to cut.
    const founder = {
      jobTitle: 'Tom Becker | Founder @ Lumen Candles',
      jobDescription: 'Posted last week: our Facebook ads stopped working after iOS updates, CAC doubled.',
    };
    const observed = applyGuards(
      composeOffline({
        job: founder,
        profile,
        templateDetail:
          '<p>Hi {their first name}, {one observation about their company or a recent hiring need}. I help {type of client} with {outcome I deliver}. Happy to connect.</p>',
        platform: 'LINKEDIN',
        templateType: 'note',
        reading: readJob(founder, { profiles: [profile] }),
      }),
      { job: founder, profile, platform: 'LINKEDIN', templateType: 'note' },
    );
    expect(htmlText(observed)).toMatch(
      /^Hi Tom, I came across your post about how your Facebook ads stopped working after iOS updates\. I help teams like yours with /,
    );
  });

  it('keeps a sign-off the user wrote out at the end of the letter', () => {
    const job = {
      jobTitle: 'React developer',
      jobDescription: 'We need a React dashboard. Have you built dashboards before?',
    };
    const reading = readJob(job, { profiles: [profile] });
    const html = composeOffline({
      job,
      profile,
      templateDetail: '<p>Hi {client name},</p><p>{why I fit this job}</p><p>Best, Grace</p>',
      platform: 'UPWORK',
      templateType: 'proposal',
      reading,
    });
    const blocks = htmlBlocks(html).map((b) => b.text);
    expect(blocks[0]).toBe('Hi there,');
    expect(blocks.at(-1)).toBe('Best, Grace');
    expect(blocks.at(-2)).toMatch(/\?$/);
  });
});
