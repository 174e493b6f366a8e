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
 * Questions Upwork offers clients ready-made, as they appear on its apply page (our own copy of its list),
 * asked of every post.
 */
/**
 * Each with what an answer on its subject has, by our own reading: these share few words with their answers
 * ("Include a link…" is answered with the links), so the shared-word test of the post's questions misses.
 */
const UPWORK_STANDARD: Record<string, RegExp> = {
  'Describe your recent experience with similar projects': /“[^”]+”/,
  'Please list any certifications related to this project': /\b(?:certif|diploma|accredit|licen[cs]|chartered)/i,
  'Include a link to your GitHub profile and/or website': /https?:\/\//,
  'What frameworks have you worked with?': /\bI work with\b/,
  'Do you have suggestions to make this project run successfully?': /^Yes\. \S/,
  'What questions do you have about the project?': /\?$/,
  'What past project or job have you had that is most like this one and why?': /“[^”]+”/,
  'Which of the required job skills do you feel you are strongest at?': /\bstrongest\b/,
  'Why do you think you are a good fit for this particular project?': /“[^”]+”|\byears?\b/,
};

/** Which questions a pass asks, what its rows are called, the share it must answer, and what is on subject. */
type Pass = {
  name: string;
  questions: (own: string[]) => string[];
  floor: number;
  onSubject: (question: string, answer: string) => boolean;
};

export const POSTS_OWN: Pass = { name: 'screening', questions: (own) => own, floor: 25, onSubject };
export const STANDARD_QUESTIONS: Pass = {
  name: 'Upwork’s ready-made',
  questions: () => Object.keys(UPWORK_STANDARD),
  floor: 70,
  onSubject: (question, answer) => UPWORK_STANDARD[question]?.test(answer.trim()) ?? false,
};

/**
 * Screening questions answered by the offline writer with the starter question template: each post's own
 * questions asked again as the apply page's, or Upwork's ready-made ones; from the category's profile as it
 * is (no rate, no availability) and with a rate and availability added. Honest (guards, claims, nothing
 * only the freelancer knows invented), fluent, on the question's subject, and in our own words.
 */
export async function evaluateScreening(posts: JobFixture[], template: string, pass: Pass): Promise<Row[]> {
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
      const questions = pass.questions(reading.questions.map((q) => q.text));
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
        if (!pass.onSubject(entry.question, entry.answer)) {
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
    atLeast(`${pass.name} questions answered`, answers, asked, pass.floor),
    allOf(`${pass.name} answers that pass the guards`, guarded, answers, { showBase: false }),
    none(`${pass.name} answers copying over ${COPIED_WORDS_MAX} words`, copied),
    none(`${pass.name} answers with a fluency defect`, answers - fluent),
    none(`${pass.name}: rates or start dates made up`, invented),
    none(`${pass.name} answers off the subject`, offSubject),
  ];
}
