import { htmlBlocks } from '@quillbid/shared';

/**
 * Whether two drafts say the same sentences with only the nouns changed. A sentence's skeleton keeps the
 * writer's own words and blanks out everything taken from the post or the profile, and every number.
 */
export function skeletons(html: string, sources: string): Set<string> {
  const own = new Set(sources.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const out = new Set<string>();
  for (const block of htmlBlocks(html)) {
    if (block.text.split(/\s+/).length < 4) continue; // greetings and names
    for (const sentence of block.text.split(/(?<=[.!?])\s+/)) {
      const skeleton = (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
        .map((word) => (own.has(word) || /\d/.test(word) ? '_' : word))
        .join(' ')
        .replace(/(?:_ )+_/g, '_');
      if (skeleton.replace(/[_ ]/g, '').length > 0) out.add(skeleton);
    }
  }
  return out;
}

/** The share of the smaller draft's sentence skeletons that the other draft also has. */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  return [...small].filter((s) => large.has(s)).length / small.size;
}
