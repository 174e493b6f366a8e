/** Where a value sits inside a JSON body: keys and array indexes. */
export type JsonPath = (string | number)[];

/** The path of every string inside a JSON value. */
export function stringPaths(value: unknown, path: JsonPath = []): JsonPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** A copy of `value` with the value at each of `paths` replaced by `replace(old value)`. */
export function withValuesAt<T>(value: T, paths: JsonPath[], replace: (old: unknown) => unknown): T {
  const copy = structuredClone(value);
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
    const last = path.at(-1);
    if (parent && last !== undefined) parent[last] = replace(parent[last]);
  }
  return copy;
}

export const pathLabel = (path: JsonPath) => path.join('.');
