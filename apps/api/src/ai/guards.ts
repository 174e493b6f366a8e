import { KNOWN_SKILLS, LINKEDIN_NOTE_MAX, sentences, termMatcher, type Profile } from '@quillbid/shared';
import { sanitizeRichText } from '../html/sanitize.js';
import { SYSTEM_PROMPT } from './prompt.js';

/** The marketplace's cover-letter cap. */
export const UPWORK_MAX_CHARS = 5000;
export const PROPOSAL_MIN_WORDS = 120;
export const PROPOSAL_MAX_WORDS = 300;

/** Marketplaces forbid contact details before a contract; a sentence carrying one is dropped. */
const CONTACT = [
  /[\w.+-]+@[\w-]+\.[\w.]+/, // e-mail
  /\+?\d[\d\s().-]{7,}\d/, // phone
  /\b(?:skype|whatsapp|telegram|wechat|discord)\b/i,
];

/** Lines of our instructions; a draft that repeats one has been talked into leaking them. */
const PROMPT_LINES = SYSTEM_PROMPT.split('\n')
  .map((line) => line.replace(/^- /, '').trim().toLowerCase())
  .filter((line) => line.length > 25);
const leaksPrompt = (paragraph: string) =>
  PROMPT_LINES.some((line) => textOf(paragraph).toLowerCase().includes(line.slice(0, 40)));

/** Everything the profile says of itself: a skill named anywhere here is the freelancer's own claim. */
const profileText = (profile: Profile) =>
  [
    ...profile.personalDetails.skills,
    profile.personalDetails.profession,
    profile.profileSummary,
    profile.profileDescription,
    ...profile.projectExperience.flatMap((p) => [
      p.projectName,
      p.projectType,
      p.projectDescription,
      ...p.projectSkills,
    ]),
  ].join(' \n ');

/** Known skills that neither the profile nor the job names: a draft must not claim them. */
export function unbackedSkills(profile: Profile, job: { jobTitle: string; jobDescription: string }): string[] {
  const inProfile = termMatcher(profileText(profile));
  const inJob = termMatcher(`${job.jobTitle} ${job.jobDescription}`);
  return KNOWN_SKILLS.filter((skill) => !inProfile(skill) && !inJob(skill));
}

type GuardContext = {
  profile: Profile;
  job: { jobTitle: string; jobDescription: string };
  platform: string;
  templateType: string;
};

const paragraphs = (html: string) => [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1] ?? '');
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const wordCount = (html: string) => textOf(html).split(' ').filter(Boolean).length;

/**
 * Applied to every draft, whichever writer made it: sanitised; no `{snippet}` left; no contact details;
 * no sentence claiming a skill that is in neither the profile nor the job; nothing of our own instructions;
 * within the platform's length.
 */
export function applyGuards(draft: string, context: GuardContext): string {
  let html = sanitizeRichText(draft).replace(/\{[^{}]*\}/g, '');
  if (!/<p>/.test(html)) html = `<p>${html}</p>`;

  const unbacked = unbackedSkills(context.profile, context.job);
  const keep = (sentence: string) => {
    const claims = termMatcher(textOf(sentence));
    return !unbacked.some(claims) && !CONTACT.some((pattern) => pattern.test(sentence));
  };
  let parts = paragraphs(html)
    .filter((p) => !leaksPrompt(p))
    .map((p) => sentences(p).filter(keep).join(' '))
    .filter((p) => textOf(p) !== '');

  if (context.platform === 'LINKEDIN' && context.templateType === 'note')
    parts = [fitChars(parts.join(' '), LINKEDIN_NOTE_MAX)];
  else if (context.platform === 'UPWORK' && context.templateType === 'proposal')
    parts = trimWords(parts, PROPOSAL_MAX_WORDS);
  let result = parts.map((p) => `<p>${p}</p>`).join('');
  if (textOf(result).length > UPWORK_MAX_CHARS) result = `<p>${fitChars(parts.join(' '), UPWORK_MAX_CHARS)}</p>`;
  return result;
}

/** Whole sentences up to `max` characters of text. */
function fitChars(html: string, max: number): string {
  let out = '';
  for (const sentence of sentences(html)) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (textOf(next).length > max) break;
    out = next;
  }
  return out || textOf(html).slice(0, max);
}

/** Drops sentences from the longest middle paragraphs until the draft fits; the opening and the close stay. */
function trimWords(parts: string[], max: number): string[] {
  const result = [...parts];
  while (wordCount(result.join(' ')) > max) {
    const middle = result
      .map((p, i) => ({ i, n: sentences(p).length }))
      .filter(({ i, n }) => i > 0 && i < result.length - 1 && n > 1);
    const longest = middle.sort((a, b) => wordCount(result[b.i] ?? '') - wordCount(result[a.i] ?? ''))[0];
    if (!longest) break;
    result[longest.i] = sentences(result[longest.i] ?? '')
      .slice(0, -1)
      .join(' ');
  }
  return result;
}
