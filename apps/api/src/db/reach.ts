import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { StartupError } from '../startup-error.js';
import { isConnectionFailure } from '../http/errors.js';
import type { DatabaseLog } from './migrate.js';

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

type DriverError = Error & { code?: string };

const byCode =
  (...codes: string[]) =>
  (error: DriverError) =>
    error.code !== undefined && codes.includes(error.code);
const saying = (words: string) => (error: DriverError) => error.message.includes(words);

/** What to change, for the failures waiting cannot mend: by Node's or PostgreSQL's code, or the driver's words. */
const HINTS: [matches: (error: DriverError) => boolean, hint: string][] = [
  [
    byCode(
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
    ),
    "The server's TLS certificate is not signed by a CA Node trusts: name the CA with sslrootcert=/path/to/ca.pem in DATABASE_URL (docs/deploy.md).",
  ],
  [byCode('ERR_TLS_CERT_ALTNAME_INVALID'), "The server's TLS certificate does not name the host in DATABASE_URL."],
  [byCode('28P01'), 'Check the user and password in DATABASE_URL.'],
  [byCode('3D000'), 'Create the database first, or correct its name in DATABASE_URL.'],
  [saying('does not support SSL'), 'DATABASE_URL asks for TLS (sslmode); this server offers none.'],
  // pg_hba.conf has no line for this client unencrypted: managed servers accept TLS connections only.
  [saying('no encryption'), 'If the server accepts only TLS connections, add sslmode=verify-full to DATABASE_URL.'],
];

const hintFor = (error: DriverError) => HINTS.find(([matches]) => matches(error))?.[1];

/** Where the database is, for messages: host, port and database, never the user or password. */
function whereIs(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Whether waiting could help: the server is not up yet, restarting, out of connections, or not yet in DNS. */
const mayComeUp = (error: DriverError) => isConnectionFailure(error) || error.code === 'ENOTFOUND';

/**
 * Waits, up to `waitMs`, until the database answers: a process may start before its database does (a
 * container started beside it, a database restarting). A refused or lost connection is tried again after a
 * pause that doubles up to 5 s; a wrong password, a missing database or a certificate Node does not trust
 * cannot get better by waiting and ends the wait at once. Either way the error names the database and,
 * where it can, what to change.
 */
export async function waitForDatabase(
  pool: pg.Pool,
  connectionString: string,
  log: DatabaseLog,
  waitMs: number,
): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      await pool.query('select 1');
      return;
    } catch (caught) {
      const error = caught as DriverError;
      const waitLeft = giveUpAt - Date.now();
      if (!mayComeUp(error) || waitLeft <= 0) {
        const hint = hintFor(error);
        throw new StartupError(
          `Could not reach the database at ${whereIs(connectionString)}: ${error.message || error.code}.${hint ? ` ${hint}` : ''}`,
          { cause: error },
        );
      }
      log.warn({ code: error.code, retryInMs: Math.min(pause, waitLeft) }, 'database not reachable yet; trying again');
      await sleep(Math.min(pause, waitLeft));
    }
  }
}
