import { spawnSync } from 'node:child_process';
import path from 'node:path';
import startServer from '../../web/e2e/global-setup';

const extensionRoot = path.resolve(import.meta.dirname, '..');
export const E2E_BUILD_DIR = path.join(extensionRoot, 'dist-e2e');

/** Starts the real server, as the web app's journeys do, and builds the extension for the browser tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync('npx', ['wxt', 'build'], {
    cwd: extensionRoot,
    stdio: 'inherit',
    env: { ...process.env, QUILLBID_EXTENSION_OUT_DIR: E2E_BUILD_DIR, QUILLBID_SITES_AT_INSTALL: '1' },
  });
  if (build.status !== 0) throw new Error('the extension did not build; see the output above');
  return startServer();
}
