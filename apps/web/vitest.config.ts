import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // @quillbid/shared's TypeScript sources, not its build.
  resolve: { conditions: ['quillbid-source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    setupFiles: ['./src/test/setup.ts'],
    // Four times a wait's limit (src/test/timeouts.ts): a test waits for a page, then for what each action
    // brings, and with other suites on the same two cores a long test can take a minute.
    testTimeout: 120_000,
  },
});
