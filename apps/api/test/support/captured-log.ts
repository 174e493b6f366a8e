import { Writable } from 'node:stream';

/** A stream for the app's logger (`{ logger: { stream } }`) that keeps each line it writes, parsed, in `lines`. */
export function capturedLog(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  return { lines, stream };
}
