import { describe, expect, it, vi } from 'vitest';
import { waitForPage } from '../src/page/wait';
import { FIXTURE_URLS, JOB_ID } from './fixtures/urls';
import { element, loadFixture, pageFrom, windowOf } from './support/pages';

const JOB_URL = FIXTURE_URLS['upwork-job.html'];
const SLIDER_URL = FIXTURE_URLS['upwork-slider.html'];
const APPLY_URL = FIXTURE_URLS['upwork-apply.html'];
const PROFILE_URL = FIXTURE_URLS['linkedin-profile.html'];
const FREELANCER_URL = FIXTURE_URLS['upwork-profile.html'];

const later = (ms: number, act: () => void) => setTimeout(act, ms);

/** Waits, and tells how long it took and whether `shown` held when the wait ended. */
async function timeWait(doc: Document, url: string, timeoutMs: number, shown: () => boolean) {
  const started = performance.now();
  await waitForPage(doc, url, timeoutMs);
  return { elapsed: performance.now() - started, shown: shown() };
}

describe('waitForPage', () => {
  it('resolves as soon as the job description renders', async () => {
    const doc = pageFrom('<header></header><main></main>', JOB_URL);
    later(30, () => element(doc, 'main').insertAdjacentHTML('beforeend', '<div data-test="Description">Hi</div>'));
    const { elapsed, shown } = await timeWait(doc, JOB_URL, 5000, () => doc.querySelector('[data-test]') !== null);
    expect(shown).toBe(true);
    expect(elapsed).toBeLessThan(2000);
  });

  it('resolves at once when the page has already rendered', async () => {
    const { elapsed } = await timeWait(loadFixture('upwork-job.html'), JOB_URL, 5000, () => true);
    // Far below the 5 s timeout, with room for a busy machine: it did not wait for the page to change.
    expect(elapsed).toBeLessThan(2000);
  });

  it('resolves after the timeout when the page never renders what it needs', async () => {
    const doc = pageFrom('<main><p>Loading…</p></main>', JOB_URL);
    const { elapsed, shown } = await timeWait(doc, JOB_URL, 80, () => doc.querySelector('h4') !== null);
    expect(shown).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(70);
  });

  it('waits for the slider dialog, not for a title in the feed behind it', async () => {
    const doc = pageFrom('<main></main>', SLIDER_URL);
    later(20, () => element(doc, 'main').insertAdjacentHTML('beforeend', '<h4>Another job in the feed</h4>'));
    later(80, () =>
      doc.body.insertAdjacentHTML(
        'beforeend',
        '<div role="dialog"><h4><span class="text-base flex-1">Job</span></h4></div>',
      ),
    );
    const { shown } = await timeWait(doc, SLIDER_URL, 5000, () => doc.querySelector('[role="dialog"]') !== null);
    expect(shown).toBe(true);
  });

  it('waits for the cover letter on the apply page and the name on a profile', async () => {
    const apply = pageFrom('<main><form></form></main>', APPLY_URL);
    later(20, () =>
      element(apply, 'form').insertAdjacentHTML(
        'beforeend',
        '<textarea aria-labelledby="cover_letter_label"></textarea>',
      ),
    );
    expect((await timeWait(apply, APPLY_URL, 5000, () => apply.querySelector('textarea') !== null)).shown).toBe(true);

    const profile = pageFrom('<main></main>', PROFILE_URL);
    later(20, () =>
      element(profile, 'main').insertAdjacentHTML('beforeend', '<section><h1>Dana Whitfield</h1></section>'),
    );
    expect((await timeWait(profile, PROFILE_URL, 5000, () => profile.querySelector('h1') !== null)).shown).toBe(true);
  });

  it('waits for the freelancer’s name in an Upwork profile, not for the page shell', async () => {
    const doc = pageFrom('<header><h2>Menu</h2></header><main><div class="air3-loader"></div></main>', FREELANCER_URL);
    later(30, () => element(doc, 'main').insertAdjacentHTML('beforeend', '<h2 itemprop="name">Marta Kowalczyk</h2>'));
    const { shown } = await timeWait(doc, FREELANCER_URL, 5000, () => doc.querySelector('main h2') !== null);
    expect(shown).toBe(true);
  });

  it('does not wait on a page it has no reader for', async () => {
    const url = 'https://www.upwork.com/nx/find-work/best-matches';
    const { elapsed } = await timeWait(pageFrom('<main></main>', url), url, 5000, () => true);
    expect(elapsed).toBeLessThan(2000);
  });

  it('stops watching the page once it resolves', async () => {
    const doc = pageFrom('<main></main>', `https://www.upwork.com/jobs/~${JOB_ID}`);
    const disconnect = vi.spyOn(windowOf(doc).MutationObserver.prototype, 'disconnect');
    later(20, () => element(doc, 'main').insertAdjacentHTML('beforeend', '<h1>Job</h1>'));
    await waitForPage(doc, JOB_URL, 5000);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('stops watching the page when it gives up waiting', async () => {
    const doc = pageFrom('<main></main>', JOB_URL);
    const disconnect = vi.spyOn(windowOf(doc).MutationObserver.prototype, 'disconnect');
    await waitForPage(doc, JOB_URL, 30);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
