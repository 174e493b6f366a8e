import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';

// CI asks for a JSON report beside the list, to add every suite up into one closing line.
const reportDir = process.env.TEST_REPORT_DIR;
const reporter: ReporterDescription[] = reportDir
  ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright-extension.json') }]]
  : [['list']];

/**
 * The extension in Debian's Chromium against the real server (started by global setup, as for the web
 * app's journeys). Each spec launches its own browser with the extension loaded: see `e2e/fixtures.ts`.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter,
  outputDir: 'test-results',
  use: { trace: 'retain-on-failure' },
});
