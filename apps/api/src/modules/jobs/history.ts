import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { jobQuerySchema } from '@quillbid/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { historyTotals, jobs, type JobRow } from '../../db/schema.js';
import type { ContentEncoding } from '../../http/compression.js';
import { keptJson, type JsonAnswer } from '../../http/json-text.js';
import { jobJson } from './dto.js';
import { filterCondition, hasFilters, likePattern, matchingSearch } from './filters.js';

type JobQuery = z.output<typeof jobQuerySchema>;

const userId = sql.placeholder('userId');
const ownJobs = eq(jobs.userId, userId);
type Ordered = { createdAt: PgColumn; id: PgColumn };
const newestFirst = (key: Ordered) => [desc(key.createdAt), desc(key.id)];
const cursorJob = alias(jobs, 'cursor_job');

/**
 * History is ordered by (created_at, id) and indexed on (user_id, created_at, id): the page after a
 * given job starts where that job sits in the index, however deep, instead of stepping over every job
 * before it as OFFSET does.
 */
function after(db: Db, key: Ordered): SQL {
  const cursor = db
    .select({ createdAt: cursorJob.createdAt, id: cursorJob.id })
    .from(cursorJob)
    .where(and(eq(cursorJob.id, sql.placeholder('after')), eq(cursorJob.userId, userId)));
  return sql`(${key.createdAt}, ${key.id}) < (${cursor})`;
}

/** The history's size, kept by triggers on jobs (migration 0012) rather than counted. */
const storedTotal = (db: Db) =>
  sql<number>`(${db
    .select({ total: sql`coalesce(max(${historyTotals.total}), 0)` })
    .from(historyTotals)
    .where(eq(historyTotals.userId, userId))})`.mapWith(Number);

/**
 * A page's jobs as one JSON array, newest first, beside the size of what it is a page of. An aggregate
 * answers one row even for a page past the end, so the size always comes with it.
 */
const pageFields = (page: Record<keyof JobRow, SQLWrapper>, total: SQL<number>) => ({
  jobs: sql<string>`coalesce(json_agg(${jobJson(page)} order by ${page.createdAt} desc, ${page.id} desc), '[]')::text`,
  total,
});

/** A page of the whole history: one round trip (the size is a subquery, run once). */
function historyPage(db: Db, afterJob: boolean) {
  const page = db
    .select()
    .from(jobs)
    .where(and(ownJobs, afterJob ? after(db, jobs) : undefined))
    .orderBy(...newestFirst(jobs))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db.select(pageFields(page, storedTotal(db))).from(page);
}

/**
 * A page of the jobs that meet `condition` and the number of them. The matches are found once (an index,
 * then a check of each candidate row) and both counted and paged from there.
 */
function matchedPage(db: Db, condition: SQL | undefined, afterJob: boolean) {
  const matched = db
    .$with('matched')
    .as(db.select({ id: jobs.id, createdAt: jobs.createdAt }).from(jobs).where(and(ownJobs, condition)));
  const pageIds = db
    .select({ id: matched.id })
    .from(matched)
    .where(afterJob ? after(db, matched) : undefined)
    .orderBy(...newestFirst(matched))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = db.select().from(jobs).where(inArray(jobs.id, pageIds)).as('page');
  const total = sql<number>`(select count(*) from ${matched})`.mapWith(Number);
  return db.with(matched).select(pageFields(page, total)).from(page);
}

const searchByPattern = matchingSearch(sql.placeholder('pattern'));

/** Each query prepared once per database: a history page is the most-read thing in the app. */
const pageQueries = {
  history: preparedQuery((db) => historyPage(db, false).prepare('history_page')),
  historyAfter: preparedQuery((db) => historyPage(db, true).prepare('history_page_after')),
  search: preparedQuery((db) => matchedPage(db, searchByPattern, false).prepare('history_search')),
  searchAfter: preparedQuery((db) => matchedPage(db, searchByPattern, true).prepare('history_search_after')),
};

/**
 * The query for one request. Filters combine in too many ways to prepare each: a filtered page is built
 * for its request (the same shape, counted exactly), which costs the building, not a slower plan.
 */
function pageQuery(db: Db, query: JobQuery) {
  const afterJob = query.after !== undefined;
  if (hasFilters(query)) return matchedPage(db, filterCondition(query), afterJob);
  const kind: 'history' | 'search' = query.search === '' ? 'history' : 'search';
  return pageQueries[afterJob ? (`${kind}After` as const) : kind](db);
}

/**
 * One page of the user's history, newest first, optionally searched and filtered, as the JSON of a
 * `JobPage`. With `after` the page starts after that job; a job that is no longer there (deleted
 * meanwhile) falls back to counting pages from the start.
 */
async function computedPageJson(db: Db, ownerId: string, query: JobQuery): Promise<string> {
  const [found] = await pageQuery(db, query).execute({
    userId: ownerId,
    pattern: likePattern(query.search),
    after: query.after,
    limit: query.pageSize,
    offset: query.after === undefined ? (query.page - 1) * query.pageSize : 0,
  });
  const jobsJson = found?.jobs ?? '[]';
  if (jobsJson === '[]' && query.after !== undefined)
    return computedPageJson(db, ownerId, { ...query, after: undefined });
  return `{"jobs":${jobsJson},"total":${found?.total ?? 0},"page":${query.page},"pageSize":${query.pageSize}}`;
}

const versionOf = preparedQuery((db) =>
  db
    .select({ version: historyTotals.version })
    .from(historyTotals)
    .where(eq(historyTotals.userId, userId))
    .prepare('history_version'),
);
/**
 * Pages of up to 100 proposals, each up to a long post and its proposal: bounded in characters too, for
 * the few histories of very long posts (and the compressed pages apart, within the same bounds).
 */
const keptPages = keptJson({ maxEntries: 400, maxLength: 24_000_000 });

/** The first page of the whole history (what every visit to History opens) and every searched or filtered page. */
const isKept = (query: JobQuery) =>
  query.search !== '' || hasFilters(query) || (query.page === 1 && query.after === undefined);

const pageKey = (ownerId: string, query: JobQuery) =>
  `${ownerId} ${JSON.stringify([query.page, query.pageSize, query.after, query.search, query.status, query.templateId, query.profileId, query.from, query.to])}`;

/**
 * `computedPageJson`, with the pages that are asked for again (History opened, a search's results gone
 * back to, a list refreshed) built once per version of the history, and compressed once in `encoding`:
 * reading the version is one row, while a page is twenty wide rows and a search also finds and counts its
 * matches through the trigram indexes. Later pages of the whole history are one index range each, read
 * once as a user steps on.
 */
export async function historyPageAnswer(
  db: Db,
  ownerId: string,
  query: JobQuery,
  encoding: ContentEncoding | null,
): Promise<JsonAnswer> {
  if (!isKept(query)) return { json: await computedPageJson(db, ownerId, query) };
  const [found] = await versionOf(db).execute({ userId: ownerId });
  const compute = () => computedPageJson(db, ownerId, query);
  return keptPages(db, pageKey(ownerId, query), found?.version ?? 0, compute, encoding);
}
