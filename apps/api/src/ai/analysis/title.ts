/**
 * What a title says by its own words when no entry of the lexicon reads it: its head ("genealogy research"),
 * the instruction it gives ("rewrite our employee handbook"), the tasks after a role ("assistant to manage our
 * listings"), the two ends of a migration, and title case put back into sentence case.
 */

/** "Add Offline Mode" in a title in title case is "offline mode"; "Twilio SMS reminders" keeps its names. */
export const fromTitleCase = (phrase: string) =>
  phrase.split(/\s+/).every((word) => /^[A-Z0-9]/.test(word))
    ? phrase.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase())
    : phrase;

// Words a title uses to ask, not to name the work: "Need help with…", "Looking for someone…".
const ASKING =
  /^(?:(?:urgent(?:ly)?|need(?:ed)?|looking for|seeking|wanted|hiring|help(?: needed)?(?: with)?|quick|simple|small|easy|ongoing)\b[\s:!-]*)+/i;
const NOT_THE_WORK =
  /\b(?:someone|somebody|person|freelancer|expert|professional|partner|guy|help|asap|urgent|long[- ]term|project|job|task|work|needed|wanted)\b|[!?+]|^\s*(?:find|get|make|do|need|build|create|write|fix|set)\b/i;

/**
 * "Color correction and sound mix for short documentary" → "color correction and sound mix": the title up to
 * what it is for, in sentence case, when it is a short name for the work; null otherwise.
 */
export function titleHead(title: string): string | null {
  const head = title
    .replace(ASKING, '')
    .split(/\s+(?:for|to|in|on|with|at|from)\s+|\s+[-–—|:(]\s*|\s*\(|,\s/i)[0]
    ?.trim();
  // A head that starts with a verb is an instruction titleTask could not read: "organize and relabel …".
  if (!head || NOT_THE_WORK.test(head) || STARTS_TOLD.test(head)) return null;
  const words = head.split(/\s+/);
  if (words.length < 2 || words.length > 6 || !/^[\p{L}\d][\p{L}\d\s&/+'’.-]*$/u.test(head)) return null;
  // The title's first word is capitalised as a title's is, unless a name goes on after it ("Chrome DevTools").
  return fromTitleCase(head).replace(/^[A-Z][a-z]+\b(?!\s+[A-Z])/, (word) => word.toLowerCase());
}

const TOLD_VERB =
  'rewrite|write|edit|clean|analy[sz]e|find|collect|compile|build|create|design|fix|update|review|translate|research|organi[sz]e|rename|sort|tag|label|set up|migrate|move|import|transfer|transcribe|proofread|summari[sz]e|format|convert|plan|prepare|draft|illustrate|animate|record|produce';
const STARTS_TOLD = new RegExp(String.raw`^(?:${TOLD_VERB})\b`, 'i');
// "Clean and analyze survey results (1,200 responses)": one or two verbs, then what they are done to.
const TOLD = new RegExp(
  String.raw`^(${`(?:${TOLD_VERB})`}(?:\s+(?:and|&)\s+(?:${TOLD_VERB}))?)\s+((?:our|my|the|a|an)\s+)?((?:\d[\d,]*\d|[\w'’/&-]+)(?:\s+[\w'’/&-]+){0,4}?)\s*(?:\s(?:for|before|by|in|on|with|to|from|at)\s.*|\s*[-–—|(:,].*)?$`,
  'i',
);

const JOINING = /^(?:and|or|but|for|to|with|of|in|on|at|by|from)\b/i;

/** The verb, what it is done to, and whether that is the client's ("our"), from a title that is an instruction. */
export function titleTask(title: string): { verb: string; object: string; theirs: boolean } | null {
  const match = TOLD.exec(title.trim());
  const object = match?.[3] ?? '';
  // An object that starts with a joining word ("and rename 5") is the rest of a verb list, not a thing.
  if (!match || NOT_THE_WORK.test(object) || object.split(/\s+/).length > 5 || JOINING.test(object)) return null;
  return {
    verb: (match[1] ?? '').toLowerCase().replace(/\s*&\s*/, ' and '),
    object: fromTitleCase(object),
    theirs: /^(?:our|my)\b/i.test(match[2] ?? ''),
  };
}

// Where the thing goes: "from spreadsheets into HubSpot", "into our CRM".
const WHERE_TO =
  /\s((?:from\s+(?:[\w.-]+\s+){1,3})?(?:into|to)\s+(?:our\s+|the\s+|a\s+|my\s+)?(?:new\s+)?[\w.-]+(?:\s+[A-Z][\w.-]*)?)\s*$/i;

/**
 * "Data entry: move customer records from spreadsheets into HubSpot": a label for the kind of work, then the
 * work itself in its own verb, with where it goes. `labelEnd` is where the label stops.
 */
export function labelledTask(
  title: string,
): { verb: string; object: string; route: string | null; labelEnd: number } | null {
  const labelEnd = title.indexOf(':');
  if (labelEnd < 2 || labelEnd > 30) return null;
  const rest = title.slice(labelEnd + 1).trim();
  const task = titleTask(rest);
  if (!task) return null;
  return { verb: task.verb, object: task.object, route: WHERE_TO.exec(rest)?.[1] ?? null, labelEnd };
}

/** "genealogy research" is an amount, "50 listings" many, "a profiling session" one. */
export const headCount = (head: string): 'one' | 'many' | 'mass' => {
  // "200 wedding planners' contact info" counts itself.
  if (/^\d/.test(head)) return 'many';
  const last = head.split(/\s+/).pop() ?? '';
  if (/(?:ing|ment|ance|ence|tion|sion|research|support|help|work|design|cleanup|maintenance|advice)$/i.test(last))
    return /session$/i.test(last) ? 'one' : 'mass';
  return /[^s]s$/i.test(last) ? 'many' : 'one';
};

// "from Heroku to AWS", "Xero to QuickBooks Online": two names, each of up to three capitalised words.
const END = String.raw`([A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*){0,2})`;
export const ROUTE = new RegExp(String.raw`\b(?:from\s+)?${END}\s+(?:to|into|→|->)\s+${END}`);

const TASK_VERB =
  'find|build|write|manage|run|create|design|redesign|refresh|rebuild|edit|book|call|answer|handle|research|pitch|schedule|support|grow|plan|organi[sz]e|update|review|translate|test|source|recruit|onboard|moderate';
// The tasks a title names after its role: one or two verbs and what they are done to, a few words in all.
const TITLE_TASKS = new RegExp(
  String.raw`(?:\s[-–—|:]|\sto)\s+((?:${TASK_VERB})(?:\s+(?:and|&)\s+(?:${TASK_VERB}))?\s+[\w\s&'’/-]{2,40}?)\s*(?:\([^)]*\))?\s*$`,
  'i',
);

/** "find and pitch guests" from "Podcast booking assistant - find and pitch guests", or null. */
export function roleTasks(title: string): string | null {
  const tasks = TITLE_TASKS.exec(title.trim())?.[1];
  if (!tasks || tasks.split(/\s+/).length > 7) return null;
  return tasks
    .replace(/&/g, 'and')
    .replace(/\b(?:our|my)\b/gi, 'your')
    .replace(/\s*\(.*$/, '')
    .replace(/^\w/, (c) => c.toLowerCase());
}
