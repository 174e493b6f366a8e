import { PLATFORM_SKILLS, draftSentences } from '@quillbid/shared';
import { capitalise, inSentence, isActivity, list, lowerFirst, sentence, withoutStop } from './english.js';
import type { Facts, ProjectStory } from './facts.js';
import { closingQuestions, insightLine, kickoffLine, skillsLine, yearsLine } from './sections.js';

/**
 * The screening questions Upwork offers clients ready-made ("Describe your recent experience with similar
 * projects"), which a large share of posts ask. Each is answered from the profile and the post's reading;
 * otherwise they would fall to the rules for a question about one particular problem, and be left.
 */
const STANDARD: { asks: RegExp; answer: (f: Facts) => string[] | null }[] = [
  {
    asks: /\bexperience with similar (?:projects|work|jobs)\b|\bpast project or job\b[^?]*\bmost like this\b|\bsimilar (?:projects|work) (?:you have|you've) done\b/i,
    answer: (f) => similarWork(f, true),
  },
  { asks: /\b(?:a )?good fit for this\b|\bwhy (?:should|would) (?:we|i) (?:hire|choose|pick) you\b/i, answer: fit },
  { asks: /\bcertifications?\b|\bcertificates?\b/i, answer: certifications },
  { asks: /\blink to your (?:github|website|portfolio)\b|\bgithub profile\b/i, answer: links },
  {
    asks: /\bwhat (?:frameworks|technologies)\b[^?]*\bhave you\b[^?]*\b(?:worked with|used)\b/i,
    answer: tools,
  },
  { asks: /\bsuggestions? (?:to make|for making|on how to make) (?:this|the) project\b/i, answer: suggestions },
  { asks: /\bwhat questions do you have\b|\bdo you have any questions\b/i, answer: (f) => closingQuestions(f, 2) },
  {
    asks: /\bwhich of the required (?:job )?skills\b|\bskills? (?:do you feel )?you are strongest\b/i,
    answer: strongest,
  },
];

/** The answer to one of Upwork's ready-made questions; null when the profile holds none, undefined when it is not one. */
export function standardAnswer(f: Facts, question: string): string[] | null | undefined {
  return STANDARD.find((standard) => standard.asks.test(question))?.answer(f);
}

export const isStandardQuestion = (question: string) => STANDARD.some((standard) => standard.asks.test(question));

const projectSkills = (f: Facts, project: ProjectStory) =>
  f.profile.projectExperience.find((p) => p.projectName.trim() === project.name)?.projectSkills ?? [];

/** The most relevant project, what was done and its result; "and why": what it shares with the job. */
function similarWork(f: Facts, why: boolean): string[] | null {
  const [project] = f.projects;
  if (!project) return null;
  f.said.projects.add(project.name);
  const lead = project.relevant ? 'My most relevant recent project is' : 'The closest work in my profile is';
  const asked = new Set(f.matched.map((skill) => skill.toLowerCase()));
  const shared = projectSkills(f, project).filter((skill) => asked.has(skill.toLowerCase()));
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

/** Code and live work the profile links to, never a profile on another marketplace. */
function links(f: Facts): string[] | null {
  const urls = f.profile.portfolio
    .filter((item) => item.portfolioType !== 'upwork' && item.portfolioType !== 'linkedin')
    .map((item) => item.portfolioUrl.trim())
    .concat(f.profile.projectExperience.map((project) => project.projectLink?.trim() ?? ''))
    .filter(Boolean);
  const shown = [...new Set(urls)].slice(0, 3);
  return shown.length > 0 ? [`You can see my work at ${list(shown)}.`] : null;
}

const PRODUCTS = new Set(PLATFORM_SKILLS.map((skill) => skill.toLowerCase()));

/**
 * The products the freelancer works with, the post's first ("React, Next.js and PostgreSQL"); null for a
 * profile of disciplines only ("Blog posts", "SEO writing"), which has no framework to name.
 */
function tools(f: Facts): string[] | null {
  const own = [...new Set([...f.matched, ...f.profile.personalDetails.skills])];
  const products = own.filter((skill) => PRODUCTS.has(skill.toLowerCase()));
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
    projectSkills(f, p).some((skill) => skills.some((s) => s.toLowerCase() === skill.toLowerCase())),
  );
  if (project) f.said.projects.add(project.name);
  return [
    `I am strongest in ${list(shown)}.`,
    ...(project ? [`${capitalise(`on “${project.name}”`)}, ${lowerFirst(withoutStop(project.done))}.`] : []),
  ];
}
