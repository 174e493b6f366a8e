/**
 * Every proposal-history query lives under this key: generating a proposal (jobs feature) and deleting one
 * (history feature) both refresh the history list through it.
 */
export const jobsKey = ['jobs'] as const;
