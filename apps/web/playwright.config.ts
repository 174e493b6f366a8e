import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium';

// CI asks for a JSON report beside the list, to add every suite up into one closing line.
const reportDir = process.env.TEST_REPORT_DIR;
const reporter: ReporterDescription[] = reportDir
  ? [['list'], ['json', { outputFile: path.join(reportDir, 'playwright-e2e.json') }]]
  : [['list']];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // One server with one embedded database on a two-core machine: specs run one after another.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
});
