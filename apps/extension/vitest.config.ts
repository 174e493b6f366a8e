import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineProject({
  // The extension's build setup, with an in-memory `browser` (storage, messaging) in place of Chrome's.
  plugins: [WxtVitest()],
  // @quillbid/shared's TypeScript sources, not its build.
  resolve: { conditions: ['quillbid-source', ...defaultClientConditions] },
  test: {
    name: 'extension',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // React in jsdom renders slowly on a busy two-core machine.
    testTimeout: 15_000,
  },
});
