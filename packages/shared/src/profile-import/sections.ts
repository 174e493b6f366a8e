/**
 * The text of a profile page as a browser copies it (select all, copy): one line per block, section
 * headings on lines of their own. These are the headings of Upwork's and LinkedIn's profile pages.
 */
const HEADINGS = [
  'About',
  'Activity',
  'Certifications',
  'Courses',
  'Education',
  'Employment history',
  'Experience',
  'Featured',
  'Honors & awards',
  'Hours per week',
  'Interests',
  'Languages',
  'Licenses',
  'Licenses & certifications',
  'Other experiences',
  'Portfolio',
  'Projects',
  'Recommendations',
  'Skills',
  'Testimonials',
  'Verifications',
  'Volunteering',
  'Work history',
] as const;
export type Heading = (typeof HEADINGS)[number];

const headingOf = new Map<string, Heading>(HEADINGS.map((heading) => [heading.toLowerCase(), heading]));

/** Page furniture that is never part of a profile: buttons, counters, notices. */
const NOISE = [
  /^skip to main content$/i,
  /^find (?:talent|work)$/i,
  /^view profile$/i,
  /^available now$/i,
  /^(?:see )?more$/i,
  /^show (?:all|more).*$/i,
  /^endorsed by .*$/i,
  /^\d[\d,]* (?:connections|followers)$/i,
  /^\d+\+ connections$/i,
  /^open to$/i,
  /^add profile section$/i,
  /^(?:she|he|they)\/(?:her|him|them)$/i,
  /^\d{1,2}:\d{2}\s*(?:am|pm)? local time$/i,
  /^contact info$/i,
];

export const isNoise = (line: string) => NOISE.some((pattern) => pattern.test(line));

export type PageSections = { head: string[]; sections: Map<Heading, string[]> };

/**
 * The lines before the first heading (name, headline, location, rate, and on Upwork the overview), and the
 * lines under each heading. Lines are trimmed; blank lines stay as '' so paragraphs can be told apart.
 */
export function splitSections(text: string): PageSections {
  const head: string[] = [];
  const sections = new Map<Heading, string[]>();
  let current: string[] = head;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const heading = headingOf.get(line.toLowerCase());
    if (heading) {
      current = sections.get(heading) ?? [];
      sections.set(heading, current);
      continue;
    }
    if (!isNoise(line)) current.push(line);
  }
  return { head, sections };
}

/** The lines of a section without blanks. */
export const filled = (lines: string[] | undefined) => (lines ?? []).filter((line) => line !== '');
