/**
 * Every proposal-history query lives under this key: generating a proposal (jobs feature) and deleting one
 * (history feature) both refresh the history list through it.
 */
export const jobsKey = ['jobs'] as const;

/**
 * Every insights query (the user's and the agency's) lives under this key: marking a proposal's status and
 * deleting a proposal (history feature) change the figures the insights page shows.
 */
export const insightsKey = ['insights'] as const;
