import { namedSkills, profileSkills, type JobText } from '../job/fit.js';
import { normalizeTerm, termMatcher } from '../job/text.js';
import type { Profile } from '../profile.js';
import { aboutFreelancer, draftSentences } from './sentences.js';

export type ClaimProfile = Pick<
  Profile,
  'profileSummary' | 'profileDescription' | 'personalDetails' | 'projectExperience' | 'portfolio'
> &
  // Optional: a profile from a server older than these fields has neither.
  Partial<Pick<Profile, 'hourlyRate' | 'availability'>>;

export const CLAIM_KINDS = ['skill', 'project', 'number', 'years'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Something the draft says of the freelancer, and the profile item that backs it (null: nothing does). */
export type Claim = { text: string; kind: ClaimKind; support: string | null };

type Evidence = { source: string; text: string; names: (term: string) => boolean };

/** Per profile object: a draft's check asks about every skill of every sentence against the same places. */
const evidenceOf = new WeakMap<ClaimProfile, Places>();

/** Where skills are backed (`places`), where numbers and years are (`figures`), and the profile's own skills. */
type Places = { places: Evidence[]; figures: Evidence[]; ownSkills: Set<string> };

/** The places in a profile that can back a claim, each with the name the check shows for it. */
function evidence(profile: ClaimProfile): Places {
  const known = evidenceOf.get(profile);
  if (known) return known;
  const p = profile.personalDetails;
  const places = [
    { source: 'Skills', text: p.skills.join(' \n ') },
    { source: 'Profession', text: p.profession },
    ...profile.projectExperience.map((project) => ({
      source: `Project “${project.projectName}”`,
      text: [project.projectName, project.projectType, project.projectDescription, ...project.projectSkills].join(
        ' \n ',
      ),
    })),
    { source: 'Profile summary', text: profile.profileSummary },
    { source: 'Profile description', text: profile.profileDescription },
  ].map((place) => ({ ...place, names: termMatcher(place.text) }));
  // "My rate for this is $45 an hour." and "from 3 March" are backed by the fields they come from; those
  // fields back numbers only, never a skill ("available for React work" is no React experience).
  const figures = [
    ...(profile.hourlyRate != null ? [{ source: 'Hourly rate', text: hourlyRateText(profile.hourlyRate) }] : []),
    ...(profile.availability?.trim() ? [{ source: 'Availability', text: profile.availability }] : []),
  ].map((place) => ({ ...place, names: () => false }));
  const found = { places, figures: [...places, ...figures], ownSkills: new Set(p.skills.map(normalizeTerm)) };
  evidenceOf.set(profile, found);
  return found;
}

/** "$45", "$45.50": an hourly rate as the writers state it and the claims check finds it. */
export const hourlyRateText = (rate: number): string => `$${Number.isInteger(rate) ? String(rate) : rate.toFixed(2)}`;

/** Where the profile backs a skill, or null. */
export function skillSupport(profile: ClaimProfile, skill: string): string | null {
  const { places, ownSkills } = evidence(profile);
  if (ownSkills.has(normalizeTerm(skill))) return `Skills: ${skill}`;
  return places.find((place) => place.names(skill))?.source ?? null;
}

/** The profile's skills and the post's, each normalised term once: with the known skills, what a sentence can claim. */
function ownTerms(profile: ClaimProfile, extra: string[]): string[] {
  const seen = new Set<string>();
  return [...profileSkills(profile), ...extra].filter((term) => {
    const key = normalizeTerm(term);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What a sentence says the freelancer has not done ("I have not used AWS CDK", "but not Square so far",
 * "no experience with Figma"), to the end of its clause: a skill named there is disclaimed, not claimed.
 * "not only" and "not just" add rather than deny.
 */
const DISCLAIMED =
  /\b(?:(?:not|(?:do|does|did)n[’']t)(?!\s+(?:only|just|merely)\b)|never|haven[’']t|hasn[’']t|no experience (?:with|in))\b[^,.;:!?]*/gi;

/**
 * What a sentence tells the reader about themselves ("I saw your post about how your Facebook ads stopped
 * working"): a skill named there is theirs, not claimed.
 */
const THEIRS = /\b(?:your post about|the news that you)\b[^.;:!?]*/gi;

/** The skills a sentence about the freelancer claims: those it names, except in what it says was not done. */
const claimedSkills = (sentence: string, own: string[]) =>
  namedSkills(sentence.replace(DISCLAIMED, ' ').replace(THEIRS, ' '), own);

/** Skills a sentence about the freelancer names that the profile does not back. */
export function unsupportedSkills(sentence: string, profile: ClaimProfile, extra: string[] = []): string[] {
  if (!aboutFreelancer(sentence)) return [];
  return claimedSkills(sentence, ownTerms(profile, extra)).filter((skill) => skillSupport(profile, skill) === null);
}

const NUMBER = /(?:[$€£]\s?)?\b\d[\d,.]*(?:\s?(?:%|k\b|x\b|ms\b))?/g;
const YEARS = /\b(\d+)\+?\s*(?:years?|yrs?)\b/gi;

/**
 * Every skill, project, number and year the draft states about the freelancer, with what backs it. Numbers
 * the client's own post gives ("your score of 28") are the client's facts, not claims.
 */
export function traceClaims(text: string, profile: ClaimProfile, job: JobText, extraSkills: string[] = []): Claim[] {
  const claims: Claim[] = [];
  const seen = new Set<string>();
  const add = (claim: Claim) => {
    const key = `${claim.kind}:${claim.text.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    claims.push(claim);
  };
  const { figures } = evidence(profile);
  const jobText = `${job.jobTitle}\n${job.jobDescription}`;
  const own = ownTerms(profile, extraSkills);

  for (const project of profile.projectExperience) {
    if (project.projectName.trim() !== '' && text.includes(project.projectName)) {
      add({ text: project.projectName, kind: 'project', support: `Project “${project.projectName}”` });
    }
  }
  for (const sentence of draftSentences(text).filter(aboutFreelancer)) {
    for (const skill of claimedSkills(sentence, own))
      add({ text: skill, kind: 'skill', support: skillSupport(profile, skill) });

    const yearSpans: string[] = [];
    for (const match of sentence.matchAll(YEARS)) {
      yearSpans.push(match[1] ?? '');
      const years = Number(match[1]);
      const support =
        years === profile.personalDetails.yearsOfExperience
          ? 'Years of experience'
          : (figures.find((place) => place.text.includes(match[0]))?.source ?? null);
      add({ text: match[0], kind: 'years', support });
    }
    for (const match of sentence.matchAll(NUMBER)) {
      const value = match[0].trim();
      if (yearSpans.includes(value) || isInsideName(sentence, match.index, profile)) continue;
      const digits = value.replace(/[^\d.,%]/g, '').replace(/[.,]$/, '');
      const support =
        figures.find((place) => place.text.includes(digits))?.source ??
        (jobText.includes(digits) ? 'The job post' : null);
      add({ text: value.replace(/[.,]$/, ''), kind: 'number', support });
    }
  }
  return claims;
}

/** Digits in a project's name ("Agency site 2.0") belong to the name, which is its own claim. */
function isInsideName(sentence: string, index: number, profile: ClaimProfile): boolean {
  return profile.projectExperience.some((project) => {
    const at = sentence.indexOf(project.projectName);
    return at !== -1 && index >= at && index < at + project.projectName.length;
  });
}
