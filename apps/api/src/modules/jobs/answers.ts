import { and, asc, eq } from 'drizzle-orm';
import { jobMessages, screeningMessages, templateMessages, type ScreeningAnswer } from '@quillbid/shared';
import type { Db } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { jobs, proposalAnswers, templates } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * The question template the answers follow: the one asked for, which must be the user's Upwork question
 * template, else the user's default one; null when they have none (a direct answer is written).
 */
export async function questionTemplate(db: Db, userId: string, templateId?: string): Promise<string | null> {
  if (templateId === undefined) {
    const [row] = await db
      .select({ templateDetail: templates.templateDetail })
      .from(templates)
      .where(
        and(
          eq(templates.userId, userId),
          eq(templates.platform, 'UPWORK'),
          eq(templates.templateType, 'question'),
          eq(templates.isDefault, true),
        ),
      )
      .limit(1);
    return row?.templateDetail ?? null;
  }
  const [row] = isUuid(templateId)
    ? await db
        .select()
        .from(templates)
        .where(and(eq(templates.id, templateId), eq(templates.userId, userId)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', templateMessages.notFound);
  if (row.platform !== 'UPWORK' || row.templateType !== 'question')
    throw new AppError('BAD_REQUEST', screeningMessages.notQuestionTemplate);
  return row.templateDetail;
}

/** Stores a proposal's answers in the caller's transaction, in the order the questions were asked. */
export async function saveAnswers(tx: Db, jobId: string, answers: ScreeningAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await tx.insert(proposalAnswers).values(answers.map((answer, position) => ({ jobId, position, ...answer })));
}

/** A proposal's answers, in order; another user's proposal, or an unknown one, answers 404. */
export async function listAnswers(db: Db, userId: string, jobId: string): Promise<ScreeningAnswer[]> {
  const [job] = isUuid(jobId)
    ? await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    : [];
  if (!job) throw new AppError('NOT_FOUND', jobMessages.notFound);
  const rows = await db
    .select({
      question: proposalAnswers.question,
      answer: proposalAnswers.answer,
      reason: proposalAnswers.reason,
      claims: proposalAnswers.claims,
    })
    .from(proposalAnswers)
    .innerJoin(jobs, eq(jobs.id, proposalAnswers.jobId))
    .where(and(eq(proposalAnswers.jobId, job.id), eq(jobs.userId, userId)))
    .orderBy(asc(proposalAnswers.position));
  return rows;
}
