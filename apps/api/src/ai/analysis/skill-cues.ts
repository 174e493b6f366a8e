/**
 * The words that tell how a post names a skill: as a requirement ("must have experience with Klaviyo"), as a
 * plus ("Figma is a plus"), as part of the work ("a Shopify theme"), or in passing ("our Shopify store").
 * `before` patterns are tested on the clause's text up to the skill, `after` patterns on the text after it.
 */

/** What a heading or an inline label ("Skills:", "Nice to have:") makes of the skills listed under it. */
export type ListKind = 'required' | 'plus' | 'list' | 'stack';

const PLUS_HEADING =
  /\b(?:nice[- ]to[- ]haves?|bonus(?: points)?|preferred|desired|desirable|pluses|a plus|good to have|optional|extra credit)\b/i;
const REQUIRED_HEADING =
  /\b(?:requirements?|required|qualifications?|must[- ]haves?|mandatory|essential)\b|^(?:who you are|about you|(?:the )?ideal candidate|you (?:have|bring|should have|must have|will need)|what you(?:'ll| will)? (?:need|bring|have)|(?:what )?(?:we|i)(?:'re| are| am)? looking for(?: in (?:you|a candidate))?)$/i;
const SKILLS_HEADING =
  /^(?:(?:key|core|main|relevant|technical|top)\s+)?(?:skills?|expertise|skill ?set|competenc(?:e|ies))(?:\s+(?:and|&)\s+(?:expertise|experience|tools))?$/i;
const STACK_HEADING =
  /^(?:(?:our|the|current|your)\s+)?(?:(?:tech(?:nology)?|software|tools?)\s+)?(?:stack|tools|technologies|software|platforms?)(?:\s+(?:we use|used|involved))?$/i;

export function listKind(heading: string): ListKind | null {
  const text = heading.trim().replace(/[:.]$/, '');
  if (text === '') return null;
  if (PLUS_HEADING.test(text)) return 'plus';
  if (REQUIRED_HEADING.test(text)) return 'required';
  if (SKILLS_HEADING.test(text)) return 'list';
  if (STACK_HEADING.test(text)) return 'stack';
  return null;
}

/** "Skills: Figma, Illustrator": a short label, a colon, then what it introduces. */
export const INLINE_LABEL = /^([^:]{2,50}):\s*(\S.*)$/;

/** Where one thing said ends and another begins, inside a sentence. */
export const CLAUSE_BREAK =
  /\s*[;:]\s*|\s+[–—-]+\s+|\s+\b(?:but|while|whereas|although|though|because|since|unless)\b\s+/i;

/** Words a list of skills is padded with: "React, Node.js and 3+ years of PostgreSQL". */
export const LIST_FILLER = new Set(
  'and or & plus etc e.g i.e eg ie such as like including incl basic advanced strong good solid deep some any experience experienced knowledge skills skill proficiency familiarity years year yrs with in of the a an is are also'.split(
    ' ',
  ),
);

/** The clause says the skill is welcome rather than needed. */
export const PLUS =
  /\b(?:(?:is|are|would be|will be|as) (?:a |an )?(?:big |huge |definite |major |real |strong |nice )?(?:plus|bonus|advantage|asset)|a (?:big |huge |definite |major |real |nice )?(?:plus|bonus)|bonus|nice[- ]to[- ]have|nice to have|preferred|preferably|ideally|would be (?:great|nice|helpful|good|ideal|appreciated|welcome)|helpful|advantageous|desirable|appreciated|not (?:required|necessary|mandatory|essential|a must)|optional|extra points|points for|if you (?:also |happen to )?(?:know|use)|(?:is|are) (?:also )?(?:fine|ok|okay|acceptable)|(?:both|either(?: one)?|any) (?:is |are )?fine|or similar)\b/i;

/** "no After Effects experience needed", "WooCommerce, not Shopify". */
export const NOT_BEFORE = /\b(?:no|not|without|don'?t need|do not need|doesn'?t need)\s+(?:[\w-]+\s+)?$/i;

/** Words that ask for a skill when they come before it: "must have", "experience with", "you should know". */
export const REQUIRE_CUE =
  /\b(?:must(?:[- ]have)?|required?|requires|requirements?|mandatory|essential|necessary|should (?:know|have|be|understand|use)|(?:need|needs|have|has) to (?:know|have|be|understand|use)|experience[ds]?|expertise|expert|proficien(?:t|cy)|skilled|skills?|knowledge|know|knows|knowing|familiar(?:ity)?|comfortable|fluent|fluency|background|understanding|mastery|master|hands-on|certified|certification|track record|years?|yrs|speciali[sz](?:e|es|ing|ed)|specialist|versed|adept|competent|good at|great at|strong|solid|deep|advanced)\b/gi;

/** Between a cue and the skill, these say the skill is the client's, not the freelancer's. */
export const CUE_BLOCKER =
  /\b(?:our|my|their|his|her|client'?s|company'?s|we|us|i|sell\w*|sold|store|stores|shop|shops|brand|brands|customers?|clients?|for|at)\b/i;

const JOINED = String.raw`(?:\s*(?:[/&+,]|\band\b|\bor\b)\s*[\w.#+-]+(?:\s[\w.#+-]+)?){0,4}`;

/** Words after the skill that ask for it: "Premiere Pro required", "Shopify experience", "Klaviyo experts". */
export const REQUIRE_AFTER = new RegExp(
  String.raw`^${JOINED}\s*(?:\(\w+\)\s*)?(?:(?:is|are)\s+(?:a\s+)?(?:must|required|mandatory|essential|needed|necessary|key|critical)|must|required|mandatory|essential|needed|necessary|experience|expertise|skills?|knowledge|proficiency|background|certification|certified|experts?|pros?|gurus?|ninjas?|wizards?)\b`,
  'i',
);

/** The skill names the freelancer hired: "a Shopify developer", "Klaviyo email marketer", "React/TypeScript dev". */
export const ROLE_AFTER = new RegExp(
  String.raw`^${JOINED}\s+(?:(?!(?:for|to|of|with|in|on|at|by|from)\b)[\w-]+\s+)?(?:developers?|devs?|engineers?|programmers?|coders?|designers?|artists?|illustrators?|animators?|editors?|writers?|copywriters?|marketers?|managers?|specialists?|experts?|consultants?|freelancers?|vas?|virtual assistants?|assistants?|admins?|bookkeepers?|accountants?|analysts?|scientists?|architects?|buyers?|strategists?|setters?|operators?|technicians?|tutors?|coaches?)\b`,
  'i',
);

/**
 * A first-person subject, or a sentence opening on the client's things: the client or the person describing
 * themselves ("we sell…", "I'm skilled in…", "Our analytics run on…").
 */
export const SELF =
  /\b(?:i|i'm|i am|i've|i have|i was|i had|i'd|we|we're|we are|we've|we have|we were|we had|we'd|our team|my team)\b|^\s*(?:our|my)\b/gi;

/** After a first-person subject, words that turn the sentence into a request ("we need someone who knows…"). */
export const REQUEST =
  /\b(?:need|needs|needed|want|wants|looking|seeking|search\w*|hire|hiring|require\w*|prefer\w*|expect\w*|ask\w*|someone|somebody|anyone|you|your|freelancer|candidate|expert|person|help|love|like)\b/i;

/** "we currently use HubSpot", "our designer works in Figma": the tools around the work. */
export const USAGE_BEFORE =
  /\b(?:we|i|our team|the team|my team|they|our [\w-]+)\s+(?:[\w-]+\s+){0,2}?(?:use|uses|using|used|work in|works in|work with|works with|rely on|relies on|live in|lives in|keep \w+ in|track \w+ in|manage \w+ in)\s+(?:[\w-]+\s+){0,2}$/i;

/** "Our backend is Node.js with TypeScript": the stack the work joins, which helps to know. */
export const STACK_BEFORE =
  /\b(?:front-?end|back-?end|stack|database|db|hosting|infrastructure|infra|server|api|app|site|website|cms|crm)\s+(?:is|are|uses|runs on|is built (?:in|on|with)|is (?:written|hosted) (?:in|on))\s+(?:an?\s+)?(?:[\w.+#/-]+,?\s+){0,6}?$/i;

/** "built in WordPress", "runs on Shopify": the platform the work is on. */
export const PLATFORM_BEFORE =
  /\b(?:built|made|running|runs|run|powered|hosted|developed|coded|written|based)\s+(?:[\w-]+\s+){0,2}?(?:on|in|with|by|using)\s+(?:the\s+)?$/i;

/** "our Shopify store", "we sell on Amazon": whose the platform is, or where the client sells. */
export const CONTEXT_BEFORE =
  /(?:\b(?:our|my|their|his|her|client'?s|company'?s)\s+(?:[\w.'’&-]+\s+){0,2}|\b(?:sell|sells|selling|sold|listed|live|available|ship|ships|shipping)\s+(?:[\w'’-]+\s+){0,3}?(?:on|in|through|via|at|from)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?)$/i;

/** Verbs of the work itself, anywhere before the skill: "set up Klaviyo flows", "we need a React dashboard". */
export const WORK_BEFORE =
  /\b(?:need\w*|want\w*|looking for|seeking|hire|hiring|build\w*|built|creat\w*|develop\w*|design\w*|writ\w*|edit\w*|fix\w*|set(?:ting)? up|setup|migrat\w*|integrat\w*|implement\w*|automat\w*|configur\w*|customi[sz]\w*|optimi[sz]\w*|improv\w*|manag\w*|run|running|launch\w*|maintain\w*|deliver\w*|connect\w*|convert\w*|clean\w*|audit\w*|analy[sz]\w*|track\w*|report\w*|translat\w*|prepar\w*|redesign\w*|rebuild\w*|mov(?:e|ing)|switch\w*|speed up|use|using)\b/i;

/** A task of the work ("update orders", "answer chats"), for the tool named after it. */
export const TASK_VERB =
  /\b(?:build\w*|creat\w*|develop\w*|design\w*|writ\w*|edit\w*|fix\w*|set(?:ting)? up|migrat\w*|integrat\w*|implement\w*|automat\w*|configur\w*|customi[sz]\w*|optimi[sz]\w*|improv\w*|manag\w*|run|running|launch\w*|maintain\w*|deliver\w*|connect\w*|convert\w*|clean\w*|audit\w*|analy[sz]\w*|track\w*|report\w*|translat\w*|prepar\w*|updat\w*|process\w*|answer\w*|respond\w*|reply\w*|handl\w*|upload\w*|post\w*|schedul\w*|enter\w*|input\w*|organi[sz]\w*|research\w*|monitor\w*|moderat\w*|reconcil\w*|categori[sz]\w*|invoic\w*|record\w*|test\w*|publish\w*|list\w*|add\w*|import\w*|export\w*|sync\w*|send\w*|produc\w*|draft\w*|shoot\w*|film\w*|record\w*)\b/i;

/** Examples offered rather than asked for: "tell us what tools you use (Apollo, Instantly, etc.)". */
export const EXAMPLES =
  /\b(?:e\.g\.|such as|for example|etc\.?)(?!\w)|\bwhat (?:tools|software|apps?|platforms?|stack)\b/i;

/** A copula between a task word and the tool: "Design is done in Figma" describes, it does not task. */
export const COPULA = /\b(?:is|are|was|were|be|been|being)\b/i;

/** The tool a task is done in: "update orders in Shopify", "answer chats (Gorgias)". */
export const TOOL_BEFORE =
  /(?:\b(?:in|using|with|via|inside|into|through)\s+(?:the\s+|a\s+)?|\((?:e\.g\.?\s*|i\.e\.?\s*|via\s+|using\s+|in\s+)?)$/i;

/** The skill names the thing worked on: "a Shopify theme", "Klaviyo flows", "the Power BI dashboard". */
export const OBJECT_AFTER =
  /^\s*(?:[\w.-]+\s+)?(?:store|shop|site|website|theme|app|apps|application|plugin|extension|integration|dashboard|reports?|automations?|workflows?|flows?|campaigns?|ads|account|workspace|setup|models?|pipelines?|bot|apis?|back-?end|front-?end|database|templates?|files?|code(?:base)?|scripts?|sheets?|spreadsheets?|documents?|docs|pages?|prototypes?|mockups?|designs?|components?|formulas?|macros?|quer(?:y|ies)|schema|migration|instance|server|funnel|sequences?|lists?|pixel|tags?|tracking|listings?|catalog|feed|books|ledger|data|project|projects|checkout|errors?|bugs?|issues?|orders?|products?|payments?)\b/i;
