import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { nameFromDocumentTitle } from '../src/page/readers/linkedin-profile';
import { FIXTURE_URLS } from './fixtures/urls';
import { element, loadFixture } from './support/pages';

const PROFILE_URL = FIXTURE_URLS['linkedin-profile.html'];
const PERSON = {
  name: 'Dana Whitfield',
  headline: 'Head of Growth at Northwind Analytics | B2B SaaS, product-led growth, lifecycle marketing',
  about: [
    "I've spent the last nine years growing B2B SaaS products from a few hundred signups a month to a few thousand, mostly by fixing onboarding and pricing pages rather than buying more ads.",
    '',
    'At Northwind Analytics I lead a team of six across lifecycle, web and growth engineering. We moved the product to a free tier in 2023 and self-serve now brings in 40% of new revenue.',
    '',
    'I like working with freelancers who can own a small experiment end to end: write the brief, ship it, and read the numbers honestly.',
  ].join('\n'),
  url: 'https://www.linkedin.com/in/dana-whitfield-3b2a91/',
};
const ABOUT_TEXT = 'section:has(#about) [class*="inline-show-more-text"] span[aria-hidden="true"]';

const read = (doc: Document, url: string = PROFILE_URL) => readPage(doc, url);

describe('a LinkedIn profile', () => {
  it('reads the name, headline and About, with no field open', () => {
    expect(read(loadFixture('linkedin-profile.html'))).toEqual({
      page: 'linkedin-profile',
      job: null,
      person: PERSON,
      fields: { coverLetter: null, questions: [], note: null, message: null },
      missing: [],
      matched: { name: 'h1', headline: '.text-body-medium', about: ABOUT_TEXT, url: 'url' },
    });
  });

  it('gives the canonical profile address from a sub-page address', () => {
    const url = 'https://www.linkedin.com/in/dana-whitfield-3b2a91/details/experience/?profileUrn=urn%3Ali';
    expect(read(loadFixture('linkedin-profile.html', { url }), url).person?.url).toBe(PERSON.url);
  });

  it('keeps the Experience section and the side column out of About and the headline', () => {
    const person = read(loadFixture('linkedin-profile.html')).person;
    const said = JSON.stringify(person);
    for (const elsewhere of ['Senior Lifecycle Marketing Manager', 'trial-to-paid', 'VP Marketing', 'Experience']) {
      expect(said).not.toContain(elsewhere);
    }
  });

  it('reports the open invitation note field', () => {
    const doc = loadFixture('linkedin-profile-note-dialog.html');
    const reading = read(doc);
    expect(reading.person).toEqual(PERSON);
    expect(reading.fields).toEqual({
      coverLetter: null,
      questions: [],
      note: '[role="dialog"] textarea[name="message"]',
      message: null,
    });
    expect(reading.matched.note).toBe('[role="dialog"] textarea[name="message"]');
    expect(doc.querySelector(reading.fields.note ?? '')).toBe(element(doc, '#custom-message'));
  });

  it('finds the note field by the dialog alone when it has no name', () => {
    const doc = loadFixture('linkedin-profile-note-dialog.html');
    element(doc, '#custom-message').removeAttribute('name');
    const reading = read(doc);
    expect(reading.matched.note).toBe('[role="dialog"] textarea');
    expect(doc.querySelector(reading.fields.note ?? '')).toBe(element(doc, '#custom-message'));
  });

  it('reports the open message box', () => {
    const doc = loadFixture('linkedin-messaging.html');
    const reading = read(doc);
    expect(reading.person).toEqual(PERSON);
    expect(reading.fields.message).toBe('div[role="textbox"][contenteditable="true"]');
    expect(reading.fields.note).toBeNull();
    expect(reading.matched.message).toBe('div[role="textbox"][contenteditable="true"]');
  });
});

describe('LinkedIn fallbacks', () => {
  it('takes the name from the tab title without the notification count', () => {
    const doc = loadFixture('linkedin-profile.html');
    element(doc, 'h1').remove();
    const reading = read(doc);
    expect(reading.person?.name).toBe('Dana Whitfield');
    expect(reading.matched.name).toBe('document.title');
    expect(reading.person?.headline).toBe(PERSON.headline);
  });

  it('reads the headline by its suggestion hook, then as the block under the name', () => {
    const doc = loadFixture('linkedin-profile.html');
    const headline = element(doc, '.text-body-medium');
    headline.classList.remove('text-body-medium');
    expect(read(doc).matched.headline).toBe('[data-generated-suggestion-target]');
    headline.removeAttribute('data-generated-suggestion-target');
    const reading = read(doc);
    expect(reading.matched.headline).toBe('div after h1');
    expect(reading.person?.headline).toBe(PERSON.headline);
  });

  it('finds About by its heading when the anchor is gone', () => {
    const doc = loadFixture('linkedin-profile.html');
    element(doc, '#about').remove();
    const reading = read(doc);
    expect(reading.matched.about).toBe(
      'section:has(h2 "About") [class*="inline-show-more-text"] span[aria-hidden="true"]',
    );
    expect(reading.person?.about).toBe(PERSON.about);
  });

  it('reads the whole About section, without heading, copies or "see more", when the text block changed', () => {
    const doc = loadFixture('linkedin-profile.html');
    const text = element(doc, '[class*="inline-show-more-text"]');
    text.className = 'full-width';
    element(doc, '.inline-show-more-text__button').outerHTML = '<span class="link">…see more</span>';
    const reading = read(doc);
    expect(reading.matched.about).toBe('section:has(#about)');
    expect(reading.person?.about).toBe(PERSON.about);
  });

  it('lists what it could not read on a profile that has not rendered', () => {
    const doc = loadFixture('linkedin-profile.html');
    element(doc, 'main').replaceChildren();
    doc.title = 'LinkedIn';
    const reading = read(doc);
    expect(reading.person).toEqual({ name: '', headline: '', about: '', url: PERSON.url });
    expect(reading.missing).toEqual(['name', 'headline', 'about']);
  });
});

describe('nameFromDocumentTitle', () => {
  it.each([
    ['(3) Dana Whitfield | LinkedIn', 'Dana Whitfield'],
    ['Dana Whitfield | LinkedIn', 'Dana Whitfield'],
    ['(12) Dana Whitfield - Head of Growth | LinkedIn', 'Dana Whitfield - Head of Growth'],
    ['LinkedIn', null],
  ])('reads %s as %s', (title, name) => {
    expect(nameFromDocumentTitle(title)).toBe(name);
  });
});
