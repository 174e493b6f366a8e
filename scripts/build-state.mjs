// Which compiled parts are missing or older than their sources, and building just those. A checkout
// gives every file the time of the checkout, so a build made after it counts as fresh until an edit or a
// pull touches a source again.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** What each part is built from (paths under the workspace, and shared settings) and its newest output. */
const parts = {
  'packages/shared': {
    output: 'dist/index.js',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', '../../tsconfig.base.json'],
  },
  'apps/api': {
    output: 'dist/main.js',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', '../../tsconfig.base.json'],
  },
  // The web app bundles the shared package's sources, so an edit there changes it too.
  'apps/web': {
    output: 'dist/index.html',
    sources: ['src', 'public', 'scripts', 'index.html', 'package.json', 'vite.config.ts', '../../packages/shared/src'],
  },
};

/** Newest modification time under `target` (a file or a folder, folders counting for deletions); 0 if absent. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Why `workspace` needs a build, or null when its output is at least as new as every source. Without a
 * `src` folder (an image holding only builds) an existing build is taken as it is, whatever the dates.
 */
export function buildReason(workspace) {
  const { output, sources } = parts[workspace];
  const root = path.join(repoRoot, workspace);
  const builtAt = newestChange(path.join(root, output));
  if (!existsSync(path.join(root, 'src'))) return builtAt === 0 ? 'it has neither a build nor sources' : null;
  if (builtAt === 0) return 'it has no build';
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  return changedAt > builtAt ? 'its sources changed after the last build' : null;
}

/** Builds each of `workspaces` (in the order given) that is missing or stale; ends the process if one cannot be. */
export function ensureBuilt(workspaces) {
  for (const workspace of workspaces) {
    const reason = buildReason(workspace);
    if (reason === null) continue;
    console.error(`Building ${workspace}: ${reason}.`);
    try {
      execFileSync('npm', ['run', 'build', '--workspace', workspace], { cwd: repoRoot, stdio: 'inherit' });
    } catch {
      console.error(
        `Could not build ${workspace}: run \`npm ci && npm run build\` (building needs the dev dependencies).`,
      );
      process.exit(1);
    }
  }
}
