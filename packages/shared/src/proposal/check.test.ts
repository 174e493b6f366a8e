import { describe, expect, it } from 'vitest';
import type { Profile } from '../profile.js';
import type { Instruction } from './analysis.js';
import { checkMessages, clientPreview, preSendCheck, type CheckContext } from './check.js';
import { findContactDetail } from './contact.js';
import { sentenceSpans } from './sentences.js';

const profile: Profile = {
  _id: 'p',
  profileName: 'Web',
  profileDescription: 'Web apps',
  profileSummary: 'Six years of SaaS dashboards.',
  personalDetails: {
    firstName: 'Ada',
    lastName: 'L',
    location: 'London',
    profession: 'Developer',
    skills: ['React', 'Node.js'],
    yearsOfExperience: 6,
  },
  portfolio: [],
  projectExperience: [
    {
      projectName: 'Billing dashboard',
      projectType: 'Web app',
      projectDescription: 'Built a Stripe dashboard that cut churn by 12%.',
      projectSkills: ['React', 'Stripe'],
    },
  ],
  hourlyRate: null,
  availability: '',
  createdAt: '',
  updatedAt: '',
};

const instruction = (over: Partial<Instruction>): Instruction => ({
  kind: 'question',
  label: '',
  quote: '',
  value: '',
  topic: [],
  writable: true,
  ...over,
});

const context = (instructions: Instruction[] = []): CheckContext => ({
  analysis: { instructions, needTerms: ['dashboard', 'react'], skills: ['React', 'Kubernetes'] },
  profile,
  job: { jobTitle: 'React dashboard', jobDescription: 'We need a React dashboard for 40 clinics.' },
  platform: 'UPWORK',
  templateType: 'proposal',
  length: 'short',
});

const item = (html: string, id: string, c = context()) => preSendCheck(html, c).items.find((i) => i.id === id);

describe('the pre-send check', () => {
  it('finds contact details and off-platform links, but not a messenger named as the need', () => {
    expect(item('<p>Write to me at ada@example.com.</p>', 'contact')).toMatchObject({
      ok: false,
      excerpts: ['ada@example.com'],
    });
    expect(item('<p>Book a call at https://calendly.com/ada.</p>', 'contact')?.ok).toBe(false);
    expect(item('<p>Add me on WhatsApp: +44 20 7946 0958.</p>', 'contact')?.ok).toBe(false);
    expect(item('<p>You need a Discord bot and a Telegram channel.</p>', 'contact')).toMatchObject({
      ok: true,
      message: checkMessages.contactOk,
    });
    expect(findContactDetail('Latency fell from 420 ms to 90 ms in 2023.')).toBeNull();
  });

  it('counts leftover snippets and measures against the length chosen', () => {
    expect(item('<p>Hi {client name}, {x}</p>', 'snippets')).toMatchObject({
      ok: false,
      message: '2 unfilled {snippets} left in the draft',
    });
    expect(item(`<p>${'word '.repeat(130)}.</p>`, 'length')?.message).toBe(
      '130 words: replies peak at 80–120 for this length',
    );
    expect(item(`<p>${'x'.repeat(5001)}</p>`, 'length')?.ok).toBe(false);
  });

  it('judges a LinkedIn note against the sender’s note limit, not the marketplace’s', () => {
    // 250 characters: within a premium account's 300, over a free account's 200.
    const note =
      "<p>Hi Priya, I read your post on pricing tests at Northwind Analytics and how your team turns sales data into weekly decisions. I build dashboards for growth teams, most recently one that cut a retailer's weekly reporting to two hours. Happy to connect.</p>";
    const linkedin = (noteMax?: number): CheckContext => ({
      ...context(),
      platform: 'LINKEDIN',
      templateType: 'note',
      noteMax,
    });
    expect(preSendCheck(note, linkedin(200)).characters).toBe(250);
    expect(item(note, 'length', linkedin(200))).toMatchObject({
      ok: false,
      message: "250 characters: over LinkedIn's 200-character limit for a connection note",
    });
    expect(item(note, 'length', linkedin(300))).toMatchObject({
      ok: true,
      message: '250 of 300 characters · 43 words',
    });
    // Without a limit given, a note still has LinkedIn's 300, not the marketplace's 5,000.
    expect(item(`<p>${'word '.repeat(70)}</p>`, 'length', linkedin())?.message).toBe(
      checkMessages.noteOverCap(349, 300),
    );
    // The note's limit is LinkedIn's alone: an Upwork draft of the same length is fine.
    expect(item(note, 'length', { ...context(), templateType: 'message', noteMax: 200 })?.ok).toBe(true);
  });

  it('traces every claim to the profile, and marks what has no support', () => {
    const check = preSendCheck(
      '<p>You need Kubernetes. I built “Billing dashboard” with React and cut churn by 12% in 6 years, and I know Kubernetes and cut costs by 40%.</p>',
      context(),
    );
    expect(check.claims).toEqual(
      expect.arrayContaining([
        { text: 'Billing dashboard', kind: 'project', support: 'Project “Billing dashboard”' },
        { text: 'React', kind: 'skill', support: 'Skills: React' },
        { text: '12%', kind: 'number', support: 'Project “Billing dashboard”' },
        { text: '6 years', kind: 'years', support: 'Years of experience' },
        { text: 'Kubernetes', kind: 'skill', support: null },
        { text: '40%', kind: 'number', support: null },
      ]),
    );
    expect(check.items.find((i) => i.id === 'claims')).toMatchObject({ ok: false, excerpts: ['Kubernetes', '40%'] });
  });

  it('takes a skill the draft says the freelancer has not used as no claim', () => {
    const check = preSendCheck(
      '<p>I have used React on client work, but not Kubernetes so far. I haven’t run Kubernetes myself.</p>',
      context(),
    );
    expect(check.claims.filter((claim) => claim.kind === 'skill')).toEqual([
      { text: 'React', kind: 'skill', support: 'Skills: React' },
    ]);
    expect(check.items.find((i) => i.id === 'claims')?.ok).toBe(true);
  });

  it('takes the client’s own numbers as theirs, not as claims', () => {
    const check = preSendCheck('<p>I would build the dashboard for your 40 clinics.</p>', context());
    expect(check.claims).toContainEqual({ text: '40', kind: 'number', support: 'The job post' });
  });

  it('says for each instruction whether the draft covers it, and what only the freelancer can do', () => {
    const instructions = [
      instruction({ kind: 'startWord', value: 'Mango' }),
      instruction({
        kind: 'question',
        value: 'Have you built dashboards in React?',
        topic: ['built', 'dashboards', 'react'],
      }),
      instruction({ kind: 'attach', value: 'samples', writable: false }),
      instruction({ kind: 'paragraphs', value: '3' }),
    ];
    const draft =
      '<p>Mango. You need a React dashboard for your clinics.</p><p>Yes: I built dashboards in React for a billing tool.</p>';
    const statuses = preSendCheck(draft, context(instructions)).instructions.map((entry) => entry.status);
    expect(statuses).toEqual(['covered', 'covered', 'yours', 'missing']);
    // One shared word ("dashboard") in the opening is not an answer.
    const vague = preSendCheck('<p>Mango. You need a React dashboard.</p><p>Thanks.</p>', context(instructions));
    expect(vague.instructions[1]?.status).toBe('missing');
    expect(vague.items.find((i) => i.id === 'instructions')?.message).toBe('2 not covered yet · 1 only you can do');
  });

  it('flags stock AI phrases', () => {
    expect(
      item(
        '<p>I hope this message finds you well. Dear Hiring Manager, I am writing to express my interest.</p>',
        'openers',
      ),
    ).toMatchObject({
      ok: false,
      excerpts: ['I hope this message finds you well', 'I am writing to express my interest', 'Dear Hiring Manager'],
    });
  });

  it('shows the client’s preview and warns when it does not name the need', () => {
    const long = `${'Hello there, I am a developer with many years behind me. '.repeat(5)}You need a React dashboard.`;
    const check = preSendCheck(`<p>${long}</p>`, context());
    expect(check.preview.text.length).toBeLessThanOrEqual(231);
    expect(check.preview.text.endsWith('…')).toBe(true);
    expect(check.preview.namesNeed).toBe(false);
    expect(preSendCheck('<p>Your clinics need a React dashboard.</p>', context()).preview.namesNeed).toBe(true);
    expect(clientPreview('Short.')).toBe('Short.');
  });
});

describe('sentence spans', () => {
  it('does not end a sentence at an abbreviation or a decimal', () => {
    const text = 'Churn fell 2.1% in Q3, e.g. on the U.S. plan. Then it rose!';
    expect(sentenceSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'Churn fell 2.1% in Q3, e.g. on the U.S. plan.',
      'Then it rose!',
    ]);
  });
});

describe('the rate and availability a profile holds', () => {
  const withFacts: Profile = { ...profile, hourlyRate: 45, availability: 'Full-time from 3 March, 30+ hours a week' };
  const claimsOf = (html: string, p: Profile) =>
    preSendCheck(html, { ...context(), profile: p }).claims.filter((claim) => claim.kind === 'number');

  it('back the price and the dates a draft states, and nothing backs them when the profile is silent', () => {
    const html = '<p>You need a dashboard.</p><p>My rate for this is $45 an hour. I am available from 3 March.</p>';
    expect(claimsOf(html, withFacts)).toEqual([
      { text: '$45', kind: 'number', support: 'Hourly rate' },
      { text: '3', kind: 'number', support: 'Availability' },
    ]);
    expect(claimsOf(html, profile).map((claim) => claim.support)).toEqual([null, null]);
  });

  it('never back a skill', () => {
    const html = '<p>You need a dashboard.</p><p>I work with Kubernetes.</p>';
    const p = { ...withFacts, availability: 'Available for Kubernetes work from May' };
    expect(preSendCheck(html, { ...context(), profile: p }).claims).toContainEqual({
      text: 'Kubernetes',
      kind: 'skill',
      support: null,
    });
  });

  it('cover a question asking for a price or a start date by a sentence naming one, not by its words', () => {
    const rate = instruction({ value: 'What would you charge for this?', topic: ['charge'], item: 'pricing' });
    const start = instruction({ value: 'When can you start?', topic: [], item: 'availability' });
    const check = (html: string) => preSendCheck(html, context([rate, start])).instructions.map((i) => i.status);
    expect(check('<p>You need a dashboard.</p><p>My rate for this is $45 an hour.</p>')).toEqual([
      'covered',
      'missing',
    ]);
    expect(check('<p>You need a dashboard.</p><p>I am available full-time from 3 March.</p>')).toEqual([
      'missing',
      'covered',
    ]);
  });
});
