/**
 * A job post split the way a reader sees it: sentences, each knowing whether it is a list item and
 * under which heading ("Requirements", "How to apply") it stands.
 */
export type PostLine = {
  text: string;
  /** A list item ("- audit the theme", "2) your rate"). */
  item: boolean;
  /** Said after an inline heading on its own line ("Nice to have: experience with Figma"). */
  labelled: boolean;
  /** The heading or lead-in the line stands under, lower case ("how to apply"), or ''. */
  heading: string;
};

const BULLET = /^(?:(?:[-*•·–—▪►✅✔☑🔹🔸👉]|\u{fe0f})+|\(?\d{1,2}[.)]|[a-z][.)])\s*/u;
const MARKDOWN = /^#+\s*|\*\*|__/g;
const HEADING_WORDS =
  /^(?:(?:key|core|main|our|the|required|preferred|desired|additional|minimum|technical|basic)\s+)?(?:about (?:us|the (?:role|job|project|company))|(?:tech(?:nology)? )?stack|tools(?: we use)?|technologies|the role|role|responsibilities|duties|requirements?|qualifications|must[- ]haves?|nice[- ]to[- ]haves?|bonus|skills(?: required)?|what (?:we|i)(?:'re| are)? (?:need|looking for|offer)|what you(?:'ll)? (?:do|bring)|deliverables|scope|how to apply|to apply|application|when applying|in your (?:proposal|application|cover letter)|please include|questions?|screening questions|budget|timeline|benefits|perks|who we are|who you are|the project|project details|details|tasks|about you|ideal candidate|important|note|p\.?s\.?)\b/i;

const isHeading = (line: string) => {
  const words = line.split(/\s+/).length;
  if (/:$/.test(line)) return words <= 12;
  if (words > 6 || /[.!?]$/.test(line)) return false;
  return HEADING_WORDS.test(line) || (line === line.toUpperCase() && /[A-Z]{3}/.test(line));
};

// Words whose full stop does not end a sentence: "e.g.", "approx.", "U.S.", an initial.
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|incl|mr|mrs|ms|dr|st|no|u\.s|u\.k|[a-z])$/i;

/**
 * A line's sentences. Clients who write in lower case still end sentences ("…to start. i dont really…"),
 * so a stop followed by a space ends one whatever the next letter's case, unless it closes an abbreviation.
 */
function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?]+["”’)]?\s+/g)) {
    const before = text.slice(start, match.index);
    if (match[0].startsWith('.') && ABBREVIATION.test(before)) continue;
    out.push(text.slice(start, match.index + match[0].trimEnd().length));
    start = match.index + match[0].length;
  }
  out.push(text.slice(start));
  return out;
}

export function readPost(description: string): PostLine[] {
  const lines: PostLine[] = [];
  let heading = '';
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.replace(MARKDOWN, '').replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    const bullet = BULLET.exec(line);
    const text = bullet ? line.slice(bullet[0].length).trim() : line;
    if (text === '') continue;
    if (!bullet && isHeading(text)) {
      heading = text.replace(/:$/, '').toLowerCase();
      // A lead-in that says something ("Please attach your resume and answer the following:") is read too.
      if (text.split(/\s+/).length > 4) pushSentences(lines, text, { item: false, labelled: false }, '');
      continue;
    }
    const inline = /^([^:]{3,60}):\s+(\S.*)$/.exec(text);
    if (!bullet && inline && HEADING_WORDS.test(inline[1] ?? '')) {
      heading = (inline[1] ?? '').toLowerCase();
      pushSentences(lines, inline[2] ?? '', { item: false, labelled: true }, heading);
      continue;
    }
    pushSentences(lines, text, { item: Boolean(bullet), labelled: false }, heading);
    // A line that is not a list item ends the list its heading introduced, unless it ends with a colon.
    if (!bullet && !/:$/.test(text) && lines.length > 0 && !HEADING_WORDS.test(heading)) heading = '';
    if (!bullet && /:$/.test(text)) heading = text.replace(/:$/, '').toLowerCase();
  }
  return lines;
}

function pushSentences(lines: PostLine[], text: string, kind: Pick<PostLine, 'item' | 'labelled'>, heading: string) {
  for (const sentence of splitSentences(text)) {
    const trimmed = sentence.trim();
    if (trimmed !== '') lines.push({ text: trimmed, ...kind, heading });
  }
}

/** Greetings and sign-offs say nothing about the job. */
export const isChatter = (sentence: string): boolean =>
  /^(?:hi|hello|hey|dear|greetings|thanks?|thank you|cheers|best|regards|kind regards|best regards|looking forward)\b[\w\s,!.]{0,25}$/i.test(
    sentence,
  );
