import {
  htmlToPlainText,
  screeningMessages,
  traceClaims,
  type Profile,
  type ProposalTone,
  type ScreeningAnswer,
  type ScreeningReason,
} from '@quillbid/shared';
import { asksForJudgement, readyMadeQuestion, screeningQuestion, type Question } from './analysis/questions.js';
import type { JobReading } from './analysis/read-job.js';
import { applyGuards } from './guards.js';
import type { ProposalWriter } from './writer.js';

export type ScreeningInput = {
  /** The apply page's questions, in its order. */
  questions: string[];
  job: { jobTitle: string; jobDescription: string };
  profile: Profile;
  reading: JobReading;
  tone: ProposalTone;
  /** The question template's HTML, or null for a direct answer. */
  templateDetail: string | null;
};

/**
 * Why a question is the freelancer's to answer, decided before any writer sees it, or null. Their own
 * circumstances always are; a price or a start date is, unless the profile holds it; the offline writer
 * reads English only, and has no view of its own on how to handle a particular problem.
 */
export function leftToFreelancer(
  question: Question,
  profile: Profile,
  mode: ProposalWriter['mode'],
): ScreeningReason | null {
  // "Are you a certified translator?" is theirs, unless the profile states the credential.
  if (question.type === 'personal' && !readyMadeQuestion(question.text)) return 'personal';
  if (question.type === 'rate' && profile.hourlyRate === null) return 'rate';
  if (question.type === 'availability' && profile.availability.trim() === '') return 'availability';
  if (mode === 'offline' && !question.english) return 'language';
  if (mode === 'offline' && asksForJudgement(question) && !readyMadeQuestion(question.text)) return 'judgement';
  return null;
}

const unanswered = (question: string, reason: ScreeningReason): ScreeningAnswer => ({
  question,
  answer: null,
  reason: screeningMessages.reasons[reason],
  claims: [],
});

/**
 * Each screening question with a drafted answer, whichever writer is configured, through the proposal's
 * guards (no contact details, no unfilled snippets, no skill the profile lacks, a length cap) and with its
 * claims traced. Never fails: a writer that does, or an answer the guards leave empty, leaves the question
 * to the freelancer with the reason.
 */
export async function answerScreening(writer: ProposalWriter, input: ScreeningInput): Promise<ScreeningAnswer[]> {
  const questions = input.questions.map((text) => screeningQuestion(text, input.reading.language.isEnglish));
  const reasons = questions.map((question) => leftToFreelancer(question, input.profile, writer.mode));
  const asked = questions.filter((_, i) => reasons[i] === null);
  let drafts: (string | null)[] | null = [];
  if (asked.length > 0) {
    const { job, profile, reading, tone, templateDetail } = input;
    drafts = await writer.answer({ job, profile, reading, tone, templateDetail, questions: asked }).catch(() => null);
  }
  let next = 0;
  return questions.map((question, i): ScreeningAnswer => {
    const reason = reasons[i];
    if (reason) return unanswered(question.text, reason);
    const draft = drafts?.[next];
    next += 1;
    if (drafts === null) return unanswered(question.text, 'failed');
    const answer = draft ? guarded(draft, input) : '';
    if (answer === '') return unanswered(question.text, 'nothing');
    return {
      question: question.text,
      answer,
      reason: null,
      claims: traceClaims(answer, input.profile, input.job, input.reading.skills),
    };
  });
}

/** The answer as the form takes it, plain text, after the guards every proposal passes. */
const guarded = (html: string, input: ScreeningInput) =>
  htmlToPlainText(
    applyGuards(html, {
      profile: input.profile,
      job: input.job,
      platform: 'UPWORK',
      templateType: 'question',
      skills: input.reading.skills,
    }),
  ).trim();
