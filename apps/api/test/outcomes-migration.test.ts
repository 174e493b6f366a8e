import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlText, wordCount } from '@quillbid/shared';
import { migrationsFolder } from '../src/db/migrate.js';
import * as schema from '../src/db/schema.js';

const OUTCOMES_MIGRATION = '0014_outcomes';
const USER_ID = '00000000-0000-4000-8000-000000000001';

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

/** Proposals as history held them before 0014, each counted by the shared word count after it. */
const OLD_PROPOSALS = [
  '<p>Hello there, I can help.</p><ul><li>First point</li><li>Second</li></ul><p>Thanks,<br>Ada</p>',
  '<p>“Curly” — dashes &amp; entities&nbsp;and&nbsp;spaces</p>',
  '<p><strong>Re</strong>write the <em>whole</em> site</p>',
  '<p>日本語 の 提案 😀</p>',
  '<h2>Plan</h2><p>Step 1: audit</p><p>• bullet • text</p>',
  'don&#39;t stop',
  '<p>café naïve résumé — Привет мир</p>',
  '<p>5 – 10 days… <a href="https://example.com">see the demo</a></p>',
  '<p>a<br/>b</p><div>c</div><div>d</div><blockquote>e f</blockquote><pre>g</pre>',
  '',
];

let client: PGlite;
let oldFolder: string;
const db = () => drizzle(client, { schema });

beforeAll(async () => {
  oldFolder = migrationsBefore(OUTCOMES_MIGRATION);
  client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(db(), { migrationsFolder: oldFolder });
  await db().execute(
    sql`insert into users (id, email, first_name, last_name) values (${USER_ID}, 'old@example.com', 'Ada', 'Lovelace')`,
  );
  for (const [i, html] of OLD_PROPOSALS.entries()) {
    await db().execute(sql`insert into jobs (user_id, job_title, job_description, ai_response, created_at)
      values (${USER_ID}, ${`#${i}`}, 'A job', ${html}, ${new Date(Date.UTC(2026, 0, 1, 0, i, 0, 123)).toISOString()})`);
  }
  await migrate(db(), { migrationsFolder });
}, 120_000);

afterAll(async () => {
  await client?.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('migration 0014: outcomes', () => {
  it('counts the words of each proposal written before it as the shared word count does', async () => {
    const rows = await db().select().from(schema.jobs).orderBy(asc(schema.jobs.createdAt));
    expect(rows.map((row) => row.wordCount)).toEqual(OLD_PROPOSALS.map((html) => wordCount(htmlText(html))));
    expect(rows.map((row) => row.wordCount)).toEqual([10, 5, 4, 3, 6, 2, 5, 6, 7, 0]);
  });

  it('makes every older proposal a general draft whose status dates from when it was written', async () => {
    const rows = await db().select().from(schema.jobs);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'draft', category: 'general' });
      expect(row.statusChangedAt).toEqual(row.createdAt);
    }
    const [{ events } = { events: -1 }] = (
      await client.query<{ events: number }>('select count(*)::int as events from proposal_events')
    ).rows;
    expect(events).toBe(0);
  });
});
