// What a first visit to a page downloads before it can be used, from the manifest `vite build` writes: its
// HTML's entry chunk, the page's lazy chunk if it has one, and every chunk they import statically (Vite
// preloads those).
// Plain JavaScript, so the build needs nothing beyond Node.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The files a page needs at once: the chunks named (manifest keys: the page's HTML for its entry, source paths for
 * its lazy chunks) and everything they import statically, each file once. Dynamic imports are left out: they load
 * later.
 * @param {Manifest} manifest
 * @param {string[]} pageSources
 * @returns {string[]}
 */
export function initialFiles(manifest, pageSources) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the manifest: is it still a lazy page of the app?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of pageSources) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Bytes after gzip at the level the build's precompress step uses. */
export function gzipSize(content) {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

/**
 * The gzipped size of each file a page needs at once, largest first, and their total.
 * @param {string} dist the built web app
 * @param {string[]} pageSources
 */
export async function measurePage(dist, pageSources) {
  /** @type {Manifest} */
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = await Promise.all(
    initialFiles(manifest, pageSources).map(async (file) => ({
      file,
      gzip: gzipSize(await readFile(path.join(dist, file))),
    })),
  );
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, { gzip }) => sum + gzip, 0) };
}
