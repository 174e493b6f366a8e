import { draftSentences } from '@quillbid/shared';
import type { Goal } from '../analysis/context.js';
import { ACTION_VOICES } from './actions.js';
import { KIND_VOICES } from './kinds.js';
import { isDiscipline } from './own-work.js';
import {
  capitalise,
  inSentence,
  isActivity,
  isPlural,
  list,
  lowerFirst,
  sentence,
  withA,
  withoutStop,
} from './english.js';
import type { Facts, ProjectStory } from './facts.js';
import { VOICES, type Line, type Voice } from './voices.js';

/**
 * The parts of a proposal, each in the offline writer's own words. `core` is what the part must say;
 * `more` is what it may add when the draft is short of its length.
 */
export type Part = { core: string[]; more: string[] };

/** The lines for this job: the deliverable's own, else the action's, else its kind of work's. */
const voiceOf = (f: Facts): Voice => {
  const d = f.reading.deliverable;
  const kind = VOICES[d.category];
  const { covers = [], ...own } = (d.kind && KIND_VOICES[d.kind.noun]) || {};
  const lines = d.existing ? ACTION_VOICES[d.verb] : undefined;
  const fitsWork = !lines?.categories || lines.categories.includes(d.category);
  const action =
    lines && fitsWork
      ? {
          insight: lines.insight,
          steps: lines.steps,
          close: lines.close,
          ...(lines.kickoff && { kickoff: lines.kickoff }),
        }
      : undefined;
  // A kind's own lines are more specific than an action's, unless written without it in mind ("fix" a scraper).
  const ownFits = !action || covers.includes(d.verb);
  // Work no entry knows ("a profiling session") gets the plan that fits any work, not a build's first release.
  const unknown = !d.kind && !action && !d.role ? pickLines(VOICES.general) : {};
  return { ...kind, ...action, ...(ownFits ? own : {}), ...unknown };
};

const pickLines = (voice: Voice | undefined) =>
  voice ? { insight: voice.insight, steps: voice.steps, close: voice.close, kickoff: voice.kickoff } : {};

/** What the client gains, as a clause that can follow the need ("so more of your visitors buy"). */
const GOAL_CLAUSES: Record<Goal, string> = {
  sales: 'so more of your visitors turn into customers',
  leads: 'so you get a steadier flow of qualified leads',
  speed: 'so pages load fast, even on a phone',
  launch: 'so you can launch on time and with confidence',
  investors: 'so investors see the strength of the business quickly',
  time: 'so you get hours back every week',
  traffic: 'so more of the right people find you',
  audience: 'so your audience grows and stays engaged',
  retention: 'so fewer people drop off along the way',
  cost: 'so each result costs you less',
  consistency: 'so everything looks and sounds like one brand',
  accuracy: 'so you can trust your numbers',
  clarity: 'so readers understand it at first read',
  reliability: 'so it works reliably, day after day',
};

/** The opening: the client's need in our words, naming the work, inside the client's preview. */
export function opening(f: Facts): Part {
  const t = f.thing;
  // "Join your team as a senior engineer so it works reliably": a role has no "it" for a goal to be about.
  const joins = !f.reading.deliverable.kind && f.reading.deliverable.role !== null && !f.reading.deliverable.tasks;
  const goal = f.goal && !joins ? ` ${GOAL_CLAUSES[f.goal]}` : '';
  const deadline = f.reading.timing.deadline ? ` within ${f.reading.timing.deadline}` : '';
  const urgent = f.reading.timing.urgent && !joins ? ' quickly' : '';
  const need = f.pick(`opening:${f.tone}`, [
    `You need someone to ${t.job}${urgent || deadline}${goal}.`,
    // "Looking for help to help with a project" says help twice.
    /^help with\b/.test(t.job)
      ? `You are looking for ${t.job}${deadline}${goal}.`
      : `You are looking for help to ${t.job}${deadline}${goal}.`,
    `The job is to ${t.job}${urgent || deadline}${goal}.`,
    ...(f.tone === 'friendly' ? [`It sounds like you need someone to ${t.job}${urgent || deadline}${goal}.`] : []),
    ...(f.tone === 'confident'
      ? [`You need someone to ${t.job}${urgent || deadline}, and that is exactly the work I do.`]
      : []),
  ]);
  // A long draft may say one more thing about the work: why the goal matters, else another insight.
  // Three general remarks in a row before anything about the freelancer read as padding.
  return {
    core: [need],
    more: [insightLine(f), ...(f.length === 'long' ? [goalLine(f) || secondInsight(f)] : [])].filter(Boolean),
  };
}

/** The insight after the one the opening says: the next line of the same bank, or '' when it has one line. */
export function secondInsight(f: Facts): string {
  const insights = voiceOf(f).insight;
  const first = f.pick('insight', insights);
  const second = insights[(insights.indexOf(first) + 1) % insights.length];
  return second && second !== first ? second(f) : '';
}

/** The same need as a clause for a template that leads into it ("I saw that {…}"). */
export function openingClause(f: Facts): string {
  return `you need someone to ${f.thing.job}`;
}

/** ", a SaaS backend project": the project's type, without saying "project" twice. */
const typeOf = (project: ProjectStory) =>
  !project.type
    ? ''
    : /\bproject$/i.test(project.type)
      ? `, ${withA(project.type)}`
      : `, ${withA(project.type)} project`;

function projectIntro(f: Facts, project: ProjectStory): string {
  const type = typeOf(project);
  const done = lowerFirst(project.done);
  // A project of another kind is offered as the nearest work, never as an example of this one.
  if (!project.relevant) {
    const other = f.reading.deliverable.kind && f.reading.deliverable.count === 'one';
    return f.pick('proof:far', [
      `The closest work in my profile is “${project.name}”${type}, where ${done}.`,
      other
        ? `It was not ${f.thing.a}, but “${project.name}”${type ? `${type},` : ''} shows how I work: ${done}.`
        : `The nearest thing in my profile is “${project.name}”${type}, where ${done}.`,
    ]);
  }
  return f.pick(`proof:${f.tone}`, [
    `I have done similar work: on “${project.name}”${type}, ${done}.`,
    `A recent example is “${project.name}”${type}, where ${done}.`,
    `On “${project.name}”${type}, ${done}.`,
    `My most relevant project is “${project.name}”${type}: ${done}.`,
  ]);
}

// "Over the last six years I have…", "10+ years of experience in…": the years line says it in the draft's own
// words. "I have lived in Spain for eleven years" says something else and stays.
const YEARS = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+? (?:years?|yrs?)`;
const STATES_YEARS = new RegExp(
  String.raw`^(?:over|for|in|during|across) (?:the )?(?:last |past )?${YEARS}\b|\b${YEARS}(?:['’])? (?:of )?(?:experience|expertise)\b`,
  'i',
);

/** The freelancer's own summary, a sentence or two of it, for drafts with room to spare. */
export function summaryLines(f: Facts): string[] {
  return draftSentences(f.profile.profileSummary.trim())
    .filter((line) => /^[A-Z]/.test(line) && /[.!?]$/.test(line))
    .filter((line) => !(f.years > 0 && STATES_YEARS.test(line)))
    .slice(0, 2);
}

/** Proof: the most relevant project with its result, then skills, years and more work as more. */
export function proof(f: Facts): Part {
  const [project] = f.projects;
  if (project) f.said.projects.add(project.name);
  const more = [
    ...(project?.results.map(sentence) ?? []),
    skillsLine(f),
    yearsLine(f),
    ...relevantSecond(f, project?.name),
    ...summaryLines(f),
  ].filter(Boolean);
  if (!project) return { core: [yearsLine(f)], more: [skillsLine(f)].filter(Boolean) };
  return { core: [projectIntro(f, project)], more };
}

/** The project as a clause for "I have done this before: {…}". */
export function proofClause(f: Facts): { text: string; more: string[] } {
  const [project] = f.projects;
  if (project) f.said.projects.add(project.name);
  if (!project) return { text: `${f.years} years as ${withA(f.profession)}`, more: [skillsLine(f)].filter(Boolean) };
  const type = typeOf(project);
  const done = lowerFirst(withoutStop(project.done));
  return {
    // The template's words before the snippet make the claim; the project is named without adding one.
    text: `“${project.name}”${type}, where ${done}`,
    more: [
      ...project.results.map(sentence),
      skillsLine(f),
      yearsLine(f),
      ...relevantSecond(f, project.name),
      ...summaryLines(f),
    ].filter(Boolean),
  };
}

/** A second project, for long drafts and for posts that ask for more than one example. */
export function secondProof(f: Facts, besides?: string): string[] {
  const project =
    f.projects.find((p, i) => i > 0 && p.name !== besides) ??
    (besides && f.projects[0]?.name !== besides ? f.projects[0] : undefined);
  if (!project) return [];
  return [
    `I also worked on “${project.name}”, where ${lowerFirst(withoutStop(project.done))}.`,
    ...project.results.slice(0, 1).map(sentence),
  ];
}

/** A second project only when it is relevant too, or the draft is long: an unrelated one is padding. */
function relevantSecond(f: Facts, besides?: string): string[] {
  const next = f.projects.find((p) => p.name !== besides);
  return next && (next.relevant || f.length === 'long') ? secondProof(f, besides) : [];
}

export function skillsLine(f: Facts): string {
  // Tasks go to sentence case; products keep the spelling the profile gives them ("Instantly", "Clay").
  // A discipline in words ("Cold email", "Data entry") is a task too; "SQL" and "REST" are used like tools.
  const isTask = (skill: string) =>
    isActivity(skill) || (isDiscipline(skill) && (/\s|ing$/i.test(skill) || /^(?:SEO|SEM|PPC)$/.test(skill)));
  const skills = f.matched.slice(0, 4).map((skill) => (isTask(skill) ? inSentence(skill) : skill));
  // A post that asks for the tools gets a paragraph on them; the same line in the proof would repeat it.
  const toolsAsked = f.reading.instructions.some((i) => i.kind === 'include' && i.value === 'tools');
  if (skills.length === 0 || toolsAsked) return '';
  // "I use cold calling" says a task is a tool: a list with a task in it gets lines that fit both.
  if (f.matched.slice(0, 4).some(isTask)) {
    // "Explainer videos are", "Bookkeeping is", a field is one ("motion graphics is"), and so is a product:
    // "Google Ads is".
    const one = skills[0] ?? '';
    const are = skills.length > 1 || (/^[a-z]/.test(one) && isPlural(one) && !/ics$/.test(one)) ? 'are' : 'is';
    // "dbt" keeps its small letter, so it never starts a sentence.
    const startsLower = /^[a-z]/.test(skills[0] ?? '') && !isTask(f.matched[0] ?? '');
    return f.pick('skills', [
      ...(startsLower ? [] : [`${capitalise(list(skills))} ${are} part of my everyday work.`]),
      `I handle ${list(skills)} for clients regularly.`,
      `Your post asks for ${list(skills)}, which ${are} a regular part of my work.`,
    ]);
  }
  return f.pick('skills', [
    `In my everyday work I use ${list(skills)}.`,
    `I work with ${list(skills)} on client projects.`,
    `Your post asks for ${list(skills)}, which I use regularly.`,
  ]);
}

export function yearsLine(f: Facts): string {
  if (!(f.years > 0)) return '';
  return f.pick('years', [
    `I have ${f.years} ${f.years === 1 ? 'year' : 'years'} of experience as ${withA(f.profession)}.`,
    `I have worked as ${withA(f.profession)} for ${f.years} ${f.years === 1 ? 'year' : 'years'}.`,
  ]);
}

/** The first steps, as a verb phrase for "I would {…}". */
export function stepsClause(f: Facts): string {
  const [a, b, c] = f.pick('steps', voiceOf(f).steps)(f);
  return `${a}, ${b}, and ${c}`;
}

/** Steps of another plan of the same bank, as what follows the first ones: for long drafts. */
export function laterSteps(f: Facts): string {
  const bank = voiceOf(f).steps;
  const first = bank.indexOf(f.pick('steps', bank));
  // A plan's second step may lean on its first ("fix them in batches", "test changes against it"), not said here.
  const later = bank
    .map((_, i) => bank[(first + 1 + i) % bank.length])
    .filter((plan) => plan !== undefined && plan !== bank[first])
    .map((plan) => plan?.(f) ?? [])
    .find(([, b = '']) => !/^\w+ (?:and \w+ )?(?:it|them)\b|\bagainst it\b/.test(b));
  if (!later) return '';
  const [, b, c] = later;
  return `Once the first steps are done, I would ${b} and ${c}.`;
}

export function steps(f: Facts): Part {
  const lead = f.pick(`steps:${f.tone}`, ['My plan would be to', 'Here is how I would start: I would', 'I would']);
  return { core: [`${lead} ${stepsClause(f)}.`], more: stepsMore(f) };
}

/** What a plan may add, most useful first: updates, what is needed to start, checks, the handover, more steps. */
export function stepsMore(f: Facts): string[] {
  return [updatesLine(f), kickoffLine(f), qualityLine(f), handoverLine(f), laterSteps(f)].filter(Boolean);
}

export function updatesLine(f: Facts): string {
  return f.pick('updates', [
    'You would get a short written update at each step, with what is done and what comes next.',
    'I keep clients updated in writing, so you always know where things stand.',
    'You would hear from me at every milestone, with what is finished and what is next.',
  ]);
}

export function handoverLine(f: Facts): string {
  return f.pick('handover', [
    'At the end, you get everything you need to carry on without me, with short notes.',
    'When we finish, you keep every file and a short note on how it all fits together.',
    'Nothing stays locked with me: you get all the files and the notes to change things later.',
  ]);
}

/** An offer before the closing question, for drafts with room to spare. */
export function offerLine(f: Facts): string {
  return f.pick('offer', [
    'If it helps, I am happy to talk the scope through on a short call before you decide.',
    'I am glad to answer any question about my approach before you decide.',
    'If anything in the scope is still open, I can help you shape it before we start.',
  ]);
}

/**
 * The questions about the job a draft can close with, never one the post already answers: the work's own
 * first, then its category's, then a question any post leaves open.
 */
function closeBank(f: Facts): string[] {
  const asked = (lines: Line[]) => lines.map((line) => line(f)).filter((question) => question !== '');
  const own = asked(voiceOf(f).close);
  const open = own.length > 0 ? own : asked(VOICES[f.reading.deliverable.category].close);
  return open.length > 0 ? open : [OPEN_QUESTION];
}

/** One question about the job. */
export function closingQuestion(f: Facts): string {
  return sentenceQuestion(f.pick('close', closeBank(f)));
}

/** Up to `count` questions about the job, the closing question first. */
export function closingQuestions(f: Facts, count: number): string[] {
  const bank = closeBank(f);
  const first = bank.indexOf(f.pick('close', bank));
  return bank.slice(0, count).map((_, i) => sentenceQuestion(bank[(first + i) % bank.length] ?? ''));
}

/** The kind of work's general remark the opening may add. */
export function insightLine(f: Facts): string {
  return f.pick('insight', voiceOf(f).insight)(f);
}

const OPEN_QUESTION = 'Is there anything you have already tried that I should know about?';

const sentenceQuestion = (text: string) =>
  text.trim().endsWith('?') ? capitalise(text.trim()) : `${withoutStop(capitalise(text))}?`;

export function qualityLine(f: Facts): string {
  return f.pick('quality', voiceOf(f).quality)(f);
}

/** Why the client's goal matters, in a sentence: for drafts with room to spare. */
const GOAL_LINES: Record<Goal, string> = {
  sales: 'Small improvements where people decide to buy usually pay off first.',
  leads: 'More leads only help if they are the right ones, so I would keep an eye on quality as well as numbers.',
  speed: 'Every second saved keeps more visitors around long enough to act.',
  launch: 'A launch goes best when the last weeks are for polishing, not for surprises.',
  investors: 'Investors decide quickly, so the strongest points have to be impossible to miss.',
  time: 'Hours saved every week add up quickly, and they come back to you for good.',
  traffic: 'Traffic only matters when it is the right audience, so that is what I would aim for.',
  audience: 'An audience grows when every post gives people a reason to come back.',
  retention: 'Keeping the people you already have is usually cheaper than finding new ones.',
  cost: 'Cutting wasted spend often frees more budget than any new campaign.',
  consistency: 'A consistent look makes a small business look established.',
  accuracy: 'Numbers you can trust make every decision after them easier.',
  clarity: 'Clear writing saves your readers time, and they notice.',
  reliability: 'Something that just works is worth more than any extra feature.',
};

export function goalLine(f: Facts): string {
  return f.goal ? GOAL_LINES[f.goal] : '';
}

export function kickoffLine(f: Facts): string {
  return f.pick('kickoff', voiceOf(f).kickoff)(f);
}

/** One sentence on how a question of method would be handled. */
export function approachLine(f: Facts): string {
  // Each question of method gets the next line of the bank, so two answers never say the same.
  const bank = voiceOf(f).approach;
  const first = bank.indexOf(f.pick('approach', bank));
  const line = bank[(first + f.said.approaches) % bank.length];
  f.said.approaches += 1;
  return line ? line(f) : '';
}

export function interestLine(f: Facts): string {
  return f.pick('interest', voiceOf(f).interest)(f);
}

/** For a post we could not read word by word: said once, plainly. */
export function languageLine(f: Facts): string | null {
  if (f.reading.language.english) return null;
  return `I have written this reply in English; I hope that works for you.`;
}
