import { askUnless, POST_SAYS, postSays } from './unanswered.js';
import type { Voice } from './voices.js';

const lineEdit = postSays(/\b(?:line|copy)[- ]edit/i);

/**
 * When the client already has the thing and wants something done to it, the action says more than the
 * kind of work: fixing a site reads differently from building one. These replace the kind's own lines.
 */
export const ACTION_VOICES: Record<
  string,
  Pick<Voice, 'insight' | 'steps' | 'close'> &
    Partial<Pick<Voice, 'kickoff'>> & {
      /** The kinds of work the lines are written for, when the verb means something else in others. */
      categories?: string[];
    }
> = {
  finish: {
    insight: [
      () => 'Taking over someone else’s work goes best when nothing is assumed about what already works.',
      () => 'Half-finished projects stall on the parts nobody wrote down, so I start by listing what is really left.',
    ],
    steps: [
      () => [
        'read through the code, run it and tell you plainly what state it is in',
        'finish the remaining parts one at a time, each tested before the next',
        'hand over short notes on everything I changed',
      ],
    ],
    close: [
      () => 'Is there a list of what is left, or should I write one after reading the code?',
      () => 'Can I look at the repository before we agree on the scope?',
    ],
  },
  'speed up': {
    insight: [
      () =>
        'Slow pages usually come down to a handful of heavy scripts, images and add-ons, and finding those is the first job.',
      () => 'Speed work pays off fastest when it starts with measuring, so every change is made for a reason.',
      (f) => `Visitors leave slow pages before they see anything, so ${f.thing.doing} has a direct effect on results.`,
    ],
    steps: [
      () => [
        'measure what each script, image and add-on costs on your most visited pages',
        'remove or defer what slows the first view',
        'check every change on a phone before it goes live',
      ],
      () => [
        'run a before-and-after baseline you can see for yourself',
        'fix the biggest bottlenecks first',
        'keep the layout exactly as it is while the pages get lighter',
      ],
    ],
    close: [
      // A shop's pages are measured by what they sell; an admin dashboard's by whom they slow down.
      (f) =>
        /\b(?:store|shop|theme)\b/i.test(f.thing.noun) || f.goal === 'sales'
          ? 'Which pages bring you the most sales, so I can measure those first?'
          : 'Which pages matter most to you, so I can measure those first?',
      () => 'Is there a staging copy I can work on, so the live site stays untouched?',
    ],
  },
  fix: {
    insight: [
      () => 'The quickest lasting fix starts with reproducing the problem on a safe copy, so nothing else breaks.',
      () => 'Problems like this usually have one root cause, and finding it beats patching the symptoms.',
      () => 'A fix is only done when it still holds after the next update, so I test for that too.',
    ],
    steps: [
      () => [
        'reproduce the problem on a copy first',
        'find the root cause instead of hiding the symptom',
        'fix it and confirm it holds after updates',
      ],
      () => [
        'look at the logs and the most recent changes',
        'fix the cause and test the whole flow around it',
        'explain in plain words what went wrong and how to avoid it',
      ],
    ],
    close: [
      askUnless(POST_SAYS.problemStart, 'When did the problem start, and what changed just before it?'),
      () => 'Can you share access to a staging copy, or should I set one up first?',
    ],
  },
  migrate: {
    insight: [
      () =>
        'The risk in a move like this is losing data or breaking something quietly, so checks at every step matter most.',
      () => 'A careful plan and a rollback path make a migration boring, which is exactly what you want.',
    ],
    steps: [
      () => [
        'map everything that has to move, and what depends on it',
        'move it in stages with checks after each one',
        'keep a way back until you are happy with the result',
      ],
      () => [
        'run the migration on a copy first',
        'compare the results against the original',
        'switch over with you, at a quiet time',
      ],
    ],
    close: [
      askUnless(POST_SAYS.deadline, 'Is there a date the move has to be finished by?'),
      () => 'What must keep working without any interruption during the move?',
    ],
  },
  redesign: {
    insight: [
      () => 'A redesign works best when it keeps what already works and fixes what does not.',
      () =>
        'The point of a redesign is not a new look for its own sake but making the next step obvious for your users.',
    ],
    steps: [
      () => [
        'look at what works today and where people get stuck',
        'propose a new structure and look for your feedback',
        'refine it into final designs that are ready to build',
      ],
      () => [
        'review the current version with you',
        'sketch two directions that solve the main problems',
        'develop the chosen one in full detail',
      ],
    ],
    close: [
      () => 'What do you like about the current version, and what do you want gone?',
      () => 'Is there a site or app you admire that I should look at?',
    ],
  },
  // The client's site already takes orders: every change has to leave it working while it is made.
  update: {
    insight: [
      () =>
        'With a site that already has customers, the safest way is to change it in steps, each one checked before the next.',
      () => 'Work like this goes fastest when the changes your customers notice first are done first.',
    ],
    steps: [
      () => [
        'go through your list with you and put the changes your customers notice first at the top',
        'make them on a copy, so the live site keeps working while I change it',
        'publish them in batches, each checked on a phone and a computer',
      ],
    ],
    close: [
      () => 'Which change matters most to you if they cannot all be done at once?',
      () => 'Can I work on a copy of the site, or should I set one up first?',
    ],
  },
  audit: {
    insight: [
      () => 'A useful audit ends with a short, ranked list of fixes, not a long report nobody reads.',
      () => 'The most valuable part of an audit is knowing what to fix first.',
    ],
    steps: [
      () => [
        'go through the setup and the results of the last months',
        'rank what I find by likely impact',
        'walk you through the fixes and help put them in place',
      ],
      () => [
        'check tracking and data first, so the findings are reliable',
        'list the problems and the quick wins',
        'agree with you on which to tackle first',
      ],
    ],
    close: [
      askUnless(POST_SAYS.trigger, 'What made you decide it is time for an audit?'),
      () => 'Do you want only the findings, or help putting the fixes in place too?',
    ],
  },
  // A newer version of the same app: every step has to leave it working, with the tests as the proof.
  upgrade: {
    insight: [
      () =>
        'Big version jumps go smoothly when they are taken one version at a time, with the tests green at each step.',
    ],
    steps: [
      () => [
        'read the release notes between the two versions and list what will break',
        'upgrade one version at a time, with the app building and the tests passing at each step',
        'hand over the upgraded app with notes on what changed and why',
      ],
    ],
    close: [() => 'Is there a test suite I can rely on, and how much of the app does it cover?'],
  },
  // A feature added to what already has users: it has to fit the code it joins and leave the rest working.
  add: {
    insight: [
      () => 'A new feature goes in most smoothly when it follows the patterns the code already has.',
      () => 'Adding to something people use every day means the rest of it has to keep working while it changes.',
    ],
    steps: [
      (f) => [
        `read the code ${f.reading.deliverable.feature ? `where ${f.reading.deliverable.feature} will live` : 'around the change'} and agree with you on how it should behave`,
        'build it on a separate branch, with tests for the cases that are easy to miss',
        'hand you a test version to try before it goes live',
      ],
    ],
    close: [
      () => 'Can I look at the repository before we agree on the scope?',
      () => 'Is there a design or a short description of how it should work?',
    ],
  },
  // A developmental edit is about the whole book: structure first, sentences later.
  // Videos are edited too ("edit your YouTube videos"): these lines are a manuscript's only.
  edit: {
    categories: ['writing'],
    // A line edit works on the sentences; a developmental edit on the whole story.
    insight: [
      (f) =>
        lineEdit(f)
          ? 'A line edit tightens the prose sentence by sentence and leaves the voice yours.'
          : 'A developmental edit looks at the whole story first: the sentences can wait until the structure holds.',
    ],
    steps: [
      (f) =>
        lineEdit(f)
          ? [
              'read the whole manuscript once to learn your voice before changing a word',
              'edit line by line in tracked changes, cutting and tightening without rewriting you',
              'send a short note on the habits worth watching in your next draft',
            ]
          : [
              'read the whole manuscript once before marking anything',
              'note what works and what does not in plot, pacing and characters, in the margins where it matters',
              'send an editorial letter that ranks the changes by how much they would do for the book',
            ],
    ],
    close: [() => 'What do you feel is not working yet, and what do you want to keep no matter what?'],
    kickoff: [() => 'To start, I would only need the manuscript as it stands and a note on where you want it to go.'],
  },
  // A document to proofread already has its readers and its argument: the work is the errors, not the audience.
  proofread: {
    insight: [
      () => 'The eye skips what it expects to see, so I proofread in separate passes: language first, then formatting.',
      () => 'Good proofreading changes what is wrong and leaves the author’s voice alone.',
    ],
    steps: [
      () => [
        'agree on the style guide and what I should and should not change',
        'proofread in separate passes for language and for formatting',
        'return the file with tracked changes and a short list of recurring issues',
      ],
    ],
    // A text to check is already written: no brief or topics to agree.
    kickoff: [
      () => 'To start, I would only need the file as it is now and a note on anything that must stay as it is.',
    ],
    close: [
      askUnless(POST_SAYS.styleGuide, 'Is there a style guide I should follow, or earlier texts I should match?'),
      askUnless(
        POST_SAYS.documentFormat,
        'Would you like tracked changes in the document itself, or comments in a PDF?',
      ),
    ],
  },
  'clean up': {
    insight: [
      () => 'The key to a clean-up is fixing things in an order that keeps everything else consistent.',
      () => 'Once everything is clean, a simple routine keeps it that way with very little effort.',
    ],
    steps: [
      () => [
        'review where things stand and what is missing',
        'bring everything up to date, oldest first',
        'set up a simple routine so it stays clean',
      ],
      () => [
        'list every gap and inconsistency',
        'fix them in batches and check each one',
        'hand you a short summary of what changed',
      ],
    ],
    close: [
      askUnless(POST_SAYS.backlog, 'How far back do things need to be cleaned up?'),
      askUnless(
        POST_SAYS.deadline,
        'Is there a deadline, such as a filing or a report, that this needs to be ready for?',
      ),
    ],
  },
};
