import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @quillbid/shared's TypeScript sources, not its build; the rest is Vitest's default (Vite's without
  // `module`, whose builds Node cannot always load).
  ssr: { resolve: { conditions: ['quillbid-source', 'node', 'development|production'] } },
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
