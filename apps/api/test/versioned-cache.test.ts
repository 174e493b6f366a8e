import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { versionedCache } from '../src/db/versioned-cache.js';

// The cache only uses the database as a key: answers of one database are never given for another.
const db = {} as Db;
const otherDb = {} as Db;

describe('versionedCache', () => {
  it('computes once per version and again for a newer one, never for an older one', async () => {
    const cache = versionedCache();
    let computed = 0;
    const compute = async () => `answer ${++computed}`;
    expect(await cache(db, 'k', 1, compute)).toBe('answer 1');
    expect(await cache(db, 'k', 1, compute)).toBe('answer 1');
    expect(await cache(db, 'k', 0, compute)).toBe('answer 1');
    expect(await cache(db, 'k', 2, compute)).toBe('answer 2');
    expect(await cache(otherDb, 'k', 2, compute)).toBe('answer 3');
  });

  it('shares one computation between requests that miss together, and keeps no failure', async () => {
    const cache = versionedCache();
    let computed = 0;
    const failing = async () => {
      computed += 1;
      throw new Error('database down');
    };
    const both = [cache(db, 'k', 1, failing), cache(db, 'k', 1, failing)];
    await expect(Promise.all(both)).rejects.toThrow('database down');
    expect(computed).toBe(1);
    expect(await cache(db, 'k', 1, async () => 'recovered')).toBe('recovered');
  });

  it('forgets the least recently used answer beyond its size', async () => {
    const cache = versionedCache({ maxEntries: 2 });
    const keep = (value: string) => async () => value;
    await cache(db, 'a', 1, keep('a'));
    await cache(db, 'b', 1, keep('b'));
    await cache(db, 'a', 1, keep('a again'));
    await cache(db, 'c', 1, keep('c'));
    expect(await cache(db, 'a', 1, keep('a recomputed'))).toBe('a');
    expect(await cache(db, 'b', 1, keep('b recomputed'))).toBe('b recomputed');
  });

  it('forgets the least recently used answers while those it keeps are longer than its bound', async () => {
    const cache = versionedCache({ maxLength: 10 });
    const keep = (value: string) => async () => value;
    await cache(db, 'a', 1, keep('aaaa'));
    await cache(db, 'b', 1, keep('bbbb'));
    await cache(db, 'a', 1, keep('a again'));
    await cache(db, 'c', 1, keep('cccc'));
    expect(await cache(db, 'a', 1, keep('a recomputed'))).toBe('aaaa');
    expect(await cache(db, 'b', 1, keep('bb'))).toBe('bb');
    // Over the whole bound: answered, not kept, and nothing else pushed out for it.
    expect(await cache(db, 'long', 1, keep('longer than ten'))).toBe('longer than ten');
    expect(await cache(db, 'c', 1, keep('c recomputed'))).toBe('cccc');
    expect(await cache(db, 'long', 1, keep('recomputed'))).toBe('recomputed');
  });
});
