import { CATEGORIES, type Category } from '../analysis/categories.js';
import type { Facts } from './facts.js';

/**
 * Questions of method that posts of a kind keep asking, each with an answer any competent freelancer in
 * that line of work would give. A question that matches none gets the kind of work's general approach
 * instead; these are for the ones where that approach would not answer what was asked ("how would you
 * avoid getting blocked?" answered with "I would start with a simple baseline").
 */
const TOPICS: { asks: RegExp; categories: Category[]; answer: string }[] = [
  {
    asks: /\b(?:prox(?:y|ies)|(?:get|getting|being)\s+(?:blocked|banned)|avoid\w*\s+(?:\w+\s+)?(?:blocks?|blocking|bans?)|captchas?|anti-?bot|rate[- ]limit\w*)\b/i,
    categories: ['development', 'data'],
    answer:
      'To avoid getting blocked, I would keep the request rate polite with random pauses, rotate residential proxies from a provider you approve, and retry failed pages with backoff.',
  },
  {
    asks: /\b(?:files?|spreadsheets?|sheets?|excel|csv|exports?|columns?)\b[^.?!]{0,40}\bchang\w*|\bchang\w*\b[^.?!]{0,40}\b(?:formats?|columns?|headers?)\b/i,
    categories: ['data', 'development', 'finance'],
    answer:
      'I would read the files by column name rather than position and check each import, so a file that changes shape stops with a clear message instead of producing wrong numbers.',
  },
  {
    asks: /\b(?:layouts?|page structure|markup|html|dom|selectors?)\b[^.?!]{0,40}\bchang\w*|\bchang\w*\b[^.?!]{0,40}\b(?:layouts?|page structure|markup|html|dom)\b/i,
    categories: ['development', 'data'],
    answer:
      'I would keep the page selectors in one place and add a check that warns as soon as a page no longer matches them, so a layout change takes minutes to fix instead of silently breaking things.',
  },
  {
    asks: /\b(?:accounts?|profiles?)\b[^.?!]{0,40}\b(?:safe|restrict\w*|ban\w*|jail\w*|flagged|suspend\w*)|\blinkedin\b[^.?!]{0,40}\b(?:restrict\w*|limits?|jail\w*|ban\w*)\b/i,
    categories: ['sales', 'marketing'],
    answer:
      'I keep daily connection requests and messages well under LinkedIn’s limits, raise them gradually on a new account, and write every note to the person, which keeps the account safe from restrictions.',
  },
  {
    asks: /\b(?:find|finding|track down|diagnos\w*|figure out)\b[^.?!]{0,30}\b(?:causes?|problems?|issues?|bugs?|errors?)\b|\broot cause\b/i,
    categories: ['development', 'data'],
    answer:
      'To find the cause, I would reproduce the error on a copy, read the logs from the moment it happens, and undo the most recent changes, such as an update, one at a time until it shows.',
  },
  {
    asks: /\btrack\w*\b[^.?!]{0,60}\b(?:leads?|calls?|conversions?|sales|jobs|customers|bookings|appointments)\b/i,
    categories: ['marketing', 'sales'],
    answer:
      'To see which leads turn into customers, I would record the campaign each lead came from in your CRM or a simple sheet, calls included, and mark the ones that become paying work, so the budget goes to what brings customers, not just form fills.',
  },
  {
    asks: /\b(?:class )?imbalanc\w*|\brare (?:class|event|outcome|case)s?\b|\bimbalanced\b/i,
    categories: ['data'],
    answer:
      'With an outcome that rare, I would judge the model by precision and recall on the rare class rather than accuracy, and try class weights or resampling on the training data only, never on the test set.',
  },
  {
    asks: /\b(?:capture|match|keep|find|get)\b[^.?!]{0,30}\b(?:voice|tone)\b|\bsound(?:s)? like (?:me|them|him|her|us|the (?:author|client|founder))\b/i,
    categories: ['writing'],
    answer:
      'To capture someone’s voice, I would interview them, keep the phrases they really use, write from those, and have them read each piece aloud to change anything they would not say.',
  },
  {
    asks: /\bmeasur\w*\b[^.?!]{0,40}\b(?:improvements?|speed|performance|results?|impact|difference|gains?)\b/i,
    categories: ['development', 'data'],
    answer:
      'I would record a baseline before changing anything, on the pages or runs that matter most to you, and measure again after each change, so you see what each one gained.',
  },
  {
    asks: /\bverif\w*\b[^.?!]{0,30}\b(?:e-?mails?|contacts?|addresses|leads?)\b|\b(?:e-?mails?|contacts?)\b[^.?!]{0,30}\bverif\w*|\bbounce rates?\b/i,
    categories: ['sales', 'marketing', 'admin'],
    answer:
      'Every email goes through a verification service before it reaches the list, and catch-all or unknown addresses are left out or marked, so the bounce rate stays low.',
  },
  {
    asks: /\b(?:what|which part) (?:would|will) you (?:build|do|tackle|work on|focus on|start with|deliver) first\b|\bwhere would you start\b/i,
    categories: [...CATEGORIES],
    answer:
      'First I would take on the part everything else depends on, so you see it working early, and then the rest in the order that matters most to you.',
  },
];

/** The answer to a question of method the post's kind of work often gets, or null when it is not one of them. */
export function topicAnswer(f: Facts, asked: string): string | null {
  const category = f.reading.deliverable.category;
  return TOPICS.find((topic) => topic.categories.includes(category) && topic.asks.test(asked))?.answer ?? null;
}
