import { DISCIPLINE_SKILLS, PLATFORM_SKILLS, termMatcher } from '@quillbid/shared';
import type { Facts, ProjectStory } from './facts.js';

/** A project's own link, or '' when the profile gives none. */
export const projectLink = (project: ProjectStory | undefined) => project?.entry.projectLink?.trim() ?? '';

/** The code the profile links to; never a profile on another marketplace, which a client cannot act on from a proposal. */
export const codeLinks = (f: Facts) =>
  f.profile.portfolio.filter((item) => item.portfolioType === 'github').map((item) => item.portfolioUrl.trim());

/** Links to show, each once, in the order given. */
export const distinctLinks = (links: string[], limit: number) => [...new Set(links.filter(Boolean))].slice(0, limit);

const PRODUCTS = new Set(PLATFORM_SKILLS.map((skill) => skill.toLowerCase()));
// "Google Workspace", "A2X", "DAX": a proper name, unlike "Customer service" or "Data modeling".
const PROPER_NAME = /^[A-Z0-9][\w.+#-]*(?:\s+[A-Z0-9][\w.+#-]*)*$/;
// "Adobe Premiere Pro" is Premiere Pro with its maker's name; "Cold email" is no maker's email.
const isProduct = (skill: string) => {
  const words = skill.toLowerCase().split(/\s+/);
  return (
    PRODUCTS.has(words.join(' ')) ||
    (PROPER_NAME.test(skill) && words.some((_, i) => i > 0 && PRODUCTS.has(words.slice(i).join(' '))))
  );
};
const DISCIPLINES = new Set(DISCIPLINE_SKILLS.map((skill) => skill.toLowerCase()));
/** "Cold email", "SEO", "Bookkeeping": a kind of work, never a tool one uses. */
export const isDiscipline = (skill: string) => DISCIPLINES.has(skill.toLowerCase());

/**
 * The products the freelancer works with, the post's first: known products ("Figma", "HubSpot"), and a
 * skill of their own the post (or `namedIn`) names too when it is a proper name and no known discipline ("A2X"). "I work
 * with lead generation" names no tool.
 */
export function ownProducts(f: Facts, namedIn = ''): string[] {
  const named = termMatcher(namedIn);
  const asked = new Set(f.matched.concat(f.profile.personalDetails.skills.filter(named)));
  return [...new Set([...f.matched, ...f.profile.personalDetails.skills])].filter(
    (skill) => isProduct(skill) || (asked.has(skill) && PROPER_NAME.test(skill) && !isDiscipline(skill)),
  );
}
