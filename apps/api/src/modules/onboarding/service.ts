import { ONBOARDING_QUESTIONS, type OnboardingAnswers, type OnboardingQuestionKey } from '@quillbid/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { onboardingAnswers, users } from '../../db/schema.js';

const askedQuestions = ONBOARDING_QUESTIONS.map((question) => question.key);

/**
 * The answers to the questions asked now. Rows for a retired question (the marketplace question step 7
 * once held) stay stored but are not read back.
 */
export async function answersOf(db: Db, userId: string): Promise<OnboardingAnswers> {
  const rows = await db
    .select({ question: onboardingAnswers.question, answer: onboardingAnswers.answer })
    .from(onboardingAnswers)
    .where(and(eq(onboardingAnswers.userId, userId), inArray(onboardingAnswers.question, askedQuestions)));
  return Object.fromEntries(rows.map((row) => [row.question, row.answer]));
}

/** One answer per question: answering again replaces the earlier answer. */
export async function saveAnswer(
  db: Db,
  userId: string,
  question: OnboardingQuestionKey,
  answer: string,
): Promise<void> {
  await db
    .insert(onboardingAnswers)
    .values({ userId, question, answer })
    .onConflictDoUpdate({
      target: [onboardingAnswers.userId, onboardingAnswers.question],
      set: { answer, answeredAt: new Date() },
    });
}

/** The questionnaire is offered once: opening it is enough, answering is optional. */
export async function markOffered(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ onboardingPending: false }).where(eq(users.id, userId));
}
