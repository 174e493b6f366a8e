import { defineConfig } from 'vitest/config';

/**
 * `npm run test:security`: the audit suite, apart from `npm test`. Each file builds its own app and world;
 * two workers keep two PGlite instances in memory at most. Budgets are generous for a busy 2-core machine.
 */
export default defineConfig({
  // @quillbid/shared's TypeScript sources, not its build; the rest as in the API suite's configuration.
  ssr: { resolve: { conditions: ['quillbid-source', 'node', 'development|production'] } },
  test: {
    name: 'security',
    root: `${import.meta.dirname}/..`,
    environment: 'node',
    include: ['security/**/*.security.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
