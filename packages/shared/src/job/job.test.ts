import { describe, expect, it } from 'vitest';
import { screeningMessages, splitQuestions } from './answers.js';
import { LINKEDIN_PROFILE_URL, generateJobSchema, generatedJobSchema, jobMessages, manualJobSchema } from './job.js';

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

describe('the template text sent with a generation', () => {
  it('is refused when its markup holds no text to write from, and may be blank to use the saved template', () => {
    for (const templateDetail of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<p> </p>']) {
      const result = generateJobSchema.safeParse({ ...job, ...ids, templateDetail });
      expect(result.error?.issues[0]?.message, templateDetail).toBe(jobMessages.emptyTemplate);
    }
    expect(generateJobSchema.safeParse({ ...job, ...ids, templateDetail: '  ' }).success).toBe(true);
    expect(generateJobSchema.safeParse({ ...job, ...ids, templateDetail: '<p>{Greeting}</p>' }).success).toBe(true);
  });
});

describe('the screening questions sent with a generation', () => {
  const first = (questions: unknown) =>
    generateJobSchema.safeParse({ ...job, ...ids, questions }).error?.issues[0]?.message;

  it('takes up to ten questions of up to 500 characters, trimmed, and an optional question template', () => {
    const parsed = generateJobSchema.parse({
      ...job,
      ...ids,
      questions: ['  Have you used Stripe? '],
      questionTemplateId: 'q',
    });
    expect(parsed).toMatchObject({ questions: ['Have you used Stripe?'], questionTemplateId: 'q' });
    expect(first(Array.from({ length: 10 }, (_, i) => `Question ${i}?`))).toBeUndefined();
    expect(first(['x'.repeat(500)])).toBeUndefined();
  });

  it('refuses more than ten, a long one or a blank one, each with its own message', () => {
    expect(first(Array.from({ length: 11 }, (_, i) => `Question ${i}?`))).toBe('Add at most 10 screening questions.');
    expect(first(['x'.repeat(501)])).toBe(screeningMessages.tooLong);
    expect(first(['  '])).toBe(screeningMessages.blank);
    expect(first(['ok\u0000'])).toMatch(/cannot be saved/);
  });

  it('reads a pasted list one question per line, without numbering or blank lines', () => {
    expect(splitQuestions('1. Have you used Stripe?\n\n2) What is your rate?\n- When can you start?  ')).toEqual([
      'Have you used Stripe?',
      'What is your rate?',
      'When can you start?',
    ]);
  });

  it('answers no screening answers for a server that sends none', () => {
    const generated = generatedJobSchema.shape.answers.parse(undefined);
    expect(generated).toEqual([]);
  });
});
