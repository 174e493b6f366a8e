import { findContactDetail, htmlText, plainTextToHtml, type Profile } from '@quillbid/shared';
import { readJob } from '../src/ai/analysis/read-job.js';
import { createOfflineWriter } from '../src/ai/offline/writer.js';
import { answerScreening } from '../src/ai/screening.js';
import { profileFor, type JobFixture } from './fixtures.js';
import { COPIED_WORDS_MAX, copiedFromPost, fluencyFault } from './faults.js';
import { allOf, atLeast, none, onSubject, type Row } from './measures.js';

const writer = createOfflineWriter();
const RATE_OR_START =
  /\b(?:rate|rates|price|pricing|charge|budget|how much|when can you start|start date|available|availability)\b/i;

/**
 * Each post's own questions, asked again as the apply page's screening questions, answered by the offline
 * writer with the starter question template: from the category's profile as it is (no rate, no availability)
 * and with a rate and availability added. Honest (guards, claims, nothing only the freelancer knows
 * invented), fluent, and in our own words.
 */
export async function evaluateScreening(posts: JobFixture[], template: string): Promise<Row[]> {
  let answers = 0;
  let asked = 0;
  let guarded = 0;
  let copied = 0;
  let fluent = 0;
  let invented = 0;
  let offSubject = 0;
  const failures: string[] = [];
  for (const post of posts) {
    const job = { jobTitle: post.jobTitle, jobDescription: post.jobDescription };
    const base = profileFor(post.category);
    const withFacts: Profile = { ...base, hourlyRate: 40, availability: 'Full-time from next Monday' };
    for (const profile of [base, withFacts]) {
      const reading = readJob(job, { profiles: [profile] });
      const questions = reading.questions.map((q) => q.text);
      if (questions.length === 0) continue;
      const drafted = await answerScreening(writer, {
        questions,
        job,
        profile,
        reading,
        tone: 'professional',
        templateDetail: template,
      });
      for (const entry of drafted) {
        asked += 1;
        if (entry.answer === null) continue;
        answers += 1;
        const id = `${post.file} “${entry.question}”`;
        if (findContactDetail(entry.answer) === null && entry.claims.every((c) => c.support !== null)) guarded += 1;
        else failures.push(`${id}: guards`);
        const copy = copiedFromPost(entry.answer, post);
        if (copy.fault) {
          copied += 1;
          failures.push(`${id}: ${copy.fault}`);
        }
        if (!onSubject(entry.question, entry.answer)) {
          offSubject += 1;
          failures.push(`${id}: off the question's subject: “${entry.answer.slice(0, 80)}…”`);
        }
        const html = plainTextToHtml(entry.answer);
        const fluency = fluencyFault(html, post, JSON.stringify(profile));
        if (fluency === null) fluent += 1;
        else failures.push(`${id}: ${fluency}`);
        if (
          profile === base &&
          RATE_OR_START.test(entry.question) &&
          /\$\d|available (?:from|full)/i.test(htmlText(html))
        )
          invented += 1;
      }
    }
  }
  for (const failure of failures) console.log(`  - ${failure}`);
  return [
    // The rest are the freelancer's, each with its reason: a rate or start date the profile lacks, their
    // circumstances, another language, a judgement on the job, or a subject no project of theirs is about.
    // An answer off the question's subject (measured below) would count here too, so this is a floor only.
    atLeast('screening questions answered', answers, asked, 25),
    allOf('screening answers that pass the guards', guarded, answers, { showBase: false }),
    none(`screening answers copying over ${COPIED_WORDS_MAX} words`, copied),
    none('screening answers with a fluency defect', answers - fluent),
    none('rates or start dates made up', invented),
    none('screening answers off the subject', offSubject),
  ];
}
