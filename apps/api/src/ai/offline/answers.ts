import { KNOWN_SKILLS, escapeRegExp, hourlyRateText, keywords, termMatcher, type Instruction } from '@quillbid/shared';
import { sameIndustry } from '../analysis/industries.js';
import { asksForJudgement, asksForResult, type Question } from '../analysis/questions.js';
import { inSentence, isActivity, list, lowerFirst, sentence, withoutStop } from './english.js';
import type { Facts, ProjectStory } from './facts.js';
import { isDiscipline, ownProducts, projectLink } from './own-work.js';
import { restate } from './restate.js';
import { approachLine, interestLine, skillsLine, stepsClause, yearsLine } from './sections.js';
import { standardAnswer } from './standard-questions.js';
import { topicAnswer } from './topics.js';

/**
 * Answers to the post's questions and paragraphs for the items it asks proposals to include, written
 * only from the profile and the post. What only the freelancer knows (a price, a start date) is said only
 * when the profile holds it, and otherwise left to the pre-send check rather than made up.
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
  return rankedProjects(f, words)[0]?.project ?? null;
}

/**
 * The project that shares most of a question's telling words, or null when none shares one: an answer
 * backed by an unrelated project answers a question nobody asked.
 */
function projectOn(f: Facts, question: Question): ProjectStory | null {
  const best = rankedProjects(f, specificTerms(question), question.text)[0];
  return best && best.hits > 0 ? best.project : null;
}

/** "dashboards" and "dashboard" are one subject, and so are "translated" and "translation". */
const stem = (word: string) => (word.length > 4 ? word.replace(/(?:ions?|ed|es|s)$/, '') : word);

/**
 * The projects by how many of the words each is about, the best first. A word is met by itself or by a
 * word of the same kind of client ("dental" by "orthodontics"), unless the question writes it as part of a
 * name ("the Restaurant Industry Award" is a pay award, not a restaurant).
 */
function rankedProjects(f: Facts, words: string[], asked = ''): { project: ProjectStory; hits: number }[] {
  const wanted = [...new Set(words.map((w) => stem(w.toLowerCase())))];
  const named = (word: string) => new RegExp(String.raw`(?<=\S )${escapeRegExp(word)}`, 'i').exec(asked)?.[0];
  const kin = (word: string) => (/^\p{Lu}/u.test(named(word) ?? '') ? [word] : sameIndustry(word));
  const scored = f.projects.map((project, index) => {
    const { projectName, projectType, projectDescription, projectSkills } = project.entry;
    const own = new Set(
      keywords(`${projectName} ${projectType} ${projectDescription} ${projectSkills.join(' ')}`).map(stem),
    );
    const hits = wanted.filter((word) => kin(word).some((other) => own.has(stem(other)))).length;
    return { project, index, hits };
  });
  scored.sort((a, b) => b.hits - a.hits || a.index - b.index);
  return scored;
}

/** Whether a project names a skill in its text or its skills. */
const mentionedIn = (project: ProjectStory) => {
  const { projectName, projectType, projectDescription, projectSkills } = project.entry;
  return termMatcher(`${projectName}\n${projectType}\n${projectDescription}\n${projectSkills.join('\n')}`);
};

/** Whether a project is about most of the question's other words ("home services", "multi-state"). */
const projectCovers = (f: Facts, project: ProjectStory, words: string[], asked: string) =>
  (rankedProjects(f, words, asked).find((entry) => entry.project === project)?.hits ?? 0) * 2 >= words.length;

const lead = (question: Question) => restate(question.text) ?? '';

// "What stack would you recommend?": a question that leaves the choice to the freelancer.
const OPEN_STACK = /\b(?:stack|tech(?:nology|nologies)?|frameworks?|programming languages?)\b/i;

/** "Which tool would you pick?": the tools the post and the profile share, or how the choice is made. */
function choiceAnswer(f: Facts, question: Question): string[] | null {
  // Only tools the question itself names count: the post's other skills may be of another kind.
  const tools = f.matched.filter(termMatcher(question.text)).map(inSentence).slice(0, 3);
  if (tools.length > 0)
    return [
      `I would start from ${list(tools)}, which I already use, and confirm the choice against what your team runs today.`,
    ];
  // Asked to choose, a developer recommends the stack they know best, and says why.
  const own = ownProducts(f).slice(0, 4);
  if (f.reading.deliverable.category !== 'development' || !OPEN_STACK.test(question.text) || own.length < 2)
    return null;
  return [
    `I would build it with ${list(own)}: I use them every day, so your budget goes into features rather than my learning curve, and they are common enough that any developer can take over later.`,
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
  // "A B2B site you grew organically": a project that grew something else is no example of it.
  'grew',
  'grow',
  'growth',
  'increased',
  'improved',
  // "Writing samples about pets": a writer's every project is writing; pets are the subject.
  'writing',
  'samples',
  'sample',
  // "Can you send the files in PSD format?" is about PSD.
  'file',
  'files',
  'format',
  'formats',
  // What was done, not what it was about: "built lists for dental" is about dental.
  'wrote',
  'written',
  'write',
  'built',
  'build',
  'sold',
  'set',
  'made',
  'make',
  'run',
  'managed',
  'handled',
  'created',
  'dealt',
  'getting',
  'got',
  'hit',
  'used',
  'integrated',
  'configured',
  'implemented',
  'create',
  'write',
  'written',
  'designed',
  'edited',
  'offer',
  'provide',
  'use',
  'using',
  // How the question is put, not what it is about: "React and Stripe together".
  'together',
  'both',
  'experience',
  'familiar',
  'comfortable',
]);

/** A question's words that say what it is about. */
const specificTerms = (question: Question) => question.terms.filter((term) => !COMMON.has(term));

/** "“X”, where I built…" the first time; "“X”, mentioned above" after that. */
function described(f: Facts, project: ProjectStory): string {
  if (f.said.projects.has(project.name)) return `“${project.name}”, mentioned above`;
  f.said.projects.add(project.name);
  return `“${project.name}”, where ${lowerFirst(withoutStop(project.done))}`;
}

/** "Yes." answers a yes-or-no question; "Describe your experience with…" asks for the experience itself. */
const yes = (question: Question) =>
  /^(?:have|has|had|do|does|did|are|were|is|can|could|would|will|ever)\b/i.test(question.text) ? 'Yes. ' : '';

// Capitalised words after a comma that start a clause, not a product: "Xero, Please describe…".
const NOT_A_NAME = new Set(
  ['I', 'Please', 'Also', 'If', 'And', 'Or', 'Do', 'Does', 'Did', 'Have', 'Has', 'Are', 'Is', 'Can', 'What', 'How']
    .concat(['Why', 'When', 'Which', 'Where', 'Who', 'Describe', 'Tell', 'Share', 'Include', 'Explain', 'List'])
    .concat(['Thanks', 'Thank']),
);
/** The term in either case, letter by letter: the name beside it is told by its capital. */
const anyCase = (term: string) =>
  escapeRegExp(term).replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
const JOINER = String.raw`(?:\s*[+&/]\s*|\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)`;
// A full stop only inside a name ("Node.js", "Monday.com"): after one, a sentence ends ("…, R. Have you…").
const WORD = String.raw`[A-Z](?:[\w#+-]|\.(?=\w))*`;
const NAME = String.raw`(${WORD}(?:\s${WORD})?)`;

/**
 * Names listed with a known tool ("Square + Xero", "Xero, Square or Stripe"): tools too, though not ones
 * the writer knows. Without them, "Have you worked with Square + Xero?" got "Yes" from Xero alone.
 */
function listedWith(text: string, named: string[]): string[] {
  const found = new Map(named.map((name) => [name.toLowerCase(), name]));
  const queue = [...named];
  for (let next = queue.shift(); next !== undefined && found.size < 12; next = queue.shift()) {
    const term = anyCase(next);
    const beside = [
      new RegExp(String.raw`(?<![\w.#+-])${NAME}${JOINER}${term}(?![\w#+])`, 'g'),
      new RegExp(String.raw`(?<![\w.#+-])${term}${JOINER}${NAME}`, 'g'),
    ];
    for (const pattern of beside) {
      for (const [, name = ''] of text.matchAll(pattern)) {
        const key = name.toLowerCase();
        if (name.split(' ').some((word) => NOT_A_NAME.has(word)) || found.has(key)) continue;
        found.set(key, name);
        queue.push(name);
      }
    }
  }
  return [...found.values()].slice(named.length);
}

// "Have you used Follow Up Boss?", "Have you managed Local Services Ads?": a name the writer does not know,
// asked about as a whole. A name before a noun describes it ("US clients", "Fortune 500 companies") and is no
// product.
const ASKED_NAME = new RegExp(
  String.raw`\b(?:used|use|using|worked (?:with|in)|work (?:with|in)|experience (?:with|in|using)|familiar with|proficient (?:in|with)|set up|configured|integrated|implemented|managed|manage|managing|run|ran|running|launched)\s+(${WORD}(?:['’]s)?(?:\s${WORD}){0,2})(?=\s*(?:[?.,;!)]|$)|\s(?:before|previously|yet|ever|and|or|in|for|at|on|to|with|daily|regularly)\b)`,
  'g',
);

/** Product names the question asks about that no list of the writer's holds. */
function askedNames(text: string, known: string[]): string[] {
  const knownKeys = new Set(known.map((name) => name.toLowerCase()));
  return (
    [...text.matchAll(ASKED_NAME)]
      .map(([, name = '']) => name)
      .filter((name) => !knownKeys.has(name.toLowerCase()) && !name.split(' ').some((word) => NOT_A_NAME.has(word)))
      // Capitals alone ("PHI", "HIPAA", "KPI") are mostly things one handles; a product has its own spelling ("A2X").
      .filter((name) => /[a-z\d]/.test(name))
  );
}

/** "API documentation", "SEO audits": a discipline before a noun names a kind of thing, not a tool used. */
const namesAKind = (skill: string, text: string) => {
  if (!isDiscipline(skill)) return false;
  const after = new RegExp(String.raw`\b${escapeRegExp(skill)}\s+([a-z]{3,})`, 'i').exec(text)?.[1] ?? '';
  return after !== '' && !/^(?:before|and|for|with|since|yet|ever|previously|the|your|our)$/i.test(after);
};

/** Skills that name a thing one makes rather than a tool one uses. */
const BUILT_THING = /\b(?:extensions?|apps?|plugins?|bots?|themes?|landing pages?|chatbots?)$/i;

function experienceAnswer(f: Facts, question: Question): string[] | null {
  const seen = new Set<string>();
  // "Have you built Chrome extensions?" names the skill "Chrome extension" in the plural.
  const asks = termMatcher(question.text);
  const known = [...f.reading.skills, ...f.profile.personalDetails.skills, ...KNOWN_SKILLS]
    .filter((skill) => asks(skill) || asks(`${skill}s`))
    .filter((skill) => !namesAKind(skill, question.text))
    .filter((skill) => {
      // "Design systems" in the profile and the known "Design system" are one skill.
      const key = skill.toLowerCase().replace(/s$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // "Follow Up Boss or Dotloop": what is listed with an unknown name is a product too.
  const asked = askedNames(question.text, known);
  const listed = [...new Set([...listedWith(question.text, known), ...asked, ...listedWith(question.text, asked)])];
  // "Looker Studio" names Looker too; the question asks about one product.
  const within = (skill: string, other: string) =>
    other !== skill && ` ${other.toLowerCase()} `.includes(` ${skill.toLowerCase()} `);
  const named = [...known, ...listed].filter((skill, _, all) => !all.some((other) => within(skill, other)));
  // Things are built, in the plural: "I have not built Chrome extensions", not "used Chrome extension".
  const built = named.length > 0 && named.every((skill) => BUILT_THING.test(skill));
  // A listed name is a product's name, written as the question writes it.
  // "Have you set up Gusto before?": a name the question capitalises mid-sentence keeps its capital.
  const capitalised = (skill: string) =>
    new RegExp(String.raw`(?<=\S )${escapeRegExp(skill)}\b`, 'i').exec(question.text)?.[0].match(/^[A-Z].*/)?.[0];
  const inText = (skill: string) => {
    const name = listed.includes(skill) ? skill : (capitalised(skill) ?? inSentence(skill));
    return built && !/s$/i.test(name) ? `${name}s` : name;
  };
  const inProfile = termMatcher(`${profileText(f)}\n${f.profile.personalDetails.skills.join('\n')}`);
  const has = named.filter((skill) => f.matched.includes(skill) || inProfile(skill));
  const specific = specificTerms(question);
  // "QuickBooks Online" asked as "QBO": a project is ranked by the product's own words.
  const ranked = rankedProjects(f, [...specific, ...named.flatMap((s) => s.toLowerCase().split(/\s+/))], question.text);
  const best = ranked[0];
  const project = best && best.hits > 0 ? best.project : null;
  // Tools are used; tasks are handled: "I have used Xero", "I have handled sales tax".
  const [used, onWork] = built
    ? ['built', 'for clients']
    : named.some((skill) => !listed.includes(skill) && isActivity(skill))
      ? ['handled', 'for clients']
      : ['used', 'on client work'];
  if (named.length > 0 && has.length === named.length) {
    // The example shows the product itself: a Meta campaign is no example of Google Ads.
    const shown = ranked.find(({ project: p, hits }) => hits > 0 && has.every(mentionedIn(p)))?.project ?? null;
    // "Yes" answers all of it: payroll is not yet multi-state payroll, unless the example covers the rest too.
    const namedWords = new Set(named.flatMap((skill) => skill.toLowerCase().split(/\s+/)));
    // "QBO" is QuickBooks Online by another name, not a further thing asked.
    const rest = specific.filter((term) => !namedWords.has(term) && !named.some(termMatcher(term)));
    const covered = rest.length === 0 || (shown !== null && projectCovers(f, shown, rest, question.text));
    const example = shown
      ? ` ${covered ? 'One example is' : 'The closest work in my profile is'} ${described(f, shown)}.`
      : '';
    return [`${covered ? yes(question) : ''}I have ${used} ${list(has.map(inText))} ${onWork}.${example}`];
  }
  if (named.length > 0) {
    // Never claim what the profile does not hold; say so plainly and point to the nearest work.
    // "not … Terraform or AWS CDK": a negation lists with "or".
    const missing = list(named.filter((skill) => !has.includes(skill)).map(inText), 'or');
    const said =
      has.length > 0
        ? `I have ${used} ${list(has.map(inText))} ${onWork}, but not ${missing} so far.`
        : `${yes(question) ? 'No, ' : ''}I have not ${used} ${missing} ${onWork} so far.`;
    return [`${said}${project ? ` The closest work in my profile is ${described(f, project)}.` : ''}`];
  }
  if (!best || !project) return null;
  // "Yes" only when one project covers most of what the question is about: lists for logistics are not lists for
  // dentists, and of two words both ("SaaS support" is not a pet store's support), unless either will do
  // ("restaurants or cafes").
  const either = /\bor\b/i.test(question.text);
  if (specific.length <= 2 && !either ? best.hits >= specific.length : best.hits * 2 >= specific.length)
    return [`${yes(question)}One example is ${described(f, project)}.`];
  return [`The closest work in my profile is ${described(f, project)}.`];
}

function resultAnswer(f: Facts, question: Question): string[] | null {
  const project = projectOn(f, question);
  if (!project) return null;
  const result = project.results[0];
  // "What ROAS did you get?" answered with a share of revenue says plainly it is another figure.
  const measured = new Set(keywords(result ?? '').map(stem));
  if (result && !question.terms.some((term) => measured.has(stem(term))))
    return [`The clearest result I can point to is from ${described(f, project)}.`, sentence(result)];
  // The result as the proof states it: a draft that already says it does not say it twice.
  if (f.said.projects.has(project.name))
    return [`“${project.name}”, mentioned above, shows it best.`, ...(result ? [sentence(result)] : [])];
  f.said.projects.add(project.name);
  return [`On “${project.name}”, ${lowerFirst(withoutStop(project.done))}.`, ...(result ? [sentence(result)] : [])];
}

/** A project on the question's subject, with its link when the profile has one. */
function portfolioAnswer(f: Facts, question: Question): string[] | null {
  const project = projectOn(f, question);
  if (!project) return null;
  const link = projectLink(project);
  return [
    // A project the draft already described is pointed back to, not told a second time.
    `A good example is ${described(f, project)}.`,
    ...(link ? [`You can see it at ${link}.`] : []),
  ];
}

/** "My rate for this is $45 an hour.": the profile's own rate, or null when it holds none. */
export function rateLine(f: Facts): string | null {
  const rate = f.profile.hourlyRate;
  if (rate === null || rate === undefined) return null;
  const price = hourlyRateText(rate);
  // A fixed price or a rate per piece is another number: give the hourly rate and offer to turn it into one.
  if (f.reading.budget && f.reading.budget.rate !== 'hourly')
    return `My hourly rate is ${price}, and I am happy to turn it into a fixed price once we agree on the scope.`;
  return `My rate for this is ${price} an hour.`;
}

const CALENDAR =
  /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** "I am available full-time from 3 March.": the profile's own words as a sentence, or null. */
export function availabilityLine(f: Facts): string | null {
  const said = withoutStop(f.profile.availability ?? '');
  if (said === '') return null;
  if (/^(?:I|I['’]m|We)\b/.test(said)) return sentence(said);
  const rest = CALENDAR.test(said) ? said : lowerFirst(said);
  if (/^available\b/i.test(said)) return `I am ${rest}.`;
  // "Not before May", "Booked until June": said as the profile says it, not turned into "available not…".
  if (/^(?:not|no|booked|busy|fully|unavailable)\b/i.test(said)) return `My availability: ${rest}.`;
  return `I am available ${rest}.`;
}

/**
 * What answers a question, without saying which question it is: a proposal says that first, a screening
 * answer stands beside its question. A question about the job as a whole gets `plan`. Null for what only
 * the freelancer can answer.
 */
function answerBody(f: Facts, question: Question, plan = () => [approachLine(f)]): string[] | null {
  if (!question.english) return null; // a question the offline writer cannot read
  const standard = standardAnswer(f, question.text);
  if (standard !== undefined) return standard;
  switch (question.type) {
    case 'rate':
      return nonNull(rateLine(f));
    case 'availability':
      return nonNull(availabilityLine(f));
    case 'personal':
      return null;
    case 'experience':
      return asksForResult(question) ? resultAnswer(f, question) : experienceAnswer(f, question);
    case 'choice':
      return choiceAnswer(f, question);
    case 'portfolio':
      return portfolioAnswer(f, question);
    case 'timeline':
      return [
        'I would plan the work in milestones, and after a first look at the details I can give you a firm timeline.',
      ];
    case 'tools':
      return toolsAnswer(f, question.text);
    case 'location':
      return f.profile.personalDetails.location.trim()
        ? [`I am based in ${f.profile.personalDetails.location.trim()}.`]
        : null;
    case 'approach':
    case 'other': {
      if (asksForResult(question)) return resultAnswer(f, question);
      const topic = topicAnswer(f, question.text);
      if (topic) return [topic];
      // "Can you also make story versions?", "How would you handle RCON if the server is down?": the
      // freelancer's own call, as in a screening answer; a general method sentence would not answer it.
      return asksForJudgement(question) ? null : plan();
    }
  }
}

const nonNull = (line: string | null) => (line === null ? null : [line]);

/** Types whose answer needs no "You asked about…" first: it names what was asked by itself. */
const SELF_NAMING = new Set(['rate', 'availability', 'location']);

/** One answer per question the post asks, for the proposal; null for what only the freelancer can answer. */
export function answer(f: Facts, question: Question): string[] | null {
  const body = answerBody(f, question);
  if (body === null || SELF_NAMING.has(question.type)) return body;
  // "To find the cause, I would…" says what it answers; "You asked about finding the cause." would repeat it.
  if (/^To [a-z]+\b[^,.]*,/.test(body[0] ?? '')) return body;
  return [lead(question), ...body];
}

/** Question types whose screening answer is backed by a project when it does not cite one by itself. */
const NEEDS_EVIDENCE = new Set(['approach', 'other', 'timeline', 'tools', 'choice']);

/**
 * A screening answer in parts a question template can place: the direct answer, the profile's evidence
 * behind it, and the first steps for a question about the approach. Null when only the freelancer can answer.
 */
export function screeningParts(
  f: Facts,
  question: Question,
): { direct: string[]; evidence: string[]; steps: string[] } | null {
  // "How would you describe your approach to this work?" is answered by the plan itself.
  const plan = `I would ${stepsClause(f)}.`;
  let planned = false;
  const direct = answerBody(f, question, () => {
    planned = true;
    return [plan];
  });
  if (direct === null || direct.length === 0) return null;
  const project = projectAbout(f, question.terms);
  const cites = project && f.said.projects.has(project.name);
  const evidence =
    NEEDS_EVIDENCE.has(question.type) && project && !cites && project.relevant
      ? [`A relevant example is ${described(f, project)}.`]
      : [];
  return { direct, evidence, steps: question.type === 'approach' && !planned ? [plan] : [] };
}

/** The project that best answers a requested item. */
export const projectFor = (f: Facts, item: Instruction): ProjectStory | null =>
  projectAbout(f, item.topic) ?? f.projects[0] ?? null;

/** A paragraph for an item the post asks proposals to include; null when only the freelancer can write it. */
export function requestedItem(f: Facts, item: Instruction): string[] | null {
  if (!item.writable) return null;
  const project = projectFor(f, item);
  switch (item.value) {
    case 'pricing':
      return nonNull(rateLine(f));
    case 'availability':
      return nonNull(availabilityLine(f));
    case 'experience':
      if (!project) return [yearsLine(f), skillsLine(f)].filter(Boolean);
      return [
        `A relevant example is ${described(f, project)}.`,
        ...project.results.slice(0, 1).map(sentence),
        yearsLine(f),
      ].filter(Boolean);
    case 'portfolio': {
      if (!project) return null;
      const link = projectLink(project);
      return [`A good example is ${described(f, project)}.`, ...(link ? [`You can see it at ${link}.`] : [])];
    }
    case 'approach':
      return [`I would ${stepsClause(f)}.`];
    case 'tools':
      return (
        toolsAnswer(f, item.quote) ?? ['I would work in the tools you already use, so nothing changes for your team.']
      );
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
      return nonNull(topicAnswer(f, item.quote));
  }
}

/** Kinds of tool: a question naming one wants products of that kind, not the freelancer's other tools. */
const TOOL_KIND = /\b(?:crms?|dialers?|ats|erps?|cms|esps?|help ?desks?|ticketing|audio|sound)\b/i;

/**
 * The products the asking words name that the freelancer has; else, unless they ask for one kind of tool,
 * the post's that they have, else their own. Null when there are none to name.
 */
function toolsAnswer(f: Facts, asking: string): string[] | null {
  const own = ownProducts(f, asking);
  const named = own.filter(termMatcher(asking));
  const posts = own.filter((skill) => f.matched.includes(skill));
  // "What tools do you use to find emails?" asks about tools for one task: the freelancer's others say nothing.
  const forATask = /\b(?:to|for)\s+\w+/i.test(asking);
  const tools = named.length > 0 || TOOL_KIND.test(asking) ? named : posts.length > 0 ? posts : forATask ? [] : own;
  return tools.length > 0 ? [`I work with ${list(tools.slice(0, 4))} day to day.`] : null;
}
