import { draftSentences, normalizeTerm, type Profile, type ProposalLength, type ProposalTone } from '@quillbid/shared';
import type { Goal } from '../analysis/context.js';
import { LANGUAGE, withArticle } from '../analysis/deliverable.js';
import { profileHas } from '../analysis/fit.js';
import { rankProjects } from '../analysis/projects.js';
import type { JobReading } from '../analysis/read-job.js';
import { titleTask } from '../analysis/title.js';
import { gerund, inSentence, lowerFirst, nounPhrase, startsWithPastVerb, withA, withoutStop } from './english.js';

/** The work named in each form a sentence may need. */
export type Thing = {
  /** "Shopify theme" */
  noun: string;
  /** "a Shopify theme", "blog articles", "bookkeeping" */
  a: string;
  /** "your Shopify theme" */
  your: string;
  /** What the freelancer would do, without a subject: "speed up your Shopify theme". */
  job: string;
  /** The same as a gerund: "speeding up your Shopify theme". */
  doing: string;
  /** One word or two for "the … work": "theme", "logo", "bookkeeping". */
  short: string;
  many: boolean;
};

export type ProjectStory = {
  name: string;
  /** The project as the profile holds it: its link, skills and words. */
  entry: Profile['projectExperience'][number];
  type: string;
  /** What was done, as a sentence about the freelancer: "I moved a scheduling SaaS to…". */
  done: string;
  /** Its results, sentence by sentence. */
  results: string[];
  /** Shares a skill or the kind of work with the job, so "similar work" is honest. */
  relevant: boolean;
};

export type Facts = {
  reading: JobReading;
  profile: Profile;
  tone: ProposalTone;
  length: ProposalLength;
  pick: <T>(key: string, options: readonly T[]) => T;
  firstName: string;
  profession: string;
  years: number;
  /** The post's skills the profile has, in the post's order. */
  matched: string[];
  thing: Thing;
  goal: Goal | null;
  niche: string | null;
  projects: ProjectStory[];
  /** What this draft has said so far: projects it cited, method lines it used. */
  said: { projects: Set<string>; approaches: number };
};

const RESULT_VERBS =
  /^(?:saved|cut|reduced|increased|raised|grew|doubled|tripled|lifted|boosted|improved|dropped|lowered|generated|brought|drove|halved|won|earned|helped|took)\b/i;

function story(project: Profile['projectExperience'][number], relevant: boolean): ProjectStory {
  const [first = '', ...rest] = draftSentences(project.projectDescription.trim());
  const lead = withoutStop(first);
  let done: string;
  if (/^(?:I|We)\b/.test(lead)) done = lead;
  else if (startsWithPastVerb(lead)) done = `I ${lowerFirst(lead)}`;
  // A description that names the thing ("Stripe dashboard that cut churn") is what the work covered.
  else done = `the work covered ${nounPhrase(lowerFirst(lead))}`;
  const results = rest.map((result) => {
    const text = withoutStop(result);
    if (RESULT_VERBS.test(text)) return `That ${lowerFirst(text)}`;
    if (startsWithPastVerb(text)) return `I also ${lowerFirst(text)}`;
    return text;
  });
  const name = project.projectName.trim();
  return { name, entry: project, type: inSentence(project.projectType), done, results, relevant };
}

const TRANSLATABLE =
  /\b(contracts?|website|site|store|app|book|documents?|subtitles|articles?|manuals?|guides?|papers?|theses|thesis|catalog(?:ue)?s?|game|menus?|brochures?|certificates?|product descriptions|presentations?|reports?|emails?|newsletters?|instructions for use|leaflets?|patents?)\b/i;
/** The same things as posts in other languages name them. */
const TRANSLATABLE_ELSEWHERE: [RegExp, string][] = [
  [/\b(?:sitio web|site web|site internet|webseite|página web|sito web)\b/i, 'website'],
  [/\b(?:contrato|contrat|vertrag|contratto)\b/i, 'contract'],
  [/\b(?:libro|livre|buch|livro)\b/i, 'book'],
  [/\b(?:documentos|documents|dokumente|documenti)\b/i, 'documents'],
];

function thingOf(reading: JobReading, niche: string | null): Thing {
  const d = reading.deliverable;
  if (d.category === 'translation' && d.noun === 'translation') {
    // The title names the thing ("Translate Shopify store…"); the post's sentences name its parts.
    // "Translate employee handbook from English to Spanish" says the thing in its own words.
    const told = titleTask(reading.job.jobTitle);
    const titled = told?.verb === 'translate' && !LANGUAGE.test(told.object) ? told.object : undefined;
    const found =
      TRANSLATABLE.exec(reading.job.jobTitle)?.[1] ??
      reading.telling.map((s) => TRANSLATABLE.exec(s)?.[1]).find(Boolean);
    const elsewhere = TRANSLATABLE_ELSEWHERE.find(([pattern]) => pattern.test(reading.job.jobDescription))?.[1];
    const object = titled ?? (found ? found.toLowerCase().replace(/^site$/, 'website') : (elsewhere ?? 'text'));
    const pair = d.languagePair ? ` from ${d.languagePair}` : '';
    // "Proofread French translation of our website": the translation exists; it is checked, not made.
    const [job, doing] =
      d.verb === 'proofread'
        ? [`proofread the translation of your ${object}`, `proofreading the translation of your ${object}`]
        : [`translate your ${object}${pair}`, `translating your ${object}${pair}`];
    return {
      noun: `${object} translation`,
      a: withA(`${object} translation`),
      your: `your ${object}`,
      job,
      doing,
      short: 'translation',
      many: false,
    };
  }
  if (!d.kind && d.role) {
    // A post that hires a role ("Senior full-stack engineer") without naming one thing to make; its title may
    // say the tasks after a dash ("Podcast booking assistant - find and pitch guests").
    const role = withA(d.role);
    const { tasks } = d;
    return {
      noun: `${d.platforms[0] ? `${d.platforms[0]} ` : ''}work`,
      a: role,
      your: 'the work',
      job: tasks ?? `join your team as ${role}`,
      doing: tasks ? gerund(tasks) : `joining your team as ${role}`,
      short: 'work',
      many: false,
    };
  }
  const existing = d.existing;
  const your = `your ${d.noun}`;
  const fresh = withArticle(d.noun, d.count);
  const object = existing ? your : fresh;
  // "an online store for your clothing store" says the same thing twice.
  const nicheHead = niche?.split(/\s+/).pop()?.toLowerCase();
  const nounHead = d.noun.split(/\s+/).pop()?.toLowerCase();
  const forNiche = !existing && niche && nicheHead !== nounHead ? ` for your ${niche}` : '';
  const short = d.kind ? (d.noun.split(' ').length > 2 ? d.noun.split(' ').slice(-2).join(' ') : d.noun) : 'project';
  // "clean up your Google Sheets and build a Looker Studio dashboard": both parts of a two-part title.
  const prior = d.prior ? `your ${d.prior.object} and ` : '';
  // "add offline mode to your React Native mobile app": what is added, then what it is added to.
  const added = d.feature ? ` ${d.feature} to` : '';
  const route = d.route ? ` ${d.route}` : '';
  return {
    noun: d.noun,
    a: fresh,
    your,
    job: `${d.prior ? `${d.prior.verb} ${prior}` : ''}${d.verb}${added} ${object}${route}${forNiche}`,
    doing: `${d.prior ? `${gerund(d.prior.verb)} ${prior}` : ''}${gerund(d.verb)}${added} ${object}${route}${forNiche}`,
    short,
    many: d.count === 'many',
  };
}

/** Picks stay the same for the same post and key, and differ from post to post. */
function picker(seed: number) {
  return <T>(key: string, options: readonly T[]): T => {
    let h = seed ^ 0x9e3779b9;
    for (let i = 0; i < key.length; i += 1) h = Math.imul(h ^ key.charCodeAt(i), 0x85ebca6b);
    h ^= h >>> 13;
    const index = (h >>> 0) % options.length;
    return options[index] as T;
  };
}

const singular = (term: string) => normalizeTerm(term).replace(/s\b/g, '');

/**
 * The profile's own spelling of the same skill, or of the one skill of theirs that ends in it: "REST APIs"
 * where the post says "REST API" or only "API" (but "SEO writing" is no spelling of "SEO").
 */
const ownSpelling = (skills: string[]) => (skill: string) => {
  const key = singular(skill);
  const holding = skills.filter((own) => singular(own) === key || singular(own).endsWith(` ${key}`));
  return holding.length === 1 ? (holding[0] ?? skill) : skill;
};

export function factsFor(
  reading: JobReading,
  profile: Profile,
  options: { tone: ProposalTone; length: ProposalLength; variation?: number },
): Facts {
  const has = reading.skills.filter(profileHas(profile));
  // "legal translation and translation" says one skill twice: the longer one is enough.
  const matched = [
    ...new Set(
      has
        .filter(
          (skill) =>
            !has.some((other) => other !== skill && ` ${normalizeTerm(other)} `.includes(` ${normalizeTerm(skill)} `)),
        )
        .map(ownSpelling(profile.personalDetails.skills)),
    ),
  ];
  const niche = reading.niche;
  return {
    reading,
    profile,
    tone: options.tone,
    length: options.length,
    pick: picker(reading.seed + (options.variation ?? 0)),
    firstName: profile.personalDetails.firstName.trim(),
    profession: inSentence(profile.personalDetails.profession),
    years: profile.personalDetails.yearsOfExperience,
    matched,
    thing: thingOf(reading, niche),
    goal: reading.goals[0] ?? null,
    niche,
    projects: rankProjects(profile, reading).map(({ project, relevant }) => story(project, relevant)),
    said: { projects: new Set(), approaches: 0 },
  };
}
