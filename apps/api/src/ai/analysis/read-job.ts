import {
  keywords,
  profileSkills,
  type Instruction,
  type JobAnalysis,
  type JobText,
  type Profile,
  type Requirement,
  type SkillNeeds,
} from '@quillbid/shared';
import { categoryLabels, categoryOfSkill, type Category } from './categories.js';
import { readBudget, readGoals, readNiche, readTiming, type Budget, type Goal } from './context.js';
import { deliverablePhrase, readDeliverable, type Deliverable } from './deliverable.js';
import { profileFit } from './fit.js';
import { readInstructions, type OwnFacts } from './instructions.js';
import { readLanguage, type LanguageReading } from './language.js';
import { isChatter, readPost, type PostLine } from './post.js';
import { readQuestions, type Question } from './questions.js';
import { readRequirements } from './requirements.js';
import { readSkillNeeds } from './skills.js';

/** Everything the writers take from a post; the public analysis is the part a user sees. */
export type JobReading = {
  job: JobText;
  language: LanguageReading;
  lines: PostLine[];
  /** English sentences that say something about the work, most telling first. */
  telling: string[];
  deliverable: Deliverable;
  /** The skills the post asks for: the required ones, then the nice-to-have ones. */
  skills: string[];
  skillNeeds: SkillNeeds;
  niche: string | null;
  goals: Goal[];
  timing: { deadline: string | null; urgent: boolean };
  budget: Budget | null;
  questions: Question[];
  instructions: Instruction[];
  requirements: Requirement[];
  needTerms: string[];
  /** Picks phrasing: the same post always reads the same, two posts rarely alike. */
  seed: number;
};

export type ReadOptions = {
  /** Profiles whose own skills (beyond the known list) the post may name. */
  profiles?: (Pick<Profile, 'personalDetails' | 'projectExperience'> &
    Partial<Pick<Profile, 'hourlyRate' | 'availability'>>)[];
  paymentVerified?: boolean;
};

const WORK_CUES =
  /\b(?:need|needs|looking for|seeking|want|build\w*|creat\w*|develop\w*|design\w*|writ\w*|edit\w*|fix\w*|improv\w*|migrat\w*|set up|redesign\w*|audit\w*|manag\w*|run|translat\w*|deliver\w*|help|hire|hiring|responsible)\b/i;

/** The kinds of work the profiles' skills belong to, most of them first: what the freelancer applies as. */
function leaningOf(profiles: NonNullable<ReadOptions['profiles']>): Category[] {
  const counts = new Map<Category, number>();
  for (const skill of profiles.flatMap((profile) => profile.personalDetails.skills)) {
    const category = categoryOfSkill(skill);
    if (category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const top = Math.max(0, ...counts.values());
  const leading = [...counts].filter(([, count]) => count * 2 >= top && count > 0).map(([category]) => category);
  // Kinds of work that share their people: an analyst builds scrapers, a marketer runs outreach.
  return [...new Set(leading.flatMap((category) => [category, ...(NEIGHBOURS[category] ?? [])]))];
}

const NEIGHBOURS: Partial<Record<Category, Category[]>> = {
  data: ['development'],
  development: ['data'],
  marketing: ['sales'],
  sales: ['marketing'],
};

/** Reads a job post once: language, deliverable, skills, context, instructions, questions and filters. */
export function readJob(job: JobText, options: ReadOptions = {}): JobReading {
  const lines = readPost(job.jobDescription);
  const sentences = lines.map((line) => line.text);
  const language = readLanguage(job.jobTitle, sentences);
  const english = sentences.filter((s) => language.isEnglish(s) && !isChatter(s));
  const own = (options.profiles ?? []).flatMap(profileSkills);
  const titleWords = new Set(keywords(job.jobTitle));
  const telling = english
    .map((sentence, index) => ({
      sentence,
      index,
      score:
        (WORK_CUES.test(sentence) ? 3 : 0) + keywords(sentence).filter((w) => titleWords.has(w)).length - index * 0.05,
    }))
    .filter((entry) => !/\?\s*$/.test(entry.sentence))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.sentence);
  const titleIsEnglish = language.isEnglish(job.jobTitle) || language.english;
  // Sentences of another language are still read for words every language shares ("logo", "WordPress").
  const others = sentences.filter((s) => !language.isEnglish(s) && !isChatter(s)).slice(0, 6);
  const title = { text: job.jobTitle, english: titleIsEnglish };
  const texts = [
    ...telling.slice(0, 6).map((text) => ({ text, english: true })),
    ...others.map((text) => ({ text, english: false })),
  ];
  // Whether a skill belongs to the work depends on the work, read first from the words alone.
  const work = readDeliverable(title, texts, []);
  const skillNeeds = readSkillNeeds(job, lines, {
    extra: own,
    isEnglish: language.isEnglish,
    work: { category: work.category, verb: work.verb, noun: work.noun },
  });
  const skills = [...skillNeeds.required, ...skillNeeds.niceToHave];
  const deliverable = readDeliverable(title, texts, skillNeeds.required, leaningOf(options.profiles ?? []));
  const englishText = english.join(' ');
  const budget = readBudget(`${job.jobTitle}\n${job.jobDescription}`);
  const questions = readQuestions(lines, language.isEnglish);
  const profiles = options.profiles ?? [];
  const held: OwnFacts = {
    // Without profiles to read, a location is assumed (every saved profile has one); a rate or a start date never is.
    location: options.profiles === undefined || profiles.some((p) => p.personalDetails.location.trim() !== ''),
    rate: profiles.some((p) => p.hourlyRate != null),
    availability: profiles.some((p) => (p.availability ?? '').trim() !== ''),
  };
  return {
    job,
    language,
    lines,
    telling,
    deliverable,
    skills,
    skillNeeds,
    niche: readNiche(english),
    goals: readGoals(titleIsEnglish ? job.jobTitle : '', englishText, deliverable.category),
    timing: readTiming(englishText),
    budget,
    questions,
    instructions: readInstructions(lines, questions, held),
    requirements: readRequirements([job.jobTitle, ...sentences], deliverable, budget, options.paymentVerified),
    needTerms: needTerms(deliverable, job.jobTitle),
    seed: hash(`${job.jobTitle}\n${job.jobDescription}`),
  };
}

const GENERIC_NOUNS = new Set(['project', 'design', 'app', 'setup', 'support']);

/** Words an opening that names the client's need would use. */
function needTerms(deliverable: Deliverable, title: string): string[] {
  const fromNoun = deliverable.noun
    .split(/\s+/)
    .filter((word) => word.length > 2 && !GENERIC_NOUNS.has(word.toLowerCase()));
  const terms = [deliverable.noun, ...fromNoun, ...deliverable.platforms.slice(0, 2)];
  if (deliverable.verb === 'speed up') terms.push('speed', 'faster', 'fast');
  if (deliverable.verb === 'fix') terms.push('fix', 'working');
  if (terms.length < 3) terms.push(...keywords(title).slice(0, 2));
  return [...new Set(terms.map((term) => term.toLowerCase()))];
}

/** What a user sees of a reading, with the fit of each profile given. */
export function toAnalysis(
  reading: JobReading,
  profiles: Profile[],
  writer: 'llm' | 'offline' = 'offline',
): JobAnalysis {
  const notes: string[] = [];
  if (!reading.language.english && writer === 'llm') {
    notes.push(`This post is in ${reading.language.name}: the draft is written in ${reading.language.name}.`);
  } else if (!reading.language.english) {
    notes.push(
      `This post is in ${reading.language.name}. The built-in offline writer drafts in English and leaves the post's questions and requests in ${reading.language.name} to you; connect an AI model for a draft in ${reading.language.name}.`,
    );
  } else if (reading.language.mixed) {
    notes.push('Part of this post is in another language: the draft answers in English and does not quote it.');
  }
  if (reading.timing.urgent) notes.push('The client needs this urgently: say when you can start.');
  return {
    deliverable: deliverablePhrase(reading.deliverable),
    category: categoryLabels[reading.deliverable.category],
    language: {
      code: reading.language.code,
      name: reading.language.name,
      english: reading.language.english,
      mixed: reading.language.mixed,
    },
    skills: reading.skills,
    skillNeeds: reading.skillNeeds,
    fits: profiles.map((profile) => profileFit(reading, profile)).sort((a, b) => b.score - a.score),
    instructions: reading.instructions,
    requirements: reading.requirements,
    needTerms: reading.needTerms,
    notes,
  };
}

/** FNV-1a: a stable number from a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
