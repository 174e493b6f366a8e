import type { Db } from './client.js';

/**
 * How much a cache keeps per database: the most recently asked-for answers within both bounds, their length
 * counted in characters of text or bytes of compressed text.
 */
export type CacheBounds = { maxEntries: number; maxLength: number };
const DEFAULT_BOUNDS: CacheBounds = { maxEntries: 500, maxLength: 8_000_000 };

type Answer = string | Buffer;
type Entry<T> = { version: number; value: Promise<T>; length: number };
type Kept<T> = { entries: Map<string, Entry<T>>; length: number };
export type VersionedCache<T extends Answer = string> = (
  db: Db,
  key: string,
  version: number,
  compute: () => Promise<T>,
) => Promise<T>;

/**
 * Answers computed once per version of what they are made from, and answered again while that version
 * stands. The caller reads the version first (one row), so an answer is never older than the version it
 * is kept under, and every process of the app sees a change at once. Requests that miss together share
 * one computation; a failed one is not kept. Answers are measured once they arrive, so a few large ones
 * cannot hold more memory than the bounds allow.
 */
export function versionedCache<T extends Answer = string>(bounds: Partial<CacheBounds> = {}): VersionedCache<T> {
  const { maxEntries, maxLength } = { ...DEFAULT_BOUNDS, ...bounds };
  const byDb = new WeakMap<Db, Kept<T>>();

  const forget = (kept: Kept<T>, key: string) => {
    const entry = kept.entries.get(key);
    if (!entry) return;
    kept.entries.delete(key);
    kept.length -= entry.length;
  };
  // Entries are re-inserted on every use, so the first key of the map is the least recently used.
  const trim = (kept: Kept<T>) => {
    for (const oldest of kept.entries.keys()) {
      if (kept.entries.size <= maxEntries && kept.length <= maxLength) break;
      forget(kept, oldest);
    }
  };

  return (db, key, version, compute) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = { entries: new Map(), length: 0 }));
    const found = kept.entries.get(key);
    if (found && found.version >= version) {
      kept.entries.delete(key);
      kept.entries.set(key, found);
      return found.value;
    }
    forget(kept, key);
    const entry: Entry<T> = { version, value: compute(), length: 0 };
    kept.entries.set(key, entry);
    const owner = kept;
    entry.value.then(
      (answer) => {
        if (owner.entries.get(key) !== entry) return;
        // One answer over the whole bound is not kept, rather than pushing out everything else.
        if (answer.length > maxLength) return forget(owner, key);
        entry.length = answer.length;
        owner.length += answer.length;
        trim(owner);
      },
      () => {
        if (owner.entries.get(key) === entry) forget(owner, key);
      },
    );
    trim(kept);
    return entry.value;
  };
}
