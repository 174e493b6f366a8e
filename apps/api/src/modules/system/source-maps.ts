import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** A frame's place in a built chunk, as browsers write it: `http://host/assets/Page-x1.js:1:2345`. */
const CHUNK_POSITION = /(?:https?:\/\/[^\s/()@]+)?\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;

/** `../../src/features/x.tsx` (relative to the map) as `src/features/x.tsx`. */
const fromWebRoot = (source: string) => source.replace(/^(?:\.\.\/)+/, '');

/**
 * Turns the positions in a client error's stack, in minified chunks, back into source positions, with the maps
 * the web build writes beside its chunks (never served). Only this build's chunks are looked up, so what a
 * report names cannot make the server read other files or keep more maps than the build has. Each map is read
 * when a stack first names its chunk.
 */
export function sourceStacks(webDist: string): (stack: string) => Promise<string | null> {
  const assets = path.join(webDist, 'assets');
  const mapped = new Set(existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.js.map')) : []);
  const maps = new Map<string, Promise<TraceMap | null>>();
  const mapOf = (chunk: string) => {
    let map = maps.get(chunk);
    if (!map) {
      map = readFile(path.join(assets, `${chunk}.map`), 'utf8').then(
        (text) => new TraceMap(text),
        () => null,
      );
      maps.set(chunk, map);
    }
    return map;
  };

  return async (stack) => {
    const chunks = new Set([...stack.matchAll(CHUNK_POSITION)].map((match) => match[1] ?? ''));
    const named = [...chunks].filter((chunk) => mapped.has(`${chunk}.map`));
    const maps = await Promise.all(named.map(async (chunk) => [chunk, await mapOf(chunk)] as const));
    const loaded = new Map(maps.filter((entry): entry is [string, TraceMap] => entry[1] !== null));
    let found = false;
    const resolved = stack.replace(CHUNK_POSITION, (frame, chunk: string, line: string, column: string) => {
      const map = loaded.get(chunk);
      if (!map) return frame;
      const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
      if (original.source === null) return frame;
      found = true;
      return `${fromWebRoot(original.source)}:${original.line}:${original.column + 1}`;
    });
    return found ? resolved : null;
  };
}
