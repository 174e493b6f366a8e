import { jobSkills, termMatcher, type JobText, type SkillNeeds } from '@quillbid/shared';
import { categoryLabels, skillFitsWork, type Category } from './categories.js';
import type { PostLine } from './post.js';
import {
  CONTEXT_BEFORE,
  COPULA,
  CUE_BLOCKER,
  EXAMPLES,
  INLINE_LABEL,
  listKind,
  NOT_BEFORE,
  OBJECT_AFTER,
  PLATFORM_BEFORE,
  PLUS,
  REQUEST,
  REQUIRE_AFTER,
  REQUIRE_CUE,
  ROLE_AFTER,
  SELF,
  STACK_BEFORE,
  TASK_VERB,
  TOOL_BEFORE,
  USAGE_BEFORE,
  WORK_BEFORE,
  type ListKind,
} from './skill-cues.js';
import { listHead, listLine, locate, namedSkills, scopesOf, type Named, type Scope } from './skill-scopes.js';
import { stem, stemsOf } from './stems.js';

/**
 * How one mention asks for a skill, weakest first; a skill takes its strongest mention. `around`: a tool of
 * the work's setting (the stack, what the team uses), nice to have. `implied`: part of the work, or in the
 * client's skills list, so required, though a sentence calling it "a plus" outweighs it. `required`: asked
 * for in words or by a requirements list.
 */
const ASK = { mentioned: 0, around: 1, implied: 2, plus: 3, required: 4 } as const;
type Ask = (typeof ASK)[keyof typeof ASK];

/** The kind of work and what is done to what, which tell whether a skill belongs to the work. */
export type Work = { category: Category; verb: string; noun: string };

export type SkillReadOptions = {
  /** The profiles' own skills, which the post may name besides the known ones. */
  extra: string[];
  /** Whether a line is in English, the only language whose wording is read. */
  isEnglish: (text: string) => boolean;
  work: Work;
};

/** One mention: its clause, the sentence up to it (who speaks), and what kind of line it is on. */
type Mention = { scope: Scope; lead: string; item: boolean; offered: boolean };

/** What a mention is read against: whether the skill belongs to the work, the list it is in, the title's words. */
type Setting = { fits: boolean; list: ListKind | null; workStems: Set<string> };

/**
 * "Maya Chen — Founder at Ember & Oak | Shopify": the extension writes a LinkedIn note to a person whose name
 * and headline stand in the title, and a headline says what the person does, not what they ask for.
 */
const HEADLINE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3} — .*(?:\s(?:at|@)\s+\p{Lu}|\s\|\s)/u;

/**
 * The skills a post names, by how it asks for them. Required: in a skills or requirements list, in a sentence
 * that asks for it ("you must know Klaviyo", "Premiere Pro required"), or named as part of the work when it
 * is the kind of work's own skill ("a Shopify theme" for a developer). Nice to have: said to be a plus, or the
 * tools around the work. The rest is context: "our Shopify store" in a packaging post asks nothing of the
 * designer. Each list runs in the order the post names them, the title first.
 */
export function readSkillNeeds(job: JobText, lines: PostLine[], options: SkillReadOptions): SkillNeeds {
  const skills = jobSkills(job, options.extra);
  const named = namedSkills(skills);
  const best = new Map<string, { ask: Ask; at: number }>();
  const note = (skill: string, ask: Ask, at: number) => {
    const seen = best.get(skill);
    if (!seen) best.set(skill, { ask, at });
    else seen.ask = Math.max(seen.ask, ask) as Ask;
  };
  const fits = (skill: string) => skillFitsWork(skill, options.work);
  // What the title asks to work on ("Speed up our store"); a person's headline asks for nothing.
  const workStems = new Set(HEADLINE.test(job.jobTitle) ? [] : stemsOf(job.jobTitle));
  const workWords = `${job.jobTitle} ${options.work.verb} ${options.work.noun} ${categoryLabels[options.work.category]}`;

  for (const skill of skills) {
    const inTitle = titleAsk(job.jobTitle, skill, fits(skill), options.work, workWords);
    if (inTitle !== null) note(skill, inTitle, -1000 + (locate(job.jobTitle, skill)?.at ?? 0));
  }
  lines.forEach((line, index) => {
    const present = skills.filter(termMatcher(line.text));
    if (present.length === 0) return;
    const list = listOf(line, named);
    const english = options.isEnglish(line.text);
    for (const skill of present) {
      const setting = { fits: fits(skill), list: list.kind, workStems };
      const ask = english ? lineAsk(line, list.text, skill, named, setting) : foreignAsk(setting);
      note(skill, ask, index * 1000 + (locate(line.text, skill)?.at ?? 0));
    }
  });

  const ordered = skills
    .map((skill) => ({ skill, ...(best.get(skill) ?? { ask: ASK.mentioned, at: Number.MAX_SAFE_INTEGER }) }))
    .sort((a, b) => a.at - b.at);
  const having = (...asks: Ask[]) => ordered.filter((entry) => asks.includes(entry.ask)).map((entry) => entry.skill);
  return {
    required: having(ASK.required, ASK.implied),
    niceToHave: having(ASK.plus, ASK.around),
    mentioned: having(ASK.mentioned),
  };
}

/**
 * A title names the work: a skill in it is required when it is the work's own or the role hired, and so is a
 * skill the title names as its role ("Ghostwriter" for ghostwriting). Null when the title does not name it.
 */
function titleAsk(title: string, skill: string, fits: boolean, work: Work, workWords: string): Ask | null {
  if (!termMatcher(title)(skill)) return namesRole(workWords, skill) && fits ? ASK.required : null;
  if (HEADLINE.test(title)) return ASK.mentioned;
  const found = locate(title, skill);
  const before = found ? title.slice(0, found.at) : '';
  const after = found ? title.slice(found.at + found.length) : '';
  if (ROLE_AFTER.test(after) && !CONTEXT_BEFORE.test(before)) return ASK.required;
  // "Technical writer for REST API documentation": the skill is the subject of what is delivered.
  const next = /^[\s/]*([\w.#+-]+)(?:\s+([\w.#+-]+))?/.exec(after);
  const nounStems = new Set(stemsOf(work.noun));
  if ([next?.[1], next?.[2]].some((word) => word !== undefined && nounStems.has(stem(word)))) return ASK.required;
  if (!fits) return ASK.mentioned;
  // Without a kind of work, only the title's own words tell a job ("Shopify store help") from a
  // person's headline ("Founder at Ember & Oak | Shopify").
  if (work.category === 'general' && !WORK_BEFORE.test(before) && !OBJECT_AFTER.test(after)) return ASK.mentioned;
  return ASK.required;
}

/** "Appointment setter" names appointment setting, "Ghostwriter" ghostwriting, "translate" translation. */
function namesRole(workWords: string, skill: string): boolean {
  const wanted = stemsOf(skill).join(' ');
  return wanted !== '' && ` ${stemsOf(workWords).join(' ')} `.includes(` ${wanted} `);
}

/** What a list a line belongs to makes of its skills: its inline label, or the heading of its list. */
function listOf(line: PostLine, named: Named): { kind: ListKind | null; text: string } {
  const labelled = INLINE_LABEL.exec(line.text);
  const labelKind = labelled ? listKind(labelled[1] ?? '') : null;
  if (labelled && labelKind) return { kind: labelKind, text: labelled[2] ?? '' };
  const inList = line.item || line.labelled || listLine(line.text, named);
  return { kind: inList ? listKind(line.heading) : null, text: line.text };
}

function lineAsk(line: PostLine, text: string, skill: string, named: Named, setting: Setting): Ask {
  // "Which tools do you use (Apollo, Clay…)?" offers examples rather than asking for one.
  const offered = /\?\s*$/.test(line.text) || EXAMPLES.test(line.text);
  return scopesOf(text, skill, named).reduce<Ask>((ask, scope) => {
    const lead = `${line.text.slice(0, Math.max(0, line.text.length - text.length))}${scope.lead}`;
    return Math.max(ask, mentionAsk({ scope, lead, item: line.item, offered }, setting)) as Ask;
  }, ASK.mentioned);
}

/** A line we cannot read word by word: its list says what it can, else a skill of the work counts. */
function foreignAsk(setting: Setting): Ask {
  if (setting.list) {
    const scope = { before: '', after: '', text: '' };
    return mentionAsk({ scope, lead: '', item: true, offered: false }, setting);
  }
  return setting.fits ? ASK.implied : ASK.mentioned;
}

function mentionAsk(mention: Mention, setting: Setting): Ask {
  const { before, after, text } = mention.scope;
  const { list, fits } = setting;
  if (NOT_BEFORE.test(before)) return ASK.mentioned;
  // A "Nice to have" list governs its items, even "experience with Terraform".
  if (PLUS.test(text) || list === 'plus') return ASK.plus;
  const self = aboutSelf(mention.lead);
  const context = CONTEXT_BEFORE.test(before);
  if (!self && (requiredBefore(before) || REQUIRE_AFTER.test(after) || (ROLE_AFTER.test(after) && !context))) {
    // "What is your experience with Terraform?" asks, but gives way to a "Nice to have" list.
    return mention.offered ? ASK.implied : ASK.required;
  }
  if (list === 'required' && !context && !self) return ASK.required;
  // A client's skills list counts whatever it names: they picked those skills themselves.
  if (list === 'list') return ASK.implied;
  if (list === 'stack') return fits ? ASK.around : ASK.mentioned;
  const ask = workAsk(mention, setting, self, context);
  return mention.offered && ask === ASK.implied ? ASK.around : ask;
}

/** A skill named while the post describes the work or its setting, without asking for it in words. */
function workAsk({ scope, item }: Mention, { fits, workStems }: Setting, self: boolean, context: boolean): Ask {
  const { after } = scope;
  const before = listHead(scope.before);
  // Another kind of work's skill counts only as the tool a task is done in: "update orders in Shopify".
  if (!fits) return toolOfTask(before) && !self && !context ? ASK.implied : ASK.mentioned;
  if (USAGE_BEFORE.test(before) || STACK_BEFORE.test(before)) return ASK.around;
  // "Our Shopify store is slow" when the store is what the title asks to work on.
  const object = /^\s*([a-z][\w-]*)/i.exec(after)?.[1];
  if (object && workStems.has(stem(object))) return ASK.implied;
  if (PLATFORM_BEFORE.test(before)) return ASK.implied;
  if (self) return ASK.mentioned;
  if (OBJECT_AFTER.test(after)) return context ? ASK.around : ASK.implied;
  if (context) return ASK.around;
  // "- Tailwind CSS, pixel-accurate to the designs": a list item that opens on the skill.
  if (item && before.trim() === '') return ASK.implied;
  return WORK_BEFORE.test(before) || TOOL_BEFORE.test(before) ? ASK.implied : ASK.mentioned;
}

/** A task, then the tool it is done in, with no "is" between: "update orders in", not "Design is done in". */
function toolOfTask(before: string): boolean {
  if (!TOOL_BEFORE.test(before) || PLATFORM_BEFORE.test(before)) return false;
  const task = [...before.matchAll(new RegExp(TASK_VERB.source, 'gi'))].at(-1);
  return task !== undefined && !COPULA.test(before.slice(task.index + task[0].length));
}

/** The last requirement cue before the skill governs it, unless the client's own things come between. */
function requiredBefore(before: string): boolean {
  const cue = [...before.matchAll(REQUIRE_CUE)].at(-1);
  if (!cue) return false;
  const between = before.slice(cue.index + cue[0].length);
  return !CUE_BLOCKER.test(between) && between.trim().split(/\s+/).length <= 6;
}

/** The sentence so far speaks of the client or the writer ("we sell on…", "I'm skilled in…"), asking nothing. */
function aboutSelf(lead: string): boolean {
  const subject = [...lead.matchAll(SELF)].at(-1);
  return subject !== undefined && !REQUEST.test(lead.slice(subject.index + subject[0].length));
}
