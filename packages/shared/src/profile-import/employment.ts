/** A job held, as a profile page lists it. */
export type Employment = {
  title: string;
  company: string;
  dates: string;
  startYear: number;
  description: string;
  skills: string[];
};

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** "January 2021 - Present", "Jun 2018 - Dec 2020 · 2 yrs 7 mos", "2019 - Present · 6 yrs", "2014-2018". */
const DATE_RANGE = new RegExp(`^(?:${MONTH} )?(\\d{4})\\s*[-–]\\s*(?:present|(?:${MONTH} )?\\d{4})(?:\\s*·.*)?$`, 'i');
/** LinkedIn's "Skills: React · Node.js" under a position. */
const SKILLS_LINE = /^skills:\s*(.+)$/i;
/** "Bengaluru, Karnataka, India · Hybrid", "Remote": where the job was, not what it was. */
const PLACE_LINE = /^(?:[\p{L} .'-]+,\s*)*[\p{L} .'-]+ · (?:on-site|hybrid|remote)$|^(?:remote|on-site|hybrid)$/iu;

export const splitList = (text: string) =>
  text
    .split(/\s*[·,|]\s*/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Positions from an "Employment history" (Upwork: "Title | Company", then the dates) or an "Experience"
 * section (LinkedIn: the title, then "Company · Full-time", then the dates). Each position is found by its
 * dates line; the lines after it, up to the next position, describe it.
 */
export function readEmployment(lines: string[]): Employment[] {
  const dated = lines.flatMap((line, index) => (DATE_RANGE.test(line) ? [index] : []));
  return dated.flatMap((at, n) => {
    const header = positionHeader(lines, at);
    if (!header) return [];
    const next = dated[n + 1];
    const end = next === undefined ? lines.length : next - positionHeaderLength(lines, next);
    const rest = lines.slice(at + 1, end).filter((line) => !PLACE_LINE.test(line));
    const skills = rest.flatMap((line) => {
      const listed = SKILLS_LINE.exec(line)?.[1];
      return listed ? splitList(listed) : [];
    });
    return [
      {
        ...header,
        dates: (lines[at] ?? '').split(' · ')[0] ?? '',
        startYear: Number(DATE_RANGE.exec(lines[at] ?? '')?.[1]),
        description: rest
          .filter((line) => !SKILLS_LINE.test(line))
          .join('\n')
          .trim(),
        skills,
      },
    ];
  });
}

/** How many lines before a dates line name the position: "Title | Company" is one, title and company two. */
const positionHeaderLength = (lines: string[], at: number) => ((lines[at - 1] ?? '').includes(' | ') ? 1 : 2);

function positionHeader(lines: string[], at: number): { title: string; company: string } | null {
  const before = lines[at - 1]?.trim() ?? '';
  if (before.includes(' | ')) {
    const [title = '', company = ''] = before.split(' | ');
    return { title: title.trim(), company: company.trim() };
  }
  const title = lines[at - 2]?.trim() ?? '';
  if (before === '' || title === '') return null;
  return { title, company: before.split(' · ')[0]?.trim() ?? before };
}
