import type { Db } from './client.js';

/** Answers a process keeps per database, the most recently asked for: a few megabytes at most. */
const MAX_ENTRIES = 500;

type Entry = { version: number; value: Promise<string> };
export type VersionedCache = (db: Db, key: string, version: number, compute: () => Promise<string>) => Promise<string>;

/**
 * Answers computed once per version of what they are made from, and answered again while that version
 * stands. The caller reads the version first (one row), so an answer is never older than the version it
 * is kept under, and every process of the app sees a change at once. Requests that miss together share
 * one computation; a failed one is not kept.
 */
export function versionedCache(max = MAX_ENTRIES): VersionedCache {
  const byDb = new WeakMap<Db, Map<string, Entry>>();
  return (db, key, version, compute) => {
    let entries = byDb.get(db);
    if (!entries) byDb.set(db, (entries = new Map()));
    const found = entries.get(key);
    entries.delete(key);
    // Re-inserted on every use, so the first key of the map is the least recently used.
    if (found && found.version >= version) {
      entries.set(key, found);
      return found.value;
    }
    const entry = { version, value: compute() };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= max) break;
      entries.delete(oldest);
    }
    return entry.value;
  };
}
