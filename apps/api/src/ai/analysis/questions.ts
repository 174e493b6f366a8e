import { keywords } from '@quillbid/shared';
import type { PostLine } from './post.js';

export const QUESTION_TYPES = [
  'personal',
  'choice',
  'experience',
  'portfolio',
  'rate',
  'availability',
  'timeline',
  'tools',
  'location',
  'approach',
  'other',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export type Question = {
  text: string;
  type: QuestionType;
  /** Whether it is in English: only those can be answered by the offline writer. */
  english: boolean;
  /** Its telling words (lower case): an answer that covers it uses one of them. */
  terms: string[];
};

const TYPES: [QuestionType, RegExp][] = [
  // Only the freelancer knows: their gear, their company, their schedule, their papers, their terms.
  [
    'personal',
    /\b(?:tell (?:me|us) about (?:the last time|a time)|describe a time|a time when you|do you speak|do you translate (?:from|into)|are you (?:fluent|a native)|native speaker|favou?rite|do you (?:admire|enjoy|love)|do you (?:have|own) (?:your own|an? (?:camera|car|license|licence|company|team|degree|visa|iphone|ipad|android|mac|macbook|pc|laptop|tablet|microphone|mic|headset|drone|gimbal|(?:[\w-]+ )?(?:phone|device)))|are you (?:a )?(?:registered|incorporated|insured|licensed|certified|eligible|willing|able to (?:travel|work on ?site|attend))|can you (?:travel|come|attend|be on ?site|sign an nda)|your own (?:gear|equipment|camera)|do you have (?:an? )?(?:[\w-]+ (?:or [\w-]+ )?)?(?:account|subscription|licen[cs]e)s?\b|how many (?:revisions|rounds)|revisions? (?:are |is )?included|how many (?:calls|dials|emails|messages|conversations|tickets|chats|words)\b[^?]*\b(?:per|a|an|each) (?:hour|day|shift)|(?:calls|dials|emails|tickets|words) (?:per|an|a) (?:hour|day))\b/i,
  ],
  ['choice', /^(?:which|what) (?:[\w-]+\s+){1,3}(?:would|will) you (?:pick|choose|use|recommend|prefer)\b/i],
  // "What reply rates have you seen?" asks for a result, not a price.
  [
    'rate',
    // "What lead-to-case rate did you achieve?" asks for a result: a rate one achieved is no price.
    /^(?!.*\b(?:did|have) you (?:achieve|get|see|reach|hit)\b).*\b(?:(?<!(?:reply|response|open|conversion|show|close|click|bounce|churn|win|success|retention|completion|error) )rates?|price|pricing|cost(?! per)|charge|quote|fee|budget|(?<!by )how much)\b/i,
  ],
  [
    'availability',
    /\b(?:when (?:can|could|would) you start|start date|available|availability|hours (?:per|a|each) week|how soon|full[- ]time|part[- ]time|time ?zone)\b/i,
  ],
  [
    'timeline',
    // "How long have you worked in Seller Central?" asks for experience, not for a timeline.
    /\b(?:how long(?! have you| has your| did you (?:work|use))|timeline|turnaround|deadline|how many (?:hours|days|weeks)|by when|time ?frame|how quickly|eta)\b/i,
  ],
  [
    'portfolio',
    /\b(?:examples?|samples?|portfolio|link|show (?:me|us)|(?:can|could) you share|previous work|past work|case stud\w*|screenshots?|before ?\/ ?after)\b|^share\b/i,
  ],
  // "Which apps would you remove?" asks for a judgement on theirs, not for the freelancer's tools.
  [
    'tools',
    /\b(?:what|which) (?:tools?|software|stack|platforms?|programs?|equipment|gear|camera|crms?|apps?)\b(?!\s+(?:would|should|will) you (?!use|recommend|pick|choose|prefer))/i,
  ],
  ['location', /\b(?:where are you|where (?:do|are) you (?:live|based|located)|which country|what city)\b/i],
  [
    'experience',
    /\b(?:have you|do you have|did you|ever|experience|worked (?:with|on|for)|familiar|used|comfortable (?:with|\w+ing)|(?:if|whether) you(?:'ve| have))\b/i,
  ],
  // "Do you work in Canva?": a product, told by its capital, is experience with it; "Do you create design
  // systems?" asks what the freelancer does, but "Do you design the templates yourself?" how they would work.
  ['experience', /\b[Dd]o you (?:work|design|edit|write|build|code) (?:in|with) [A-Z]/],
  // "Will you handle deliverability?": a part of the work they have done before, or not.
  [
    'experience',
    /^(?:will|can|could|would) you (?:also )?(?:handle|manage|take care of|set up) (?!(?:it|this|that|them|the|a|an|our|my|your|all)\b)[a-z]/i,
  ],
  // "Do you use Premiere or DaVinci?": the products they work in.
  ['experience', /^[Dd]o you (?:use|work in) [A-Z]/],
  // "Can you deliver SRT files?": a format they have delivered before, or not.
  [
    'experience',
    /^can you (?:also )?(?:deliver|provide|export|send) (?:the |them |it )?(?:as |in )?(?:[\w-]+ )?(?:files?|formats?)\b/i,
  ],
  // "Can you also build it in Webflow?": whether they work in that product.
  [
    'experience',
    /\b[Cc]an you (?:also |both )?(?:\w+ (?:and|&) )?(?:build|make|create|design|edit|do|set) (?:it |this |them |that )?(?:up )?(?:in|with|on) [A-Z]/,
  ],
  [
    'experience',
    /^do you (?:create|build|design|make|write|offer|provide|edit|animate) (?!the\b|your\b|our\b|my\b|it\b|them\b|this\b|that\b|these\b|those\b|any\b)[a-z]/i,
  ],
  [
    'approach',
    /\b(?:how (?:would|do|will|can) you|what (?:would|will) you|you would|approach|process|first step|first thing|strategy|handle|prioriti[sz]e|ensure|make sure)\b/i,
  ],
];

// Questions that only invite the reader in ("Sound like you?", "Interested?") ask nothing to answer.
const RHETORICAL =
  /^(?:(?:does )?(?:this |that )?sound(?:s)? like you|interested|ready|are you (?:the one|our|my) \w+|think you can|is that you|can you help|are you up for (?:it|the challenge)|why (?:us|join)|what are you waiting for|who are we|what do we do)\b/i;

// Words in almost every question: they say nothing about what it asks.
const GENERIC = new Set([
  'have',
  'ever',
  'before',
  'worked',
  'done',
  'similar',
  'previous',
  'past',
  'any',
  'examples',
  'example',
  'share',
  'tell',
  'describe',
  'explain',
  'would',
  'could',
  'please',
  'your',
  'approach',
  'like',
  'kind',
  'type',
  'projects',
  'things',
  'much',
  'many',
  'long',
  'available',
  'start',
  'rate',
  'experience',
  'take',
  'think',
  'give',
  'send',
]);

/**
 * The questions a post asks the applicant: sentences ending in "?" and the items under a "questions"
 * heading, without those that only invite the reader in.
 */
// "Screening question:", "In your reply," and the like introduce the question; they are not part of it.
const LEAD_IN =
  /^(?:\d+[.)]\s*)?(?:(?:screening )?question(?: \d+)?\s*[:.-]\s*|q\d*\s*[:.-]\s*|(?:(?:in|with) (?:the|your) (?:proposal|reply|application|answer)|when you apply),?\s*(?:(?:please )?(?:tell me|tell us|answer(?: this)?|let me know)\s*[:,-]?\s*)?|(?:then |also |and |before anything else,?\s*)?(?:please )?answer (?:this|these|the following)(?: questions?)?\s*[:,-]\s*|(?:please )?tell (?:me|us)\s*[:,-]\s*)/i;

const QUESTION_WORDS =
  'what|how|which|when|where|why|who|do you|did you|have you|are you|can you|could you|would you|will you|is there|is it';
const QUESTION_START = new RegExp(String.raw`^(?:${QUESTION_WORDS})\b`, 'i');
// "…, and how do you…?" starts a second question inside the first one's sentence, with its comma or without.
const SECOND_QUESTION = new RegExp(String.raw`,?\s+and\s+(?=(?:${QUESTION_WORDS})\b[^?]*\?\s*$)`, 'i');

/**
 * "What is your rate, and when can you start?" → "What is your rate?", "When can you start?". A second
 * half that leans on the first ("…, and how did you get it back?", "…, and why?") stays with it.
 */
const splitCompound = (part: string): string[] => {
  const at = SECOND_QUESTION.exec(part);
  if (!at) return [part];
  const rest = part.slice(at.index + at[0].length);
  if (rest.split(/\s+/).length < 4 || /\b(?:it|its|that|this|these|those|they|them|there)\b/i.test(rest)) return [part];
  return [`${part.slice(0, at.index)}?`, rest.charAt(0).toUpperCase() + rest.slice(1)];
};

/**
 * A line's questions: "How would you price this? and have you used Xero?" holds two, and so does "How
 * many meetings would you book, and how do you keep the account safe?".
 */
const splitQuestions = (text: string) =>
  text
    .split(/(?<=\?)\s+/)
    .flatMap(splitCompound)
    .map((part) =>
      part
        .replace(LEAD_IN, '')
        .replace(/^(?:and|also|so)\s+/i, '')
        .trim(),
    )
    .filter((part) => part !== '');

/** "Let me know if you have built one before", "tell me how you would…" ask without a question mark. */
const EMBEDDED =
  /\b(?:let (?:me|us) know|tell (?:me|us)|i(?:'d| would) (?:like|love) to know|please (?:say|mention)|(?:please )?(?:explain|describe|outline)(?= how you)|walk (?:me|us) through)\s+((?:if|whether|how (?:long|much|many|soon|quickly)|how you(?:'d| would| will| plan to)|which|when|what)\b[^.!?]*)/i;

/**
 * A question mark inside the client's own aside: "New theme (I like Dawn but more cozy?) idk" thinks
 * aloud and asks nothing; "Candles (can you also set up the reviews app?)" asks, and the aside is the
 * question. Null when the question mark is not inside an aside.
 */
function asideAsking(text: string): { asks: boolean; text: string } | null {
  const mark = text.search(/\?[)\]]?\s*$/);
  const open = text.lastIndexOf('(', mark);
  if (mark === -1 || open === -1 || text.slice(open, mark).includes(')')) return null;
  const aside = text.slice(open + 1, mark + 1).trim();
  return { asks: QUESTION_START.test(aside), text: aside };
}

/** "how you'd approach moving subscribers" → "How would you approach moving subscribers?" */
function asQuestion(clause: string): string {
  const turned = clause
    .replace(/^how you(?:'d| would)\b/i, 'how would you')
    .replace(/^how you will\b/i, 'how will you');
  const asked = turned === clause ? clause : `${turned}?`;
  return asked.charAt(0).toUpperCase() + asked.slice(1);
}

/** The questions a line asks, with and without question marks. */
function questionsIn(line: PostLine): { text: string; asked: boolean }[] {
  const parts = splitQuestions(line.text).map((text, i) => {
    const aside = asideAsking(text);
    if (aside) return { text: aside.text, asked: aside.asks };
    return {
      text,
      // After a question, a line often goes on with another and forgets its question mark.
      asked:
        /\?\s*$/.test(text) ||
        (line.item && /question/.test(line.heading)) ||
        (i > 0 && QUESTION_START.test(text) && text.split(/\s+/).length >= 4),
    };
  });
  const embedded = EMBEDDED.exec(line.text);
  if (embedded?.[1] && !parts.some((p) => p.asked && p.text.includes(embedded[1] ?? ''))) {
    const clause = embedded[1].replace(/\s+(?:and|but)\s*$/i, '').trim();
    if (clause.split(/\s+/).length >= 3) parts.push({ text: asQuestion(clause), asked: true });
  }
  return parts;
}

/** Questions about what the freelancer achieved: answered with a project's result, not a method. */
const RESULT =
  /\b(?:best|biggest|highest|lowest|typical|average|results?|numbers?|roas|cost per|(?:conversion|reply|response|open|show|close) rates?|how many|surprised|(?:revenue|sales|business) impact|what (?:was|were) the (?:[\w-]+ )?(?:impact|outcomes?)|what (?:revenue|sales|growth|return) (?:did|have|has))\b/i;
export const asksForResult = (question: Question) => RESULT.test(question.text);

/**
 * "How would you approach this?", "What would your first steps be?", "How would you debug this?": the job as
 * a whole, not one problem in it.
 */
const BROAD_APPROACH =
  /\b(?:approach (?:this|the|our|my|it)\b(?! \w+ (?:problem|issue|bug|case))|your (?:process|approach|plan|workflow|methodology)|first steps?|prioriti[sz]e first|where would you start|how would you (?:start|begin|tackle this|go about (?:this|it))|what would you (?:do|look at|check) (?:first|in (?:the|your) first (?:\w+ )?(?:days?|weeks?|months?))|how (?:would|will|do) you (?:debug|fix|solve|tackle|build|do|plan|structure) (?:this|it)(?=\s*[?.!]|\s*$))/i;

/**
 * A question that asks how the freelancer would handle a particular problem, or what they think: the
 * answer needs their own judgement, which no profile holds.
 */
export const asksForJudgement = (question: Question) =>
  (question.type === 'other' && !asksForResult(question)) ||
  (question.type === 'approach' && !BROAD_APPROACH.test(question.text));

/**
 * The screening questions Upwork offers clients ready-made ("Describe your recent experience with similar
 * projects"), which a large share of posts ask: the profile answers them, so none needs the freelancer's
 * own judgement.
 */
const READY_MADE = {
  // "Describe a similar onboarding you redesigned": the same question, about the thing the post is for.
  similarWork:
    /\bexperience with similar (?:projects|work|jobs)\b|\bpast project or job\b[^?]*\bmost like this\b|\bsimilar (?:projects|work) (?:you have|you've) done\b|\b(?:describe|tell (?:me|us) about|share) (?:a|an|one) (?:similar|comparable) (?:[\w-]+ ){1,3}(?:you(?:'ve| have)? (?:\w+ed|built|done|made|run|written|shot)|you worked on)\b|\b(?:describe|tell (?:me|us) about) (?:a|an|one) (?:[\w-]+ ){1,3}you(?:'ve| have)? (?:owned|led|built|shipped|launched|delivered|created)\b/i,
  fit: /\b(?:a )?good fit for this\b|\bwhy (?:should|would) (?:we|i) (?:hire|choose|pick) you\b/i,
  // "Are you a QuickBooks ProAdvisor?", "Are you a Shopify Partner?": a title a vendor gives is a credential.
  certifications:
    /\bcertifications?\b|\bcertificates?\b|\bare you (?:a |an )?(?:[\w-]+ )?certified\b|\bare you an? (?:[\w-]+ ){1,3}(?:proadvisor|partner|expert)\b|\bare you an? (?:cpa|ea|enrolled agent|chartered accountant|acca|cma|cfa|pmp)\b/i,
  links: /\blink to your (?:github|website|portfolio)\b|\bgithub profile\b/i,
  tools: /\bwhat (?:frameworks|technologies)\b[^?]*\bhave you\b[^?]*\b(?:worked with|used)\b/i,
  suggestions: /\bsuggestions? (?:to make|for making|on how to make) (?:this|the) project\b/i,
  questions: /\bwhat questions do you have\b|\bdo you have any questions\b/i,
  strongest: /\bwhich of the required (?:job )?skills\b|\bskills? (?:do you feel )?you are strongest\b/i,
};
export type ReadyMadeQuestion = keyof typeof READY_MADE;

/** Which of Upwork's ready-made questions this is, if it is one. */
export const readyMadeQuestion = (text: string): ReadyMadeQuestion | undefined =>
  (Object.keys(READY_MADE) as ReadyMadeQuestion[]).find((kind) => READY_MADE[kind].test(text));

const typeOf = (text: string): QuestionType => TYPES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
const termsOf = (text: string) => [...new Set(keywords(text))].filter((word) => !GENERIC.has(word)).slice(0, 6);

/**
 * A screening question from the apply page, read like one of the post's: it is asked by definition, so
 * none of the post's tests for whether a line asks something apply.
 */
export function screeningQuestion(text: string, isEnglish: (sentence: string) => boolean): Question {
  const shown = text.replace(/\s+/g, ' ').trim();
  const english = isEnglish(shown);
  return { text: shown, type: english ? typeOf(shown) : 'other', english, terms: termsOf(shown) };
}

export function readQuestions(lines: PostLine[], isEnglish: (sentence: string) => boolean): Question[] {
  const questions: Question[] = [];
  // After a question, the next sentence often asks another and forgets its question mark.
  const parts = lines.flatMap((line, i) =>
    questionsIn(line).map((part) => ({
      ...line,
      ...part,
      asked:
        part.asked ||
        (/\?\s*$/.test(lines[i - 1]?.text ?? '') &&
          QUESTION_START.test(part.text) &&
          part.text.split(/\s+/).length >= 4),
    })),
  );
  for (const line of parts) {
    if (!line.asked || RHETORICAL.test(line.text.replace(/^\d+[.)]\s*/, ''))) continue;
    if (line.text.split(/\s+/).length < 3) continue;
    const text = line.text.replace(/\s+/g, ' ').trim();
    const first = text.charAt(0);
    const shown = first.toUpperCase() === first ? text : first.toUpperCase() + text.slice(1);
    if (questions.some((q) => q.text === shown)) continue;
    const english = isEnglish(text) || isEnglish(line.text);
    const type = english ? typeOf(text) : 'other';
    const terms = termsOf(text);
    // "What did you do?" only follows the question before it; it asks nothing of its own.
    if (english && terms.length === 0 && type !== 'rate' && type !== 'timeline' && type !== 'availability') continue;
    questions.push({ text: shown, type, english, terms });
  }
  return questions;
}
