/** What can go wrong in a service, each with the HTTP status the error handler answers. */
const statusByCode = {
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  UNAUTHORIZED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 403,
  SUBSCRIPTION_REQUIRED: 403,
  TOO_MANY_REQUESTS: 429,
  GENERATION_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/**
 * Failures of the connection to the database rather than of the query: the server is down, restarting,
 * unreachable or out of connections, or the pool waited too long for one. Retrying later can succeed.
 * Socket codes come from Node, five-character ones are PostgreSQL's SQLSTATE (class 08: connection
 * exception; 57P01-03: shut down or starting up; 53300: too many connections).
 */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/** node-postgres (and its pool) report a lost, refused or timed-out connection in words only. */
const connectionMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** Whether `error` or one of its first causes (drivers and Drizzle wrap what the server said) meets `test`. */
function anyCause(error: unknown, test: (cause: Error & { code?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

/** Whether `error`, or anything in its `cause` chain, is a lost or refused database connection. */
export const isConnectionFailure = (error: unknown): boolean =>
  anyCause(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) ||
      connectionMessages.some((words) => message.startsWith(words)),
  );

/** Whether the database cancelled a statement: it ran past the statement timeout (SQLSTATE 57014). */
export const isStatementTimeout = (error: unknown): boolean => anyCause(error, ({ code }) => code === '57014');
