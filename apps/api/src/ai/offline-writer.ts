import type { Profile } from '@quillbid/shared';
import { analyseJob, mostRelevantProject, type JobAnalysis } from './job-analysis.js';
import type { ProposalWriter, WriterInput } from './writer.js';

type Facts = { profile: Profile; analysis: JobAnalysis; jobTitle: string };

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withoutStop = (text: string) => text.trim().replace(/[.!?;:,]+$/, '');
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The client's words turned towards them: "we need our app" → "you need your app". */
const towardsClient = (text: string) =>
  text
    .replace(/\bwe're\b/gi, "you're")
    .replace(/\bwe are\b/gi, 'you are')
    .replace(/\bwe\b/gi, 'you')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bus\b/gi, 'you')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI've\b/g, "you've")
    .replace(/\bI\b/g, 'you')
    .replace(/\bmy\b/gi, 'your');

const LEAD =
  /^(?:hi,?\s*|hello,?\s*)?(?:we(?:'re| are)?|i(?:'m| am)?)\s+(?:currently\s+)?(?:looking for|seeking|in need of|searching for|need|want|require)\s+/i;

/** One requirement of the post, said back to the client. */
function restate(requirement: string): string {
  const lead = LEAD.exec(requirement);
  if (lead) return `You're looking for ${towardsClient(withoutStop(requirement.slice(lead[0].length)))}.`;
  return `You need this: ${lowerFirst(towardsClient(withoutStop(requirement)))}.`;
}

/** The opening: the client's main need in their words, then the next most telling requirement. */
function hook({ analysis, jobTitle }: Facts): string {
  const [main, next] = analysis.requirements;
  if (!main) return `You're looking for help with ${lowerFirst(withoutStop(jobTitle))}.`;
  if (!next) return restate(main);
  return `${restate(main)} I also noted that ${lowerFirst(towardsClient(withoutStop(next)))}.`;
}

const PAST_TENSE_START =
  /^(?:[A-Z][a-z]+ed|Built|Made|Led|Ran|Wrote|Grew|Cut|Set up|Took|Drove|Won|Rebuilt|Rewrote|Ran|Taught|Sold|Brought|Kept|Shot|Drew)\b/;

function projectProof({ profile, analysis }: Facts): string {
  const project = mostRelevantProject(profile, analysis);
  const { yearsOfExperience, profession } = profile.personalDetails;
  const background = `${yearsOfExperience} years as a ${lowerFirst(profession)}`;
  if (!project) return background;
  const used = project.projectSkills.filter((skill) =>
    analysis.matchedSkills.some((m) => m.toLowerCase() === skill.toLowerCase()),
  );
  const tools = list(used.length ? used : project.projectSkills.slice(0, 3));
  const what = withoutStop(project.projectDescription).replace(/^I\s+/, '');
  // "Built a dashboard…" reads on after "where I"; "Stripe dashboard that…" needs a colon instead.
  const done = PAST_TENSE_START.test(what) ? `, where I ${lowerFirst(what)}` : `: ${what}`;
  return `“${project.projectName}” (${lowerFirst(project.projectType)})${done}. I used ${tools} there, and I bring ${background} to your project`;
}

function firstSteps({ analysis }: Facts): string {
  const [first, second] = analysis.topKeywords;
  const focus = first ? (second ? `the ${first} and ${second} work` : `the ${first} work`) : 'the core of the job';
  return `confirm scope and priorities with you, deliver ${focus} in small milestones, and share progress at each one`;
}

function answers({ analysis, profile }: Facts): string {
  if (analysis.questions.length === 0) return '';
  const project = mostRelevantProject(profile, analysis);
  const evidence = project
    ? `my work on “${project.projectName}” is one example`
    : `I bring ${list(analysis.matchedSkills.slice(0, 3)) || lowerFirst(profile.personalDetails.profession)}`;
  return analysis.questions.map((question) => `${question} Yes — ${evidence}.`).join(' ');
}

function closingQuestion({ analysis, jobTitle }: Facts): string {
  const focus = analysis.topKeywords[0] ?? lowerFirst(withoutStop(jobTitle));
  return `What would a great first milestone for the ${focus} work look like to you?`;
}

function skills({ analysis, profile }: Facts): string {
  return list(
    analysis.matchedSkills.length ? analysis.matchedSkills.slice(0, 5) : profile.personalDetails.skills.slice(0, 3),
  );
}

/** One rule per kind of snippet, tried in order; each answers from the job and the profile only. */
const rules: [RegExp, (facts: Facts) => string][] = [
  [/\b(my|freelancer'?s?) (first )?name\b/i, ({ profile }) => profile.personalDetails.firstName],
  [/\b(their|client'?s?) (first )?name\b/i, () => 'there'],
  [/\banswer\b|\bquestion\b.*\b(asks?|post)\b/i, answers],
  [/\bfit\b|\bqualif|\bwhy (?:i|me)\b/i, (facts) => `I have done this kind of work before: ${projectProof(facts)}.`],
  [/\b(problem|goal|restate|requirement|need)\b/i, hook],
  [/\bproject\b|\bresult\b|\bevidence\b/i, projectProof],
  [/\bsteps?\b|\bapproach\b|\bplan\b/i, firstSteps],
  [/\bquestion\b/i, closingQuestion],
  [/\bskills?\b|\bspecialt|\bexpertise\b/i, skills],
  [/\byears?\b|\bexperience\b/i, ({ profile }) => `${profile.personalDetails.yearsOfExperience} years`],
  [/\bportfolio\b|\blinks?\b/i, ({ profile }) => profile.portfolio.map((p) => p.portfolioUrl).join(' · ')],
  [/\bjob title\b/i, ({ jobTitle }) => jobTitle],
  [/\bprofession\b|\brole\b/i, ({ profile }) => lowerFirst(profile.personalDetails.profession)],
  [
    /\b(company|news|observation|something specific)\b/i,
    ({ jobTitle }) => `your post about ${lowerFirst(withoutStop(jobTitle))}`,
  ],
  [/\b(outcome|deliver|type of client)\b/i, ({ jobTitle }) => lowerFirst(withoutStop(jobTitle))],
];

function fillSnippet(instruction: string, facts: Facts): string {
  for (const [pattern, answer] of rules) if (pattern.test(instruction)) return answer(facts);
  // An instruction the rules cannot read is answered with the job's main need rather than left in.
  return hook(facts);
}

/** Fills every {snippet} of the template from the job and the profile; deterministic, no network. */
export function composeOffline(input: WriterInput): string {
  const facts: Facts = {
    profile: input.profile,
    analysis: analyseJob(input.job, input.profile),
    jobTitle: input.job.jobTitle,
  };
  let html = input.templateDetail.replace(/\{([^{}]*)\}/g, (_, instruction: string) =>
    escapeHtml(fillSnippet(instruction, facts)),
  );
  html = html.replace(/\.\./g, '.').replace(/<p>\s*<\/p>/g, '');
  const startWord = facts.analysis.startWord;
  if (startWord) html = html.replace(/^(<p>)?/, (open) => `${open ?? ''}${escapeHtml(startWord)} — `);
  return html;
}

export function createOfflineWriter(): ProposalWriter {
  return {
    mode: 'offline',
    async *write(input) {
      // Paragraph by paragraph, so the editor fills the way a streamed model answer would.
      for (const part of composeOffline(input).split(/(?<=<\/p>)/)) yield part;
    },
  };
}
