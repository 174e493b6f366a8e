import { and, desc, eq, sql } from 'drizzle-orm';
import {
  htmlToPlainText,
  insightsMessages,
  proposalStatusLabels,
  type HistoryFilter,
  type ScreeningAnswer,
} from '@quillbid/shared';
import { categoryLabels, type Category } from '../../ai/analysis/categories.js';
import type { Db } from '../../db/client.js';
import { utcDay } from '../../db/days.js';
import { jobs, profiles, proposalAnswers, templates } from '../../db/schema.js';
import { csvDocument } from '../../http/csv.js';
import { filterCondition } from './filters.js';

/**
 * The most proposals one export holds, newest first. The file is built in memory: 10,000 proposals of a
 * few kilobytes each stay in the tens of megabytes, and a longer history is exported a date range at a time.
 */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_COLUMNS = [
  'Created',
  'Job title',
  'Job link',
  'Status',
  'Status date',
  'Template',
  'Profile',
  'Words',
  'Category',
  'Proposal',
  'Screening answers',
] as const;

/** `quillbid-history-2026-03-04.csv`, the day (UTC) it was exported. */
export const exportFileName = (now: Date) => `quillbid-history-${utcDay(now)}.csv`;

const categoryLabel = (key: string) => categoryLabels[key as Category] ?? key;

type ExportedAnswer = Pick<ScreeningAnswer, 'question' | 'answer' | 'reason'>;

/** A proposal's answers in the order asked, read in the export's own query; null when it has none. */
const answersOf = sql<ExportedAnswer[] | null>`(
  select json_agg(json_build_object('question', ${proposalAnswers.question}, 'answer', ${proposalAnswers.answer}, 'reason', ${proposalAnswers.reason}) order by ${proposalAnswers.position})
  from ${proposalAnswers} where ${proposalAnswers.jobId} = ${jobs.id}
)`;

/** "1. Question\nAnswer", a blank line apart; a question left to the user shows why instead of an answer. */
const answersCell = (answers: ExportedAnswer[] | null) =>
  (answers ?? []).map((a, i) => `${i + 1}. ${a.question}\n${a.answer ?? `(${a.reason ?? ''})`}`).join('\n\n');

/** The user's history as CSV, with the history page's search and filters; dates are UTC days. */
export async function historyCsv(db: Db, userId: string, filter: HistoryFilter): Promise<string> {
  const rows = await db
    .select({
      createdAt: jobs.createdAt,
      jobTitle: jobs.jobTitle,
      jobLink: jobs.jobLink,
      status: jobs.status,
      statusChangedAt: jobs.statusChangedAt,
      templateTitle: templates.templateTitle,
      profileName: profiles.profileName,
      wordCount: jobs.wordCount,
      category: jobs.category,
      aiResponse: jobs.aiResponse,
      answers: answersOf,
    })
    .from(jobs)
    .leftJoin(templates, eq(templates.id, jobs.templateId))
    .leftJoin(profiles, eq(profiles.id, jobs.profileId))
    .where(and(eq(jobs.userId, userId), filterCondition(filter)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(EXPORT_MAX_ROWS);
  return csvDocument(
    EXPORT_COLUMNS,
    rows.map((row) => [
      utcDay(row.createdAt),
      row.jobTitle,
      row.jobLink,
      proposalStatusLabels[row.status],
      utcDay(row.statusChangedAt),
      row.templateTitle ?? insightsMessages.deletedTemplate,
      row.profileName ?? insightsMessages.deletedProfile,
      row.wordCount,
      categoryLabel(row.category),
      htmlToPlainText(row.aiResponse),
      answersCell(row.answers),
    ]),
  );
}
