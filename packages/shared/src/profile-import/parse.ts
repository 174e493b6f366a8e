import { termMatcher } from '../job/text.js';
import { HOURLY_RATE_MAX, HOURLY_RATE_MIN, type ProfileInput } from '../profile.js';
import { readEmployment, type Employment } from './employment.js';

export type { Employment };
import { filled, splitSections, type PageSections } from './sections.js';

export const IMPORT_SOURCES = ['upwork', 'linkedin', 'unknown'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The parts of a profile page the import looks for, in the order the result lists them. */
export const IMPORT_PARTS = [
  'name',
  'headline',
  'location',
  'hourlyRate',
  'overview',
  'skills',
  'employment',
  'portfolio',
  'profileLink',
] as const;
export type ImportPart = (typeof IMPORT_PARTS)[number];

export const importPartLabels: Record<ImportPart, string> = {
  name: 'Name',
  headline: 'Title',
  location: 'Location',
  hourlyRate: 'Hourly rate',
  overview: 'Overview',
  skills: 'Skills',
  employment: 'Employment',
  portfolio: 'Portfolio items',
  profileLink: 'Profile link',
};

export type ProfileImport = {
  source: ImportSource;
  /** A profile form's values, filled in where the page said something; the user reviews them before saving. */
  profile: ProfileInput;
  /** From Upwork's "$45.00/hr"; null when the page gave none. */
  hourlyRate: number | null;
  found: ImportPart[];
  /** What the page did not give: left for the user to fill in. */
  missing: ImportPart[];
};

const NAME = /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,3}$/u;
const LOCATION = /^(?:[\p{L} .'-]+, )+[\p{L} .'-]+$/u;
const RATE = /^\$\s?(\d+(?:\.\d{1,2})?)\s*\/\s*hr$/i;
const UPWORK_LINK = /(?:https?:\/\/)?(?:www\.)?upwork\.com\/freelancers\/[~\w-]+/i;
const LINKEDIN_LINK = /(?:https?:\/\/)?(?:www\.)?linkedin\.com\/in\/[\w%-]+\/?/i;
/** "7 years", "Seven years": an overview's own count, when no employment dates give one. */
const YEARS_SAID = /\b(\d{1,2})\+? years?\b/i;

const SKILL_MAX = 60;
const SKILLS_MAX = 50;

function detectSource(text: string, page: PageSections): ImportSource {
  if (LINKEDIN_LINK.test(text) || page.sections.has('Experience') || page.sections.has('About')) return 'linkedin';
  if (UPWORK_LINK.test(text) || page.head.some((line) => RATE.test(line)) || page.sections.has('Employment history'))
    return 'upwork';
  return 'unknown';
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** The lines at the top of the page: who, what, where, the rate, and (on Upwork) the overview after the rate. */
function readHead(head: string[]) {
  const lines = filled(head);
  const nameAt = lines.findIndex((line) => NAME.test(line));
  // Everything else at the top is read relative to the name: without one, the page is not a profile.
  const after = nameAt >= 0 ? lines.slice(nameAt + 1) : [];
  const location = after.find((line) => LOCATION.test(line.replace(/\s+contact info$/i, '')));
  const rateAt = head.findIndex((line) => RATE.test(line));
  const headline = after.find((line) => line !== location && !RATE.test(line) && !LINKS.test(line));
  // Upwork puts the overview right after the rate, before the first heading; LinkedIn has an About section.
  const overview =
    rateAt >= 0
      ? head
          .slice(rateAt + 1)
          .filter((line) => !LINKS.test(line))
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          .trim()
      : '';
  return {
    name: nameAt >= 0 ? lines[nameAt] : undefined,
    headline,
    location: location?.replace(/\s+contact info$/i, ''),
    hourlyRate: rateAt >= 0 ? Number(RATE.exec(head[rateAt] ?? '')?.[1]) : null,
    overview,
  };
}
const LINKS = new RegExp(`${UPWORK_LINK.source}|${LINKEDIN_LINK.source}`, 'i');

function readSkills(page: PageSections, positions: Employment[]): string[] {
  const seen = new Set<string>();
  return [...filled(page.sections.get('Skills')), ...positions.flatMap((position) => position.skills)]
    .filter((skill) => skill.length <= SKILL_MAX && !/^\d/.test(skill))
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SKILLS_MAX);
}

/** "Full-Stack Developer | React, …" and "Full-Stack Developer at Northwind | …" both name the profession first. */
const professionOf = (headline: string) => headline.split(/\s+(?:\||·|at|@)\s+/)[0]?.trim() ?? '';

function yearsOfExperience(positions: Employment[], overview: string, now: Date): number {
  const started = Math.min(...positions.map((position) => position.startYear).filter(Number.isFinite));
  if (Number.isFinite(started)) return Math.max(0, Math.min(80, now.getUTCFullYear() - started));
  return Number(YEARS_SAID.exec(overview)?.[1] ?? 0);
}

/** What a profile page says, part by part: read by `readProfileParts`, or by a model from the same text. */
export type ProfileParts = {
  source: ImportSource;
  /** First name, then the rest. */
  name: string;
  headline: string;
  location: string;
  hourlyRate: number | null;
  overview: string;
  skills: string[];
  positions: Employment[];
  portfolioTitles: string[];
  links: string[];
};

/**
 * Reads the text of a freelancer's own Upwork or LinkedIn profile page (copied from the browser, or read by
 * the extension), section by section. Deterministic: it takes what the sections it knows say, nothing more.
 */
export function readProfileParts(text: string): ProfileParts {
  const page = splitSections(text);
  const head = readHead(page.head);
  const positions = readEmployment(filled(page.sections.get('Employment history') ?? page.sections.get('Experience')));
  return {
    source: detectSource(text, page),
    name: head.name ?? '',
    headline: head.headline ?? '',
    location: head.location ?? '',
    hourlyRate: head.hourlyRate,
    overview: head.overview || filled(page.sections.get('About')).join('\n\n'),
    skills: readSkills(page, positions),
    positions,
    portfolioTitles: filled(page.sections.get('Portfolio')).filter((line) => line.length <= 200),
    links: [UPWORK_LINK.exec(text)?.[0], LINKEDIN_LINK.exec(text)?.[0]].filter((link) => link !== undefined),
  };
}

/**
 * A profile form's values from what a page said, and which parts it did not say, so the user fills in the
 * rest before saving. Employment becomes project experience (its skills: those the page lists for it, else
 * the profile's skills its description names); Upwork's portfolio titles become projects whose details the
 * user adds.
 */
export function profileFromParts(parts: ProfileParts, now = new Date()): ProfileImport {
  const { positions, skills, headline, overview } = parts;
  const [firstName = '', ...rest] = parts.name.split(' ');
  const profile: ProfileInput = {
    profileName: professionOf(headline).slice(0, 120),
    profileDescription: headline.slice(0, 2000),
    profileSummary: overview.slice(0, 5000),
    personalDetails: {
      firstName,
      lastName: rest.join(' '),
      location: parts.location,
      profession: professionOf(headline).slice(0, 120),
      skills,
      yearsOfExperience: yearsOfExperience(positions, overview, now),
    },
    portfolio: parts.links.map((link) => ({
      portfolioType: UPWORK_LINK.test(link) ? 'upwork' : 'linkedin',
      portfolioUrl: withScheme(link),
    })),
    projectExperience: [
      ...positions.map((position) => ({
        projectName: `${position.title} at ${position.company}`.slice(0, 200),
        projectType: 'Employment',
        projectDescription: [position.dates, position.description].filter(Boolean).join('\n').slice(0, 5000),
        projectSkills: (position.skills.length > 0
          ? position.skills
          : skills.filter(termMatcher(position.description))
        ).slice(0, 50),
      })),
      ...parts.portfolioTitles.map((title) => ({
        projectName: title,
        projectType: 'Portfolio',
        projectDescription: '',
        projectSkills: [],
      })),
    ].slice(0, 30),
    // The page's rate becomes the profile's, if the profile form would take it; availability is not on the page.
    hourlyRate: rateInRange(parts.hourlyRate),
    availability: '',
  };
  const has: Record<ImportPart, boolean> = {
    name: parts.name !== '',
    headline: headline !== '',
    location: parts.location !== '',
    hourlyRate: parts.hourlyRate !== null,
    overview: overview !== '',
    skills: skills.length > 0,
    employment: positions.length > 0,
    portfolio: parts.portfolioTitles.length > 0,
    profileLink: parts.links.length > 0,
  };
  return {
    source: parts.source,
    profile,
    hourlyRate: parts.hourlyRate,
    found: IMPORT_PARTS.filter((part) => has[part]),
    missing: IMPORT_PARTS.filter((part) => !has[part]),
  };
}

const rateInRange = (rate: number | null) =>
  rate !== null && Number.isFinite(rate) && rate >= HOURLY_RATE_MIN && rate <= HOURLY_RATE_MAX ? rate : null;

/** The deterministic import: `readProfileParts`, then `profileFromParts`. */
export const parseProfilePage = (text: string, now = new Date()): ProfileImport =>
  profileFromParts(readProfileParts(text), now);
