import { z } from 'zod';
import type { Profile } from '../profile.js';
import { KNOWN_SKILLS } from './skills.js';
import { normalizeTerm, termIndex, termMatcher, termsNamed, withoutTerm, type TermIndex } from './text.js';

export type JobText = { jobTitle: string; jobDescription: string };

/** The skills a post names, by how it asks for them. */
export const skillNeedsSchema = z.object({
  /** Asked for: in a skills list, a "Requirements" list, or a sentence such as "you must know Klaviyo". */
  required: z.array(z.string()),
  /** Asked for as a plus ("Figma is a plus", a "Nice to have" list) or the stack the work uses. */
  niceToHave: z.array(z.string()),
  /** Named in passing ("we sell on our Shopify store"): context, left out of the fit. */
  mentioned: z.array(z.string()),
});
export type SkillNeeds = z.infer<typeof skillNeedsSchema>;

const skillMatchSchema = z.object({ matched: z.array(z.string()), missing: z.array(z.string()) });
export type SkillMatch = z.infer<typeof skillMatchSchema>;

/** What a score rests on: the required skills, or, when the post requires none, the profile's own words. */
export const FIT_BASES = ['skills', 'profile'] as const;
export type FitBasis = (typeof FIT_BASES)[number];

export const profileFitSchema = z.object({
  profileId: z.string(),
  score: z.number().int().min(0).max(100),
  /** The skills the post asks for (required, then nice to have) that the profile names. */
  matched: z.array(z.string()),
  /** The skills the post asks for (required, then nice to have) that the profile lacks. */
  missing: z.array(z.string()),
  // The breakdown is optional because the extension updates apart from the server it talks to, and servers
  // before it answer only the lists above; `explainFit` reads either.
  basis: z.enum(FIT_BASES).optional(),
  required: skillMatchSchema.optional(),
  niceToHave: skillMatchSchema.optional(),
  /** Words naming the work that the profile uses too ("packaging", "label"): the score's reason without skills. */
  profileTerms: z.array(z.string()).optional(),
});
export type ProfileFit = z.infer<typeof profileFitSchema>;

const count = (matched: number, total: number, kind: string) =>
  `${matched} of ${total} ${kind} skill${total === 1 ? '' : 's'}`;

/** The words of the fit, wherever a score is shown (web app and extension). */
export const fitLabels = {
  heading: 'Job fit',
  required: (matched: number, total: number) => count(matched, total, 'required'),
  niceToHave: (matched: number, total: number) => count(matched, total, 'nice-to-have'),
  noSkillsAsked:
    'The post asks for no specific skills, so this score compares the profile’s profession, summary and projects with the work.',
  noSkillsRequired:
    'The post requires no specific skills, so this score mostly compares the profile’s profession, summary and projects with the work.',
  inCommon: (terms: readonly string[]) => `In common with the work: ${terms.join(', ')}.`,
  nothingInCommon: 'The profile says little about this kind of work.',
  matchedSkills: 'Matched skills',
  has: (skills: readonly string[]) => `Has: ${skills.join(', ')}`,
  missing: (skills: readonly string[]) => `Missing: ${skills.join(', ')}`,
  niceToHaveHas: (skills: readonly string[]) => `Nice to have, in the profile: ${skills.join(', ')}`,
  niceToHaveMissing: (skills: readonly string[]) => `Nice to have, not in the profile: ${skills.join(', ')}`,
} as const;

export type FitExplanation = {
  basis: FitBasis;
  /** One line: "3 of 4 required skills · 1 of 2 nice-to-have skills", or why there is no count. */
  summary: string;
  required: SkillMatch;
  niceToHave: SkillMatch;
  /** Without required skills, what the profile and the work have in common; otherwise null. */
  detail: string | null;
};

/** A fit in words, from the breakdown when the server sent one, else from the plain lists of older servers. */
export function explainFit(fit: ProfileFit): FitExplanation {
  const required = fit.required ?? { matched: fit.matched, missing: fit.missing };
  const niceToHave = fit.niceToHave ?? { matched: [], missing: [] };
  const requiredCount = required.matched.length + required.missing.length;
  const niceCount = niceToHave.matched.length + niceToHave.missing.length;
  const basis = fit.basis ?? (requiredCount > 0 ? 'skills' : 'profile');
  const parts = [
    requiredCount > 0 ? fitLabels.required(required.matched.length, requiredCount) : null,
    niceCount > 0 ? fitLabels.niceToHave(niceToHave.matched.length, niceCount) : null,
  ].filter((part): part is string => part !== null);
  if (basis === 'skills') return { basis, summary: parts.join(' · '), required, niceToHave, detail: null };
  const terms = fit.profileTerms ?? [];
  return {
    basis,
    summary: parts.length > 0 ? [fitLabels.noSkillsRequired, ...parts].join(' · ') : fitLabels.noSkillsAsked,
    required,
    niceToHave,
    detail: terms.length > 0 ? fitLabels.inCommon(terms) : fit.profileTerms ? fitLabels.nothingInCommon : null,
  };
}

const uniqueBy = <T>(items: T[], key: (item: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (k === '' || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

export const profileSkills = (profile: Pick<Profile, 'personalDetails' | 'projectExperience'>): string[] =>
  uniqueBy(
    [...profile.personalDetails.skills, ...profile.projectExperience.flatMap((project) => project.projectSkills)],
    normalizeTerm,
  );

let knownIndex: TermIndex | undefined;

/**
 * The skills a text names: of `own` (distinct terms, tested first) and of the known skills, each
 * normalised term once; `uniqueBy([...own, ...KNOWN_SKILLS], normalizeTerm).filter(termMatcher(text))`.
 */
export function namedSkills(text: string, own: string[]): string[] {
  knownIndex ??= termIndex(KNOWN_SKILLS);
  const ownKeys = new Set(own.map(normalizeTerm));
  return [
    ...own.filter(termMatcher(text)),
    ...termsNamed(text, knownIndex).filter((skill) => !ownKeys.has(normalizeTerm(skill))),
  ];
}

/**
 * Every skill a job's text names (known skills, and the profile's own skills given as `extra`), whether the
 * post asks for it or names it in passing: the server's analysis tells the two apart.
 */
export function jobSkills(job: JobText, extra: string[] = []): string[] {
  const text = `${job.jobTitle}. ${job.jobDescription}`;
  const found = namedSkills(text, uniqueBy(extra, normalizeTerm));
  // A skill named only inside a longer one ("React" in "React Native") is not asked for on its own.
  return found.filter(
    (skill) =>
      !found.some(
        (longer) =>
          longer !== skill &&
          ` ${normalizeTerm(longer)} `.includes(` ${normalizeTerm(skill)} `) &&
          !termMatcher(withoutTerm(text, longer))(skill),
      ),
  );
}
