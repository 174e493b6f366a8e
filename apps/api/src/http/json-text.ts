import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { versionedCache, type CacheBounds } from '../db/versioned-cache.js';
import { compressText, type ContentEncoding } from './compression.js';

/** JSON that is already text, or that text already compressed. */
export type JsonAnswer = { json: string } | { compressed: Buffer; encoding: ContentEncoding };

/**
 * Answers with JSON that is already text (a page PostgreSQL built as JSON): Fastify sends a string with a
 * JSON content type as it is, so nothing is parsed or serialised again, and the compression plugin compresses
 * it as any answer. Text already compressed goes as it is. The route's response schema still documents it,
 * and its tests check the text against that schema.
 */
export function sendJsonText(reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if ('json' in answer) return reply.send(answer.json);
  return reply.header('content-encoding', answer.encoding).header('vary', 'accept-encoding').send(answer.compressed);
}

export type KeptJson = (
  db: Db,
  key: string,
  version: number,
  compute: () => Promise<string>,
  encoding: ContentEncoding | null,
) => Promise<JsonAnswer>;

/**
 * JSON answers kept per version (`versionedCache`), and kept compressed too in each encoding asked for: an
 * answer asked for again is compressed once per version, not on every request. A client that takes
 * compressed answers is sent the kept bytes without the text being read again.
 */
export function keptJson(bounds: Partial<CacheBounds> = {}): KeptJson {
  const texts = versionedCache(bounds);
  const compressed = versionedCache<Buffer>(bounds);
  return async (db, key, version, compute, encoding) => {
    const text = () => texts(db, key, version, compute);
    if (encoding === null) return { json: await text() };
    const bytes = await compressed(db, `${key} ${encoding}`, version, async () => compressText(await text(), encoding));
    return { compressed: bytes, encoding };
  };
}
