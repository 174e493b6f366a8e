import { describe, expect, it } from 'vitest';
import type { UpworkJob } from '../../page/types';
import { jobDescriptionOf } from './job-text';

const job = (description: string, skills: string[]): UpworkJob => ({
  id: null,
  title: 'Fix hydration errors',
  description,
  skills,
  budget: null,
  client: { country: null, rating: null, spent: null, paymentVerified: null },
  questions: [],
  url: null,
});

describe('the job description the API gets', () => {
  it('adds the listed skills the text does not already name', () => {
    expect(jobDescriptionOf(job('Our Nuxt site throws hydration warnings.', ['Nuxt', 'Vue.js', 'Stripe']))).toBe(
      'Our Nuxt site throws hydration warnings.\n\nSkills and expertise: Vue.js, Stripe.',
    );
  });

  it('leaves the text alone when there are no other skills', () => {
    expect(jobDescriptionOf(job('  Fix our Nuxt site.  ', ['nuxt']))).toBe('Fix our Nuxt site.');
  });
});
