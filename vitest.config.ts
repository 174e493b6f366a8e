import { defineConfig } from 'vitest/config';

// Two cores: keep the worker count low, PGlite instances are memory-hungry.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] } },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
