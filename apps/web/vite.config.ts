import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// React Router's package exports name only its development build, which warns in the console and shows its
// "Hey developer" page; the production build beside it is the same code without them.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  // @quillbid/shared's TypeScript sources, not its build.
  resolve: {
    conditions: ['quillbid-source', ...defaultClientConditions],
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zodWithoutEval.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
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
}));
