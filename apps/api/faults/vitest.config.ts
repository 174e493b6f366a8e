import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Not part of `npm test`: run with `npm run test:faults` (see docs/faults.md).
export default defineConfig({
  // @quillbid/shared's TypeScript sources, not its build.
  ssr: { resolve: { conditions: ['quillbid-source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    name: 'faults',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.fault.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Scenarios stop and start the suite's one PostgreSQL server, so files take turns.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
