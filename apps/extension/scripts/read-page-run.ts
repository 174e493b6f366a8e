import { readFile } from 'node:fs/promises';
import { JSDOM, VirtualConsole } from 'jsdom';
import { readPage } from '../src/page/read-page';

export const USAGE = 'Usage: read-page <file.html> <url>';

export interface Output {
  out: (text: string) => void;
  err: (line: string) => void;
}

const isUrl = (text: string): boolean => {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Reads a saved page as the extension would read it at `url`, and prints the reading as JSON. Returns the
 * exit code: 0, or 2 for a usage error (told in one line). The page's scripts never run, and jsdom's
 * complaints about the page's CSS stay out of the output.
 */
export async function runReadPage(args: readonly string[], output: Output): Promise<number> {
  const [file, url, ...extra] = args;
  if (!file || !url || extra.length > 0) {
    output.err(USAGE);
    return 2;
  }
  if (!isUrl(url)) {
    output.err(`Not a URL: ${url}`);
    return 2;
  }
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    output.err(`Cannot read ${file} (${reason})`);
    return 2;
  }
  const { window } = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  output.out(JSON.stringify(readPage(window.document, url), null, 2));
  window.close();
  return 0;
}
