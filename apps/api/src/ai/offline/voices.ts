import type { Category } from '../analysis/categories.js';
import type { Facts } from './facts.js';
import { askUnless, askWhatIsUnsaid, POST_SAYS, postSays } from './unanswered.js';

/**
 * How the offline writer talks about each kind of work, in its own words. Each line is a function of the
 * facts, so nouns fit in grammatically; several of each let two posts of one kind read differently.
 * Steps are verb phrases ("agree on…") that a sentence puts after "I would".
 */
export type Line = (f: Facts) => string;

const runsAlready = postSays(POST_SAYS.adsRunning);
export type Voice = {
  /** Why the work matters or where it usually goes wrong: one sentence after the opening. */
  insight: Line[];
  /** Three first steps each. */
  steps: ((f: Facts) => [string, string, string])[];
  /** One concrete closing question. */
  close: Line[];
  /** What makes the job worth doing, for posts that ask why it interests the freelancer. */
  interest: Line[];
  /** How a question about method is handled, in one sentence that follows "You asked about …". */
  approach: Line[];
  /** What the freelancer needs from the client to start. */
  kickoff: Line[];
  /** How the work is checked before the client sees it. */
  quality: Line[];
};

export const VOICES: Record<Category, Voice> = {
  development: {
    insight: [
      () =>
        'Projects like this go best when the must-have features are agreed first and built properly before anything else.',
      () => 'The part that usually decides success is not the code itself but how clearly the first version is scoped.',
      () => 'Getting a working version in front of you early saves more time than any amount of planning on paper.',
    ],
    steps: [
      (f) => [
        'agree on the must-have features and a first milestone with you',
        `build ${f.thing.many ? 'them' : 'it'} in small steps you can try as they land`,
        'hand over clean code with short notes on how to run and change it',
      ],
      () => [
        'go through your requirements and flag anything unclear before I start',
        'share a working build early so you can click through it',
        'finish with a walkthrough and a handover note',
      ],
      () => [
        'set up the project and a simple way for you to preview each change',
        'deliver the core flow first, then the details',
        'test the whole thing end to end before calling it done',
      ],
    ],
    close: [
      (f) => `Which part of ${f.thing.your} matters most to you for the first release?`,
      askUnless(
        POST_SAYS.designs,
        'Do you already have designs or a clickable mock-up, or should I propose a simple layout first?',
      ),
      askUnless(POST_SAYS.codebase, 'Is there an existing codebase I would build on, or is this a fresh start?'),
      () => 'What would you like to be able to do at the end of the first week?',
    ],
    interest: [
      (f) => `What draws me to this job is that ${f.thing.doing} is concrete work with a clear result you can use.`,
      () => 'I like projects where the goal is clear and the result is something people use every day.',
    ],
    approach: [
      () =>
        'I would start with a small test case that shows exactly what should happen, then build the change around that test so it stays safe later.',
      () =>
        'I would work it out on a test setup first, with the exact case you describe, and only then touch the live system.',
    ],
    // A new build has no code to hand over yet: it starts from priorities and designs.
    kickoff: [
      (f) =>
        f.reading.deliverable.existing
          ? 'To start, I would only need access to the code or the current setup, and a list of what matters most to you.'
          : 'To start, I would only need a list of what matters most to you and any designs you already have.',
      (f) =>
        f.reading.deliverable.existing
          ? 'All I need to begin is access to what exists today and half an hour of your time to agree on priorities.'
          : 'All I need to begin is half an hour of your time to agree on priorities and a first milestone.',
    ],
    quality: [
      () => 'I test each part as I build it, so problems surface early rather than at the end.',
      () => 'Every change goes through a quick review on a copy before it reaches anything live.',
    ],
  },
  design: {
    insight: [
      () => 'Good design here has to work in every place it will be seen, not only look good on one screen.',
      () => 'The best results come from understanding who it is for before the first sketch.',
      () => 'A clear brief up front saves rounds of revisions later, so I like to start there.',
    ],
    steps: [
      () => [
        'start with a short brief about your audience, your taste and where the design will be used',
        'show you two or three directions to choose from',
        'refine the one you pick and deliver every file you need',
      ],
      () => [
        'collect a few references you like and agree on the direction',
        'share early drafts so you can steer before details are polished',
        'deliver final files ready for print and screen',
      ],
      () => [
        'look at what you have today and what your customers see first',
        'sketch a few options and talk them through with you',
        'polish the chosen one and hand over the source files',
      ],
    ],
    close: [
      () => 'Do you have two or three examples you like, so I can see your taste?',
      () => 'Where will the design be used most: on screen, in print, or both?',
      () => 'Who is your ideal customer, in a sentence?',
      () => 'Is there anything from your current look you want to keep?',
    ],
    interest: [
      (f) => `I enjoy work like this because ${f.thing.a} is the first thing your customers notice.`,
      () => 'Design that has to do a real job, not just look nice, is the work I like best.',
    ],
    approach: [
      () => "I would start from your users' point of view: what they need to see first, and what gets in their way.",
      () => 'I would test it with a few quick sketches and your feedback before committing to details.',
    ],
    kickoff: [
      () => 'To start, I would only need your current files, if any, and a few examples you like.',
      () => 'All I need to begin is a short brief from you and any brand material you already have.',
    ],
    quality: [
      () => 'Every file comes organised and named, so your team can find and reuse things later.',
      () => 'I check each design at real size, on screen and on paper where it matters, before you see it.',
    ],
  },
  writing: {
    insight: [
      () => 'Writing that works starts with knowing exactly who is reading and what they should do next.',
      () => 'The difference between good and forgettable copy is usually clarity, not clever words.',
      () => 'Readers decide in the first few lines whether to keep going, so that is where I put most care.',
    ],
    steps: [
      () => [
        'agree on the audience, the voice and the goal of each piece',
        'send a first piece for your feedback before writing the rest',
        'deliver clean drafts that are ready to publish',
      ],
      () => [
        'read what you have published so far to match your voice',
        'outline each piece with you before I write it',
        'revise until it sounds like you',
      ],
      () => [
        'start with a short call or questionnaire about your readers',
        'write a first draft for you to react to',
        'polish the final version and check every fact',
      ],
    ],
    close: [
      () => 'Who is the main reader you want to reach?',
      () => 'Is there a piece of writing, yours or someone else’s, whose tone you like?',
      askUnless(POST_SAYS.styleGuide, 'Do you have a style guide or earlier pieces I should follow?'),
      () => 'What should a reader do after reading?',
    ],
    interest: [
      (f) => `Turning ideas into clear words is what I like most, and ${f.thing.doing} is exactly that.`,
      () => 'I like writing for readers who need to understand something quickly and act on it.',
    ],
    approach: [
      () => 'I would start from the reader: what they already know, what they need, and what should make them act.',
      () => 'I would work from interviews or notes with you, then shape them into a clear structure before writing.',
    ],
    kickoff: [
      () => 'To start, I would only need a short brief, any earlier pieces you like, and the topics you have in mind.',
      () => 'All I need to begin is an idea of your readers and a piece of writing whose tone you like.',
    ],
    quality: [
      () => 'Each piece is checked for facts, tone and readability before it reaches you.',
      () => 'I read every draft aloud once before sending it, which catches what spellcheck misses.',
    ],
  },
  marketing: {
    insight: [
      () => 'Campaigns like this are won or lost on tracking and testing, so that is where I would start.',
      () => 'Before spending more, it pays to know which part of the funnel is actually leaking.',
      // A first launch has nothing running yet to fix.
      (f) =>
        runsAlready(f)
          ? 'The quickest gains usually come from fixing what is already running rather than adding more.'
          : 'Anything new learns fastest when results are tracked from the first day, so tracking comes first.',
    ],
    steps: [
      (f) =>
        runsAlready(f)
          ? [
              'review what is running today and how results are measured',
              'fix the biggest gaps first and set clear targets with you',
              'report every week on what changed and what comes next',
            ]
          : [
              'set up tracking and agree on clear targets with you before anything goes live',
              'launch a few focused tests and put the budget behind what works',
              'report every week on what changed and what comes next',
            ],
      () => [
        'agree on the one number that matters most to you',
        'test a few focused changes against it',
        'double down on what works and drop what does not',
      ],
      () => [
        'check that every result is tracked correctly',
        'put together a short plan with priorities and expected impact',
        'run it, measure it and share plain-language updates',
      ],
    ],
    close: [
      () => 'What does a good result look like for you in the first month?',
      () => 'Which number do you watch most closely today?',
      () => 'What has worked best for you so far, and what has not?',
      () => 'How are results tracked today?',
    ],
    interest: [
      () => 'I like marketing work where every change can be measured against a clear goal.',
      (f) => `What interests me here is the chance to ${f.thing.job} and show the effect in numbers.`,
    ],
    approach: [
      () =>
        'I would look at the numbers first, then test one change at a time so you can see exactly what each one adds.',
      () => 'I would start where the data shows the biggest gap and fix that before anything else.',
    ],
    kickoff: [
      () => 'To start, I would only need access to the accounts and the numbers you report on today.',
      () => 'All I need to begin is view access to the current setup and your targets for the next months.',
    ],
    quality: [
      () => 'Every change is logged, so you can always see what was done and why.',
      () => 'I judge each change by the numbers, not by how busy the account looks.',
    ],
  },
  data: {
    insight: [
      () => 'The value of work like this depends on trusting the numbers, so checking the data comes first.',
      () => 'Most of the effort in data projects goes into getting clean inputs; the rest is much faster after that.',
      () => 'A simple, reliable result that people actually open beats a clever one that nobody trusts.',
    ],
    steps: [
      () => [
        'look at where the data comes from and how clean it is',
        'build a first version on real data and check it with you',
        'document how it works so you can keep it running',
      ],
      () => [
        'agree on the questions the result has to answer',
        'build and test it against numbers you already know',
        'hand it over with a short guide',
      ],
      () => [
        'map the sources and the definitions you use today',
        'deliver a first working version early',
        'refine it with your feedback and leave it easy to update',
      ],
    ],
    close: [
      askUnless(POST_SAYS.dataSource, 'Where does the data live today, and how often does it change?'),
      () => 'Which decision should this help you make first?',
      () => 'Who will use the result, and how often?',
      () => 'Is there a number you already trust that I can check the result against?',
    ],
    interest: [
      () => 'I enjoy turning messy data into something people can rely on.',
      (f) => `What interests me is that ${f.thing.doing} will answer real questions for your team.`,
    ],
    approach: [
      () =>
        'I would check it against numbers you already trust, then test one change at a time so the effect of each is clear.',
      () => 'I would start with a simple, transparent baseline and only add complexity where it clearly helps.',
    ],
    kickoff: [
      () => 'To start, I would only need read access to the data and a short description of how you use it today.',
      () => 'All I need to begin is a sample of the data and the questions you want answered.',
    ],
    quality: [
      () => 'Every figure can be traced back to its source, so nobody has to take it on trust.',
      () => 'I check the totals against numbers you already know before anything is shared.',
    ],
  },
  video: {
    insight: [
      () => 'Viewers decide in the first few seconds whether to keep watching, so pacing matters as much as polish.',
      () => 'The best videos feel effortless because every cut has a reason.',
      () => 'A shared reference for style and pace up front saves a lot of back and forth later.',
    ],
    steps: [
      () => [
        'agree on style and pace with a reference video you like',
        'send a first cut for your notes',
        'deliver the final version in every format you need',
      ],
      () => [
        'go through your footage and pick the strongest moments',
        'build a rough cut for you to react to',
        'polish sound, colour and captions for the final version',
      ],
      () => [
        'learn your brand and audience from what you have published',
        'deliver a first version quickly',
        'revise it with your feedback until it is right',
      ],
    ],
    close: [
      () => 'Could you share a video whose style you like?',
      () => 'Where will the video be watched most: on a phone or a big screen?',
      () => 'How much raw footage is there, and how long should the final video be?',
      askUnless(POST_SAYS.deadline, 'When do you need the first video back?'),
    ],
    interest: [
      () => 'Telling a story in a few seconds is the part of this work I enjoy most.',
      () => 'I like video work where the result has to hold attention and make people act.',
    ],
    approach: [
      () => 'I would agree on it with you on a short sample first, then apply it across the whole video.',
      () => 'I would show you a short test edit first, so we agree on the approach before the full cut.',
    ],
    kickoff: [
      () => 'To start, I would only need the footage, your logo and fonts if you have them, and a video you like.',
      () => 'All I need to begin is access to the raw files and a note on where the video will be published.',
    ],
    quality: [
      () => 'Sound, colour and captions are checked on a phone and a big screen before delivery.',
      () => 'I watch every cut once more with fresh eyes before it goes to you.',
    ],
  },
  admin: {
    insight: [
      () => 'Good support here means you stop thinking about these tasks, not just that they get done.',
      () => 'The first week matters most: once the routine is set, everything runs with very little input from you.',
      () => 'Clear notes and a simple routine are what make this kind of help reliable.',
    ],
    steps: [
      () => [
        'learn your tools, your preferences and what counts as urgent',
        'set up a simple routine with a short daily summary',
        'take over more as you get comfortable',
      ],
      () => [
        'start with the tasks that take most of your time',
        'document each process so nothing depends on memory',
        'check in weekly to adjust priorities',
      ],
      () => [
        'agree on how and when you want updates',
        'work through the backlog first',
        'keep everything organised so you can find it yourself',
      ],
    ],
    close: [
      () => 'Which tasks take most of your time today?',
      askUnless(POST_SAYS.officeTools, 'Which tools do you use day to day?'),
      () => 'How would you like to receive updates: a daily summary, or only when something needs you?',
      () => 'What should I take off your plate first?',
    ],
    interest: [
      () => 'I like being the person who keeps things running smoothly in the background.',
      () => 'Organising work so that nothing slips is what I enjoy most.',
    ],
    approach: [
      () => 'I would write it down as a simple checklist with you first, so it is handled the same way every time.',
      () => 'I would agree on clear rules with you for what I decide myself and what comes to you.',
    ],
    kickoff: [
      () => 'To start, I would only need access to the tools you use and a short list of your priorities.',
      () => 'All I need to begin is a walkthrough of your current routine and the logins to get going.',
    ],
    quality: [
      () => 'Nothing is deleted or sent on your behalf outside the rules we agree.',
      () => 'Everything I handle is logged, so you can check on it at any time.',
    ],
  },
  translation: {
    insight: [
      () => 'A good translation reads as if it was written in the target language, not converted word by word.',
      () => 'Terminology consistency is what readers notice first, so I agree on key terms before starting.',
      () => 'Context matters as much as vocabulary, so I like to know who the text is for.',
    ],
    steps: [
      () => [
        'agree on tone, audience and any key terms with you',
        'translate the full text and check every figure and name',
        'do a second read in the target language only, for flow',
      ],
      () => [
        'read the whole text first to understand its purpose',
        'translate it with a glossary for consistent terms',
        'proofread the result and flag anything ambiguous in the original',
      ],
      () => [
        'ask about any terms that must stay as they are',
        'deliver in the same format as the original',
        'make a final pass for consistency and layout',
      ],
    ],
    close: [
      askUnless(POST_SAYS.glossary, 'Is there a glossary or earlier translation I should follow?'),
      () => 'Who will read the translation, and where will it be published?',
      askUnless(POST_SAYS.documentFormat, 'Which file format would you like the translation in?'),
    ],
    interest: [
      () => 'I enjoy making a text feel natural to a new audience.',
      () => 'Work where precision matters, and every term counts, is what I like best.',
    ],
    approach: [
      () => 'I would check it against the context and ask you whenever the original is ambiguous, rather than guess.',
      () => 'I would keep a glossary for it, so the same term is always translated the same way.',
    ],
    kickoff: [
      () => 'To start, I would only need the files in their original format and any glossary you already use.',
      () => 'All I need to begin is the text itself and a note on who will read the translation.',
    ],
    quality: [
      () => 'Numbers, names and dates are checked against the original before delivery.',
      () => 'Anything ambiguous in the original is flagged to you rather than guessed.',
    ],
  },
  finance: {
    insight: [
      () => 'Clean, reconciled books are what make every other decision easier, from taxes to hiring.',
      () => 'The goal is numbers you can trust without checking them yourself.',
      () => 'A clear monthly routine prevents the year-end scramble entirely.',
    ],
    steps: [
      () => [
        'review your current records and how far behind they are',
        'reconcile every account and fix what does not match',
        'set up a simple monthly routine with a short report',
      ],
      () => [
        'agree on what you need each month and by when',
        'bring everything up to date, starting with the oldest gaps',
        'hand you reports you can read at a glance',
      ],
      () => [
        'check how transactions flow into your books today',
        'clean up categories and reconcile the accounts',
        'document the process so the books stay clean',
      ],
    ],
    close: [
      askWhatIsUnsaid([
        [POST_SAYS.accountingSoftware, 'which software do you use today'],
        [POST_SAYS.backlog, 'how far behind are the records'],
      ]),
      () => 'Which reports do you need each month?',
      askUnless(POST_SAYS.deadline, 'Is there a deadline coming up, such as a tax filing?'),
    ],
    interest: [
      () => 'I like bringing order to numbers so owners can focus on running the business.',
      () => 'Work where accuracy matters and the result is peace of mind is what I enjoy most.',
    ],
    approach: [
      () => 'I would check it against the bank statements and your records first, and document every adjustment.',
      () => 'I would follow the rules that apply to your business and flag anything that needs your decision.',
    ],
    kickoff: [
      () => 'To start, I would only need read access to your accounting software and the bank statements.',
      () => 'All I need to begin is access to your books and a short call to understand how the business runs.',
    ],
    quality: [
      () => 'Every adjustment is documented, so your accountant can follow each one.',
      () => 'The books are reconciled against the bank before any report goes out.',
    ],
  },
  sales: {
    insight: [
      () => 'Outreach works when it reaches the right people with a message that is about them, not about you.',
      () => 'The quality of the list decides most of the result, so that is where I spend the most care.',
      () => 'Small tests before scaling up save a lot of wasted contacts.',
    ],
    steps: [
      () => [
        'agree on your ideal customer by industry, size and role',
        'build and check a first small batch for your approval',
        'scale up once the first results look right',
      ],
      () => [
        'learn your offer and the objections you hear most',
        'test a few messages on a small group',
        'report weekly on replies and booked calls',
      ],
      () => [
        'define who counts as a qualified lead for you',
        'find and verify contacts one batch at a time',
        'hand over clean data in the format you use',
      ],
    ],
    close: [
      askUnless(POST_SAYS.audience, 'Who is your ideal customer, by industry and role?'),
      askUnless(POST_SAYS.qualification, 'What does a qualified lead mean for you?'),
      askUnless(POST_SAYS.destination, 'Which tool should the contacts or meetings end up in?'),
      () => 'What has worked best in your outreach so far?',
    ],
    interest: [
      () => 'I like sales work where every week shows clear numbers.',
      () => 'Finding the right people and starting real conversations is the part I enjoy most.',
    ],
    approach: [
      () => 'I would test it on a small batch first and scale only what gets replies.',
      () => 'I would keep it personal and short, and measure replies rather than messages sent.',
    ],
    kickoff: [
      () => 'To start, I would only need a description of your ideal customer and your current offer.',
      () => 'All I need to begin is your target list criteria and the tool the results should go into.',
    ],
    quality: [
      () => 'Every contact is verified before it goes on a list.',
      () => 'Replies are tracked, so you see which messages work and which do not.',
    ],
  },
  general: {
    insight: [
      () => 'A short conversation about the goal up front usually saves the most time later.',
      () => 'Clear steps and regular updates are what keep work like this on track.',
      () => 'The most useful thing I can do first is make sure we agree on what done looks like.',
    ],
    steps: [
      () => [
        'agree on the goal and what done looks like',
        'deliver a first part early for your feedback',
        'finish the rest and walk you through it',
      ],
      () => [
        'go through the details with you and flag anything unclear',
        'work in small steps with regular updates',
        'hand everything over in a tidy, usable form',
      ],
    ],
    close: [
      () => 'What would make this project a clear success for you?',
      askUnless(POST_SAYS.deadline, 'When would you like to have the first results?'),
      () => 'Is there anything you have already tried that I should know about?',
    ],
    interest: [
      () => 'I like projects with a clear goal and a result that makes a difference.',
      () => 'Work where I can take something off your plate and do it well is what I enjoy.',
    ],
    approach: [
      () => 'I would agree on it with you first, then handle it step by step with regular updates.',
      () => 'I would start with the part that matters most to you and check in before moving on.',
    ],
    kickoff: [
      () => 'To start, I would only need the details of the task and a good time to ask questions.',
      () => 'All I need to begin is a short brief and access to anything the work depends on.',
    ],
    quality: [
      () => 'I check my own work against the brief before I send it.',
      () => 'You always know what is done, what is next and what I need from you.',
    ],
  },
};
