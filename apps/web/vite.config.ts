import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// React Router's package exports name only its development build, which warns in the console and shows its
// "Hey developer" page; the production build beside it is the same code without them.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const appHtml = fileURLToPath(new URL('index.html', import.meta.url));
const signInHtml = fileURLToPath(new URL('sign-in.html', import.meta.url));

/**
 * sign-in.html, the page first visits to /login get (src/app/SignInApp.tsx), is index.html with the sign-in page's
 * entry in place of the app's: one head for both, made as the build reads it.
 */
function signInPage(): Plugin {
  const appEntry = '/src/main.tsx';
  return {
    name: 'quillbid:sign-in-page',
    enforce: 'pre',
    resolveId: (id) => (id === signInHtml ? signInHtml : undefined),
    load(id) {
      if (id !== signInHtml) return undefined;
      const html = readFileSync(appHtml, 'utf8');
      if (!html.includes(appEntry)) throw new Error(`index.html no longer loads ${appEntry}`);
      return html.replace(appEntry, '/src/signIn.tsx');
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), signInPage()],
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
    // A map beside each chunk, named by no chunk and never served: the server reads them to turn the stacks
    // of client error reports back into source positions. Positions are all it needs, not the sources.
    sourcemap: isSsrBuild ? false : 'hidden',
    // The app, and the sign-in page on its own, which first visits to /login get.
    rolldownOptions: {
      input: { app: appHtml, signIn: signInHtml },
      output: { sourcemapExcludeSources: true },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
