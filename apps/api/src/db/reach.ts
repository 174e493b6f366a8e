import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { StartupError } from '../startup-error.js';
import { isConnectionFailure } from '../http/errors.js';
import type { DatabaseLog } from './migrate.js';

const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

type DriverError = Error & { code?: string };

/** What to change, for the failures waiting cannot mend; keyed by Node's or PostgreSQL's code. */
const UNTRUSTED_CERTIFICATE =
  "The server's TLS certificate is not signed by a CA Node trusts: name the CA with sslrootcert=/path/to/ca.pem in DATABASE_URL (docs/deploy.md).";
const hints: Record<string, string> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: UNTRUSTED_CERTIFICATE,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: UNTRUSTED_CERTIFICATE,
  SELF_SIGNED_CERT_IN_CHAIN: UNTRUSTED_CERTIFICATE,
  DEPTH_ZERO_SELF_SIGNED_CERT: UNTRUSTED_CERTIFICATE,
  ERR_TLS_CERT_ALTNAME_INVALID: "The server's TLS certificate does not name the host in DATABASE_URL.",
  '28P01': 'Check the user and password in DATABASE_URL.',
  '3D000': 'Create the database first, or correct its name in DATABASE_URL.',
};

/** Where the database is, for messages: host, port and database, never the user or password. */
function whereIs(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function hintFor(error: DriverError): string | undefined {
  if (error.code && hints[error.code]) return hints[error.code];
  if (error.message.includes('does not support SSL'))
    return 'DATABASE_URL asks for TLS (sslmode); this server offers none.';
  // pg_hba.conf has no line for this client unencrypted: managed servers accept TLS connections only.
  if (error.message.includes('no encryption'))
    return 'If the server accepts only TLS connections, add sslmode=verify-full to DATABASE_URL.';
  return undefined;
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
