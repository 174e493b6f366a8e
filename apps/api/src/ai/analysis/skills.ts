import { jobSkills, termMatcher, type JobText } from '@quillbid/shared';
import type { PostLine } from './post.js';

const CUE =
  /\b(?:need|needs|needed|looking for|seeking|must|require[sd]?|requirements?|should|want|experience|experienced|proficien\w*|expert\w*|knowledge|familiar\w*|skills?|skilled|using|build|create|develop|design|write|fix|set up|migrate|strong|solid|hands-on|deep|proven|background|plus|bonus|nice to have|preferred|ideally|comfortable|know|knows)\b/gi;
const ROLE =
  /^\s*(?:developers?|designers?|experts?|specialists?|experience|skills|knowledge|pros?|freelancers?|consultants?|editors?|writers?|marketers?|managers?|engineers?|programmers?|virtual assistants?|va|bookkeepers?|accountants?)\b/i;
const SKILL_HEADING =
  /\b(?:requirements?|qualifications|must[- ]haves?|nice[- ]to[- ]haves?|skills|bonus|what (?:we|i)(?:'re| are)? looking for|who you are|about you|ideal candidate|tech stack|stack|tools)\b/i;

/** Whether a sentence asks for a skill, rather than naming it in passing ("we sell on our Shopify store"). */
function asks(line: PostLine, skill: string): boolean {
  if (!termMatcher(line.text)(skill)) return false;
  if (line.item && SKILL_HEADING.test(line.heading)) return true;
  const lower = line.text.toLowerCase();
  const at = lower.indexOf(skill.toLowerCase().replace(/\.js$/, ''));
  if (at === -1) return false;
  if (ROLE.test(line.text.slice(at + skill.length))) return true;
  const before = line.text.slice(0, at).split(/\s+/).slice(-10).join(' ');
  return (before.match(CUE) ?? []).length > 0;
}

/**
 * The skills a post asks for, most important first: those in its title, then those its sentences ask for.
 * In a post we cannot read word by word (another language), every named skill counts.
 */
export function askedSkills(job: JobText, lines: PostLine[], extra: string[], readable: boolean): string[] {
  const named = jobSkills(job, extra);
  const inTitle = termMatcher(job.jobTitle);
  if (!readable) return named;
  const asked = named.filter((skill) => inTitle(skill) || lines.some((line) => asks(line, skill)));
  return asked.sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)));
}
