import { LINKEDIN_NOTE_MAX, termMatcher, type Profile } from '@quillbid/shared';
import { PROPOSAL_MAX_WORDS, PROPOSAL_MIN_WORDS, UPWORK_MAX_CHARS, unbackedSkills } from './guards.js';

type CheckContext = {
  profile: Profile;
  job: { jobTitle: string; jobDescription: string };
  platform: string;
  templateType: string;
};

export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What is wrong with a finished proposal, by the rules of a winning one; empty when nothing is. */
export function proposalProblems(html: string, context: CheckContext): string[] {
  const text = plainText(html);
  const words = text.split(' ').filter(Boolean).length;
  const problems: string[] = [];
  if (/[{}]/.test(html)) problems.push('a {snippet} is left');
  if (text === '') problems.push('empty');
  const inProposal = termMatcher(text);
  for (const skill of unbackedSkills(context.profile, context.job).filter(inProposal)) problems.push(`claims ${skill}`);
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text)) problems.push('contains an e-mail address');
  if (context.platform === 'LINKEDIN' && context.templateType === 'note' && text.length > LINKEDIN_NOTE_MAX) {
    problems.push(`note over ${LINKEDIN_NOTE_MAX} characters`);
  }
  if (context.platform === 'UPWORK' && context.templateType === 'proposal') {
    if (text.length > UPWORK_MAX_CHARS) problems.push(`over ${UPWORK_MAX_CHARS} characters`);
    if (words > PROPOSAL_MAX_WORDS) problems.push(`over ${PROPOSAL_MAX_WORDS} words`);
    if (words < PROPOSAL_MIN_WORDS) problems.push(`under ${PROPOSAL_MIN_WORDS} words (${words})`);
  }
  return problems;
}
