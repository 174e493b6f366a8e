import { defineConfig } from 'vitest/config';

export default defineConfig({
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
