import { parseProfilePage, PROFILE_PAGE_MAX } from '@quillbid/shared';
import { describe, expect, it } from 'vitest';
import { readProfileText } from '../src/page/readers/profile-text';
import { FIXTURE_URLS } from './fixtures/urls';
import { loadFixture, pageFrom } from './support/pages';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('reading an Upwork freelancer profile for the import', () => {
  const url = FIXTURE_URLS['upwork-profile.html'];
  const read = readProfileText(loadFixture('upwork-profile.html'), url);
  const text = read?.text ?? '';

  it('reads the profile in reading order, a line per block, as select-all and copy would', () => {
    expect(read?.url).toBe('https://www.upwork.com/freelancers/~01c4e7a2b9d8f3e651');
    expect(text.split('\n').slice(0, 13)).toEqual([
      'Marta Kowalczyk',
      '',
      'Kraków, Poland',
      '4:12 pm local time',
      'Available now',
      '',
      'Data Engineer | Python, dbt & Snowflake pipelines for analytics teams',
      '',
      '$60.00/hr',
      '',
      'I build data pipelines that analytics teams can trust: ingestion, dbt models, tests and the dashboards on top.',
      '',
      'Over the last 6 years I have moved startups and mid-size companies from spreadsheets and cron jobs to Airflow, dbt and Snowflake, and cut their warehouse bills on the way.',
    ]);
    expect(text).toContain('What I can do for you:\n- Airflow and Dagster pipelines\n');
    expect(text).toContain('Skills\n\nPython\ndbt\nSnowflake\nApache Airflow\nSQL\nData Modeling');
    expect(text).toContain('Senior Data Engineer | Northwind Analytics\n\nJanuary 2022 - Present\n');
  });

  it('leaves out the navigation, the footer, buttons and screen-reader copies', () => {
    for (const outside of ['Find work', 'Messages', 'Terms of Service', 'Upwork® Global', 'Skip to main content'])
      expect(text).not.toContain(outside);
    for (const control of ['Share', 'Profile settings', 'Completed jobs (12)', 'Rating is 5 out of 5.', 'Online'])
      expect(text).not.toContain(control);
    expect(text).not.toMatch(/^more$/m);
  });

  it('gives the import what it needs to fill in the profile form', () => {
    const imported = parseProfilePage(text, NOW);
    expect(imported.source).toBe('upwork');
    expect(imported.profile.personalDetails).toMatchObject({
      firstName: 'Marta',
      lastName: 'Kowalczyk',
      location: 'Kraków, Poland',
      profession: 'Data Engineer',
      skills: ['Python', 'dbt', 'Snowflake', 'Apache Airflow', 'SQL', 'Data Modeling'],
    });
    expect(imported.hourlyRate).toBe(60);
    expect(imported.profile.profileSummary).toMatch(
      /^I build data pipelines.*\n- Snowflake and BigQuery cost reviews$/s,
    );
    expect(imported.profile.projectExperience?.map((project) => project.projectName)).toEqual([
      'Senior Data Engineer at Northwind Analytics',
      'Data Engineer at Bluefield Labs',
      'Warehouse cost review for a fintech',
      'dbt project for a subscription box',
    ]);
  });
});

describe('reading a LinkedIn profile for the import', () => {
  const url = FIXTURE_URLS['linkedin-profile.html'];
  const read = readProfileText(loadFixture('linkedin-profile.html'), `${url}?miniProfileUrn=urn%3Ali%3Afs`);
  const text = read?.text ?? '';

  it('reads the main column once per heading, and a position’s company and dates on lines of their own', () => {
    expect(read?.url).toBe('https://www.linkedin.com/in/dana-whitfield-3b2a91/');
    expect(text.split('\n').slice(0, 8)).toEqual([
      'Dana Whitfield',
      '',
      'Head of Growth at Northwind Analytics | B2B SaaS, product-led growth, lifecycle marketing',
      'Austin, Texas, United States Contact info',
      '500+ connections',
      '',
      'About',
      '',
    ]);
    expect(text).toContain('Head of Growth\nNorthwind Analytics · Full-time\nMar 2021 - Present · 4 yrs 10 mos\n');
    expect(text).toContain('Skills\n\nProduct-led growth\nEndorsed by 4 colleagues at Northwind Analytics\n');
  });

  it('leaves out the degree of connection, the side column, the messaging bar and the screen-reader copies', () => {
    for (const outside of ['2nd', 'People also viewed', 'Marco Feld', 'Messaging', 'My Network', 'see more'])
      expect(text).not.toContain(outside);
    expect(text.match(/About/g)).toHaveLength(1);
  });

  it('gives the import the person, their About, positions and skills', () => {
    const imported = parseProfilePage(text, NOW);
    expect(imported.source).toBe('linkedin');
    expect(imported.profile.personalDetails).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      location: 'Austin, Texas, United States',
      profession: 'Head of Growth',
      skills: ['Product-led growth', 'Lifecycle marketing', 'Pricing strategy'],
    });
    expect(imported.profile.profileSummary).toMatch(/^I've spent the last nine years.*read the numbers honestly\.$/s);
    expect(imported.profile.projectExperience?.map((project) => project.projectName)).toEqual([
      'Head of Growth at Northwind Analytics',
      'Senior Lifecycle Marketing Manager at Brightcart',
    ]);
  });
});

describe('readProfileText', () => {
  it('reads nothing on pages that are not profiles', () => {
    for (const name of ['upwork-job.html', 'upwork-apply.html', 'unknown.html'] as const) {
      expect(readProfileText(loadFixture(name), FIXTURE_URLS[name])).toBeNull();
    }
  });

  it('reads nothing from a profile that has not rendered yet', () => {
    const url = FIXTURE_URLS['upwork-profile.html'];
    expect(readProfileText(pageFrom('<main id="main"><div class="air3-loader"></div></main>', url), url)).toBeNull();
  });

  it('stops at a line break within what the import takes', () => {
    const line = `${'x'.repeat(99)}\n`;
    const url = FIXTURE_URLS['upwork-profile.html'];
    const doc = pageFrom(`<main><pre>${line.repeat(PROFILE_PAGE_MAX / 50)}</pre></main>`, url);
    const text = readProfileText(doc, url)?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(PROFILE_PAGE_MAX);
    expect(text.length).toBeGreaterThan(PROFILE_PAGE_MAX - line.length);
    expect(text.endsWith('x')).toBe(true);
  });
});
