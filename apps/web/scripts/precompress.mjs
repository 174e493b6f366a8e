// Writes a .br and a .gz beside each text file of a built web app, for the API's static files to send to
// browsers that accept them (apps/api/src/http/web-app.ts). Run after `vite build`:
//   node scripts/precompress.mjs [dist folder, default: dist]
// Plain JavaScript, so the build needs nothing beyond Node.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
// Below this, the saving is smaller than the headers that announce it.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const dist = path.resolve(process.argv[2] ?? 'dist');
const entries = await readdir(dist, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let count = 0;
let original = 0;
let compressed = 0;
for (const file of files) {
  const content = await readFile(file);
  // A rebuild into the same folder must not leave the twins of an older build beside a new file.
  await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
  if (content.length < MIN_BYTES) continue;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin no smaller than its original is only a cost.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
  count += 1;
  original += content.length;
  compressed += Math.min(br.length, content.length);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.log(`precompressed ${count} files in ${dist}: ${kb(original)} → ${kb(compressed)} with brotli`);
