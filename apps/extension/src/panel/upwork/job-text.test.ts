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
  it('adds every skill the client listed, also those the text names in passing', () => {
    expect(jobDescriptionOf(job('Our Nuxt site throws hydration warnings.', ['Nuxt', 'Vue.js', 'Stripe']))).toBe(
      'Our Nuxt site throws hydration warnings.\n\nSkills and expertise: Nuxt, Vue.js, Stripe.',
    );
  });

  it('leaves the text alone when the client listed no skills', () => {
    expect(jobDescriptionOf(job('  Fix our Nuxt site.  ', []))).toBe('Fix our Nuxt site.');
    expect(jobDescriptionOf(job('Fix our Nuxt site.', ['  ']))).toBe('Fix our Nuxt site.');
  });
});
