import { gerundOfPast } from './english.js';

/**
 * For LinkedIn, the "job" is a person: their headline as the title ("Head of Growth at Northwind") and
 * their About or post as the description. Notes speak of their work, never of a deliverable.
 */
export type Person = { role: string | null; company: string | null };

/** What LinkedIn users put between their name and their headline: a dash, a bar or a middle dot. */
const SEPARATOR = '[|–—·•-]';

/** "Priya Raman — Head of Growth at Northwind": a name of two to four capitalised words before a separator. */
// "Grace Kim, VP Sales at Cloudframe": a comma separates a name too.
const NAME_BEFORE_HEADLINE = new RegExp(
  String.raw`^(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:\s+${SEPARATOR}\s+|,\s+)\S`,
  'u',
);

/** Words of a job title, not a name: "Senior Product Manager — Acme" names nobody. */
const ROLE_WORD =
  /\b(?:senior|junior|lead|head|chief|manager|director|engineer|developer|designer|founder|co-founder|ceo|cto|cfo|coo|vp|president|officer|consultant|specialist|analyst|recruiter|partner|owner|marketing|sales|product|growth|freelance|freelancer|scientist|writer|editor|assistant|accountant|bookkeeper|architect|strategist|coach|advisor|expert|operations|data|design)\b/i;

/** "Rachel Green": a title that is only a name, when the extension found no headline beside it. */
const NAME_ONLY = /^(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/** The person's first name when the title starts with their name (as the browser extension sends it). */
export function firstNameOf(title: string): string | null {
  const trimmed = title.trim();
  const match = NAME_BEFORE_HEADLINE.exec(trimmed) ?? NAME_ONLY.exec(trimmed);
  if (!match || ROLE_WORD.test(trimmed.split(new RegExp(String.raw`\s+${SEPARATOR}\s+|,\s+`))[0] ?? '')) return null;
  return match[1] ?? null;
}

// Capitalised words that follow "I'm" without being a name: "I'm Looking for…", "I am Based in…".
const NOT_NAMES = new Set(
  ['Looking', 'Hiring', 'Seeking', 'Ready', 'Available', 'Happy', 'Interested', 'Excited', 'Based', 'Working']
    .concat(['Building', 'Running', 'Launching', 'Planning', 'Currently', 'Also', 'Still', 'Just', 'Not', 'Here'])
    .concat(['The', 'Thanks', 'Regards', 'Best', 'Cheers']),
);
// "I'm John, founder of…", "My name is Maria.", "This is Sam from Trackly"
const INTRODUCED =
  /\b(?:I['’]m|I am|[Mm]y name is|[Tt]his is)\s+([A-Z][a-z]{1,15})(?=\s*(?:[,.!(–—-]|from\b|and\b|here\b|$))/;
// The post's last words, after a thank-you or a dash: "Thanks! Maria", "Best,\nMaria Lopez", "- Maria",
// "…for taxes. -Maria"
const SIGNED =
  /(?:\b(?:thanks|thank you|cheers|best|regards)\b[!,.]?|(?:^|\n|[.!?]\s)\s*[–—~-])\s*([A-Z][a-z]{1,15})(?:\s+[A-Z][a-z'-]+)?\s*[.!]?\s*$/i;

/** The first name a post's writer gives, introducing themselves or signing off; null when they give none. */
export function authorOf(post: string): string | null {
  const name = INTRODUCED.exec(post)?.[1] ?? SIGNED.exec(post)?.[1] ?? null;
  return name && /^[A-Z][a-z]+$/.test(name) && !NOT_NAMES.has(name) ? name : null;
}

// A dash separates only with spaces around it: "Co-founder" and "Jean-Luc" keep theirs.
const NAME_PART = String.raw`(?:[^|·•]*?(?:\s[–—-]\s|[|·•])\s*)?`;
// "Bell & Sons Plumbing": an ampersand joins the words of one company.
const COMPANY = String.raw`([A-Z][\w&.'-]*(?:\s+(?:&\s+)?[A-Z][\w&.'-]*){0,3})`;
const HEADLINE = new RegExp(String.raw`^${NAME_PART}(.+?)\s+(?:at|@)\s+${COMPANY}`);
// "VP Sales, SunPeak Solar", "Head of Product, Finly (Series A)": a role and its company after a comma.
const ROLE_COMMA_COMPANY = new RegExp(String.raw`^${NAME_PART}([^,]+?),\s+${COMPANY}\s*(?:\([^)]*\))?\s*$`);

export function readPerson(headline: string): Person {
  const comma = ROLE_COMMA_COMPANY.exec(headline.trim());
  const match = HEADLINE.exec(headline.trim()) ?? (comma && ROLE_WORD.test(comma[1] ?? '') ? comma : null);
  if (!match) return { role: null, company: null };
  const role = (match[1] ?? '').trim();
  return { role: role.split(/\s+/).length <= 6 ? role : null, company: match[2]?.trim() ?? null };
}

/** The headline read for a role and company, else the About's first line ("Co-founder at Ledgerly (…)"). */
export function personOf(headline: string, about: string): Person {
  const person = readPerson(headline);
  if (person.role || person.company) return person;
  return readPerson(about.trim().split(/[.\n(]/)[0] ?? '');
}

/**
 * "your post about struggling to fill hygienist appointments", "your post about shipping your new review
 * engine": what the person posted, when their text says; null otherwise.
 */
export function theirPost(about: string): string | null {
  const topic = /\bposted about ([^.!?\n]{6,80})/i.exec(about)?.[1];
  if (topic) return `your post about ${topic.trim().replace(/\btheir\b/gi, 'your')}`;
  const news =
    /\bposted:\s*(?:we|i)(?:'ve| have)? (?:just |finally )?(shipped|launched|released|opened|raised|built|rebuilt|hired) ((?:our|my|a|an|the) [^.,!?\n]{3,50})/i.exec(
      about,
    );
  if (news) {
    const thing = (news[2] ?? '').replace(/^(?:our|my)\b/i, 'your');
    return `your post about ${gerundOfPast(news[1] ?? '')} ${thing}`;
  }
  // "Recent post: 'We cut our video call drop rate by 40%…'": what they said, turned to the reader.
  const said =
    /\b(?:recent(?:ly)? post(?:ed)?|latest post|(?:posted|shared|wrote)(?: (?:last week|yesterday|recently|today))?)\s*:\s*['"‘“]?([^—–.!?;\n]+)/i.exec(
      about,
    )?.[1];
  const clause = said?.split(/,\s/)[0]?.trim();
  if (!clause || clause.length > 90 || !/^(?:we|our|i|my)\b/i.test(clause)) return null;
  return `your post about how ${toReader(clause)}`;
}

/** "we cut our costs" → "you cut your costs": a first-person clause said to its writer. */
const toReader = (clause: string) =>
  clause
    .replace(/\b(?:we|I)['’](?:re|m)\b/gi, 'you are')
    .replace(/\b(?:we|I)['’]ve\b/gi, 'you have')
    .replace(/\bI was\b/g, 'you were')
    .replace(/\b(?:we|I|us|me)\b/gi, 'you')
    .replace(/\b(?:our|my)\b/gi, 'your');

/**
 * "the news that you are hiring senior backend engineers", "the news that you just launched your new
 * onboarding": what the person's About says is happening, or null.
 */
export function theirNews(about: string): string | null {
  // "We just launched our…", and "Just launched our YouTube channel…" without its subject.
  const launched =
    /(?:\b(?:we|I)(?:['’]ve| have)? |(?:^|[.!?]\s+))just (launched|shipped|released|opened|raised|closed) ([^.!?,;\n]{3,50}?)(?:\s+and\b|[.!?,;\n]|$)/i.exec(
      about,
    );
  if (launched) return `the news that you just ${launched[1]?.toLowerCase()} ${toReader(launched[2] ?? '')}`;
  const hiring = /\b(?:we['’]re |we are |I['’]m |I am )?hiring ((?:an? )?[a-z][^.!?(\n]{2,50}?)\s*(?:[.!?(\n]|$)/i.exec(
    about,
  );
  if (hiring) return `the news that you are hiring ${toReader(hiring[1]?.trim() ?? '')}`;
  // "Looking for recommendations for a good bookkeeper who knows the trades."
  const looking =
    /\blooking for (?:recommendations for |referrals for )?(?!(?:feedback|advice|ideas|input|new opportunities|opportunities)\b)((?:an? |some )?[a-z][^.!?(\n]{2,60}?)\s*(?:[.!?(\n]|$)/i.exec(
      about,
    );
  if (looking) return `the news that you are looking for ${looking[1]?.trim()}`;
  const building =
    /(?:^|[.!?]\s+)(?:I['’]m |We['’]re )?(Building|Growing|Scaling) ((?:an?|the|our|my) [^.!?\n]{3,50})/.exec(about) ??
    // "We are redesigning our mobile app this quarter."
    /\b(?:we['’]re|we are|I['’]m|I am) (redesigning|rebuilding|relaunching|migrating|expanding|launching|building) ((?:an?|the|our|my|into|to) [^.!?\n]{3,50})/i.exec(
      about,
    );
  if (building) return `the news that you are ${building[1]?.toLowerCase()} ${toReader(building[2] ?? '')}`;
  return null;
}

/** "your work as head of growth at Northwind", or the nearest thing the headline allows. */
export function theirWork(person: Person): string {
  const role = person.role?.replace(/\b([A-Z][a-z]+)\b/g, (word) => word.toLowerCase());
  if (role && person.company) return `your work as ${role} at ${person.company}`;
  if (person.company) return `your work at ${person.company}`;
  return 'your profile';
}
