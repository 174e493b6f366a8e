import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatusEvent } from '@quillbid/shared';
import { sql } from 'drizzle-orm';
import { EXPORT_BATCH_ROWS, EXPORT_MAX_ROWS } from '../src/modules/jobs/export.js';
import { send, signedInUser } from './support/factories.js';
import { parseCsv } from './support/csv.js';
import { readyUser, templateBody } from './support/job-fixtures.js';
import { insertProposals, markStatuses, userIdOf } from './support/proposals.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportCsv = (token: string, query = '') => send(t.app, 'GET', `/api/job/export.csv${query}`, token);
const HEADER =
  'Created,Job title,Job link,Status,Status date,Template,Profile,Words,Category,Proposal,Screening answers';

/** A user ready to generate (profile "Full-stack web developer", template "Problem-first") and their id. */
async function userWithId() {
  const user = await readyUser(t);
  return { ...user, id: await userIdOf(t, user.email) };
}

describe('GET /api/job/export.csv', () => {
  it('writes the history as CSV, byte for byte: newest first, text quoted, formulas neutralised', async () => {
    const user = await userWithId();
    const gone = await send(t.app, 'POST', '/api/template', user.token, templateBody(user.profileId, 'Gone'));
    const [brand, formula] = await insertProposals(t, user.id, [
      {
        jobTitle: 'Logo, "brand" kit',
        jobLink: 'https://www.upwork.com/jobs/~01',
        aiResponse: '<p>Hello there.</p><ul><li>First point</li></ul><p>Thanks,<br>Ada</p>',
        wordCount: 6,
        category: 'design',
        templateId: user.templateId,
        profileId: user.profileId,
        createdAt: new Date('2026-04-01T09:30:00Z'),
      },
      {
        jobTitle: '=1+1',
        aiResponse: '<p>-2 apples</p>',
        wordCount: 2,
        templateId: gone.json().template._id,
        profileId: user.profileId,
        createdAt: new Date('2026-04-02T23:59:59.999Z'),
      },
    ]);
    await markStatuses(t, user.token, brand ?? '', ['sent']);
    await send(t.app, 'DELETE', `/api/template/${gone.json().template._id}`, user.token);
    const sentAt = (await send(t.app, 'GET', `/api/job/${brand}/events`, user.token)).json<{ events: StatusEvent[] }>()
      .events[0]?.at;
    expect(formula).toBeDefined();

    const res = await exportCsv(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('utf8')).toBe(
      '\uFEFF' +
        `${HEADER}\r\n` +
        `2026-04-02,"'=1+1",,Draft,2026-04-02,Deleted template,Full-stack web developer,2,Other freelance work,"'-2 apples",\r\n` +
        `2026-04-01,"Logo, ""brand"" kit",https://www.upwork.com/jobs/~01,Sent,${sentAt?.slice(0, 10)},Problem-first,` +
        `Full-stack web developer,6,Design and creative,"Hello there.\n\n• First point\n\nThanks,\nAda",\r\n`,
    );
  });

  it('answers a UTF-8 attachment named for the day, kept out of caches', async () => {
    const user = await signedInUser(t);
    const res = await exportCsv(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quillbid-history-${today}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('makes every cell a spreadsheet would run into text that shows as written', async () => {
    const user = await userWithId();
    const titles = ['=1+1', '+cmd', '-2', '@SUM(A1)', '\t=evil()', '\r=evil()', 'plain, with "quotes"\nand a line'];
    await insertProposals(
      t,
      user.id,
      titles.map((jobTitle, i) => ({
        jobTitle,
        aiResponse: '<p>=HYPERLINK("https://evil.example/?x")</p>',
        createdAt: new Date(Date.UTC(2026, 3, 1, 0, titles.length - i)),
      })),
    );
    const body = (await exportCsv(user.token)).body;
    for (const raw of [`"'=1+1"`, `"'+cmd"`, `"'-2"`, `"'@SUM(A1)"`, `"'=HYPERLINK(""https://evil.example/?x"")"`])
      expect(body).toContain(raw);
    const rows = parseCsv(body).slice(1);
    expect(rows.map((row) => row[1])).toEqual([
      "'=1+1",
      "'+cmd",
      "'-2",
      "'@SUM(A1)",
      "'\t=evil()",
      "'\r=evil()",
      'plain, with "quotes"\nand a line',
    ]);
    expect(rows.every((row) => row.length === 11 && row[9] === `'=HYPERLINK("https://evil.example/?x")`)).toBe(true);
    // Nothing a spreadsheet reads starts with a formula character.
    expect(
      parseCsv(body)
        .flat()
        .filter((cell) => /^[=+\-@\t\r]/.test(cell)),
    ).toEqual([]);
  });

  it('takes the history’s filters and holds only the caller’s proposals', async () => {
    const user = await userWithId();
    const other = await userWithId();
    const [sent] = await insertProposals(t, user.id, [
      { jobTitle: 'Sent one', createdAt: new Date('2026-04-03T12:00:00Z') },
      { jobTitle: 'Draft one', createdAt: new Date('2026-04-04T12:00:00Z') },
    ]);
    await insertProposals(t, other.id, [{ jobTitle: 'Someone else’s' }]);
    await markStatuses(t, user.token, sent ?? '', ['sent']);
    const titles = async (query: string) => parseCsv((await exportCsv(user.token, query)).body).map((row) => row[1]);
    expect(await titles('')).toEqual(['Job title', 'Draft one', 'Sent one']);
    expect(await titles('?status=sent')).toEqual(['Job title', 'Sent one']);
    expect(await titles('?from=2026-04-04&to=2026-04-04')).toEqual(['Job title', 'Draft one']);
    expect(await titles('?search=draft')).toEqual(['Job title', 'Draft one']);
    expect(await titles(`?templateId=${other.templateId}`)).toEqual(['Job title']);
  });

  it('refuses bad filters with a JSON error', async () => {
    const user = await signedInUser(t);
    for (const query of ['?status=won', '?from=2026-04-05&to=2026-04-01', '?page=2', '?after=x']) {
      const res = await exportCsv(user.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await exportCsv('')).statusCode).toBe(401);
  });

  it(`holds at most ${EXPORT_MAX_ROWS.toLocaleString('en')} proposals, the newest`, async () => {
    const user = await signedInUser(t);
    const id = await userIdOf(t, user.email);
    const start = Date.UTC(2025, 0, 1);
    for (let batch = 0; batch * 1000 <= EXPORT_MAX_ROWS; batch += 1) {
      const size = Math.min(1000, EXPORT_MAX_ROWS + 1 - batch * 1000);
      await insertProposals(
        t,
        id,
        Array.from({ length: size }, (_, i) => ({
          jobTitle: `#${batch * 1000 + i}`,
          createdAt: new Date(start + (batch * 1000 + i) * 60_000),
        })),
      );
    }
    const rows = parseCsv((await exportCsv(user.token)).body).slice(1);
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(rows[0]?.[1]).toBe(`#${EXPORT_MAX_ROWS}`);
    expect(rows.at(-1)?.[1]).toBe('#1');
  });

  it('reads a long history in batches without losing or repeating a proposal where batches meet', async () => {
    const user = await signedInUser(t);
    const id = await userIdOf(t, user.email);
    const count = EXPORT_BATCH_ROWS + 100;
    const at = new Date(Date.UTC(2025, 5, 1));
    await insertProposals(
      t,
      id,
      Array.from({ length: count }, (_, i) => ({ jobTitle: `#${i}`, createdAt: at })),
    );
    // Microseconds apart, all within one millisecond (what a JavaScript date holds); the 40 where the first batch
    // ends at one instant, so only their ids order them.
    const tied = { from: count - EXPORT_BATCH_ROWS - 20, to: count - EXPORT_BATCH_ROWS + 20 };
    await t.database.db.execute(
      sql`update jobs set created_at = created_at + (case when substr(job_title, 2)::int between ${tied.from} and ${tied.to - 1} then ${tied.from} else substr(job_title, 2)::int end) * interval '1 microsecond' where user_id = ${id}`,
    );

    const titles = parseCsv((await exportCsv(user.token)).body)
      .slice(1)
      .map((row) => Number(row[1]?.slice(1)));
    expect(titles).toHaveLength(count);
    expect(new Set(titles).size).toBe(count);
    const newestFirst = Array.from({ length: count }, (_, i) => count - 1 - i);
    const untied = (n: number) => n < tied.from || n >= tied.to;
    expect(titles.filter(untied)).toEqual(newestFirst.filter(untied));
  });
});
