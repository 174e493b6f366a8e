import { z } from 'zod';
import type { Profile } from '../profile.js';
import { KNOWN_SKILLS } from './skills.js';
import { keywords, normalizeTerm, termMatcher, withoutTerm } from './text.js';

export type JobText = { jobTitle: string; jobDescription: string };
export const profileFitSchema = z.object({
  profileId: z.string(),
  score: z.number().int().min(0).max(100),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export type ProfileFit = z.infer<typeof profileFitSchema>;

type FitProfile = Pick<
  Profile,
  '_id' | 'profileSummary' | 'profileDescription' | 'personalDetails' | 'projectExperience'
>;

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

/** The skills a job asks for: known skills and the profile's own skills that the job's text mentions. */
export function jobSkills(job: JobText, extra: string[] = []): string[] {
  const text = `${job.jobTitle}. ${job.jobDescription}`;
  const found = uniqueBy([...extra, ...KNOWN_SKILLS], normalizeTerm).filter(termMatcher(text));
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

const KEYWORD_SAMPLE = 12;

/**
 * How well a profile fits a job, 0–100: mostly the share of the job's skills the profile has (70 %), the
 * rest the share of the job's most frequent keywords found anywhere in the profile's own words.
 */
export function profileFit(job: JobText, profile: FitProfile, asked?: string[]): ProfileFit {
  const own = profileSkills(profile);
  const ownKeys = new Set(own.map(normalizeTerm));
  // The server's analysis knows which skills the post asks for, not just names in passing.
  const wanted = asked ?? jobSkills(job, own);
  const matched = wanted.filter((skill) => ownKeys.has(normalizeTerm(skill)));
  const missing = wanted.filter((skill) => !ownKeys.has(normalizeTerm(skill)));

  const profileWords = new Set(
    keywords(
      [
        profile.profileSummary,
        profile.profileDescription,
        profile.personalDetails.profession,
        ...profile.projectExperience.map((p) => `${p.projectName} ${p.projectType} ${p.projectDescription}`),
      ].join(' '),
    ),
  );
  const jobWords = topKeywords(`${job.jobTitle} ${job.jobTitle} ${job.jobDescription}`, KEYWORD_SAMPLE);
  const keywordShare = jobWords.length ? jobWords.filter((word) => profileWords.has(word)).length / jobWords.length : 0;
  const skillShare = wanted.length ? matched.length / wanted.length : 0;
  const score = wanted.length ? 0.7 * skillShare + 0.3 * keywordShare : keywordShare;
  return { profileId: profile._id, score: Math.round(score * 100), matched, missing };
}

/** The job's most frequent keywords, ties broken by first appearance. */
export function topKeywords(text: string, count: number): string[] {
  const frequency = new Map<string, number>();
  for (const word of keywords(text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return [...frequency.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
}

/** Every profile's fit, best first (ties keep the given order). */
export function rankProfiles(job: JobText, profiles: FitProfile[]): ProfileFit[] {
  return profiles.map((profile) => profileFit(job, profile)).sort((a, b) => b.score - a.score);
}
