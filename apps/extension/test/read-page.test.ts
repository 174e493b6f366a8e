import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { FIXTURE_URLS, type FixtureName } from './fixtures/urls';
import { fixtureHtml, loadFixture, pageFrom } from './support/pages';

describe('readPage', () => {
  it('reads nothing on a page it has no reader for', () => {
    const name = 'unknown.html';
    expect(readPage(loadFixture(name), FIXTURE_URLS[name])).toEqual({
      page: 'unknown',
      job: null,
      person: null,
      fields: { coverLetter: null, questions: [], note: null, message: null },
      missing: [],
      matched: {},
    });
  });

  it('reads no job and no person on a freelancer profile: that page is read whole, for the profile import', () => {
    const name = 'upwork-profile.html';
    const reading = readPage(loadFixture(name), FIXTURE_URLS[name]);
    expect(reading).toMatchObject({ page: 'upwork-profile', job: null, person: null, missing: [], matched: {} });
  });

  it('goes by the address, not by what the page looks like', () => {
    const html = fixtureHtml('upwork-job.html');
    const url = 'https://www.upwork.com/nx/find-work/best-matches';
    expect(readPage(pageFrom(html, url), url).page).toBe('unknown');
  });

  it.each(Object.keys(FIXTURE_URLS) as FixtureName[])('leaves %s as it found it', (name) => {
    const doc = loadFixture(name);
    const before = doc.documentElement.outerHTML;
    readPage(doc, FIXTURE_URLS[name]);
    expect(doc.documentElement.outerHTML).toBe(before);
  });
});
