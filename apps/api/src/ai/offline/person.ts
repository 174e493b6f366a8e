/**
 * For LinkedIn, the "job" is a person: their headline as the title ("Head of Growth at Northwind") and
 * their About or post as the description. Notes speak of their work, never of a deliverable.
 */
export type Person = { role: string | null; company: string | null };

/** "Priya Raman — Head of Growth at Northwind": a name of two to four capitalised words before a dash or bar. */
const NAME_BEFORE_HEADLINE = /^(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}\s+[|–—-]\s+\S/u;

/** Words of a job title, not a name: "Senior Product Manager — Acme" names nobody. */
const ROLE_WORD =
  /\b(?:senior|junior|lead|head|chief|manager|director|engineer|developer|designer|founder|co-founder|ceo|cto|cfo|coo|vp|president|officer|consultant|specialist|analyst|recruiter|partner|owner|marketing|sales|product|growth|freelance|freelancer)\b/i;

/** The person's first name when the title starts with their name (as the browser extension sends it). */
export function firstNameOf(title: string): string | null {
  const match = NAME_BEFORE_HEADLINE.exec(title.trim());
  if (!match || ROLE_WORD.test(title.trim().split(/\s+[|–—-]\s+/)[0] ?? '')) return null;
  return match[1] ?? null;
}

const HEADLINE = /^(?:[^|–—-]*[|–—-]\s*)?(.+?)\s+(?:at|@)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})/;

export function readPerson(headline: string): Person {
  const match = HEADLINE.exec(headline.trim());
  if (!match) return { role: null, company: null };
  const role = (match[1] ?? '').trim();
  return { role: role.split(/\s+/).length <= 6 ? role : null, company: match[2]?.trim() ?? null };
}

/** "your work as head of growth at Northwind", or the nearest thing the headline allows. */
export function theirWork(person: Person): string {
  const role = person.role?.replace(/\b([A-Z][a-z]+)\b/g, (word) => word.toLowerCase());
  if (role && person.company) return `your work as ${role} at ${person.company}`;
  if (person.company) return `your work at ${person.company}`;
  return 'your profile';
}
