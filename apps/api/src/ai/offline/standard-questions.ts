import { draftSentences } from '@quillbid/shared';
import { readyMadeQuestion, type ReadyMadeQuestion } from '../analysis/questions.js';
import { capitalise, inSentence, isActivity, list, lowerFirst, sentence, withoutStop } from './english.js';
import type { Facts } from './facts.js';
import { codeLinks, distinctLinks, ownProducts, projectLink } from './own-work.js';
import { closingQuestions, insightLine, kickoffLine, skillsLine, yearsLine } from './sections.js';

/**
 * Answers to the screening questions Upwork offers clients ready-made, from the profile and the post's
 * reading; otherwise they would fall to the rules for a question about one particular problem, and be left.
 */
const ANSWERS: Record<ReadyMadeQuestion, (f: Facts) => string[] | null> = {
  similarWork: (f) => similarWork(f, true),
  fit,
  certifications,
  links,
  tools,
  suggestions,
  questions: (f) => closingQuestions(f, 2),
  strongest,
};

/** The answer to one of Upwork's ready-made questions; null when the profile holds none, undefined when it is not one. */
export function standardAnswer(f: Facts, question: string): string[] | null | undefined {
  const kind = readyMadeQuestion(question);
  return kind && ANSWERS[kind](f);
}

/** The most relevant project, what was done and its result; "and why": what it shares with the job. */
function similarWork(f: Facts, why: boolean): string[] | null {
  const [project] = f.projects;
  if (!project) return null;
  f.said.projects.add(project.name);
  const lead = project.relevant ? 'My most relevant recent project is' : 'The closest work in my profile is';
  const asked = new Set(f.matched.map((skill) => skill.toLowerCase()));
  const shared = project.entry.projectSkills.filter((skill) => asked.has(skill.toLowerCase()));
  const named = shared.slice(0, 3).map((skill) => (isActivity(skill) ? inSentence(skill) : skill));
  return [
    `${lead} “${project.name}”, where ${lowerFirst(withoutStop(project.done))}.`,
    ...project.results.slice(0, 1).map(sentence),
    ...(why && project.relevant && named.length > 0 ? [`Like your job, it called for ${list(named)}.`] : []),
  ];
}

function fit(f: Facts): string[] | null {
  const work = similarWork(f, false) ?? [];
  const lines = [...work, skillsLine(f), yearsLine(f)].filter(Boolean);
  return lines.length > 0 ? lines : null;
}

// Words a sentence of the profile uses for what a certificate says.
const CREDENTIAL = /\b(?:certif\w*|diploma|accredit\w*|licen[cs]ed|chartered|proadvisor)\b/i;

/** The profile's own sentences that name a credential, as it wrote them. */
function certifications(f: Facts): string[] | null {
  const own = `${f.profile.profileSummary} ${f.profile.profileDescription}`;
  const found = draftSentences(own).filter((line) => CREDENTIAL.test(line) && /^I\b/.test(line));
  return found.length > 0 ? found.slice(0, 2).map(sentence) : null;
}

/** The profile's code first, as the question asks for it, then its projects' own links. */
function links(f: Facts): string[] | null {
  const shown = distinctLinks([...codeLinks(f), ...f.projects.map(projectLink)], 3);
  return shown.length > 0 ? [`You can see my work at ${list(shown)}.`] : null;
}

/** "I work with React, Next.js and PostgreSQL."; null for a profile of disciplines only, which has no framework to name. */
function tools(f: Facts): string[] | null {
  const products = ownProducts(f);
  return products.length > 0 ? [`I work with ${list(products.slice(0, 5))}.`] : null;
}

function suggestions(f: Facts): string[] {
  return [`Yes. ${insightLine(f)}`, kickoffLine(f)];
}

/** The job's skills the profile has, first those a project of the profile used. */
function strongest(f: Facts): string[] | null {
  const skills = f.matched.slice(0, 2);
  if (skills.length === 0) return null;
  const shown = skills.map((skill) => (isActivity(skill) ? inSentence(skill) : skill));
  const project = f.projects.find((p) =>
    p.entry.projectSkills.some((skill) => skills.some((s) => s.toLowerCase() === skill.toLowerCase())),
  );
  if (project) f.said.projects.add(project.name);
  return [
    `I am strongest in ${list(shown)}.`,
    ...(project ? [`${capitalise(`on “${project.name}”`)}, ${lowerFirst(withoutStop(project.done))}.`] : []),
  ];
}
