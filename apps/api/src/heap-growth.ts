import { setFlagsFromString } from 'node:v8';

/**
 * Under a steady stream of requests V8 lets the old generation grow to several times what survives a full
 * collection, and an idle server keeps that memory until V8 shrinks it, if it does (docs/benchmarks.md, run G).
 * A fixed growth factor keeps the heap near what is alive, at the price of collecting more often. V8 reads the
 * flag each time it sets the next collection's limit, so it takes effect from the first one after start-up.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
