// Compiles the workspace in the current folder into a clean `dist` with its tsconfig.build.json, then copies
// the non-TypeScript files its code reads at run time: each argument is a folder under `src`, copied to the
// same place under `dist`.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync('dist', { recursive: true, force: true });
const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (status !== 0) process.exit(status ?? 1);
for (const folder of process.argv.slice(2)) {
  cpSync(folder, path.join('dist', path.relative('src', folder)), { recursive: true });
}
