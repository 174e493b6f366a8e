import { describe, expect, it } from 'vitest';
import { readJob } from '../src/ai/analysis/read-job.js';
import { LINKEDIN, MUST_AND_NICE, NO_SKILLS, PACKAGING, SKILLS_LIST, WITH_UPWORK_SKILLS } from './support/fit-posts.js';

const needsOf = (jobTitle: string, jobDescription: string) => readJob({ jobTitle, jobDescription }).skillNeeds;

describe('the skills a post asks for', () => {
  it('reads the client’s shop, site and marketplaces in a packaging post as context, not as requirements', () => {
    const needs = needsOf(PACKAGING.jobTitle, PACKAGING.jobDescription);
    expect(needs.required).toEqual([]);
    expect(needs.niceToHave).toEqual([]);
    expect(needs.mentioned).toEqual(expect.arrayContaining(['Shopify', 'WordPress']));
    expect(readJob(PACKAGING).skills).toEqual([]);
  });

  it('counts every skill of an explicit "Skills:" list as required', () => {
    const needs = needsOf(SKILLS_LIST.jobTitle, SKILLS_LIST.jobDescription);
    expect([...needs.required].sort()).toEqual(['CSS', 'Figma', 'HTML', 'JavaScript', 'Webflow']);
    expect(needs.niceToHave).toEqual([]);
  });

  it('counts the skills the client listed on Upwork, which the extension appends, even when the text names them too', () => {
    const needs = needsOf(WITH_UPWORK_SKILLS.jobTitle, WITH_UPWORK_SKILLS.jobDescription);
    expect(needs.required).toEqual(['Shopify', 'Liquid', 'JavaScript']);
  });

  it('tells "must have" sentences from "is a plus" and "nice to have" ones', () => {
    const needs = needsOf(MUST_AND_NICE.jobTitle, MUST_AND_NICE.jobDescription);
    expect(needs.required).toEqual(['Klaviyo', 'GA4', 'Copywriting']);
    expect(needs.niceToHave).toEqual(['Figma', 'Canva']);
    expect(needs.mentioned).toEqual(['Shopify']);
  });

  it('reads requirement and nice-to-have lists under their headings', () => {
    const needs = needsOf(
      'Senior React developer for a logistics dashboard',
      `We're a freight startup; our ops team tracks 2,000 shipments a week in spreadsheets and we need a real dashboard.

Requirements:
- 4+ years with React and TypeScript
- Node.js on the back end
- PostgreSQL

Nice to have:
- Mapbox or Leaflet
- Docker
- Tailwind

Our designer works in Figma and will hand over the screens.`,
    );
    expect(needs.required).toEqual(['React', 'TypeScript', 'Node.js', 'PostgreSQL']);
    expect(needs.niceToHave).toEqual(['Docker', 'Tailwind']);
    expect(needs.mentioned).toEqual(['Figma']);
  });

  it('keeps the platform a developer works on, and drops the same platform from a design or marketing job', () => {
    expect(
      needsOf('Speed up our store', 'Our Shopify store takes 6 seconds to load on mobile. Please fix it.').required,
    ).toEqual(['Shopify']);
    expect(
      needsOf(
        'Facebook ads for our candle shop',
        'We sell candles on Shopify and want Facebook Ads that bring repeat buyers back.',
      ),
    ).toMatchObject({ required: ['Facebook Ads'], mentioned: ['Shopify'] });
  });

  it('asks for no skills when the post names none', () => {
    expect(needsOf(NO_SKILLS.jobTitle, NO_SKILLS.jobDescription)).toEqual({
      required: [],
      niceToHave: [],
      mentioned: [],
    });
  });

  it('reads a LinkedIn profile’s own skills as what the person does, not as requirements', () => {
    const needs = needsOf(LINKEDIN.jobTitle, LINKEDIN.jobDescription);
    expect(needs.required).toEqual([]);
    expect(needs.niceToHave).toEqual([]);
    expect(needs.mentioned).toEqual(expect.arrayContaining(['Shopify', 'Klaviyo', 'Figma', 'Photoshop']));
  });

  it('reads "no … needed" as not asking, and "X required" after the skill as asking', () => {
    const needs = needsOf(
      'Video editor for YouTube channel',
      'We film everything ourselves. Premiere Pro required; no After Effects experience needed.',
    );
    expect(needs.required).toEqual(['Premiere Pro']);
    expect(needs.mentioned).toEqual(['After Effects']);
  });
});
