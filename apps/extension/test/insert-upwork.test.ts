import { describe, expect, it } from 'vitest';
import { insertIntoPage } from '../src/page/insert';
import { element, loadFixture, windowOf } from './support/pages';
import { recordEvents } from './support/events';

const LETTER = 'textarea[aria-labelledby="cover_letter_label"]';
const FIRST_QUESTION = 'Describe a hydration mismatch you have debugged in Nuxt 3. What caused it?';
const SECOND_QUESTION = 'Are you available for two calls a week between 9am and 11am Mountain Time?';
const COVER_LETTER =
  'Chalk. I have fixed this exact hydration problem twice in Nuxt 3 booking flows.\n\nThe usual cause is a date formatted on the server in UTC and again in the browser in local time.';

const applyPage = () => loadFixture('upwork-apply.html', { scripts: true });
const questionField = (doc: Document, index: number) =>
  element<HTMLTextAreaElement>(doc, `.fe-proposal-job-questions .form-group:nth-of-type(${index}) textarea`);
const leftAfter = (text: string) => `${(5000 - text.length).toLocaleString('en-US')} characters left`;

describe('inserting into the apply page', () => {
  it('writes the cover letter and tells the page with bubbling input and change events', () => {
    const doc = applyPage();
    const log = recordEvents(doc);
    const result = insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: false });

    const letter = element<HTMLTextAreaElement>(doc, LETTER);
    expect(letter.value).toBe(COVER_LETTER);
    expect(result).toEqual({
      filled: ['coverLetter'],
      occupied: [],
      absent: [],
      charactersLeft: leftAfter(COVER_LETTER),
    });
    expect(log.on(letter)).toEqual(['input', 'change']);
    const [input] = log.of('input');
    expect(input).toBeInstanceOf(windowOf(doc).InputEvent);
    expect(input).toMatchObject({ bubbles: true, inputType: 'insertText' });
    expect(log.of('change')[0]?.bubbles).toBe(true);
  });

  it("reads the page's counter after the page updated it", () => {
    const doc = applyPage();
    const text = 'x'.repeat(789);
    expect(insertIntoPage(doc, { coverLetter: text, replace: false }).charactersLeft).toBe('4,211 characters left');
    expect(element(doc, '.air3-textarea-counter').textContent).toBe('4,211 characters left');
  });

  it('writes through the native setter, past a framework that wraps the value property', () => {
    const doc = applyPage();
    const letter = element<HTMLTextAreaElement>(doc, LETTER);
    const tracked: string[] = [];
    // What React and Vue do to notice changes: an own `value` setter on the element that only records.
    Object.defineProperty(letter, 'value', {
      configurable: true,
      get: () => '',
      set: (value: string) => tracked.push(value),
    });
    insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: false });
    expect(tracked).toEqual([]);
    const nativeValue = Object.getOwnPropertyDescriptor(windowOf(doc).HTMLTextAreaElement.prototype, 'value')?.get;
    expect(nativeValue?.call(letter)).toBe(COVER_LETTER);
  });

  it('leaves a cover letter the user started alone, and says so', () => {
    const doc = applyPage();
    const letter = element<HTMLTextAreaElement>(doc, LETTER);
    letter.value = 'Hi, I started writing this myself';
    const log = recordEvents(doc);
    const result = insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: false });
    expect(letter.value).toBe('Hi, I started writing this myself');
    expect(result).toMatchObject({ filled: [], occupied: ['coverLetter'], absent: [] });
    expect(log.events).toEqual([]);
  });

  it('counts a field holding only whitespace as empty', () => {
    const doc = applyPage();
    element<HTMLTextAreaElement>(doc, LETTER).value = '  \n ';
    expect(insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: false }).filled).toEqual(['coverLetter']);
  });

  it('does not ask to replace what an earlier insert put there', () => {
    const doc = applyPage();
    const letter = element<HTMLTextAreaElement>(doc, LETTER);
    letter.value = COVER_LETTER.replace('\n\n', '\r\n\r\n');
    const result = insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: false });
    expect(result).toMatchObject({ filled: ['coverLetter'], occupied: [] });
    expect(letter.value).toBe(COVER_LETTER);
  });

  it('overwrites what the user typed when asked to replace', () => {
    const doc = applyPage();
    const letter = element<HTMLTextAreaElement>(doc, LETTER);
    letter.value = 'An older draft';
    const result = insertIntoPage(doc, { coverLetter: COVER_LETTER, replace: true });
    expect(letter.value).toBe(COVER_LETTER);
    expect(result.filled).toEqual(['coverLetter']);
  });

  it('matches answers to questions by label, across case, spacing and punctuation', () => {
    const doc = applyPage();
    const log = recordEvents(doc);
    const result = insertIntoPage(doc, {
      answers: [
        { question: 'ARE YOU AVAILABLE FOR TWO CALLS A WEEK BETWEEN 9AM AND 11AM MOUNTAIN TIME', text: 'Yes, both.' },
        { question: 'describe a hydration  mismatch you have debugged in nuxt 3. what caused it? *', text: 'A date.' },
      ],
      replace: false,
    });
    expect(questionField(doc, 1).value).toBe('A date.');
    expect(questionField(doc, 2).value).toBe('Yes, both.');
    expect(result.filled).toEqual([`question:${SECOND_QUESTION}`, `question:${FIRST_QUESTION}`]);
    expect(log.of('input')).toHaveLength(2);
    expect(log.of('change')).toHaveLength(2);
  });

  it('matches an answer whose question is part of the label', () => {
    const doc = applyPage();
    const result = insertIntoPage(doc, {
      answers: [{ question: 'Describe a hydration mismatch you have debugged in Nuxt 3', text: 'A date.' }],
      replace: false,
    });
    expect(result.filled).toEqual([`question:${FIRST_QUESTION}`]);
    expect(questionField(doc, 1).value).toBe('A date.');
  });

  it('reports answers with no matching question as absent, and answered questions as occupied', () => {
    const doc = applyPage();
    questionField(doc, 2).value = 'Yes';
    const result = insertIntoPage(doc, {
      answers: [
        { question: SECOND_QUESTION, text: 'Yes, both days.' },
        { question: 'What is your favourite state management library?', text: 'Pinia.' },
      ],
      replace: false,
    });
    expect(result).toMatchObject({
      filled: [],
      occupied: [`question:${SECOND_QUESTION}`],
      absent: ['question:What is your favourite state management library?'],
    });
    expect(questionField(doc, 2).value).toBe('Yes');
  });

  it('never submits, clicks, or touches the rate, boost or other inputs', () => {
    const doc = applyPage();
    const form = element<HTMLFormElement>(doc, 'form.fe-proposal-form');
    const others = [...doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    const before = others.map((input) => input.value);
    const seen: string[] = [];
    form.addEventListener('submit', () => seen.push('submit'));
    for (const button of doc.querySelectorAll('button')) button.addEventListener('click', () => seen.push('click'));
    const log = recordEvents(doc, ['input', 'change', 'click', 'submit', 'focus']);

    insertIntoPage(doc, {
      coverLetter: COVER_LETTER,
      answers: [{ question: FIRST_QUESTION, text: 'A date.' }],
      replace: true,
    });

    expect(seen).toEqual([]);
    expect(doc.body.dataset.submitted).toBeUndefined();
    expect(others.map((input) => input.value)).toEqual(before);
    expect(element<HTMLInputElement>(doc, '#step-rate').value).toBe('$40.00');
    expect(element<HTMLInputElement>(doc, '#boost-bid-amount').value).toBe('');
    for (const input of others) expect(log.on(input)).toEqual([]);
    expect(log.of('click')).toEqual([]);
  });

  it('reports the LinkedIn fields as absent here', () => {
    const result = insertIntoPage(applyPage(), { note: 'Hi Dana', message: 'Hello', replace: false });
    expect(result).toMatchObject({ filled: [], occupied: [], absent: ['note', 'message'] });
  });

  it('writes nothing for an empty text', () => {
    const doc = applyPage();
    const result = insertIntoPage(doc, { coverLetter: '  ', answers: [], replace: true });
    expect(result).toMatchObject({ filled: [], occupied: [], absent: [] });
    expect(element<HTMLTextAreaElement>(doc, LETTER).value).toBe('');
  });
});
