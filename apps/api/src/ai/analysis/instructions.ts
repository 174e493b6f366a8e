import { keywords, type IncludeItem, type Instruction } from '@quillbid/shared';
import type { PostLine } from './post.js';
import type { Question, QuestionType } from './questions.js';

const QUOTED = String.raw`["“”„'‘’«‹]\s?([^"“”„'‘’»›\n]{1,40}?)\s?["“”'‘’»›]`;
const PROPOSAL = String.raw`(?:proposal|application|cover ?letter|reply|response|message|bid|answer|pitch|note)`;

/** Ways posts ask for a first word: each captures the word or phrase. */
const START_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:start|begin|open|lead)\w*\s+(?:off\s+)?(?:your|the|each|every)?\s*${PROPOSAL}?\s*(?:off\s+)?(?:with|by (?:writing|saying|typing))\s+(?:the\s+(?:word|words|phrase|code ?word|sentence)\s*:?\s*)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:start|begin|open)\w*\s+(?:your|the|each)?\s*${PROPOSAL}?\s*(?:with|by (?:writing|saying|typing))\s+the\s+(?:word|code ?word)\s+([A-Za-z][\w-]{1,30})\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:put|write|type|use|include|add|say)\s+(?:the\s+(?:word|phrase|code ?word)\s+)?${QUOTED}\s+(?:as|at|in)\s+(?:the\s+)?(?:very\s+)?(?:first|top|beginning|start|1st)\b`,
    'i',
  ),
  // Case-sensitive for the word itself ("put PURPLE first"), so the verbs are spelled in both cases.
  new RegExp(
    String.raw`\b(?:[Pp]ut|[Ww]rite|[Tt]ype|[Uu]se|[Aa]dd|[Ss]ay)\s+(?:the\s+(?:word|phrase|code ?word)\s+)?([A-Z][A-Za-z-]{1,30}|[A-Z]{2,30})\s+(?:as|at|in)\s+(?:the\s+)?(?:very\s+)?(?:first|top|beginning|start|1st)\b`,
  ),
  new RegExp(
    String.raw`\b(?:first|opening|1st)\s+(?:word|words|line|phrase)\s+(?:of|in)\s+(?:your|the)\s+${PROPOSAL}\s+(?:should|must|has to|needs to)\s+be\s*:?\s*(?:${QUOTED}|([A-Za-z][\w-]{1,30}))`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:the\s+)?(?:very\s+)?first\s+(?:word|words|line)\s+(?:should|must|has to|needs to)\s+be\s*:?\s*(?:${QUOTED}|([A-Za-z][\w-]{1,30}))`,
    'i',
  ),
  new RegExp(String.raw`${QUOTED}\s+(?:as|at)\s+the\s+(?:very\s+)?(?:first\s+word|top|beginning|start)\b`, 'i'),
  // The same request in the languages posts are most often written in.
  new RegExp(
    String.raw`\b(?:beginnen|starten|fangen)\s+Sie\s+(?:Ihre?[nrs]?\s+)?(?:Angebot|Bewerbung|Nachricht|Antwort)\s+(?:an\s+)?mit\s+(?:dem\s+Wort\s+)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:comienza|empieza|inicia|comience|empiece)\s+(?:tu|su)\s+(?:propuesta|mensaje|postulación|respuesta)\s+con\s+(?:la\s+palabra\s+)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:commencez|commence)\s+(?:votre|ta)\s+(?:proposition|candidature|réponse|message)\s+par\s+(?:le\s+mot\s+)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:comece|inicie)\s+(?:sua|a sua)\s+(?:proposta|mensagem|resposta)\s+com\s+(?:a\s+palavra\s+)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:inizia|comincia)\s+(?:la tua|la sua)\s+(?:proposta|candidatura|risposta)\s+con\s+(?:la\s+parola\s+)?${QUOTED}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:begin|start)\s+(?:je|uw)\s+(?:voorstel|sollicitatie|reactie)\s+met\s+(?:het\s+woord\s+)?${QUOTED}`,
    'i',
  ),
];

const SUBJECT_GIVEN = new RegExp(
  String.raw`\b(?:subject(?:\s+line)?|title|heading|headline)\s*(?:of your ${PROPOSAL}\s*)?(?::|should be|must be|to be|as|with|reading|that says)?\s*${QUOTED}|${QUOTED}\s+(?:as|in)\s+(?:the|your)\s+(?:subject(?: line)?|title|heading)`,
  'i',
);
const SUBJECT_AFTER_COLON =
  /\b(?:subject(?:\s+line)?|title|headline)\b[^:\n]{0,40}:\s*([^\n.(]{3,60}?)\s*(?:\(|\.|$)/im;
const SUBJECT_FREE =
  /\b(?:(?:with|include|add|use|write|start with|put|give (?:it|your proposal)|need)\s+(?:a|an|the)\s+(?:clear\s+|short\s+|catchy\s+)?(?:subject(?: line)?|title(?: line)?|headline|heading)|subject line (?:is )?(?:required|mandatory|please)|title (?:your|the) (?:proposal|application))\b/i;

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const COUNT = String.raw`(\d|one|two|three|four|five|six)`;
const num = (word: string | undefined) => (word ? (NUMBERS[word.toLowerCase()] ?? Number(word)) : NaN);

/** Item kinds by the words a post uses for them; the order settles overlaps ("links to similar work"). */
const ITEM_KINDS: [IncludeItem, RegExp][] = [
  [
    'pricing',
    /\b(?:price|pricing(?! (?:page|table|section)s?\b)|rates?|cost|quote|fees?|budget|charge|per word|per hour|hourly|per article|per video|per episode|ballpark|estimate|how you(?:'d| would)? (?:want to be )?(?:paid|bill))\b/i,
  ],
  [
    'availability',
    /\b(?:availab\w*|start date|when you (?:could|can) start|earliest start|how soon you|hours (?:per|a|each) week|weekly hours|can commit|time ?zone)\b/i,
  ],
  ['timeline', /\b(?:timeline|turnaround|deadline|how long|delivery time|time ?frame|duration|eta)\b/i],
  [
    'portfolio',
    /\b(?:portfolio|samples?|examples? of|previous work|past work|case stud\w*|live sites?|(?:\w+\s+)?projects? you(?:'re|’re| are) (?:most )?proud of|your (?:best|favou?rite) (?:work|projects?|pieces?))\b/i,
  ],
  ['tools', /\b(?:tools?|software|stack|crms?|dialers?|programs|platforms you)\b/i],
  ['interest', /\b(?:why (?:you|this)|interest\w*|motivat\w*|excite\w*|passion)\b/i],
  [
    'experience',
    /\b(?:experience|background|similar\b|you(?:['’]ve| have)\s+(?:\w+\s+){0,2}(?:built|sped|done|made|designed|written|worked|run|ran|managed|shipped|created|launched|edited|translated|handled|set|used|tracked|hit|achieved|traced|led)|worked on|track record|years|who you are|about yourself|a (?:\w+ )?campaign you|hardest|a time you)\b/i,
  ],
  ['approach', /\b(?:approach|how you would|how you'd|process|plan|strategy|methodology|steps)\b/i],
  // "Multi-location accounts" are the client's, not a question of where the freelancer is.
  ['location', /\b(?<!multi-)(?:location|where you(?:'re| are) based|country|city)\b/i],
];

const MADE_BY_YOU = /\byou(?:['’]ve| have) (?:made|designed|built|created|edited|animated|shot|produced)\b/i;

const ATTACH =
  /\b(?:links? (?:or|and) screenshots?|case stud(?:y|ies)|byline|(?:share|send|include|provide)\s+(?:\w+\s+){0,3}(?:published|written)\s+(?:articles?|samples?|pieces|posts|work)|(?:with|include|send|share)\s+(?:a|the)\s+link\b|(?:link|links|examples?) (?:to|of) (?:\w+\s+){0,6}you(?:['’]ve| have)\s+(?:designed|written|built|made|edited|shipped|created|done|produced)|attach\w*|upload (?:your|a|an)\s+(?:cv|resume|résumé|portfolio|samples?)|loom|voice (?:memo|note|recording)|(?:send|record) (?:me |us )?(?:a |an )?(?:short |quick )?(?:video|voice)|video (?:intro|introduction|of yourself|introducing)|(?:your |a |an )(?:cv|résumé|resume)\b|link(?:s)? (?:to )?(?:\d+(?:-\d+)? |two |three )?(?:of )?(?:your |published |past |previous |live )?(?:samples?|portfolio|work|github|videos?|edits?|articles?|writing|sites?|things you|projects?)|portfolio link|github (?:profile|link)|screenshots? of|joindre|anexar|adjunt\w*|envie links|enlaces? a|links? de \d)\b/i;
const ATTACH_KIND = (text: string): string =>
  /\bcase stud/i.test(text)
    ? 'portfolio'
    : /\bloom|video|voice/i.test(text)
      ? 'video'
      : /\b(?:cv|résumé|resume)\b/i.test(text)
        ? 'resume'
        : /\bportfolio|github/i.test(text)
          ? 'portfolio'
          : /\bsamples?|articles?|posts\b|writing|edits?|work\b|sites?\b|projects?|v[íi]deos/i.test(text)
            ? 'samples'
            : 'other';

/** Lead-ins that introduce what a proposal must contain; the strong ones may introduce any item. */
const STRONG_LEAD =
  /\b(?:(?:in|with) your (?:proposal|application|cover letter|reply|bid|message),?\s*(?:please\s+)?(?:include|tell (?:me|us)|mention|share|describe|explain|let (?:me|us) know|give|list|answer|provide|cover)|(?:please|kindly)\s+include|when (?:you )?apply(?:ing)?,?\s*(?:please\s+)?(?:include|tell (?:me|us)|mention|share|send|write)|your (?:proposal|application) (?:should|must) (?:include|cover|contain|mention|answer)|make sure (?:to|you) (?:include|mention)|include (?:in your (?:proposal|application)|the following))\b:?/i;
const WEAK_LEAD =
  /\b(?:(?:please|kindly)\s+(?:mention|share|tell (?:me|us)|let (?:me|us) know|describe|provide|send)|tell (?:me|us) (?:about (?:yourself|you|your|a time|an?|the last)|your|which|how (?:you|many|long|much)|why you|what you|if you|whether you|when you)|let (?:me|us) know (?:your|how (?:you|long|much)|which|when you|what you)|send (?:me|us) your)\b/i;
const INCLUDE_HEADING =
  /\b(?:how to apply|to apply|when applying|applications?|proposals?|cover letter|please include|include|what to send|apply with|to be considered)\b/i;

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
const clean = (text: string) => text.replace(/^[\s,;:-]+|[\s,;:.]+$/g, '');

/**
 * What the profile holds of the facts only the freelancer knows: where they are, their rate, when they can
 * start. A request for one the profile holds is the writer's to follow; one it lacks is left to the user.
 */
export type OwnFacts = { location: boolean; rate: boolean; availability: boolean };

function itemInstruction(text: string, quote: string, own: OwnFacts): Instruction | null {
  const t = clean(text);
  if (t.split(/\s+/).length < 1 || t === '') return null;
  if (ATTACH.test(t)) {
    const value = ATTACH_KIND(t);
    return {
      kind: 'attach',
      label: attachLabels[value] ?? `Attach: ${t}`,
      quote: excerpt(quote),
      value,
      topic: [],
      writable: false,
    };
  }
  // "Please share templates you've made" asks to see them: the work itself, not the story of it.
  const shown = /\b(?:share|send|show)\b/i.test(quote) && MADE_BY_YOU.test(t);
  const value = shown ? 'portfolio' : (ITEM_KINDS.find(([, pattern]) => pattern.test(t))?.[0] ?? 'other');
  const topic = value === 'other' || value === 'experience' || value === 'tools' ? topicWords(t, value) : [];
  return {
    kind: 'include',
    label: value === 'other' ? `Cover: ${t}` : includeLabels[value](topic),
    quote: excerpt(quote),
    value,
    topic,
    // A price, a start date and a location are the freelancer's to name, unless the profile holds them.
    writable: ownFactHeld(value, own),
  };
}

function ownFactHeld(value: IncludeItem, own: OwnFacts): boolean {
  if (value === 'pricing') return own.rate;
  if (value === 'availability') return own.availability;
  if (value === 'location') return own.location;
  return true;
}

const GENERIC_TOPIC = new Set([
  'experience',
  'relevant',
  'similar',
  'previous',
  'projects',
  'project',
  'work',
  'years',
  'tools',
  'use',
  'background',
  'including',
  'include',
]);
// The subject of an item, without the verbs around it ("a similar project you shipped" → "project").
const topicWords = (text: string, kind: IncludeItem) =>
  [...new Set(keywords(text))]
    .filter((w) => !GENERIC_TOPIC.has(w) || kind === 'other')
    .filter((w) => !/(?:ed|ing)$/.test(w) && !/^(?:built|done|made|shipped|led|ran|run|worked|say|tell)$/.test(w))
    .slice(0, 4);

const includeLabels: Record<Exclude<IncludeItem, 'other'>, (topic: string[]) => string> = {
  pricing: () => 'Say how you would price the work',
  availability: () => 'Say when you are available',
  timeline: () => 'Give a timeline',
  experience: (topic) =>
    topic.length ? `Describe your experience with ${topic.join(' ')}` : 'Describe relevant experience',
  approach: () => 'Explain your approach',
  portfolio: () => 'Point to similar work you have done',
  tools: (topic) => (topic.length ? `Name the tools you use (${topic.join(', ')})` : 'Name the tools you would use'),
  location: () => 'Say where you are based',
  interest: () => 'Say why the job interests you',
};
const attachLabels: Record<string, string> = {
  samples: 'Attach or link samples of your work',
  portfolio: 'Link your portfolio',
  resume: 'Attach your résumé',
  video: 'Record a short video',
};

/** Splits "your rate, availability and a link to similar work" into its items; brackets stay whole. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  const tokens = text.split(
    /(\(|\)|,|;|\s+and\s+(?=(?:your|a|an|the|how|what|when|which|why|links?|samples?|examples?|availability|rate|price|portfolio|timeline|attach|send|share|include|tell|mention|link|add|give|provide)\b)|\s+plus\s+)/i,
  );
  for (const token of tokens) {
    if (token === '(') depth += 1;
    if (token === ')') depth = Math.max(0, depth - 1);
    const separator = depth === 0 && /^(?:,|;|\s+and\s+|\s+plus\s+)$/i.test(token);
    if (separator) {
      items.push(current);
      current = '';
    } else current += token;
  }
  items.push(current);
  return items.map(clean).filter((item) => item.length > 1);
}

/** The first group the pattern captured, trimmed. */
const capturedValue = (match: RegExpExecArray | null) =>
  match
    ?.slice(1)
    .find((group) => group !== undefined)
    ?.trim();

/** An instruction the writer can follow by itself, with what the post says for it. */
const writableInstruction = (kind: Instruction['kind'], label: string, quote: string, value: string): Instruction => ({
  kind,
  label,
  quote,
  value,
  topic: [],
  writable: true,
});

/** Every explicit instruction of the post about the proposal itself. */
export function readInstructions(lines: PostLine[], questions: Question[], own: OwnFacts): Instruction[] {
  const found: Instruction[] = [];
  const text = lines.map((line) => line.text).join('\n');

  for (const pattern of START_PATTERNS) {
    const match = pattern.exec(text);
    const value = capturedValue(match);
    if (match && value) {
      found.push(writableInstruction('startWord', `Start with “${value}”`, excerpt(match[0]), value));
      break;
    }
  }

  const subject = SUBJECT_GIVEN.exec(text) ?? SUBJECT_AFTER_COLON.exec(text);
  const subjectValue = capturedValue(subject);
  if (subject && subjectValue) {
    found.push(
      writableInstruction('subjectLine', `Subject line: “${subjectValue}”`, excerpt(subject[0]), subjectValue),
    );
  } else {
    const free = SUBJECT_FREE.exec(text);
    if (free) found.push(writableInstruction('subjectLine', 'Add a subject line', excerpt(free[0]), ''));
  }

  const paragraphs = readParagraphs(text, own);
  if (paragraphs) found.push(...paragraphs);

  for (const [index, line] of lines.entries()) {
    const strong = STRONG_LEAD.exec(line.text);
    const lead = strong ?? WEAK_LEAD.exec(line.text);
    const underHeading = line.item && INCLUDE_HEADING.test(line.heading);
    if (!lead && !underHeading) continue;
    if (/\?\s*$/.test(line.text) && !underHeading) continue; // a question: answered as one
    if (
      found.some(
        (i) => (i.kind === 'startWord' || i.kind === 'subjectLine') && line.text.includes(i.quote.slice(0, 30)),
      )
    )
      continue;
    const after = lead ? line.text.slice(lead.index + lead[0].length) : line.text;
    // "Please include the following:" introduces the list items that come next.
    const items =
      /(?:following|below|these|this)\W*$/i.test(after) || after.trim() === ''
        ? lines
            .slice(index + 1)
            .filter((next, i, all) => next.item && all.slice(0, i).every((prev) => prev.item))
            .map((next) => next.text)
        : lead
          ? splitItems(after)
          : [after];
    const fromLine = items
      // "…if you have built one before" is a question: it is answered as one.
      .filter((item) => !/^(?:if|whether|how (?:long|much|many|soon|quickly))\b/i.test(item))
      .filter((item) => !(/\?\s*$/.test(item) && questions.some((q) => q.text.includes(clean(item)))))
      .map((item) => itemInstruction(item, lead ? line.text : item, own))
      .filter((instruction): instruction is Instruction => instruction !== null)
      // A weak lead ("let me know…") introduces only items we can name; "other" needs a real request.
      .filter((instruction) => instruction.value !== 'other' || strong !== null || underHeading);
    // A line that asks for an attachment asks for nothing else we could write.
    const attached = fromLine.some((instruction) => instruction.kind === 'attach');
    for (const instruction of fromLine) {
      if (attached && instruction.kind === 'include' && instruction.value === 'other') continue;
      const duplicate = found.some(
        (f) =>
          f.kind === instruction.kind &&
          f.value === instruction.value &&
          (f.value !== 'other' || f.label === instruction.label),
      );
      if (!duplicate) found.push(instruction);
    }
  }
  // Attachments and links asked for anywhere, not only in a list.
  for (const line of lines) {
    if (!ATTACH.test(line.text) || /\?\s*$/.test(line.text)) continue;
    const value = ATTACH_KIND(line.text);
    if (found.some((f) => f.kind === 'attach' && (f.value === value || f.quote === excerpt(line.text)))) continue;
    found.push({
      kind: 'attach',
      label: attachLabels[value] ?? 'Attach what the post asks for',
      quote: excerpt(line.text),
      value,
      topic: [],
      writable: false,
    });
  }

  found.push(...asksAnywhere(lines, found, questions, own));

  for (const question of questions) {
    const item = QUESTION_ITEMS[question.type];
    found.push({
      kind: 'question',
      label: `Answer: ${question.text}`,
      quote: excerpt(question.text),
      value: question.text,
      topic: question.terms,
      // The freelancer's own circumstances are theirs to give, and so are a price or a start date the
      // profile does not hold; so is any answer to a question the offline writer cannot read.
      writable: question.english && question.type !== 'personal' && (!item || ownFactHeld(item, own)),
      ...(item ? { item } : {}),
    });
  }
  return found;
}

/** Questions that ask for one of the items: answered, and covered, as that item is. */
const QUESTION_ITEMS: Partial<Record<QuestionType, IncludeItem>> = { rate: 'pricing', availability: 'availability' };

/** Requests for a price, a start date or a timeline anywhere in the post, and in its other languages. */
const ANYWHERE: { value: IncludeItem; english: RegExp; other: RegExp }[] = [
  {
    value: 'pricing',
    english:
      /\b(?:quote|tell (?:me|us)|send|share|give|include|state|provide|let (?:me|us) know|what(?:'s| is)|mention|cover\w*|second|third|with)\b[^.!?\n]{0,30}\b(?:price|pricing(?! (?:page|table|section)s?\b)|rate|fee|budget|cost|quote)\b/i,
    other:
      /\b(?:tarif\w*|prix|devis|precio|tarifa|presupuesto|cobras|cobra|Preis\w*|Festpreis|Honorar|Stundensatz|valor|preço|orçamento|prezzo|tariffa|preventivo|prijs|tarief|offerte)\b/i,
  },
  {
    value: 'timeline',
    english:
      /\b(?:how long (?:it|this) (?:would|will) take|your (?:expected |estimated )?(?:turnaround|timeline)|delivery time)\b/i,
    other:
      /\b(?:délais?|plazos?|cuánto tiempo|tiempo de entrega|Lieferzeit|Zeitrahmen|prazos?|tempi di consegna|levertijd)\b/i,
  },
  {
    value: 'availability',
    english: /\b(?:when (?:you )?(?:could|can) start|your (?:weekly )?availability|earliest start)\b/i,
    other: /\b(?:disponibilidad|disponibilité|Verfügbarkeit|disponibilidade|disponibilità|beschikbaarheid)\b/i,
  },
];
const FOREIGN_SAMPLES =
  /\b(?:joindre|portafolio|portfólio|Arbeitsproben|Referenzen|ejemplos|exemplos|esempi|voorbeelden|envie links|enlaces)\b/i;

function asksAnywhere(lines: PostLine[], found: Instruction[], questions: Question[], own: OwnFacts): Instruction[] {
  const out: Instruction[] = [];
  const has = (value: string) =>
    [...found, ...out].some(
      (i) => (i.kind === 'include' && i.value === value) || (i.kind === 'question' && i.quote.includes(value)),
    );
  for (const line of lines) {
    const asked = questions.some((q) => line.text.includes(q.text.replace(/\?$/, '')));
    for (const ask of ANYWHERE) {
      if (has(ask.value) || asked) continue;
      const english = ask.english.test(line.text);
      if (!english && !ask.other.test(line.text)) continue;
      const item = itemInstruction(ask.value, line.text, { ...own, location: false });
      // What a post asks in another language is answered by the freelancer, not the English draft.
      if (item) out.push({ ...item, value: ask.value, writable: english && item.writable });
    }
    if (FOREIGN_SAMPLES.test(line.text) && ![...found, ...out].some((i) => i.kind === 'attach')) {
      out.push({
        kind: 'attach',
        label: attachLabels.samples ?? '',
        quote: excerpt(line.text),
        value: 'samples',
        topic: [],
        writable: false,
      });
    }
  }
  return out;
}

/** "Write 3 paragraphs", "2 paragraphs on your interest and 1 on your AI experience", "max 2 paragraphs". */
function readParagraphs(text: string, own: OwnFacts): Instruction[] | null {
  // A paragraph on where the freelancer is based can always be written: the post dictates it, the profile has it.
  const facts = { ...own, location: true };
  // "Paragraph 1 – who you are / Paragraph 2 – a campaign you ran / Paragraph 3 – your rate"
  const numbered = [...text.matchAll(/^\s*paragraph\s*(\d)\s*[–—:.)-]+\s*(.+)$/gim)];
  if (numbered.length >= 2) {
    const count = Math.max(...numbered.map((m) => Number(m[1])));
    return [
      writableInstruction(
        'paragraphs',
        `Write ${count} paragraphs`,
        excerpt(numbered.map((m) => m[0].trim()).join(' / ')),
        String(count),
      ),
      ...numbered
        .map((m) => itemInstruction(m[2] ?? '', m[0].trim(), facts))
        .filter((item): item is Instruction => item !== null)
        .map((item) =>
          item.kind === 'include' && item.value === 'other' && /who you are|yourself/i.test(item.quote)
            ? { ...item, value: 'experience', label: 'Say who you are' }
            : item,
        ),
    ];
  }
  const parts = [
    ...text.matchAll(
      new RegExp(
        String.raw`\b${COUNT}\s+(?:short\s+|brief\s+)?(?:paragraphs?\s+)?(?:on|about|covering|describing|explaining)\s+([^,.;\n]+?)(?=\s+and\s+${COUNT}\b|[,.;\n]|$)`,
        'gi',
      ),
    ),
  ].filter((match) =>
    /paragraph/i.test(text.slice(Math.max(0, (match.index ?? 0) - 80), (match.index ?? 0) + match[0].length + 20)),
  );
  const total =
    /\b(?:in|write|use|exactly|max(?:imum)?|no more than|at most|up to|keep it (?:to|under)|limit(?:ed)? to|only)?\s*(\d|one|two|three|four|five|six)\s+(?:short\s+|brief\s+)?paragraphs?\b/i.exec(
      text,
    );
  // "…in exactly 2 paragraphs: first, your experience…; second, your price…" names what each one covers.
  const ordinals = total
    ? [
        ...(text
          .slice(total.index)
          .split('\n')[0]
          ?.matchAll(/\b(?:first|second|third|fourth|fifth)\b[,:]?\s+([^;]+)/gi) ?? []),
      ]
    : [];
  const count = parts.length > 1 ? parts.reduce((sum, match) => sum + num(match[1]), 0) : num(total?.[1]);
  if (!Number.isFinite(count) || count < 1 || count > 8) return null;
  const quote = excerpt(parts.length > 1 ? parts.map((m) => m[0]).join(' and ') : (total?.[0] ?? ''));
  const result = [
    writableInstruction('paragraphs', `Write ${count} paragraph${count === 1 ? '' : 's'}`, quote, String(count)),
  ];
  for (const ordinal of parts.length > 1 ? [] : ordinals) {
    for (const piece of splitItems(ordinal[1] ?? '')) {
      const item = itemInstruction(piece, ordinal[0], facts);
      if (item) result.push(item);
    }
  }
  for (const part of parts) {
    const item = itemInstruction(part[2] ?? '', part[0], facts);
    if (item?.kind === 'include')
      result.push({
        ...item,
        value: item.value,
        label: `${item.label} (${part[1]} paragraph${num(part[1]) === 1 ? '' : 's'})`,
      });
  }
  return result;
}
