import { describe, expect, it } from 'vitest';
import { htmlText, htmlToPlainText, wordCount, type Profile, type ProposalLength } from '@quillbid/shared';
import { applyGuards } from '../src/ai/guards.js';
import { SYSTEM_PROMPT } from '../src/ai/prompt.js';
import { wellFormed } from './support/html.js';

const profile = {
  _id: 'p',
  profileName: 'Web',
  profileDescription: 'Web apps',
  profileSummary: 'I build web apps.',
  personalDetails: {
    firstName: 'Sam',
    lastName: 'Lee',
    location: 'Lisbon',
    profession: 'Developer',
    skills: ['React'],
    yearsOfExperience: 5,
  },
  portfolio: [{ portfolioType: 'github', portfolioUrl: 'https://github.com/sam' }],
  projectExperience: [
    { projectName: 'Shop', projectType: 'Web app', projectDescription: 'Built a shop.', projectSkills: ['React'] },
  ],
  createdAt: '',
  updatedAt: '',
} as Profile;

const context = {
  profile,
  job: { jobTitle: 'React app on Kubernetes', jobDescription: 'We need a React app deployed on Kubernetes.' },
  platform: 'UPWORK',
  templateType: 'proposal',
  length: 'medium' as ProposalLength,
  skills: ['React', 'Kubernetes'],
  noteMax: undefined as number | undefined,
};
const guard = (html: string, overrides: Partial<typeof context> = {}) =>
  applyGuards(html, { ...context, ...overrides });

describe('applyGuards', () => {
  it('removes a claim of a skill the profile lacks inside its own element, keeping the rest', () => {
    const html = guard('<p><strong>I know React well. I also know Kubernetes deeply.</strong> Thanks.</p>');
    expect(html).toBe('<p><strong>I know React well.</strong> Thanks.</p>');
  });

  it('refuses the claim even though the post asks for the skill, and keeps the client’s need', () => {
    const html = guard(
      '<p>You need Kubernetes for the rollout.</p><p>I have years of Kubernetes experience. I ship React apps.</p>',
    );
    expect(html).toBe('<p>You need Kubernetes for the rollout.</p><p>I ship React apps.</p>');
  });

  it('keeps a plain statement of what the freelancer has not used, but not a claim beside it', () => {
    const html = guard(
      '<p>I have not used Kubernetes on client work so far. I have used React, but not Kubernetes yet. ' +
        'I have no experience with Kubernetes. I do not only write React, I also run Kubernetes.</p>',
    );
    expect(html).toBe(
      '<p>I have not used Kubernetes on client work so far. I have used React, but not Kubernetes yet. ' +
        'I have no experience with Kubernetes.</p>',
    );
  });

  it('keeps headings and lists from a template, removing only the offending item', () => {
    const html = guard(
      '<h2>My plan</h2><ul><li>I build the React front end.</li><li>I run your Kubernetes cluster.</li></ul><p>Thanks!</p>',
    );
    expect(html).toBe('<h2>My plan</h2><ul><li>I build the React front end.</li></ul><p>Thanks!</p>');
  });

  it('cuts by the characters of the text, so an emoji before a removed claim shifts nothing', () => {
    const html = guard('<p>🚀🚀 Shipped. I also know Kubernetes deeply. Thanks for reading.</p>');
    expect(html).toBe('<p>🚀🚀 Shipped. Thanks for reading.</p>');
  });

  it('removes a sentence with contact details and keeps its neighbours', () => {
    const html = guard(
      '<p>Happy to help. Email me at sam@example.com or add me on Skype: sam.lee. Thanks!</p><p>Ping me on WhatsApp me at +1 555 010 9999.</p>',
    );
    expect(html).toBe('<p>Happy to help. Thanks!</p>');
  });

  it('keeps a messenger named as the client’s need', () => {
    expect(guard('<p>You need a Discord bot for your server.</p>')).toBe(
      '<p>You need a Discord bot for your server.</p>',
    );
  });

  it('removes unfilled snippets and stray braces, even across marks', () => {
    const html = guard('<p>Hello {client name}, I build <em>{speciality}</em> apps.</p><p>{</p><p>Bye }</p>');
    expect(html).toBe('<p>Hello, I build apps.</p><p>Bye</p>');
    expect(html).not.toMatch(/[{}]/);
  });

  it('removes a paragraph that repeats the system prompt', () => {
    const leak = SYSTEM_PROMPT.split('\n')[3] ?? '';
    expect(guard(`<p>Here is a plan.</p><p>${leak.slice(2)}</p>`)).toBe('<p>Here is a plan.</p>');
  });

  it('sanitises what a model sends, then still edits the text', () => {
    const html = guard(
      '<p onclick="x()">I know React.<script>alert(1)</script></p><img src=x onerror=alert(1)>Loose text.',
    );
    expect(html).toBe('<p>I know React.</p><p>Loose text.</p>');
  });

  it('cuts a long proposal to its length band by whole sentences from the middle, keeping the opening and the close', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const html = guard(`<p>Opening line.</p><p>${filler}</p><p>What is the deadline?</p>`, { length: 'short' });
    expect(htmlText(html).split(' ').length).toBeLessThanOrEqual(120);
    expect(html.startsWith('<p>Opening line.</p>')).toBe(true);
    expect(html.endsWith('<p>What is the deadline?</p>')).toBe(true);
  });

  it.each([
    'You asked how long this would take. I would plan the work in milestones, and after a first look at the details I can give you a firm timeline.',
    '“Appointment setting for residential solar”, mentioned above, shows it best. Show rate improved from 48% to 71% after I added confirmation calls.',
  ])('never leaves a paragraph with only the sentence that announced what was cut: %s', (answer) => {
    const plan = Array.from({ length: 10 }, (_, i) => `<p>Step ${i} of the plan is done with care and checked.</p>`);
    const html = guard(`<p>Opening line.</p>${plan.join('')}<p>${answer}</p><p>What is the deadline?</p>`, {
      length: 'short',
    });
    expect(wordCount(htmlText(html))).toBeLessThanOrEqual(120);
    expect(html).not.toContain(answer.split('. ')[0]);
    expect(html).toContain('Step 0 of the plan');
  });

  it('keeps a LinkedIn note within 300 characters, whole sentences first', () => {
    const long = Array.from({ length: 20 }, (_, i) => `This is sentence ${i}.`).join(' ');
    const html = guard(`<p>${long}</p>`, { platform: 'LINKEDIN', templateType: 'note' });
    expect(htmlText(html).length).toBeLessThanOrEqual(300);
    expect(htmlText(html)).toMatch(/\.$/);
  });

  it('cuts a LinkedIn note to the sender’s limit, 200 on a free account, by whole sentences from the end', () => {
    const opening =
      'Hi Priya, I read your post on pricing tests at Northwind Analytics and how your team turns sales data into weekly decisions.';
    const note = `<p>${opening} I build dashboards for growth teams, most recently one that cut a retailer's weekly reporting to two hours. Happy to connect.</p>`;
    const linkedin = { platform: 'LINKEDIN', templateType: 'note' };
    expect(htmlText(note).length).toBe(250);
    expect(guard(note, linkedin)).toBe(note);
    expect(guard(note, { ...linkedin, noteMax: 300 })).toBe(note);
    expect(guard(note, { ...linkedin, noteMax: 200 })).toBe(`<p>${opening}</p>`);
  });

  it('counts a paragraph break in a note as the blank line it is when pasted', () => {
    const note = `<p>Hi Priya,</p><p>${'a'.repeat(95)}.</p><p>${'b'.repeat(95)}.</p>`;
    // 9 + 96 + 96 characters and two breaks of two: 205 when pasted, though 203 on one line.
    expect(htmlText(note).length).toBe(203);
    expect(guard(note, { platform: 'LINKEDIN', templateType: 'note', noteMax: 204 })).toBe(
      `<p>Hi Priya,</p><p>${'a'.repeat(95)}.</p>`,
    );
  });

  it('keeps the first words of a note’s one long sentence rather than leave a bare greeting', () => {
    const sentence =
      'I really enjoyed your article about experimentation at Northwind Analytics and how your growth team decides which dashboards to keep, and I would love to connect with you to trade notes on this';
    const html = guard(`<p>Hi Priya,</p><p>${sentence}</p>`, {
      platform: 'LINKEDIN',
      templateType: 'note',
      noteMax: 200,
    });
    const text = htmlToPlainText(html);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^Hi Priya,\n\nI really enjoyed your article about experimentation at Northwind Analytics/);
  });

  it('always answers well-formed HTML', () => {
    for (const input of [
      '<p><strong>I know Kubernetes.</strong></p>',
      '<p><em>A <strong>B. I know Kubernetes.</em></strong> C.</p>',
      '<ul><li><p>I know Kubernetes.</p></li></ul>',
      'plain text with {snippet}',
    ]) {
      expect(wellFormed(guard(input)), input).toBe(true);
    }
  });
});
