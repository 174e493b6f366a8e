import { test as base, expect } from '@playwright/test';

/** Specs use this `test`: its baseURL is the server that global setup started on a free port. */
export const test = base.extend({
  // Playwright requires an object pattern for a fixture's first argument, even when nothing is used.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    await use(url);
  },
});

export { expect };
