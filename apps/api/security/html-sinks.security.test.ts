import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Plain text reaches the page as text: React escapes it, the extension inserts text nodes. The only
// ways to render HTML are listed here, and each must hand the browser DOMPurify's output.
const repo = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/web/src', 'apps/extension/src'];
const HTML_SINKS = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('HTML in the browser', () => {
  it('is rendered only through DOMPurify', () => {
    const sinks = SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${path.relative(repo, file)}:${index + 1}`, line }))
        .filter(({ line }) => HTML_SINKS.test(line)),
    );
    expect(sinks.length).toBeGreaterThan(0);
    expect(sinks.filter(({ line }) => !line.includes('DOMPurify.sanitize(')).map(({ where }) => where)).toEqual([]);
  });
});
