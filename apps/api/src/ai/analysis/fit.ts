import {
  keywords,
  normalizeTerm,
  profileSkills,
  termMatcher,
  type Profile,
  type ProfileFit,
  type SkillMatch,
} from '@quillbid/shared';
import { categoryOfSkill, relatedCategories, type Category } from './categories.js';
import { roleCategories } from './deliverable.js';
import type { JobReading } from './read-job.js';
import { stem, stemsOf } from './stems.js';

type FitProfile = Pick<
  Profile,
  '_id' | 'profileSummary' | 'profileDescription' | 'personalDetails' | 'projectExperience'
>;
type FitReading = Pick<JobReading, 'job' | 'skillNeeds' | 'deliverable'>;

/**
 * What each part of the score weighs when the post has it: the required skills most, the nice-to-have ones
 * little, and the profile's own words the rest. A part the post lacks leaves its weight to the others, so a
 * post that asks for no skill is scored on the profile's words alone rather than as a zero.
 */
const WEIGHT = { required: 0.6, niceToHave: 0.1, profile: 0.3 } as const;

/** How well a profile fits a job, 0–100, with what the score rests on. */
export function profileFit(reading: FitReading, profile: FitProfile): ProfileFit {
  const has = profileHas(profile);
  const split = (skills: string[]): SkillMatch => ({
    matched: skills.filter(has),
    missing: skills.filter((skill) => !has(skill)),
  });
  const { skillNeeds } = reading;
  const required = split(skillNeeds.required);
  const niceToHave = split(skillNeeds.niceToHave);
  const words = wordsInCommon(reading, profile);
  const parts: [weight: number, share: number][] = [[WEIGHT.profile, words.share]];
  if (skillNeeds.required.length > 0)
    parts.push([WEIGHT.required, required.matched.length / skillNeeds.required.length]);
  if (skillNeeds.niceToHave.length > 0)
    parts.push([WEIGHT.niceToHave, niceToHave.matched.length / skillNeeds.niceToHave.length]);
  const weights = parts.reduce((sum, [weight]) => sum + weight, 0);
  const score = parts.reduce((sum, [weight, share]) => sum + weight * share, 0) / weights;
  return {
    profileId: profile._id,
    score: Math.round(score * 100),
    matched: [...required.matched, ...niceToHave.matched],
    missing: [...required.missing, ...niceToHave.missing],
    basis: skillNeeds.required.length > 0 ? 'skills' : 'profile',
    required,
    niceToHave,
    profileTerms: words.terms,
  };
}

/** A profile has a skill it lists, or one its summary or projects name ("packaging in Illustrator"). */
export function profileHas(profile: FitProfile): (skill: string) => boolean {
  const own = new Set(profileSkills(profile).map(normalizeTerm));
  const named = termMatcher(
    [
      profile.profileSummary,
      profile.profileDescription,
      ...profile.projectExperience.map((project) => project.projectDescription),
    ].join('\n'),
  );
  return (skill) => own.has(normalizeTerm(skill)) || named(skill);
}

const TOPIC_SAMPLE = 12;

/**
 * How much the profile's own words share with the work, 0–1: the kind of work its profession and skills
 * belong to, the words naming the work (the deliverable and the title), and the post's most frequent words.
 */
function wordsInCommon(reading: FitReading, profile: FitProfile): { share: number; terms: string[] } {
  const stems = new Set(stemsOf(profileText(profile)));
  // The client's context ("our Shopify store") says nothing about the work.
  const context = new Set(reading.skillNeeds.mentioned.flatMap((skill) => keywords(skill)));
  const relevant = (word: string) => !context.has(word);

  const work = new Map<string, { word: string; weight: number }>();
  const addWork = (text: string, weight: number) => {
    for (const word of keywords(text).filter(relevant)) {
      const key = stem(word);
      if ((work.get(key)?.weight ?? 0) < weight) work.set(key, { word, weight });
    }
  };
  addWork(reading.job.jobTitle, 1);
  addWork(reading.deliverable.noun, 2);
  const workTotal = [...work.values()].reduce((sum, term) => sum + term.weight, 0);
  const workHits = [...work.entries()].filter(([key]) => stems.has(key));
  const workShare = workTotal ? workHits.reduce((sum, [, term]) => sum + term.weight, 0) / workTotal : 0;

  const { jobTitle, jobDescription } = reading.job;
  const topic = topKeywords(`${jobTitle} ${jobTitle} ${jobDescription}`, TOPIC_SAMPLE, relevant);
  const topicHits = topic.filter((word) => stems.has(stem(word)));
  const topicShare = topic.length ? topicHits.length / topic.length : 0;

  const share = 0.4 * fieldMatch(reading.deliverable.category, profile) + 0.45 * workShare + 0.15 * topicShare;
  const terms = [...new Set([...workHits.map(([, term]) => term.word), ...topicHits])].slice(0, 5);
  return { share, terms };
}

/**
 * 1 when the profile's profession, or a third of its skills, is of the job's kind of work; ½ for a related
 * kind or a few skills of it; 0 otherwise. A job of no known kind gives everyone ½.
 */
function fieldMatch(category: Category, profile: FitProfile): number {
  if (category === 'general') return 0.5;
  const roles = roleCategories(profile.personalDetails.profession) ?? [];
  const kinds = profileSkills(profile)
    .map(categoryOfSkill)
    .filter((kind): kind is Category => kind !== null);
  const share = kinds.length ? kinds.filter((kind) => kind === category).length / kinds.length : 0;
  if (roles.includes(category) || share >= 1 / 3) return 1;
  const related = relatedCategories(category);
  return share > 0 || [...roles, ...kinds].some((kind) => related.includes(kind)) ? 0.5 : 0;
}

const profileText = (profile: FitProfile) =>
  [
    profile.personalDetails.profession,
    profile.profileSummary,
    profile.profileDescription,
    ...profileSkills(profile),
    ...profile.projectExperience.map((p) => `${p.projectName} ${p.projectType} ${p.projectDescription}`),
  ].join(' ');

/** The text's most frequent keywords, ties broken by first appearance. */
function topKeywords(text: string, count: number, keep: (word: string) => boolean): string[] {
  const frequency = new Map<string, number>();
  for (const word of keywords(text).filter(keep)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return [...frequency.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
}
