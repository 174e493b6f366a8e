import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { FIXTURE_URLS, JOB_ID } from './fixtures/urls';
import { element, loadFixture } from './support/pages';

const APPLY_URL = FIXTURE_URLS['upwork-apply.html'];
const QUESTIONS = [
  'Describe a hydration mismatch you have debugged in Nuxt 3. What caused it?',
  'Are you available for two calls a week between 9am and 11am Mountain Time?',
];

describe('the apply page', () => {
  it('reads the fields to fill and the summary of the job', () => {
    const reading = readPage(loadFixture('upwork-apply.html'), APPLY_URL);
    expect(reading).toEqual({
      page: 'apply',
      job: {
        title: 'Nuxt 3 developer to fix hydration errors and speed up our booking site',
        description:
          'Hi there,\n\nWe run a small chain of climbing gyms (4 locations in Colorado) and our booking site is built on Nuxt 3 + Pinia with a Laravel API behind it. Since we upgraded to Nuxt 3.12 in the spring we get hydration mismatch warnings on the class…',
        skills: ['Nuxt.js', 'Vue.js', 'Server-Side Rendering'],
        budget: null,
        client: { country: null, rating: null, spent: null, paymentVerified: null },
        questions: QUESTIONS,
        url: `https://www.upwork.com/jobs/~${JOB_ID}`,
        id: JOB_ID,
      },
      person: null,
      fields: {
        coverLetter: 'textarea[aria-labelledby="cover_letter_label"]',
        questions: [
          { label: QUESTIONS[0], selector: '.fe-proposal-job-questions .form-group:nth-of-type(1) textarea' },
          { label: QUESTIONS[1], selector: '.fe-proposal-job-questions .form-group:nth-of-type(2) textarea' },
        ],
        note: null,
        message: null,
      },
      missing: ['budget', 'client.country', 'client.rating', 'client.spent', 'client.paymentVerified'],
      matched: {
        id: 'url',
        title: 'h4',
        description: '[data-test="Description"]',
        skills: '.air3-token-container .air3-token',
        questions: '.fe-proposal-job-questions .form-group',
        coverLetter: 'textarea[aria-labelledby="cover_letter_label"]',
      },
    });
  });

  it('gives selectors that find the answer fields', () => {
    const doc = loadFixture('upwork-apply.html');
    const { fields } = readPage(doc, APPLY_URL);
    const textareas = [...doc.querySelectorAll('.fe-proposal-job-questions textarea')];
    expect(fields.questions.map(({ selector }) => doc.querySelector(selector))).toEqual(textareas);
  });

  it('finds the cover letter by its label when the aria hook is gone', () => {
    const doc = loadFixture('upwork-apply.html');
    const letter = element(doc, 'textarea[aria-labelledby="cover_letter_label"]');
    letter.removeAttribute('aria-labelledby');
    const reading = readPage(doc, APPLY_URL);
    expect(reading.matched.coverLetter).toBe('label "Cover Letter" textarea');
    expect(reading.fields.coverLetter).not.toBeNull();
    expect(doc.querySelectorAll(reading.fields.coverLetter ?? '')).toHaveLength(1);
    expect(doc.querySelector(reading.fields.coverLetter ?? '')).toBe(letter);
  });

  it('takes the labelled textareas beside the cover letter when the questions block is gone', () => {
    const doc = loadFixture('upwork-apply.html');
    element(doc, '.fe-proposal-job-questions').classList.remove('fe-proposal-job-questions');
    const reading = readPage(doc, APPLY_URL);
    expect(reading.matched.questions).toBe('textarea with a label beside the cover letter');
    expect(reading.fields.questions.map(({ label }) => label)).toEqual(QUESTIONS);
    const textareas = [...doc.querySelectorAll('.questions-area textarea')];
    expect(reading.fields.questions.map(({ selector }) => doc.querySelector(selector))).toEqual(textareas);
  });

  it('lists the cover letter and questions as missing when the form has not rendered', () => {
    const doc = loadFixture('upwork-apply.html');
    element(doc, '.fe-proposal-additional-details').remove();
    const reading = readPage(doc, APPLY_URL);
    expect(reading.fields).toEqual({ coverLetter: null, questions: [], note: null, message: null });
    expect(reading.missing).toEqual(expect.arrayContaining(['questions', 'coverLetter']));
  });
});
