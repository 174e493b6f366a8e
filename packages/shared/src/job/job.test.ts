import { describe, expect, it } from 'vitest';
import { LINKEDIN_PROFILE_URL, generateJobSchema, jobMessages, manualJobSchema } from './job.js';

const job = { jobTitle: 'Priya Raman — Head of Growth at Northwind Analytics', jobDescription: 'I lead growth.' };
const ids = { templateId: 't', profileId: 'p' };

describe('the link of a job', () => {
  it('recognises a LinkedIn profile, with www, a country subdomain or neither', () => {
    for (const url of [
      'https://www.linkedin.com/in/priya-raman',
      'https://www.linkedin.com/in/priya-raman/',
      'https://uk.linkedin.com/in/priya-raman-4b1a2c',
      'https://linkedin.com/in/priya_raman',
      'https://www.linkedin.com/in/ren%C3%A9e-dubois/',
    ])
      expect(LINKEDIN_PROFILE_URL.test(url), url).toBe(true);
    for (const url of [
      'https://www.linkedin.com/company/northwind',
      'https://www.linkedin.com/in/priya-raman/details/experience/',
      'https://www.linkedin.com/in/priya-raman?trk=feed',
      'https://www.linkedin.com/in/',
      'https://mobile.uk.linkedin.com/in/priya',
      'https://linkedin.com.evil.example/in/priya',
      'http://www.linkedin.com/in/priya-raman',
    ])
      expect(LINKEDIN_PROFILE_URL.test(url), url).toBe(false);
  });

  it('lets generation take a LinkedIn profile, but keeps the manual job form to Upwork posts', () => {
    const link = 'https://www.linkedin.com/in/priya-raman/';
    expect(generateJobSchema.parse({ ...job, ...ids, jobUrl: link }).jobLink).toBe(link);
    const manual = manualJobSchema.safeParse({ ...job, jobLink: link });
    expect(manual.success).toBe(false);
    expect(manual.error?.issues[0]?.message).toBe(jobMessages.invalidUrl);
    expect(manualJobSchema.parse({ ...job, jobLink: 'https://www.upwork.com/jobs/~01abc' }).jobLink).toBe(
      'https://www.upwork.com/jobs/~01abc',
    );
  });
});
