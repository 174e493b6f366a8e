// Fails the build when a first visit to /login would download more JavaScript than the budget allows; prints
// the figure otherwise. Run after `vite build`:
//   node scripts/check-bundle-budget.mjs [dist folder, default: dist]
import path from 'node:path';
import { measurePage } from './bundle-budget.mjs';

// /login is where every visitor starts; docs/benchmarks.md (Web) says what the figure is made of.
const BUDGET_BYTES = 170 * 1000;
// A first visit gets the sign-in page as an app of its own (src/app/SignInApp.tsx): sign-in.html's entry.
const LOGIN_PAGE = ['sign-in.html'];

const dist = path.resolve(process.argv[2] ?? 'dist');
const { files, total } = await measurePage(dist, LOGIN_PAGE);

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const breakdown = files.map(({ file, gzip }) => `  ${kB(gzip).padStart(9)}  ${file}`).join('\n');
if (total > BUDGET_BYTES) {
  console.error(
    `/login downloads ${kB(total)} of gzipped JavaScript before it can be used, over its budget of ${kB(BUDGET_BYTES)}.\n` +
      `Move what the sign-in page does not need out of these chunks (lazy-load it):\n${breakdown}`,
  );
  process.exit(1);
}
console.log(`/login initial JavaScript: ${kB(total)} gzip (budget ${kB(BUDGET_BYTES)})\n${breakdown}`);
