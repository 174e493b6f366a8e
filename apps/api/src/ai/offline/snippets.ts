/** What a template's `{instruction}` asks the writer for, read from its words. */
export const SNIPPET_ROLES = [
  'clientName',
  'ownName',
  'answers',
  'fit',
  'hook',
  'proof',
  'steps',
  'question',
  'skills',
  'years',
  'portfolio',
  'title',
  'clientType',
  'outcome',
  'observation',
  'profession',
  'interest',
  'timeline',
  'private',
] as const;
export type SnippetRole = (typeof SNIPPET_ROLES)[number];

/** Tried in order: the first that matches decides. */
const RULES: [SnippetRole, RegExp][] = [
  [
    'clientName',
    /\b(?:their|client'?s?|his|her|recipient'?s?|the person'?s?|prospect'?s?)\s+(?:first\s+|full\s+)?name\b|\bclient'?s? name\b/i,
  ],
  ['ownName', /\b(?:my|freelancer'?s?|sender'?s?|own)\s+(?:first\s+|full\s+)?name\b|\bsign(?:-| )?(?:off|ature)\b/i],
  [
    'private',
    /\b(?:my|your)?\s*(?:hourly )?(?:rate|price|pricing|fee|budget|cost|availability|start date|phone|e-?mail|contact)\b/i,
  ],
  [
    'answers',
    /\banswer (?:any|the|each|all|every|their)\b[^}]*\bquestions?\b|\bscreening\b|\bquestions? (?:the|in the|from the) (?:job|post|client)/i,
  ],
  ['clientType', /\btype of client\b|\bwho i help\b|\bkind of (?:client|business|company)\b/i],
  ['outcome', /\boutcome\b|\bresult i (?:deliver|get)\b|\bwhat i deliver\b/i],
  // "Why I am reaching out, about their work" asks about them, not about the freelancer.
  // "Why I reached out, tied to something specific about them" too: the reason is what was seen of them.
  [
    'observation',
    /\babout (?:their|the person'?s?|the recipient'?s?) (?:work|post|company|role|profile)\b|\b(?:something|anything) specific about (?:them|the person)\b/i,
  ],
  [
    'fit',
    /\bwhy (?:i|me)\b|\bwhy i(?:'m| am)\b|\bqualif\w*\b|\b(?:good|great|best|right) fit\b|\bhow i (?:could|can|might) help\b/i,
  ],
  ['interest', /\binterest\w*\b|\bwhy (?:this|the) (?:job|project)\b|\bexcite\w*\b/i],
  ['hook', /\b(?:problem|goal|restate|requirement|need|needs|pain|hook|opening|summar\w*|main point)\b/i],
  ['steps', /\bsteps?\b|\bapproach\b|\bplan\b|\bhow i (?:would|will)\b|\bprocess\b|\bnext steps?\b/i],
  ['proof', /\bprojects?\b|\bresults?\b|\bevidence\b|\bexample\b|\bcase study\b|\bachievement\b|\bproof\b/i],
  ['question', /\bquestions?\b|\bask\b|\bcall to action\b|\bcta\b|\bclos(?:e|ing)\b/i],
  ['skills', /\bskills?\b|\bspecialt\w*\b|\bexpertise\b|\bstack\b|\btools?\b/i],
  ['years', /\byears?\b|\bexperience\b/i],
  ['portfolio', /\bportfolio\b|\blinks?\b|\bsamples?\b/i],
  ['title', /\bjob title\b|\bjob name\b|\bposition\b/i],
  ['observation', /\b(?:company|news|observation|something specific|their post|recent|noticed|saw)\b/i],
  ['profession', /\bprofession\b|\brole\b|\bmy title\b|\bwhat i do\b/i],
  ['timeline', /\btimeline\b|\bdeadline\b|\bturnaround\b|\bdelivery\b/i],
];

/** The role of a snippet, or null when the writer cannot tell what it asks (it is then left out). */
export function snippetRole(instruction: string): SnippetRole | null {
  return RULES.find(([, pattern]) => pattern.test(instruction))?.[0] ?? null;
}
