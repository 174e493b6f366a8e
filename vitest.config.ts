import path from 'node:path';
import { defineConfig } from 'vitest/config';

// CI asks for a JSON report beside the console output, to add every suite up into one closing line.
const reportDir = process.env.TEST_REPORT_DIR;
const reporters = reportDir ? ['default', 'json'] : ['default'];
const outputFile = reportDir
  ? { json: path.join(reportDir, `vitest-${process.env.TEST_REPORT_NAME ?? 'run'}.json`) }
  : undefined;

export default defineConfig({
  test: {
    // Two cores: PGlite instances are memory-hungry, so keep the worker count low.
    maxWorkers: 2,
    reporters,
    outputFile,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/extension/vitest.config.ts',
    ],
  },
});
