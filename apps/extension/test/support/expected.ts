import type { UpworkJob } from '../../src/page/types';
import { JOB_ID } from '../fixtures/urls';

/** The main job as its page shows it (upwork-job.html, and the same job in the details slider). */
export const NUXT_JOB: UpworkJob = {
  title: 'Nuxt 3 developer to fix hydration errors and speed up our booking site',
  description: [
    'Hi there,',
    '',
    'We run a small chain of climbing gyms (4 locations in Colorado) and our booking site is built on Nuxt 3 + Pinia with a Laravel API behind it. Since we upgraded to Nuxt 3.12 in the spring we get hydration mismatch warnings on the class schedule page, and the calendar sometimes renders twice on mobile Safari. Lighthouse performance on mobile is around 41, which is embarrassing.',
    '',
    'What we need:',
    "- find and fix the hydration mismatches (we think it's the date formatting / timezone stuff but not sure)",
    '- get mobile LCP under 2.5s on the schedule + checkout pages',
    '- leave short notes in the PR so our in-house dev (part time) can follow what you changed',
    '',
    "Must have: real Nuxt 3 SSR experience, not just Vue SPAs. Bonus if you've worked with Stripe Elements inside Nuxt.",
    '',
    "We're on Mountain Time and need ~2h overlap for a call twice a week.",
    '',
    'To show you actually read this, start your proposal with the word "chalk". Proposals that open with "Dear Hiring Manager" get skipped, sorry.',
  ].join('\n'),
  skills: ['Nuxt.js', 'Vue.js', 'Server-Side Rendering', 'Web Performance Optimization', 'Stripe'],
  budget: { kind: 'hourly', amount: '$25.00 - $45.00' },
  client: { country: 'United States', rating: 4.9, spent: '$48K', paymentVerified: true },
  questions: [
    'Describe a hydration mismatch you have debugged in Nuxt 3. What caused it?',
    'Are you available for two calls a week between 9am and 11am Mountain Time?',
  ],
  url: 'https://www.upwork.com/jobs/~021931234567890123456',
  id: JOB_ID,
};
