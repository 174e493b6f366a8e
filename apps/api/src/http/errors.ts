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
