import { Parser } from 'htmlparser2';

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr']);

/** Whether HTML is well formed: every element opened is closed, in order, and nothing closes twice. */
export function wellFormed(html: string): boolean {
  const open: string[] = [];
  let ok = true;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (!VOID.has(name)) open.push(name);
      },
      onclosetag: (name, implied) => {
        if (VOID.has(name)) return;
        // A close the parser had to imply, or one that does not match the last open element, is a fault.
        if (implied || open.pop() !== name) ok = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return ok && open.length === 0;
}
