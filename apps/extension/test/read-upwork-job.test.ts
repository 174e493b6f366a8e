import { describe, expect, it } from 'vitest';
import { readPage } from '../src/page/read-page';
import { titleFromDocumentTitle } from '../src/page/readers/upwork-job-fields';
import { FIXTURE_URLS, JOB_ID } from './fixtures/urls';
import { NUXT_JOB } from './support/expected';
import { element, loadFixture } from './support/pages';

const JOB_URL = FIXTURE_URLS['upwork-job.html'];
const OLDER_URL = FIXTURE_URLS['upwork-job-older.html'];

const readJob = (doc: Document, url: string = JOB_URL) => {
  const reading = readPage(doc, url);
  if (!reading.job) throw new Error('No job read');
  return { reading, job: reading.job };
};

describe('the job page, current markup', () => {
  it('reads every part of the job and says where each came from', () => {
    const reading = readPage(loadFixture('upwork-job.html'), JOB_URL);
    expect(reading).toEqual({
      page: 'job',
      job: NUXT_JOB,
      person: null,
      fields: { coverLetter: null, questions: [], note: null, message: null },
      missing: [],
      matched: {
        id: 'url',
        title: 'h4 > span.text-base.flex-1',
        description: '[data-test="Description"]',
        skills: 'a.air3-badge[href*="ontology_skill_uid"]',
        budget: 'ul.features > li [data-cy="clock-hourly"]',
        client: '[data-test="about-client-container"]',
        'client.country': 'li[data-qa="client-location"] > strong',
        'client.rating': '[data-testid="buyer-rating"]',
        'client.spent': 'strong[data-qa="client-spend"]',
        'client.paymentVerified': '.payment-verified',
        questions: 'ol > li after "You will be asked to answer the following questions when submitting a proposal"',
      },
    });
  });

  it('reads the same job from a titled address', () => {
    const url = `https://www.upwork.com/jobs/Nuxt-developer-fix-hydration-errors_~${JOB_ID}/`;
    expect(readJob(loadFixture('upwork-job.html', { url }), url).job).toEqual(NUXT_JOB);
  });

  it('leaves out skill badges from other jobs listed on the page', () => {
    expect(readJob(loadFixture('upwork-job.html')).job.skills).not.toContain('Laravel');
  });
});

describe('the job page, older markup', () => {
  it('reads the data-test hooks, a fixed price and an unverified payment method', () => {
    const reading = readPage(loadFixture('upwork-job-older.html'), OLDER_URL);
    expect(reading.job).toEqual({
      title: 'Convert Figma landing page to Webflow (3 pages + CMS blog)',
      description: [
        'Hello,',
        '',
        "We're a two-person accounting firm in Halifax and we finally have a proper design for our website, done in Figma by a designer friend. We need someone to build it in Webflow. We already have a Webflow account (CMS plan).",
        '',
        'Pages:',
        '1) Home (long page, a few scroll animations, nothing crazy)',
        '2) Services with 4 service cards',
        '3) Blog list + blog post template using the CMS, and please import our 12 existing posts from WordPress (we can export a CSV)',
        '',
        "Must be responsive and look right on phones, that's where most of our clients find us. Please also set up the contact form to go to our office email.",
        '',
        "Budget is fixed at $750, we'd like it done in about 3 weeks. Please share 2-3 Webflow sites you built yourself (not templates).",
      ].join('\n'),
      skills: ['Webflow', 'Figma', 'Responsive Design', 'Landing Page'],
      budget: { kind: 'fixed', amount: '$750.00' },
      client: { country: 'Canada', rating: 4.6, spent: '$2K+', paymentVerified: false },
      questions: [],
      url: 'https://www.upwork.com/jobs/~01a2b3c4d5e6f7a8b9',
      id: '01a2b3c4d5e6f7a8b9',
    });
    expect(reading.missing).toEqual(['questions']);
    expect(reading.matched).toEqual({
      id: 'url',
      title: 'h1',
      description: '[data-test="job-description-text"]',
      skills: '[data-test="Skill"]',
      budget: '[data-test="BudgetAmount"]',
      client: '[data-test="AboutClientUser"]',
      'client.country': 'li[data-qa="client-location"] > strong',
      'client.rating': '.air3-rating-value-text',
      'client.spent': '[data-qa="client-spend"]',
      'client.paymentVerified': 'text "Payment method not verified"',
    });
  });

  it('falls back to .job-description without the data-test hook', () => {
    const doc = loadFixture('upwork-job-older.html');
    element(doc, '[data-test="job-description-text"]').removeAttribute('data-test');
    const { reading, job } = readJob(doc, OLDER_URL);
    expect(reading.matched.description).toBe('.job-description');
    expect(job.description).toMatch(/^Hello,\n\nWe're a two-person accounting firm/);
  });

  it('finds the amount before "total spent" when the spend has no hook', () => {
    const doc = loadFixture('upwork-job-older.html');
    element(doc, '[data-qa="client-spend"]').removeAttribute('data-qa');
    const { reading, job } = readJob(doc, OLDER_URL);
    expect(job.client.spent).toBe('$2K+');
    expect(reading.matched['client.spent']).toBe('text "total spent"');
  });
});

describe('the job page with every optional block missing', () => {
  it('takes the title from the tab title and lists what it could not read', () => {
    const url = FIXTURE_URLS['upwork-job-minimal.html'];
    const reading = readPage(loadFixture('upwork-job-minimal.html'), url);
    expect(reading.job?.title).toBe('Shopify theme tweaks for a small candle shop');
    expect(reading.job?.description).toBe(
      [
        'I sell hand-poured soy candles on Shopify (Dawn theme). Need a few small things fixed:',
        '- the announcement bar text is cut off on iPhone',
        '- add a "scent notes" block on the product page, pulled from a metafield',
        '- the footer newsletter form shows English text on the French version of the store',
        '',
        'Probably a couple of hours for someone who knows Liquid. Please tell me how long you think it takes.',
      ].join('\n'),
    );
    expect(reading.job?.client).toEqual({ country: null, rating: null, spent: null, paymentVerified: null });
    expect(reading.job?.budget).toBeNull();
    expect(reading.missing).toEqual([
      'skills',
      'budget',
      'client.country',
      'client.rating',
      'client.spent',
      'client.paymentVerified',
      'questions',
    ]);
    expect(reading.matched).toEqual({ id: 'url', title: 'document.title', description: '[data-test="Description"]' });
  });

  it('lists title and description as missing on a page that shows neither', () => {
    const doc = loadFixture('upwork-job-minimal.html');
    doc.title = '';
    element(doc, '[data-test="Description"]').remove();
    const reading = readPage(doc, FIXTURE_URLS['upwork-job-minimal.html']);
    expect(reading.job).toMatchObject({ title: '', description: '', skills: [], questions: [] });
    expect(reading.missing.slice(0, 2)).toEqual(['title', 'description']);
  });
});

describe('fallbacks on the current job page', () => {
  it('reads skill tokens when the badges are not links', () => {
    const doc = loadFixture('upwork-job.html');
    for (const badge of doc.querySelectorAll('a.air3-badge')) badge.replaceWith(...badge.childNodes);
    const { reading, job } = readJob(doc);
    expect(reading.matched.skills).toBe('.air3-token-container .air3-token');
    expect(job.skills).toEqual(NUXT_JOB.skills);
  });

  it('reads plain badges, each skill once, in page order', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, '.skills-list').innerHTML =
      '<span class="air3-badge">Nuxt.js</span><span class="air3-badge">Vue.js</span>' +
      '<span class="air3-badge"> Nuxt.js </span><span class="air3-badge">Stripe</span>';
    const { reading, job } = readJob(doc);
    expect(reading.matched.skills).toBe('span.air3-badge');
    expect(job.skills).toEqual(['Nuxt.js', 'Vue.js', 'Stripe']);
  });

  it('reads data-test tokens when the skills section has no heading', () => {
    const doc = loadFixture('upwork-job.html');
    const section = element(doc, '.skills-list').closest('section');
    section?.replaceChildren(
      ...doc
        .createRange()
        .createContextualFragment(
          '<div class="air3-token-container"><span data-test="token">Nuxt.js</span><span data-test="token">Pinia</span></div>',
        ).childNodes,
    );
    const { reading, job } = readJob(doc);
    expect(reading.matched.skills).toBe('[data-test="token"]');
    expect(job.skills).toEqual(['Nuxt.js', 'Pinia']);
  });

  it('reads a fixed price by its icon', () => {
    const doc = loadFixture('upwork-job.html');
    const icon = element(doc, '[data-cy="clock-hourly"]');
    icon.setAttribute('data-cy', 'fixed-price');
    icon.nextElementSibling?.replaceChildren(
      ...doc.createRange().createContextualFragment('<strong>$1,200.00</strong><div>Fixed-price</div>').childNodes,
    );
    const { reading, job } = readJob(doc);
    expect(job.budget).toEqual({ kind: 'fixed', amount: '$1,200.00' });
    expect(reading.matched.budget).toBe('ul.features > li [data-cy="fixed-price"]');
  });

  it('reads the budget from the job type label when nothing else shows it', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, 'ul.features').remove();
    element(doc, 'h4').insertAdjacentHTML(
      'afterend',
      '<strong data-test="job-type-label">Hourly: $25.00-$45.00</strong>',
    );
    const { reading, job } = readJob(doc);
    expect(job.budget).toEqual({ kind: 'hourly', amount: '$25.00 - $45.00' });
    expect(reading.matched.budget).toBe('[data-test="job-type-label"]');
  });

  it('finds the client box by its heading when the hook is gone', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, '[data-test="about-client-container"]').removeAttribute('data-test');
    const { reading, job } = readJob(doc);
    expect(reading.matched.client).toBe('section "About the client"');
    expect(job.client).toEqual(NUXT_JOB.client);
  });

  it('reads the client country from a looser location hook', () => {
    const doc = loadFixture('upwork-job.html');
    const location = element(doc, 'li[data-qa="client-location"]');
    location.innerHTML = '<div><strong>United States</strong></div><span>Denver 3:42 PM</span>';
    const { reading, job } = readJob(doc);
    expect(job.client.country).toBe('United States');
    expect(reading.matched['client.country']).toBe('[data-qa="client-location"] strong');
  });

  it('reads payment verification from the class that says it is not verified', () => {
    const doc = loadFixture('upwork-job.html');
    const payment = element(doc, '.payment-verified');
    payment.className = 'payment-unverified text-base-sm';
    payment.innerHTML = '<strong>Payment method not verified</strong>';
    const { reading, job } = readJob(doc);
    expect(job.client.paymentVerified).toBe(false);
    expect(reading.matched['client.paymentVerified']).toBe('.payment-unverified');
  });

  it('reads payment verification from the words when the class is gone', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, '.payment-verified').classList.remove('payment-verified');
    const { reading, job } = readJob(doc);
    expect(job.client.paymentVerified).toBe(true);
    expect(reading.matched['client.paymentVerified']).toBe('text "Payment method verified"');
  });

  it('reads the client rating from the number beside the stars', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, '[data-testid="buyer-rating"]').outerHTML = '<span class="air3-rating-value-text">4.7</span>';
    const { reading, job } = readJob(doc);
    expect(job.client.rating).toBe(4.7);
    expect(reading.matched['client.rating']).toBe('.air3-rating-value-text');
  });

  it('reads an h1 title when the h4 title is gone', () => {
    const doc = loadFixture('upwork-job.html');
    element(doc, 'h4').outerHTML = `<h1 class="h4">${NUXT_JOB.title}</h1>`;
    const { reading, job } = readJob(doc);
    expect(job.title).toBe(NUXT_JOB.title);
    expect(reading.matched.title).toBe('h1');
  });
});

describe('titleFromDocumentTitle', () => {
  it.each([
    ['Nuxt developer - Freelance Job in Web Development - $25.00-$45.00 hourly - Upwork', 'Nuxt developer'],
    ['Logo for a bakery | Upwork', 'Logo for a bakery'],
    ['  Logo   for a bakery - Upwork ', 'Logo for a bakery'],
    ['Upwork', ''],
  ])('reads %s as %s', (title, expected) => {
    expect(titleFromDocumentTitle(title)).toBe(expected);
  });
});
