import type { Db } from './client.js';

/** How much a cache keeps per database: the most recently asked-for answers within both bounds. */
export type CacheBounds = { maxEntries: number; maxChars: number };
const DEFAULT_BOUNDS: CacheBounds = { maxEntries: 500, maxChars: 8_000_000 };

type Entry = { version: number; value: Promise<string>; chars: number };
type Kept = { entries: Map<string, Entry>; chars: number };
export type VersionedCache = (db: Db, key: string, version: number, compute: () => Promise<string>) => Promise<string>;

/**
 * Answers computed once per version of what they are made from, and answered again while that version
 * stands. The caller reads the version first (one row), so an answer is never older than the version it
 * is kept under, and every process of the app sees a change at once. Requests that miss together share
 * one computation; a failed one is not kept. Answers are counted in characters once they arrive, so a
 * few large ones cannot hold more memory than the bounds allow.
 */
export function versionedCache(bounds: Partial<CacheBounds> = {}): VersionedCache {
  const { maxEntries, maxChars } = { ...DEFAULT_BOUNDS, ...bounds };
  const byDb = new WeakMap<Db, Kept>();

  const forget = (kept: Kept, key: string) => {
    const entry = kept.entries.get(key);
    if (!entry) return;
    kept.entries.delete(key);
    kept.chars -= entry.chars;
  };
  // Entries are re-inserted on every use, so the first key of the map is the least recently used.
  const trim = (kept: Kept) => {
    for (const oldest of kept.entries.keys()) {
      if (kept.entries.size <= maxEntries && kept.chars <= maxChars) break;
      forget(kept, oldest);
    }
  };

  return (db, key, version, compute) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = { entries: new Map(), chars: 0 }));
    const found = kept.entries.get(key);
    if (found && found.version >= version) {
      kept.entries.delete(key);
      kept.entries.set(key, found);
      return found.value;
    }
    forget(kept, key);
    const entry: Entry = { version, value: compute(), chars: 0 };
    kept.entries.set(key, entry);
    const owner = kept;
    entry.value.then(
      (answer) => {
        if (owner.entries.get(key) !== entry) return;
        // One answer over the whole bound is not kept, rather than pushing out everything else.
        if (answer.length > maxChars) return forget(owner, key);
        entry.chars = answer.length;
        owner.chars += answer.length;
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
