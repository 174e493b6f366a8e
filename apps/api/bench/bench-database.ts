import pg from 'pg';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const BENCH_DATABASE = 'quillbid_bench';

export type BenchDatabase = { url: string; drop(): Promise<void> };

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database on the local server, dropped afterwards; BENCH_DATABASE_URL names an empty
 * database to use instead (and keep).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, drop: async () => {} };
  const drop = () => asAdmin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  // A run that was interrupted leaves its database behind.
  await drop();
  await asAdmin(`CREATE DATABASE ${BENCH_DATABASE}`);
  return { url: `${SERVER_URL}/${BENCH_DATABASE}`, drop };
}
