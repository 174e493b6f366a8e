import { Readable } from 'node:stream';
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
import { csvHeader, csvLine } from '../../http/csv.js';
import { filterCondition } from './filters.js';

/** The most proposals one export holds, newest first; a longer history is exported a date range at a time. */
export const EXPORT_MAX_ROWS = 10_000;
/**
 * Proposals read at a time. The file is sent as it is read, so an export holds one batch in memory rather
 * than its whole file (10,000 proposals make about 11 MB of CSV, and several exports could run at once).
 */
export const EXPORT_BATCH_ROWS = 500;

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

/** Where a proposal sits in the export's order: its creation time as PostgreSQL wrote it, and its id. */
type Position = { createdAt: string; id: string };
type ExportedRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * Up to `limit` proposals older than `after` (the position of the last one exported, as PostgreSQL wrote it,
 * so no precision is lost between batches), newest first.
 */
function exportBatch(db: Db, userId: string, filter: HistoryFilter, limit: number, after?: Position) {
  return db
    .select({
      position: { createdAt: sql<string>`${jobs.createdAt}::text`, id: jobs.id },
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
    .where(
      and(
        eq(jobs.userId, userId),
        filterCondition(filter),
        after && sql`(${jobs.createdAt}, ${jobs.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

const exportedLine = (row: ExportedRow) =>
  csvLine([
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
  ]);

/**
 * The user's history as CSV, with the history page's search and filters; dates are UTC days. The first batch
 * is read before anything is sent, so a request that cannot be answered (the database away) fails as any
 * other does; later batches are read as the client takes the file.
 */
export async function historyCsv(db: Db, userId: string, filter: HistoryFilter): Promise<Readable> {
  const first = await exportBatch(db, userId, filter, Math.min(EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS));
  async function* lines() {
    yield csvHeader(EXPORT_COLUMNS);
    let batch = first;
    for (let sent = 0; ;) {
      yield batch.map(exportedLine).join('');
      sent += batch.length;
      const last = batch.at(-1);
      const limit = Math.min(EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS - sent);
      if (!last || batch.length < EXPORT_BATCH_ROWS || limit === 0) return;
      batch = await exportBatch(db, userId, filter, limit, last.position);
    }
  }
  return Readable.from(lines());
}
