import { eq, sql } from 'drizzle-orm';
import {
  insightsMessages,
  LENGTH_BANDS,
  MIN_SENT_TO_COMPARE,
  type AgencyInsights,
  type Insights,
  type OutcomeStats,
} from '@quillbid/shared';
import { categoryLabels, type Category } from '../../ai/analysis/categories.js';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { insightsVersions, type UserRow } from '../../db/schema.js';
import type { ContentEncoding } from '../../http/compression.js';
import { keptJson, type JsonAnswer } from '../../http/json-text.js';
import { agencyMembers, ownedAgency } from '../agency/index.js';
import { sentProposals, statsColumns, toStats, type Range } from './stats.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Every grouping insights show, from one pass over the sent proposals (GROUPING SETS): the totals, then
 * by template, profile, week, category and length band. `grouping()` tells which set a row belongs to
 * (a null template id is a deleted template, not the template set's total).
 */
async function groupedStats(db: Db, userId: string, range: Range) {
  const { reached, sent } = sentProposals(db, [userId], range);
  const setOf = sql<'total' | 'template' | 'profile' | 'week' | 'category' | 'band'>`case
    when grouping(${sent.templateId}) = 0 then 'template'
    when grouping(${sent.profileId}) = 0 then 'profile'
    when grouping(${sent.week}) = 0 then 'week'
    when grouping(${sent.category}) = 0 then 'category'
    when grouping(${sent.band}) = 0 then 'band'
    else 'total' end`;
  return db
    .with(reached, sent)
    .select({
      set: setOf,
      templateId: sent.templateId,
      templateTitle: sent.templateTitle,
      platform: sent.platform,
      profileId: sent.profileId,
      profileName: sent.profileName,
      week: sent.week,
      category: sent.category,
      band: sent.band,
      ...statsColumns(sent),
    })
    .from(sent)
    .groupBy(
      sql`grouping sets ((), (${sent.templateId}, ${sent.templateTitle}, ${sent.platform}), (${sent.profileId}, ${sent.profileName}), (${sent.week}), (${sent.category}), (${sent.band}))`,
    );
}

type Row = Awaited<ReturnType<typeof groupedStats>>[number];

/** Most sent first; a tie in the order of `name`, so an answer never shuffles. */
const bySentThenName =
  <T extends OutcomeStats>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.sent - a.sent || name(a).localeCompare(name(b));

/**
 * Per platform, the template with the best reply rate among those sent often enough to compare (ties: the
 * one sent more). None where no template qualifies; a deleted template is never best.
 */
function markBest(list: Omit<Insights['templates'][number], 'best'>[]): Insights['templates'] {
  const best = new Map<string, (typeof list)[number]>();
  for (const item of list) {
    if (item.platform === null || item.templateId === null || item.sent < MIN_SENT_TO_COMPARE) continue;
    const current = best.get(item.platform);
    const rate = item.replyRate ?? 0;
    const currentRate = current?.replyRate ?? 0;
    if (!current || rate > currentRate || (rate === currentRate && item.sent > current.sent))
      best.set(item.platform, item);
  }
  const winners = new Set(best.values());
  return list.map((item) => ({ ...item, best: winners.has(item) }));
}

/** Weeks from the first to the last with a proposal sent, oldest first; a week with none shows zeros. */
function everyWeek(rows: Row[]): Insights['weekly'] {
  const byWeek = new Map(rows.map((row) => [row.week, toStats(row)]));
  const weeks = [...byWeek.keys()].sort();
  const first = weeks[0];
  const last = weeks.at(-1);
  if (first === undefined || last === undefined) return [];
  const weekly: Insights['weekly'] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += WEEK_MS) {
    const week = new Date(at).toISOString().slice(0, 10);
    weekly.push({ week, ...(byWeek.get(week) ?? toStats(undefined)) });
  }
  return weekly;
}

/** `GET insights`: what became of the user's sent proposals, written within `range`, and what wins. */
async function userInsights(db: Db, userId: string, range: Range): Promise<Insights> {
  const rows = await groupedStats(db, userId, range);
  const inSet = (set: Row['set']) => rows.filter((row) => row.set === set);
  const templates = inSet('template')
    .map((row) => ({
      templateId: row.templateId,
      title: row.templateTitle ?? insightsMessages.deletedTemplate,
      platform: row.platform,
      ...toStats(row),
    }))
    .sort(bySentThenName((item) => item.title));
  const profiles = inSet('profile')
    .map((row) => ({
      profileId: row.profileId,
      name: row.profileName ?? insightsMessages.deletedProfile,
      ...toStats(row),
    }))
    .sort(bySentThenName((item) => item.name));
  const categories = inSet('category')
    .map((row) => ({ category: categoryLabels[row.category as Category] ?? row.category, ...toStats(row) }))
    .sort(bySentThenName((item) => item.category));
  const bands = new Map(inSet('band').map((row) => [row.band, row]));
  return {
    totals: toStats(inSet('total')[0]),
    templates: markBest(templates),
    profiles,
    weekly: everyWeek(inSet('week')),
    categories,
    // Every band, in order, even those with nothing sent: the same axis every time.
    lengths: LENGTH_BANDS.map((band, index) => ({ band: band.label, ...toStats(bands.get(index)) })),
  };
}

const versionOf = preparedQuery((db) =>
  db
    .select({ version: insightsVersions.version })
    .from(insightsVersions)
    .where(eq(insightsVersions.userId, sql.placeholder('userId')))
    .prepare('insights_version'),
);
const cachedInsights = keptJson();

/**
 * `userInsights` as JSON, computed (and compressed in `encoding`) once per version of the user's outcomes
 * (insights_versions, bumped by triggers on every change that can alter them): aggregating thousands of
 * proposals costs milliseconds of the database, reading the version a fraction of one, and an insights
 * page is read far more often than a status changes.
 */
export async function userInsightsAnswer(
  db: Db,
  userId: string,
  range: Range,
  encoding: ContentEncoding | null,
): Promise<JsonAnswer> {
  const [found] = await versionOf(db).execute({ userId });
  const key = `${userId} ${range.from ?? ''} ${range.to ?? ''}`;
  const compute = async () => JSON.stringify(await userInsights(db, userId, range));
  return cachedInsights(db, key, found?.version ?? 0, compute, encoding);
}

/** Each user's figures and everyone's together, in one pass. */
async function statsByUser(db: Db, userIds: string[], range: Range) {
  const { reached, sent } = sentProposals(db, userIds, range);
  return db
    .with(reached, sent)
    .select({
      userId: sent.userId,
      isTotal: sql<number>`grouping(${sent.userId})`.mapWith(Number),
      ...statsColumns(sent),
    })
    .from(sent)
    .groupBy(sql`grouping sets ((), (${sent.userId}))`);
}

/**
 * `GET agency/{agencyId}/insights`, for the agency's owner (404 outside it, 403 to a member): each verified
 * member's figures, the owner's included, and the agency's. Reading only: a member's statuses are theirs.
 */
export async function agencyInsights(db: Db, user: UserRow, agencyId: string, range: Range): Promise<AgencyInsights> {
  const agency = await ownedAgency(db, user, agencyId);
  const members = await agencyMembers(db, agency);
  const rows = await statsByUser(
    db,
    members.map((member) => member._id),
    range,
  );
  const byUser = new Map(rows.filter((row) => row.isTotal === 0).map((row) => [row.userId, row]));
  return {
    total: toStats(rows.find((row) => row.isTotal === 1)),
    members: members.map((member) => ({
      userId: member._id,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      isOwner: member.isOwner,
      ...toStats(byUser.get(member._id)),
    })),
  };
}
