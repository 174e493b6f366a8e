const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days a user picks (`YYYY-MM-DD`, both ends included) as the instants a query compares timestamps with:
 * from the start of `from` (UTC) up to, not including, the start of the day after `to`. Days are UTC so
 * that one request answers the same wherever it is sent from.
 */
export function dayRange(days: { from?: string; to?: string }): { start?: Date; end?: Date } {
  return {
    start: days.from === undefined ? undefined : new Date(`${days.from}T00:00:00.000Z`),
    end: days.to === undefined ? undefined : new Date(Date.parse(`${days.to}T00:00:00.000Z`) + DAY_MS),
  };
}

/** The UTC day of an instant, as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
