import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { clean } from '../src/page/readers/text';
import { FIXTURE_URLS, JOB_ID } from './fixtures/urls';
import { NUXT_JOB } from './support/expected';
import { element, loadFixture } from './support/pages';

const SLIDER_URL = FIXTURE_URLS['upwork-slider.html'];

/** Everything the feed's own job tiles say: none of it belongs to the job in the slider. */
function tileTexts(doc: Document): string[] {
  const tiles = [...doc.querySelectorAll('[data-test="JobTile"]')];
  return tiles.flatMap((tile) =>
    [...tile.querySelectorAll('h3, [data-test="UpCLineClamp JobDescription"] p, [data-test="job-type-label"]')].map(
      (part) => clean(part.textContent),
    ),
  );
}

describe('the details slider over the job feed', () => {
  it('reads the job in the dialog, the same as on its own page', () => {
    const reading = readPage(loadFixture('upwork-slider.html'), SLIDER_URL);
    expect(reading.page).toBe('job');
    expect(reading.job).toEqual(NUXT_JOB);
    expect(reading.missing).toEqual([]);
  });

  it("never reads the feed tiles' titles, descriptions, budgets or skills", () => {
    const doc = loadFixture('upwork-slider.html');
    const texts = tileTexts(doc);
    expect(texts).toHaveLength(9);
    const read = JSON.stringify(readPage(doc, SLIDER_URL));
    for (const text of texts) expect(read).not.toContain(text);
    for (const skill of ['WordPress', 'WooCommerce', 'Website Migration', 'TypeScript', 'Chart.js', 'Shopify']) {
      expect(read).not.toContain(skill);
    }
  });

  it('reads nothing from the feed while the dialog is closed', () => {
    const doc = loadFixture('upwork-slider.html');
    element(doc, '[role="dialog"]').remove();
    const reading = readPage(doc, SLIDER_URL);
    expect(reading.job).toMatchObject({ title: '', description: '', skills: [], budget: null, id: JOB_ID });
    expect(reading.missing).toEqual([
      'title',
      'description',
      'skills',
      'budget',
      'client.country',
      'client.rating',
      'client.spent',
      'client.paymentVerified',
      'questions',
    ]);
  });

  it('does not take the feed tab title as the job title', () => {
    const doc = loadFixture('upwork-slider.html');
    element(doc, '[role="dialog"] h4').remove();
    const reading = readPage(doc, SLIDER_URL);
    expect(reading.job?.title).toBe('');
    expect(reading.missing).toContain('title');
  });

  it('reads the slider over search results too', () => {
    const url = `https://www.upwork.com/nx/search/jobs/details/~${JOB_ID}?q=nuxt&pageTitle=Job%20Details`;
    expect(readPage(loadFixture('upwork-slider.html', { url }), url).job).toEqual(NUXT_JOB);
  });
});
