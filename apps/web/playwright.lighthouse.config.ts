import { defineConfig } from '@playwright/test';

// Lighthouse against the production build served by the real server (the e2e global setup starts it):
// `npm run test:lighthouse -w apps/web`. Its own config, so `npm run test:e2e` does not run it.
export default defineConfig({
  testDir: './e2e',
  testMatch: 'lighthouse.audit.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  // Two audits of about half a minute each on a busy two-core machine; the whole run stays under three minutes.
  timeout: 150_000,
  reporter: [['list']],
  outputDir: 'test-results/lighthouse',
});
