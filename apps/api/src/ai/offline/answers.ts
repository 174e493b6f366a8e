import { KNOWN_SKILLS, keywords, termMatcher, type Instruction } from '@quillbid/shared';
import type { Question } from '../analysis/questions.js';
import { inSentence, list, lowerFirst, sentence, withoutStop } from './english.js';
import type { Facts, ProjectStory } from './facts.js';
import { isPlatform } from '../analysis/disciplines.js';
import { restate } from './restate.js';
import { approachLine, interestLine, skillsLine, stepsClause, yearsLine } from './sections.js';

/**
 * Answers to the post's questions and paragraphs for the items it asks proposals to include, written
 * only from the profile and the post. What only the freelancer knows (a price, a start date) is left to
 * the pre-send check rather than made up.
 */

const profileText = (f: Facts) =>
  [
    f.profile.profileSummary,
    f.profile.profileDescription,
    ...f.profile.projectExperience.map(
      (p) => `${p.projectName} ${p.projectType} ${p.projectDescription} ${p.projectSkills.join(' ')}`,
    ),
  ].join('\n');

/** The project that says most about a set of words, or the best project overall. */
function projectAbout(f: Facts, words: string[]): ProjectStory | null {
  const wanted = new Set(words.map((w) => w.toLowerCase()));
  const scored = f.projects.map((project, index) => {
    const own = f.profile.projectExperience.find((p) => p.projectName.trim() === project.name);
    const text = own
      ? `${own.projectName} ${own.projectType} ${own.projectDescription} ${own.projectSkills.join(' ')}`
      : project.name;
    const hits = keywords(text).filter((word) => wanted.has(word)).length;
    return { project, index, hits };
  });
  scored.sort((a, b) => b.hits - a.hits || a.index - b.index);
  return scored[0]?.project ?? null;
}

const lead = (question: Question) => restate(question.text) ?? '';

/** Questions about what the freelancer achieved: answered with a project's result, not a method. */
const RESULT =
  /\b(?:best|biggest|highest|lowest|typical|average|results?|numbers?|roas|cost per|conversion rate|how many|surprised)\b/i;

/** "Which tool would you pick?": the tools the post and the profile share, or how the choice is made. */
function choiceAnswer(f: Facts, question: Question): string[] {
  // Only tools the question itself names count: the post's other skills may be of another kind.
  const tools = f.matched.filter(termMatcher(question.text)).map(inSentence).slice(0, 3);
  if (tools.length === 0) return [lead(question), approachLine(f)];
  return [
    lead(question),
    `I would start from ${list(tools)}, which I already use, and confirm the choice against what your team runs today.`,
  ];
}

// Words too common to show that the profile knows a question's subject.
const COMMON = new Set([
  'data',
  'work',
  'team',
  'business',
  'project',
  'projects',
  'client',
  'clients',
  'site',
  'website',
  'content',
  'company',
  'people',
  'customers',
  'product',
  'products',
  'design',
  'time',
  'process',
]);

/** "“X”, where I built…" the first time; "“X”, mentioned above" after that. */
function described(f: Facts, project: ProjectStory): string {
  if (f.said.projects.has(project.name)) return `“${project.name}”, mentioned above`;
  f.said.projects.add(project.name);
  return `“${project.name}”, where ${lowerFirst(withoutStop(project.done))}`;
}

function experienceAnswer(f: Facts, question: Question): string[] {
  const seen = new Set<string>();
  const named = [...f.reading.skills, ...KNOWN_SKILLS].filter(termMatcher(question.text)).filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const has = named.filter((skill) => f.matched.includes(skill) || termMatcher(profileText(f))(skill));
  const project = projectAbout(f, [...question.terms, ...named.map((s) => s.toLowerCase())]);
  const example = () => (project ? ` One example is ${described(f, project)}.` : '');
  if (named.length > 0 && has.length === named.length) {
    return [lead(question), `Yes. I have used ${list(has.map(inSentence))} on client work.${example()}`];
  }
  if (named.length > 0) {
    // Never claim what the profile does not hold; say so plainly and point to the nearest work.
    return [
      lead(question),
      `Not that exact tool so far.${project ? ` The closest work in my profile is ${described(f, project)}.` : ''}`,
    ];
  }
  // "Yes" only when the profile knows most of what the question is about, not just "data".
  const specific = question.terms.filter((term) => !COMMON.has(term));
  const known = specific.filter((term) => termMatcher(profileText(f))(term));
  if (specific.length > 0 && known.length * 2 >= specific.length && project)
    return [lead(question), `Yes.${example()}`];
  return [lead(question), project ? `The closest work in my profile is ${described(f, project)}.` : yearsLine(f)];
}

function resultAnswer(f: Facts, question: Question): string[] {
  const project = projectAbout(f, question.terms);
  const result = project?.results[0];
  if (!project) return [lead(question), yearsLine(f)];
  if (f.said.projects.has(project.name)) {
    return [
      lead(question),
      result
        ? `On “${project.name}”, mentioned above: ${lowerFirst(withoutStop(result))}.`
        : `“${project.name}”, mentioned above, is the best example.`,
    ];
  }
  f.said.projects.add(project.name);
  return [
    lead(question),
    `On “${project.name}”, ${lowerFirst(withoutStop(project.done))}.`,
    ...(result ? [sentence(result)] : []),
  ];
}

function approachAnswer(f: Facts, question: Question): string[] {
  return [lead(question), approachLine(f)];
}

/** One answer per question the post asks; null for what only the freelancer can answer. */
export function answer(f: Facts, question: Question): string[] | null {
  if (!question.english) return null; // a question the offline writer cannot read
  switch (question.type) {
    case 'rate':
    case 'availability':
    case 'personal':
      return null;
    case 'experience':
      return RESULT.test(question.text) ? resultAnswer(f, question) : experienceAnswer(f, question);
    case 'choice':
      return choiceAnswer(f, question);
    case 'portfolio': {
      const project = projectAbout(f, question.terms);
      return project
        ? [lead(question), `A good example is “${project.name}”: ${lowerFirst(withoutStop(project.done))}.`]
        : null;
    }
    case 'timeline':
      return [
        lead(question),
        'I would plan the work in milestones, and after a first look at the details I can give you a firm timeline.',
      ];
    case 'tools':
      return [lead(question), toolsLine(f)];
    case 'location':
      return f.profile.personalDetails.location.trim()
        ? [`I am based in ${f.profile.personalDetails.location.trim()}.`]
        : null;
    case 'approach':
    case 'other':
      return RESULT.test(question.text) ? resultAnswer(f, question) : approachAnswer(f, question);
  }
}

/** The project that best answers a requested item. */
export const projectFor = (f: Facts, item: Instruction): ProjectStory | null =>
  projectAbout(f, item.topic) ?? f.projects[0] ?? null;

/** A paragraph for an item the post asks proposals to include; null when only the freelancer can write it. */
export function requestedItem(f: Facts, item: Instruction): string[] | null {
  if (!item.writable) return null;
  const project = projectFor(f, item);
  switch (item.value) {
    case 'experience':
      if (!project) return [yearsLine(f), skillsLine(f)].filter(Boolean);
      return [
        `A relevant example is ${described(f, project)}.`,
        ...project.results.slice(0, 1).map(sentence),
        yearsLine(f),
      ].filter(Boolean);
    case 'portfolio': {
      if (!project) return null;
      const link = f.profile.projectExperience.find((p) => p.projectName.trim() === project.name)?.projectLink?.trim();
      return [`A good example is ${described(f, project)}.`, ...(link ? [`You can see it at ${link}.`] : [])];
    }
    case 'approach':
      return [`I would ${stepsClause(f)}.`];
    case 'tools':
      return [toolsLine(f)];
    case 'timeline':
      return [
        'I would plan the work in milestones, and after a first look at the details I can give you a firm timeline.',
      ];
    case 'location':
      return f.profile.personalDetails.location.trim()
        ? [`I am based in ${f.profile.personalDetails.location.trim()}.`]
        : null;
    case 'interest':
      return [interestLine(f)];
    default:
      return null;
  }
}

/** The tools the freelancer works with: the post's that they have, else their own first skills. */
function toolsLine(f: Facts): string {
  // Tools are products, not disciplines: "Apollo.io and HubSpot", not "lead generation".
  const own = f.matched.length ? f.matched : f.profile.personalDetails.skills;
  const products = own.filter(isPlatform);
  // Products keep their own spelling ("Clay", "Instantly"); only disciplines go to sentence case.
  const tools = products.length ? products.slice(0, 4) : own.slice(0, 4).map(inSentence);
  return tools.length
    ? `I work with ${list(tools)} day to day.`
    : 'I would work in the tools you already use, so nothing changes for your team.';
}
