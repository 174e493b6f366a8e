import { readFileSync } from 'node:fs';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'wxt';
import { apiOriginFromEnv, originPattern } from './src/settings/origin';

const apiOrigin = apiOriginFromEnv(process.env.QUILLBID_API_ORIGIN);
const sites = ['https://www.upwork.com/*', 'https://www.linkedin.com/*'];
// Automated browser tests cannot click Chrome's permission prompt, so their build is granted the two sites
// at install; the published build asks for them on first use.
const sitesAtInstall = process.env.QUILLBID_SITES_AT_INSTALL === '1';
// The public half of the key fixes the unpacked extension's id, so the web app knows whom to hand a token.
const key = readFileSync(new URL('./keys/public-key.txt', import.meta.url), 'utf8').trim();

export default defineConfig({
  srcDir: 'src',
  entrypointsDir: 'entrypoints',
  outDir: process.env.QUILLBID_EXTENSION_OUT_DIR ?? 'dist',
  modules: ['@wxt-dev/module-react'],
  // @quillbid/shared's TypeScript sources, not its build.
  vite: () => ({ resolve: { conditions: ['quillbid-source', ...defaultClientConditions] } }),
  // Every module names what it uses: no globals appear out of nowhere.
  imports: false,
  manifest: {
    name: 'Quillbid',
    description: 'Reads the job you are looking at, writes a proposal from your profile and puts it into the form.',
    key,
    permissions: ['storage', 'activeTab', 'scripting', 'sidePanel'],
    host_permissions: [originPattern(apiOrigin), ...(sitesAtInstall ? sites : [])],
    // Asked for on first use; the API origin may be moved to any https host in the panel's settings.
    optional_host_permissions: [...(sitesAtInstall ? [] : sites), 'https://*/*'],
    externally_connectable: { matches: [originPattern(apiOrigin)] },
    action: { default_title: 'Open Quillbid' },
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
  },
});
