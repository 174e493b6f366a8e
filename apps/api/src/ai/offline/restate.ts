import { gerund, gerundOfPast, withoutStop } from './english.js';

/**
 * Says which question an answer is for, in a short sentence of our own: "You asked about building a
 * Chrome extension." Only for question forms it can restate cleanly; otherwise the answer stands alone,
 * since a garbled restatement is worse than none.
 */
// "or" ends the object only before a second clause ("…Xero, or would you learn it?"), not inside it ("dental or medical practices").
const CLAUSE_END =
  /\s+(?:where|when|which|that|who|if|because|so|and why|or (?=(?:would|will|do|does|did|are|is|can|could|have|has|should|you|not|if|what|how|why)\b)|but|for|in|on|at|with|from|without|before|after|while|given|since)\b.*$/i;

function object(text: string): string | null {
  const cut = withoutStop(text.replace(/\?+$/, '')).replace(CLAUSE_END, '');
  const words = cut.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 7) return null;
  // "your own …" and "you …" would need the pronouns turned around; not worth the risk.
  if (words.some((word) => /^(?:you|your|yours|yourself|i|me)$/i.test(word))) return null;
  return (
    words
      .join(' ')
      .replace(/\b(?:our|my)\b/gi, 'your')
      .replace(/\b(?:we|us)\b/gi, 'you')
      .replace(/\s+(?:before|already|yet|recently|previously|so far|lately)$/i, '')
      // "PHI or in a regulated environment" cut before "in" leaves a conjunction with nothing after it.
      .replace(/\s+(?:or|and)$/i, '')
  );
}

const FORMS: [RegExp, (match: RegExpExecArray) => string | null][] = [
  [
    /^(?:have|do|did) you (?:ever )?(?:have )?(?:any )?(?:experience|worked|work) (?:with|in|on|using) (.+)$/i,
    (m) => wrap('experience with', object(m[1] ?? '')),
  ],
  [/^(?:are|were) you familiar with (.+)$/i, (m) => wrap('experience with', object(m[1] ?? ''))],
  [
    /^what(?:'s|’s| is) your (?:experience|background) (?:with|in) (.+)$/i,
    (m) => wrap('experience with', object(m[1] ?? '')),
  ],
  [
    /^have you (?:ever )?(used|built|done|made|managed|run|handled|created|written|designed|edited|translated|shipped|launched|set up|worked on) (?!or |and )(.+)$/i,
    // "Have you done Looker Studio before?" asks about experience, not about "doing Looker Studio".
    (m) => wrap(/^done$/i.test(m[1] ?? '') ? 'experience with' : gerundOfPast(m[1] ?? ''), object(m[2] ?? '')),
  ],
  [
    /^(?:if|whether) you(?:'ve| have) (?:ever )?(used|built|done|made|managed|run|handled|created|written|designed|edited|translated|shipped|launched|set up|worked on|worked with) (?!or |and )(.+)$/i,
    (m) => wrap(/^worked with$/i.test(m[1] ?? '') ? 'experience with' : gerundOfPast(m[1] ?? ''), object(m[2] ?? '')),
  ],
  [
    // "How would you debug this?": the job as a whole, said as asked.
    /^how (would|will|do|can) you (?!think|feel)(\w+(?: up| out)?) (this|it)\s*\?*$/i,
    (m) => {
      const aux = (m[1] ?? '').toLowerCase();
      return `You asked how I ${aux === 'do' ? '' : `${aux} `}${(m[2] ?? '').toLowerCase()} ${(m[3] ?? '').toLowerCase()}.`;
    },
  ],
  [
    /^how (?:would|do|will|can) you (?!think|feel)(\w+(?: up| out| with)?) (.+)$/i,
    (m) => wrap(gerund((m[1] ?? '').toLowerCase()), object(m[2] ?? '')),
  ],
  [/^how long (?:would|will|do you think|does)\b/i, () => 'You asked how long this would take.'],
  [
    // "How many appointments per week did you set in your last role?"
    /^how many ((?:[\w-]+\s+){0,3}?[\w-]+) (did|do|have|can) you (?:typically |usually |normally |generally )?(?!reckon|think|estimate|guess|believe|expect|feel)(\w+)\b/i,
    (m) => {
      const what = object(m[1] ?? '');
      const aux = (m[2] ?? '').toLowerCase();
      return what
        ? `You asked how many ${what} I ${aux === 'have' || aux === 'can' ? `${aux} ` : ''}${(m[3] ?? '').toLowerCase()}.`
        : null;
    },
  ],
  [
    // "What was the revenue impact of flows you've built?"
    /^what (?:was|were) the ((?:[\w-]+\s+){0,2}(?:impact|results?|outcomes?)) of (?:the )?((?:[\w-]+\s+){0,3}?[\w-]+) you(?:'ve|’ve| have)? (built|run|launched|created|written|managed|designed|made|done)\b/i,
    (m) =>
      `You asked about the ${(m[1] ?? '').toLowerCase()} of ${(m[2] ?? '').toLowerCase()} I have ${(m[3] ?? '').toLowerCase()}.`,
  ],
  [
    // "What ROAS did you get for your best skincare client?"
    /^what ((?:[\w-]+\s+){0,2}?[\w-]+) did you (get|achieve|see|reach|hit|deliver)\b/i,
    (m) => {
      const what = object(m[1] ?? '');
      return what ? `You asked what ${what} I ${PAST[(m[2] ?? '').toLowerCase()] ?? ''}.` : null;
    },
  ],
  [
    /^(?:which|what) ((?:[\w-]+\s+){0,2}[\w-]+) (?:would|will|do) you (pick|choose|use|recommend|prefer)\b/i,
    (m) => {
      const what = object(m[1] ?? '');
      const tense = /\bdo you\b/i.test(m[0]) ? '' : 'would ';
      return what ? `You asked which ${what} I ${tense}${(m[2] ?? '').toLowerCase()}.` : null;
    },
  ],
  [
    /^what(?:'s| is) the first thing you would (look at|check|do|change|fix)\b/i,
    (m) => `You asked what I would ${(m[1] ?? '').toLowerCase()} first.`,
  ],
];

const PAST: Record<string, string> = {
  get: 'got',
  achieve: 'achieved',
  see: 'saw',
  reach: 'reached',
  hit: 'hit',
  deliver: 'delivered',
};

const wrap = (lead: string, object: string | null) => (object ? `You asked about ${lead} ${object}.` : null);

export function restate(question: string): string | null {
  const text = question.replace(/^\d+[.)]\s*/, '').trim();
  for (const [pattern, build] of FORMS) {
    const match = pattern.exec(text);
    if (match) return build(match);
  }
  return null;
}
