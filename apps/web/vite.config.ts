import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // @quillbid/shared's TypeScript sources, not its build.
  resolve: {
    conditions: ['quillbid-source', ...defaultClientConditions],
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zodWithoutEval.ts', import.meta.url)) }],
  },
  // The same for the build that pre-renders pages (scripts/prerender.mjs).
  ssr: { resolve: { conditions: ['quillbid-source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, read by scripts/check-bundle-budget.mjs.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
