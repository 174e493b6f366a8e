import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import * as schema from '../src/db/schema.js';
import { currentPlan, usageCounts } from './support/plans.js';

const SUBSCRIPTIONS_MIGRATION = '0013_subscriptions';

/** The migrations up to the one before `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillbid-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const checkoutAt = new Date('2026-03-02T10:00:00Z');
const stripePeriodStart = new Date('2026-02-15T00:00:00Z');
const stripeEventAt = new Date('2026-03-01T12:00:00Z');
const freeMonthEnds = inDays(12);
const paidEnds = inDays(20);

let client: PGlite;
let db: Db;
let oldFolder: string;
const ids: Record<'paid' | 'free' | 'stripeEnded' | 'member', string> = {
  paid: '00000000-0000-4000-8000-000000000001',
  free: '00000000-0000-4000-8000-000000000002',
  stripeEnded: '00000000-0000-4000-8000-000000000003',
  member: '00000000-0000-4000-8000-000000000004',
};

/** A user row as the users table held it before plans had a table of their own. */
async function insertOldUser(db: Db, id: string, plan: Record<string, string | number | boolean>) {
  const row = { id, email: `${id}@example.com`, first_name: 'Ada', last_name: 'Lovelace', ...plan };
  const columns = sql.join(
    Object.keys(row).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.join(
    Object.values(row).map((value) => sql`${value}`),
    sql`, `,
  );
  await db.execute(sql`insert into users (${columns}) values (${values})`);
}

async function seedOldAccounts(db: Db) {
  await insertOldUser(db, ids.paid, {
    package_subscribed: true,
    subscription_package_type: 'pro',
    subscription_end_date: paidEnds.toISOString(),
    limit_profiles: 10,
    limit_proposals: 500,
    limit_templates: 30,
    used_proposals: 7,
    used_profiles: 2,
    used_templates: 3,
  });
  await db.execute(sql`insert into invoices (user_id, account_name, package_type, description, interval,
      unit_amount_cents, tax_cents, total_cents, amount_due_cents, created_at)
    values (${ids.paid}, 'Ada Lovelace', 'pro', 'Quillbid Pro, billed monthly', 'month', 2900, 0, 2900, 2900,
      ${checkoutAt.toISOString()})`);
  await insertOldUser(db, ids.free, {
    package_subscribed: true,
    subscription_package_type: 'free',
    subscription_end_date: freeMonthEnds.toISOString(),
    limit_profiles: 1,
    limit_proposals: 10,
    limit_templates: 1,
    used_proposals: 4,
  });
  await insertOldUser(db, ids.stripeEnded, {
    package_subscribed: false,
    subscription_package_type: 'starter',
    subscription_end_date: stripeEventAt.toISOString(),
    subscription_renews: false,
    subscription_period_start: stripePeriodStart.toISOString(),
    subscription_event_at: stripeEventAt.toISOString(),
    stripe_subscription_id: 'sub_ended',
    stripe_customer_id: 'cus_ended',
    limit_profiles: 3,
    limit_proposals: 100,
    limit_templates: 10,
    used_proposals: 12,
  });
  await insertOldUser(db, ids.member, { used_profiles: 1, used_templates: 2 });
}

beforeAll(async () => {
  oldFolder = migrationsBefore(SUBSCRIPTIONS_MIGRATION);
  client = await PGlite.create({ extensions: { pg_trgm } });
  const pglite = drizzle(client, { schema });
  db = pglite;
  await migrate(pglite, { migrationsFolder: oldFolder });
  await seedOldAccounts(db);
  await migrate(pglite, { migrationsFolder });
}, 120_000);

afterAll(async () => {
  await client?.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0013: plans move into subscriptions', () => {
  it('makes a paid plan the current row, starting when its checkout was invoiced', async () => {
    expect(await currentPlan(db, { id: ids.paid })).toMatchObject({
      packageType: 'pro',
      status: 'active',
      limitProfiles: 10,
      limitProposals: 500,
      limitTemplates: 30,
      periodStart: checkoutAt,
      periodEnd: paidEnds,
      renews: true,
      endedAt: null,
    });
    expect(await usageCounts(db, { id: ids.paid })).toMatchObject({
      usedProposals: 7,
      usedProfiles: 2,
      usedTemplates: 3,
    });
  });

  it('starts a free month one month before its end', async () => {
    const plan = await currentPlan(db, { id: ids.free });
    expect(plan).toMatchObject({ packageType: 'free', status: 'active', limitProposals: 10, periodEnd: freeMonthEnds });
    const monthBefore = new Date(freeMonthEnds);
    monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
    expect(plan?.periodStart.getTime()).toBeCloseTo(monthBefore.getTime(), -5);
    expect((await usageCounts(db, { id: ids.free }))?.usedProposals).toBe(4);
  });

  it("keeps a plan Stripe ended as cancelled, with the provider's ids and event time", async () => {
    expect(await currentPlan(db, { id: ids.stripeEnded })).toMatchObject({
      packageType: 'starter',
      status: 'cancelled',
      renews: false,
      periodStart: stripePeriodStart,
      stripeSubscriptionId: 'sub_ended',
      stripeEventAt,
    });
    const { rows } = await client.query<{ stripe_customer_id: string }>(
      'select stripe_customer_id from users where id = $1',
      [ids.stripeEnded],
    );
    const [user] = rows;
    expect(user?.stripe_customer_id).toBe('cus_ended');
  });

  it('gives an account without a plan no subscription, and keeps its counters', async () => {
    expect(await currentPlan(db, { id: ids.member })).toBeUndefined();
    expect(await usageCounts(db, { id: ids.member })).toMatchObject({
      usedProposals: 0,
      usedProfiles: 1,
      usedTemplates: 2,
    });
  });

  it('leaves no plan or usage column on users', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'users'",
    );
    const columns = rows.map((row) => row.column_name);
    expect(columns).toContain('stripe_customer_id');
    expect(
      columns.filter((name) => /^(limit_|used_|subscription_|package_subscribed|stripe_subscription)/.test(name)),
    ).toEqual([]);
  });
});
