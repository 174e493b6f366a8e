import { askUnless, askWhatIsUnsaid, POST_SAYS } from './unanswered.js';
import type { Voice } from './voices.js';

/**
 * Lines for deliverables common enough to deserve their own words: the kind of work's lines fit them
 * only loosely ("final files for print and screen" is not how an onboarding flow is delivered).
 */
export const KIND_VOICES: Record<
  string,
  Partial<Pick<Voice, 'steps' | 'close' | 'insight' | 'kickoff' | 'quality'>> & {
    /** Actions on an existing one these lines fit too, over the action's own: a deck redesigned is still a deck. */
    covers?: string[];
  }
> = {
  'app interface': {
    covers: ['redesign'],
    steps: [
      () => [
        'look at where users hesitate or drop off today',
        'prototype a simpler flow and test it with a few real users',
        'hand over final screens and specs that are ready to build',
      ],
      () => [
        'map the key user journeys with you',
        'design the main screens first and check them with you',
        'finish the details in a component set your developers can use',
      ],
    ],
    close: [
      () => 'Do you have analytics or user feedback that shows where people struggle?',
      () => 'Who builds the design once it is done, and in which framework?',
    ],
  },
  'onboarding flow': {
    covers: ['redesign'],
    steps: [
      () => [
        'look at the numbers and recordings to see exactly where people drop off',
        'prototype a shorter flow and test it with a few new users',
        'hand over final screens and the reasoning behind each change',
      ],
    ],
    close: [() => 'Do you have session recordings or funnel numbers for each onboarding step?'],
  },
  logo: {
    // A logo redesigned is still a logo: the lines of an app's redesign do not fit it.
    covers: ['redesign'],
    insight: [() => 'A good logo has to work small and large, in one colour and in full colour.'],
    steps: [
      () => [
        'ask a few questions about your customers and the feeling you want',
        'sketch three distinct directions for you to pick from',
        'refine the chosen one and deliver every format you need',
      ],
    ],
    close: [
      () => 'Is there a logo you admire, even from another industry?',
      askUnless(POST_SAYS.logoUses, 'Where will the logo appear most: signs, packaging or online?'),
    ],
  },
  // The logo with the colours, type and guide that go with it: one system, chosen together.
  'brand identity': {
    covers: ['redesign'],
    insight: [
      () => 'An identity holds together when the logo, colours and type are chosen as one system, not one at a time.',
      () =>
        'A logo has to work small and large, in one colour and in full colour, and the rest of the identity grows from it.',
    ],
    steps: [
      () => [
        'ask a few questions about your customers and the feeling you want',
        'sketch three distinct logo directions for you to pick from',
        'build the colours, type and a short brand guide around the chosen one',
      ],
    ],
    close: [
      () => 'Is there a brand you admire, even from another industry?',
      askUnless(POST_SAYS.logoUses, 'Where will the brand appear most: packaging, signs or online?'),
    ],
  },
  'pitch deck': {
    covers: ['redesign', 'update'],
    insight: [() => 'Investors skim a deck in a few minutes, so every slide needs one clear point.'],
    steps: [
      () => [
        'go through your story and numbers with you',
        'restructure the slides so each one makes one point',
        'design a clean, consistent deck with clear charts',
      ],
    ],
    close: [
      () => 'Which slide do you feel is weakest today?',
      () => 'Do you have your numbers ready, or should the deck leave room for them?',
    ],
  },
  // Calling leads and booking them, not building a list of them.
  'sales appointments': {
    insight: [
      () => 'A booked appointment only counts if it is kept, so the confirmation call matters as much as the first.',
    ],
    steps: [
      () => [
        'learn your offer and agree on what makes a lead worth booking',
        'call and follow up with each lead until they book or say no',
        'confirm every appointment the day before, so more of them are kept',
      ],
    ],
    kickoff: [() => 'To start, I would only need your script or offer, the leads, and access to the calendar.'],
    quality: [() => 'Every call and its outcome is logged, so you can see which leads are worth another try.'],
    close: [
      askWhatIsUnsaid([
        [POST_SAYS.callSpeed, 'how quickly are new leads called today'],
        [POST_SAYS.leadVolume, 'how many come in each week'],
      ]),
      askUnless(POST_SAYS.destination, 'Which calendar or CRM should the appointments go into?'),
      () => 'Which objection do your leads raise most often on the first call?',
    ],
  },
  'mobile app': {
    steps: [
      () => [
        'agree on the screens and flows of a first release',
        'build it with test builds you can install on your own phone',
        'help you through the app store submissions',
      ],
    ],
    close: [
      askUnless(POST_SAYS.designs, 'Do you have designs for the app, or should I start from a simple layout?'),
      () => 'Which feature must the first release have?',
    ],
  },
  'browser extension': {
    steps: [
      () => [
        'agree on exactly what the extension does on which pages',
        'build a first version you can load in your own browser',
        'polish it and help you publish it in the store',
      ],
    ],
    close: [() => 'Should the extension be public in the store, or only for your team?'],
  },
  'web scraper': {
    steps: [
      () => [
        'check each source and how it can be read reliably',
        'build the scraper with retries and clean output',
        'deliver the data in the format you need, with a way to run it again',
      ],
    ],
    close: [
      askUnless(POST_SAYS.refresh, 'How often do you need the data refreshed?'),
      askUnless(POST_SAYS.dataFormat, 'Which format should the data come in: CSV, a sheet or a database?'),
      () => 'Do any of the sites need a login, or block automated visits?',
    ],
  },
  // Interpreting is live: the preparation is the terms, the delivery is in turns.
  interpreting: {
    insight: [() => 'Good interpreting starts before the meeting, with the terms both sides will use.'],
    steps: [
      () => [
        'go through the agenda and the technical terms with you before each meeting',
        'interpret consecutively, in short turns, so nothing is lost',
        'send a short list of any point worth confirming in writing afterwards',
      ],
    ],
    close: [() => 'Could you share the agenda and any documents the meetings will refer to?'],
    kickoff: [() => 'To start, I would only need the meeting times, the agenda and any documents to be discussed.'],
    quality: [() => 'Numbers and names are repeated back when it matters, so nothing is misheard.'],
  },
  // Slow queries are read from their plans, not from a page's scripts and images.
  'database queries': {
    covers: ['speed up', 'fix'],
    insight: [() => 'A slow query usually has one expensive step in its plan, and finding it comes before any change.'],
    steps: [
      () => [
        'read the query plans of the slowest queries on a copy or a replica',
        'add the indexes they need or rewrite them, timing each change against the same data',
        'hand over the before and after timings, and what to watch as the tables grow',
      ],
    ],
    close: [() => 'Which of the slow queries matters most to the people waiting on it?'],
    kickoff: [() => 'To start, I would only need read access to a replica and the list of the slowest queries.'],
  },
  // A resume is read in seconds: results, not duties.
  resume: {
    insight: [() => 'Recruiters skim a resume in seconds, so every line has to show a result, not a duty.'],
    steps: [
      () => [
        'go through your current resume with you and ask about the results behind each role',
        'rewrite it around achievements, with numbers wherever you have them',
        'adapt your LinkedIn headline and About section so both tell the same story',
      ],
    ],
    close: [() => 'Which roles or companies will you apply to first?'],
    kickoff: [() => 'To start, I would only need your current resume and two or three job posts you would apply for.'],
  },
  // A CRM's records are the work, whoever's list they came from: no offer or replies to speak of here.
  CRM: {
    covers: ['clean up', 'migrate'],
    kickoff: [
      () =>
        'To start, I would only need admin access to the CRM, or an export of it, and a short note on how your team uses it.',
    ],
    quality: [() => 'Every merge and change is logged, so any record can be checked or put back.'],
    close: [() => 'When two records of the same person disagree, which one should win?'],
  },
  // A talk is heard once, at the speaker's pace: written for the ear and rehearsed.
  speech: {
    insight: [() => 'A talk is heard once, at the speaker’s pace, so every line has to land the first time.'],
    steps: [
      () => [
        'gather your ideas and stories and agree on the one thing the audience should leave with',
        'shape them into a talk with a strong opening and close, written to be said aloud',
        'rehearse it with you and tighten whatever does not land',
      ],
    ],
    close: [() => 'How long is the talk, and who will be in the room?'],
  },
  // An email is read in many inboxes and on phones: the template is designed for all of them.
  'email template': {
    covers: ['redesign'],
    steps: [
      () => [
        'look at how your emails render today in the main inboxes and on phones',
        'design the new template with your brand colours and every block your team needs',
        'hand it over with notes for your developer on spacing, fonts and dark mode',
      ],
    ],
    close: [() => 'Which email apps do most of your readers open it in?'],
  },
  // A training is judged by what the team can do on their own afterwards.
  'training session': {
    steps: [
      () => [
        'ask what your team already knows and what they need to do after the session',
        'build the session around your own account and real examples',
        'run it live with time for questions, then send the recording and a short guide',
      ],
    ],
    close: [() => 'What should your team be able to do on their own after the session?'],
  },
  // A trip is planned around the travellers' pace and budget, and booked only once they approve it.
  'trip itinerary': {
    insight: [
      () => 'A good itinerary leaves room to breathe: the best days of a trip are rarely the most packed ones.',
    ],
    kickoff: [() => 'To start, I would only need your dates, your budget and a few things you would love to see.'],
    quality: [() => 'Every booking is confirmed in writing, with its cancellation terms, before I send it to you.'],
    steps: [
      () => [
        'agree on your dates, budget and the pace you enjoy',
        'draft a day-by-day itinerary with a choice of hotels and routes',
        'book what you approve and send it all in one document you can use offline',
      ],
    ],
    close: [() => 'Do you prefer full days of sightseeing, or time to wander without a plan?'],
  },
  // A script runs unattended: what goes in, what comes out, and what happens when a step fails.
  script: {
    insight: [() => 'A script is done when it also copes with the files that do not look like the examples.'],
    steps: [
      () => [
        'agree on exactly what goes in and what should come out, with a few real examples',
        'write the script with clear logs and a safe retry when a step fails',
        'set it up to run on its schedule and hand you short notes on how to change it',
      ],
    ],
    close: [
      askUnless(
        POST_SAYS.runsOn,
        'Where should it run: your own server, a cloud function or a computer in the office?',
      ),
      () => 'What should happen when a run fails: an email to you, or a retry the next day?',
    ],
    kickoff: [() => 'To start, I would only need a few real input files and an example of what should come out.'],
  },
  // Zaps and scenarios are small and concrete: no releases to plan, but every failure path to decide.
  automations: {
    steps: [
      () => [
        'map each trigger, action and field with you',
        'build every step and test it with real data from your accounts',
        'hand over a short note on what runs when, and what happens if a step fails',
      ],
    ],
    close: [
      () => 'Who should hear about it when a step fails, and where?',
      () => 'Are the accounts on plans that allow the steps you need?',
    ],
  },
  // A list researched by hand: its value is in fields that can be trusted, not in a routine.
  'research list': {
    insight: [
      () => 'A list like this is only as useful as its least reliable field, so sources matter more than speed.',
    ],
    steps: [
      () => [
        'agree on the fields and sources with you and check a first 20 rows together',
        'look up each entry on its own website or profile',
        'deliver the sheet with anything I could not confirm clearly marked',
      ],
    ],
    close: [
      () => 'Which fields matter most when one cannot be found for every entry?',
      () => 'Could you fill in one row the way you want it, so I match it exactly?',
    ],
    kickoff: [() => 'To start, I would only need the list of fields and any sources you already trust.'],
    quality: [
      () => 'Every entry is checked against its source, and anything unconfirmed is marked rather than guessed.',
    ],
  },
  // A batch of entries to copy or key in, not an ongoing routine: an assistant's daily-summary lines do not fit.
  'data entry': {
    insight: [() => 'Data entry pays off only when every row can be trusted, so I check as I go, not at the end.'],
    steps: [
      () => [
        'agree on the fields and the format with you on a first batch of 20 entries',
        'enter the rest in batches, each one checked against its source',
        'deliver the sheet with any entry I could not complete clearly marked',
      ],
    ],
    close: [
      () => 'Could you fill in one row the way you want it, so I match it exactly?',
      () => 'What should happen with an entry whose details are missing or out of date?',
    ],
    kickoff: [
      () => 'To start, I would only need access to the source and the sheet, and one row filled in as an example.',
    ],
    quality: [() => 'A sample of every batch is checked against the source before I go on to the next.'],
  },
  // Transcripts are listened to, not translated: the kind of work's lines (glossaries, target language) do not fit.
  transcription: {
    insight: [
      () =>
        'Accurate transcripts come from a second listen, not a faster first one: hard passages are replayed, not guessed.',
    ],
    steps: [
      () => [
        'agree on the style, speaker labels and timestamps on a first file',
        'transcribe each recording and replay every unclear passage',
        'mark anything inaudible with its time rather than guessing',
      ],
    ],
    close: [
      askUnless(POST_SAYS.transcriptStyle, 'Clean or full verbatim, and do you need timestamps?'),
      () => 'How many speakers are in a typical recording?',
    ],
    kickoff: [() => 'To start, I would only need the recordings and the names or roles of the speakers.'],
    quality: [() => 'Every transcript gets a second pass against the audio before it reaches you.'],
  },
  // A funder reads against its own criteria: the lines about readers, voice and publishing do not fit.
  'grant application': {
    insight: [
      () =>
        'Funders read many applications, and the ones that win answer their criteria in their own order, with numbers.',
    ],
    steps: [
      () => [
        'read the funder’s guidelines and recent awards to see what it looks for',
        'draft each section from your past applications, budget and results, and send it for your review',
        'check every requirement, limit and attachment against the funder’s checklist before you submit',
      ],
    ],
    close: [
      () => 'Which outcomes from this year, such as attendance or results, can the application cite?',
      () => 'Has this funder supported you before, or is this the first application to it?',
    ],
    kickoff: [() => 'To start, I would only need the funder’s guidelines, your past applications and your budget.'],
    quality: [() => 'Every section is checked against the funder’s criteria and word limits before you see it.'],
  },
  // A book stays the author's when each chapter is checked before the next: lines about a piece to publish do not fit.
  book: {
    insight: [
      () => 'A book reads as one voice when each chapter is checked with the author before the next is written.',
    ],
    steps: [
      () => [
        'go through your outline, your notes and anything you have written or said on the subject',
        'agree on a chapter plan and write a first chapter for you to check the voice',
        'write the rest chapter by chapter, each reviewed by you before the next',
      ],
    ],
    close: [
      () => 'Who is the reader you most want to reach with the book?',
      () => 'How much time could you give to reviewing a chapter each week?',
    ],
    kickoff: [() => 'To start, I would only need your outline, your notes and a short call about who the book is for.'],
    quality: [() => 'Every chapter goes back to you before the next one starts, so the book stays yours.'],
  },
  // Rankings, not ad spend: no budget to stop leaking, only pages and listings to fix.
  SEO: {
    insight: [() => 'Search traffic builds up slowly, so the fixes that matter most for your best pages go first.'],
    steps: [
      () => [
        'check how your site and listings look to Google today',
        'fix what holds back the pages that matter most, quickest wins first',
        'report each month on rankings, visits and enquiries',
      ],
    ],
    close: [() => 'Which searches would you most like to be found for?'],
  },
  // Read while the video plays: timing and line length matter as much as the words.
  subtitles: {
    steps: [
      () => [
        'agree on reading speed, line length and the variety of the language your viewers speak',
        'translate and time each subtitle against the video',
        'watch every video through with the subtitles on before delivering the files',
      ],
    ],
    close: [
      askUnless(POST_SAYS.transcripts, 'Do you have transcripts already, or should I work from the audio?'),
      askUnless(
        POST_SAYS.documentFormat,
        'Should the subtitles be burned into the video, or delivered as separate files?',
      ),
    ],
  },
  'color grading': {
    steps: [
      () => [
        'agree on the look with you from two or three reference frames',
        'balance every shot first so the scenes match, then build the look on top',
        'deliver the graded master and any LUT you need, checked on a calibrated screen',
      ],
    ],
    close: [() => 'Do you have reference frames for the look you want?'],
  },
  // Read on paper, at arm's length, new or redesigned: never "ready to build" or where users "get stuck".
  'print materials': {
    covers: ['redesign'],
    steps: [
      () => [
        'go through the content with you and agree on what has to stand out first',
        'propose a layout that reads at a glance and look for your feedback',
        'deliver print-ready files, and a PDF for the screen if you need one',
      ],
    ],
  },
  // Seen at the size of a stamp in a list of videos, never printed.
  thumbnails: {
    steps: [
      () => [
        'look at your channel and the thumbnails that got the most clicks so far',
        'design a first one for your feedback',
        'make the rest in the same style, checked at the small size they appear in search',
      ],
    ],
    close: [() => 'Which of your videos has had the best click-through so far?'],
  },
  // Organic posting and replies, not an ad account to audit.
  'social media accounts': {
    insight: [() => 'Regular posting matters more than any single post, so a content plan comes before anything else.'],
    steps: [
      () => [
        'look at what you have posted so far and what got the most response',
        'plan a month of posts with you, built around the photos and videos you already have',
        'post on schedule, answer comments, and report each month on what grew',
      ],
    ],
    kickoff: [() => 'To start, I would only need access to the accounts and the photos and videos you already have.'],
    quality: [() => 'Every post is scheduled a week ahead, so you can change anything before it goes out.'],
    close: [() => 'Which of your posts so far got the best response?'],
  },
  // A listing sells one product to someone comparing it with others on the same page.
  'product descriptions': {
    steps: [
      () => [
        'agree on the key facts of each product and the words buyers search for',
        'write one listing first for your approval',
        'write the rest in the same style, checked against the marketplace’s rules',
      ],
    ],
    close: [
      () => 'Do you already know the words your buyers search for, or should I start from the products themselves?',
    ],
  },
  // Set up once for the people who will use it every day.
  'accounting system': {
    steps: [
      () => [
        'agree on the chart of accounts and the reports you want from it',
        'set up the bank feeds, classes and rules, and test them on a month of real transactions',
        'train whoever keeps the books on the daily steps, with a short written guide',
      ],
    ],
    close: [() => 'Who will enter the transactions day to day once it is set up?'],
  },
  // The first run on a new payroll is the one people notice: it is checked against the old one first.
  'payroll system': {
    insight: [
      () => 'The first payroll on a new system is the one to get exactly right, so I check it against the last one.',
    ],
    steps: [
      () => [
        'collect each person’s pay, tax and benefit details and check them against your last payroll',
        'set up the pay schedules, deductions and time-off policies',
        'run the first payroll beside the old one and compare them line by line before anyone is paid',
      ],
    ],
    close: [() => 'When is the first pay date on the new system?'],
  },
  // A return is filed once and has to be right: the year's records come first.
  'tax returns': {
    insight: [() => 'A return is only as good as the records behind it, so I confirm those are complete first.'],
    steps: [
      () => [
        'go through the year’s records and anything that changed',
        'prepare the return with a short list of questions for you',
        'walk you through it before anything is filed',
      ],
    ],
    close: [() => 'Do you have last year’s return and this year’s statements to hand?'],
  },
  // Read by people trying to get something working, not by readers of a blog.
  documentation: {
    steps: [
      () => [
        'go through the product the way a new user would and note where the current docs lose them',
        'rewrite the getting started guide first and check it with one of your team',
        'bring the reference up to date section by section, checked against the product itself',
      ],
    ],
    close: [() => 'Which part of the docs do people ask your team about most?'],
  },
  'blog articles': {
    steps: [
      () => [
        'agree on topics, audience and keywords with you',
        'send the first article for feedback before writing the rest',
        'deliver each article edited and ready to publish',
      ],
    ],
    close: [
      askUnless(POST_SAYS.topics, 'Do you have a list of topics already, or should I suggest some?'),
      askUnless(POST_SAYS.cadence, 'How many articles a month do you have in mind?'),
    ],
  },
  'financial model': {
    insight: [() => 'A model investors trust makes every assumption visible and easy to change.'],
    steps: [
      () => [
        'go through your historical numbers and the assumptions you want to test',
        'build the model with clear inputs, so changing one assumption shows its effect everywhere',
        'walk you through it and leave a note on every tab',
      ],
    ],
    close: [
      () => 'Which assumptions do your investors question most?',
      () => 'Is there a format or template your investors expect?',
    ],
    kickoff: [() => 'To start, I would only need your historical financials and the plan you want the model to show.'],
    quality: [() => 'Every formula is checked against your historical numbers before you see the model.'],
  },
  'voice-over': {
    insight: [() => 'A voice-over works when it sounds like someone talking to one listener, not reading to a room.'],
    steps: [
      () => [
        'read the script with you and agree on the tone, the pace and any tricky names',
        'record the first paragraph as a sample for your approval',
        'record the full script and deliver clean files, with one round of retakes',
      ],
    ],
    close: [
      () => 'Are there names or terms in the script whose pronunciation I should check with you?',
      () => 'Will the voice be laid over finished animation, so it has to match its timing?',
    ],
    kickoff: [() => 'To start, I would only need the final script and, if you have one, a voice you like.'],
    quality: [() => 'Every take is cleaned of breaths and noise and checked against the script before you hear it.'],
  },
  // Animation starts from a script, not from footage: the editing lines ask for what the client does not have.
  'animated video': {
    steps: [
      () => [
        'tighten the script with you and sketch a storyboard for your approval',
        'design a few style frames so you see the look before anything moves',
        'animate it with the voice-over and music and take one round of your notes',
      ],
    ],
    close: [
      askUnless(POST_SAYS.voiceOver, 'Do you already have a voice-over, or should I suggest a few voices?'),
      () => 'Where will the video run: your landing page, ads or sales calls?',
    ],
    kickoff: [
      () => 'To start, I would only need the script or a draft of it, your brand kit, and an explainer you like.',
    ],
    quality: [() => 'You approve the storyboard and the look before any animation starts, so nothing is redone late.'],
  },
  videos: {
    steps: [
      () => [
        'agree on style and pace with a video you like',
        'deliver a first edit for your notes',
        'turn around each video within an agreed time',
      ],
    ],
    close: [
      askUnless(POST_SAYS.cadence, 'How many videos a week do you publish, and how long is the raw footage?'),
      () => 'Could you share a video whose editing style you like?',
    ],
  },
};
