import { beforeAll } from 'vitest';

/**
 * Loads lazy chunks (pages, the rich editor) before a file's tests start. Vite compiles a module the first time it
 * is imported, which takes seconds on a busy machine; loaded here, that time is not counted against the first test
 * that renders the chunk.
 */
export function preloadLazyChunks(...loads: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await Promise.all(loads.map((load) => load()));
  }, 120_000);
}
