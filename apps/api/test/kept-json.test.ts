import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { keptJson, type JsonAnswer } from '../src/http/json-text.js';

const db = {} as Db;

const decoded = (answer: JsonAnswer): string => {
  if ('json' in answer) return answer.json;
  return (answer.encoding === 'br' ? brotliDecompressSync : gunzipSync)(answer.compressed).toString('utf8');
};

describe('keptJson', () => {
  it('keeps each answer compressed per encoding and version, computing its text once', async () => {
    const kept = keptJson();
    let computed = 0;
    const compute = async () => JSON.stringify({ page: ++computed, text: 'a proposal '.repeat(200) });

    const plain = await kept(db, 'k', 1, compute, null);
    const brotli = await kept(db, 'k', 1, compute, 'br');
    const gzip = await kept(db, 'k', 1, compute, 'gzip');
    expect(computed).toBe(1);
    expect('json' in plain).toBe(true);
    expect(brotli).toMatchObject({ encoding: 'br' });
    expect(gzip).toMatchObject({ encoding: 'gzip' });
    expect(decoded(brotli)).toBe(decoded(plain));
    expect(decoded(gzip)).toBe(decoded(plain));

    // The same bytes again, not compressed a second time.
    const again = await kept(db, 'k', 1, compute, 'br');
    expect('compressed' in again && 'compressed' in brotli && again.compressed === brotli.compressed).toBe(true);

    // A newer version is computed and compressed anew.
    const newer = await kept(db, 'k', 2, compute, 'br');
    expect(computed).toBe(2);
    expect(JSON.parse(decoded(newer)).page).toBe(2);
  });

  it('answers a client that takes compressed answers without reading the text again', async () => {
    const kept = keptJson({ maxEntries: 1 });
    let computed = 0;
    const compute = async () => JSON.stringify({ page: ++computed });
    await kept(db, 'k', 1, compute, 'br');
    // One entry per cache: another answer's text pushes out the text of 'k'; its compressed form stays.
    await kept(db, 'other', 1, async () => '{}', null);
    expect(JSON.parse(decoded(await kept(db, 'k', 1, compute, 'br'))).page).toBe(1);
    expect(computed).toBe(1);
  });
});
