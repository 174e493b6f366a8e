import { inSentence, list, withoutStop } from './english.js';
import type { Facts } from './facts.js';
import { codeLinks, distinctLinks, projectLink } from './own-work.js';
import {
  closingQuestion,
  interestLine,
  opening,
  openingClause,
  proof,
  proofClause,
  skillsLine,
  steps,
  stepsClause,
  offerLine,
  stepsMore,
  yearsLine,
} from './sections.js';
import { authorOf, firstNameOf, personOf, theirNews, theirPost, theirWork } from './person.js';
import type { SnippetRole } from './snippets.js';

/** Optional sentences a part may add; the lower the rank, the sooner the draft takes it. */
export type More = { text: string; rank: number };

/** What the writer puts in a snippet's place, before the draft is fitted to its length. */
export type SlotContent = {
  text: string | null;
  more: More[];
  /** Optional sentences that go before the text rather than after it. */
  before?: More[];
};

export const RANK = { provenResult: 0, insight: 1, result: 2, skills: 3, updates: 4, years: 5, offer: 9 } as const;

/** A relevant project's result is the strongest thing a short draft can add: it goes before any general remark. */
const resultRank = (f: Facts) => (f.projects[0]?.relevant ? RANK.provenResult : RANK.result);

/**
 * On LinkedIn the writer speaks of the person and their work, read from their headline, and of what the
 * freelancer does, never of a deliverable: the "job" there is a person, not a post.
 */
const PERSON_ROLES: Partial<Record<SnippetRole, (f: Facts, standalone: boolean, before: string) => SlotContent>> = {
  // "Hi Sarah, {observation}." starts a sentence of its own; "I saw {something specific}" reads on.
  observation: (f, standalone, before) =>
    standalone || STARTS_SENTENCE.test(before)
      ? words(`I came across ${noticed(f)}${standalone ? '.' : ''}`)
      : words(noticed(f)),
  hook: (f, standalone) => (standalone ? words(`I came across ${noticed(f)}.`) : words(`I came across ${noticed(f)}`)),
  // What they do says nothing about whether it is "close" to a CEO's work: the freelancer's work alone.
  fit: (f, standalone) => words(standalone ? `I work on ${specialty(f)}.` : `I work on ${specialty(f)}`),
  clientType: () => words('teams like yours'),
  question: (f) =>
    words(
      f.pick('person-question', [
        'What is the biggest priority for your team this quarter?',
        'What are you focused on most at the moment?',
        'Which part of your work would you most like to spend less time on?',
      ]),
    ),
  outcome: (f) => words(specialty(f)),
};

// Nothing before the snippet but a greeting ("Hi Sarah, ") or a finished sentence.
const STARTS_SENTENCE = /(?:^|[.!?:]|^(?:hi|hello|hey|dear)\b[^.!?]*,)\s*$/i;

/** Their post when their text names one, else their news (hiring, a launch), else their work. */
const noticed = (f: Facts) => {
  const { jobTitle, jobDescription } = f.reading.job;
  return theirPost(jobDescription) ?? theirNews(jobDescription) ?? theirWork(personOf(jobTitle, jobDescription));
};

/** What the freelancer does, in a few words: the skills the person's text names, else their first skills. */
const specialty = (f: Facts) =>
  list((f.matched.length ? f.matched : f.profile.personalDetails.skills).slice(0, 3).map(inSentence)) || f.profession;

const none: SlotContent = { text: null, more: [] };
const words = (text: string) => ({ text, more: [] as More[] });

/**
 * Content for one snippet. A standalone snippet gets whole sentences; one inside a sentence ("For your
 * project I would {…}.") gets a phrase that reads on from the words before it.
 */
export function contentFor(
  role: SnippetRole | null,
  f: Facts,
  slot: { standalone: boolean; before: string },
  platform: string,
): SlotContent {
  const afterI = /\bI$/.test(slot.before);
  if (platform === 'LINKEDIN' && role && role in PERSON_ROLES)
    return PERSON_ROLES[role]?.(f, slot.standalone, slot.before) ?? none;
  switch (role) {
    case 'clientName': {
      const { jobTitle, jobDescription } = f.reading.job;
      const name = platform === 'LINKEDIN' ? firstNameOf(jobTitle) : authorOf(jobDescription);
      if (name) return words(name);
      // "Hi there," reads well; "Thanks for connecting, there!" does not: the name is left out.
      return words(/\b(?:hi|hello|hey|dear)$/i.test(slot.before) ? 'there' : '');
    }
    case 'ownName':
      return words(f.firstName);
    case 'hook': {
      const part = opening(f);
      const more = part.more.map((text, i) => ({ text, rank: i === 0 ? RANK.insight : RANK.insight + 5 + i }));
      return { text: slot.standalone ? part.core.join(' ') : openingClause(f), more };
    }
    case 'proof':
    case 'fit': {
      if (slot.standalone) {
        const part = proof(f);
        return {
          text: part.core.join(' '),
          more: part.more.map((text, i) => ({ text, rank: i === 0 ? resultRank(f) : RANK.skills + i })),
        };
      }
      const project = f.projects[0];
      if (afterI && project) {
        const done = withoutStop(project.done);
        const text = /^I\s/.test(done)
          ? `${done.replace(/^I\s+/, '')} on “${project.name}”`
          : `worked on “${project.name}”, where ${done}`;
        return { text, more: project.results.map((result) => ({ text: result, rank: resultRank(f) })) };
      }
      const clause = proofClause(f);
      return {
        text: clause.text,
        more: clause.more.map((text, i) => ({ text, rank: i === 0 ? resultRank(f) : RANK.skills + i })),
      };
    }
    case 'steps':
      if (slot.standalone) {
        const part = steps(f);
        return { text: part.core.join(' '), more: part.more.map((text, i) => ({ text, rank: RANK.updates + i })) };
      }
      return {
        text: afterI || /\b(?:would|will|can|to)$/.test(slot.before) ? stepsClause(f) : `I would ${stepsClause(f)}`,
        more: stepsMore(f).map((text, i) => ({ text, rank: RANK.updates + i })),
      };
    case 'answers':
      return words(''); // answers get paragraphs of their own, placed after this one
    case 'question':
      // The offer comes before the question, which always ends the paragraph.
      if (slot.standalone)
        return { text: closingQuestion(f), more: [], before: [{ text: offerLine(f), rank: RANK.offer }] };
      return words(withoutStop(closingQuestion(f)).replace(/\?$/, ''));
    case 'skills': {
      const skills = (f.matched.length ? f.matched.slice(0, 3) : f.profile.personalDetails.skills.slice(0, 3)).map(
        inSentence,
      );
      if (slot.standalone) return skillsLine(f) ? words(skillsLine(f)) : none;
      return skills.length ? words(list(skills)) : none;
    }
    case 'years':
      if (slot.standalone) return yearsLine(f) ? words(yearsLine(f)) : none;
      return f.years > 0 ? words(`${f.years} ${f.years === 1 ? 'year' : 'years'}`) : none;
    case 'portfolio': {
      const links = distinctLinks([projectLink(f.projects[0]), ...codeLinks(f)], 2);
      if (links.length === 0) return none;
      return slot.standalone
        ? words(`You can see some of my work at ${links.join(' and ')}.`)
        : words(links.join(' and '));
    }
    case 'title':
      return words(f.thing.noun);
    case 'profession':
      return words(f.profession);
    case 'clientType':
      return words(f.niche ? `businesses like your ${f.niche}` : 'clients like you');
    case 'outcome':
      return words(f.thing.noun);
    case 'observation':
      return slot.standalone ? words(`I saw your post about ${f.thing.a}.`) : words(`your post about ${f.thing.a}`);
    case 'interest':
      return slot.standalone ? words(interestLine(f)) : none;
    case 'timeline':
      return f.reading.timing.deadline ? words(`within ${f.reading.timing.deadline}`) : none;
    case 'private':
    case null:
      return none;
  }
}
