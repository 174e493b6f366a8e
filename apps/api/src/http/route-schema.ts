import { errorResponseSchema } from '@quillbid/shared';

type ErrorResponses<S extends number> = { [K in S]: typeof errorResponseSchema };

/** The `{ error }` answers a route may give, by status: its OpenAPI description and its serialiser. */
export function errorResponses<const S extends number>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as ErrorResponses<S>;
}

/**
 * What a signed-in route on the caller's own data may answer besides success: bad input, no session, not
 * theirs, not there.
 */
export const signedInErrors = errorResponses(400, 401, 403, 404);

const bearerSession = [{ bearer: [] }];

/** Schemas of a feature's signed-in routes: the feature's OpenAPI tag and the bearer session, plus `extra`. */
export const signedInSchema =
  (tag: string) =>
  <T extends object>(extra: T) => ({ tags: [tag], security: bearerSession, ...extra });

/** Schemas of a feature's routes open to anyone: the feature's OpenAPI tag, plus `extra`. */
export const openSchema =
  (tag: string) =>
  <T extends object>(extra: T) => ({ tags: [tag], ...extra });
