/**
 * The most text `POST profile/import` takes: about four times the longest profile page we have seen copied
 * whole. Kept apart from the schemas so the extension's page agent can use it without bundling zod.
 */
export const PROFILE_PAGE_MAX = 60_000;
