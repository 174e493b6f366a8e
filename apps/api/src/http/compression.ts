import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** In the order preferred: brotli is smaller for the same time. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];
export type ContentEncoding = 'br' | 'gzip';

/** Answers shorter than this go as they are: compressing them saves less than its headers cost. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli's quality 4 compresses about as well as gzip's default in a fraction of its time (11 is for files built once). */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip, as the client accepts, for JSON and text answers of a kilobyte and more, so a deploy
 * without a compressing proxy in front (a plain load balancer, `npm start` alone) still sends a history page
 * small. A proposal streamed as it is written is never held back to be compressed (its route writes the
 * events itself). Request bodies that arrive compressed are not inflated: a small body could grow past the
 * body limit.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    encodings: ENCODINGS,
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions,
    globalDecompression: false,
  });
}

/** The encoding the plugin would answer `request` in (`*` and `x-gzip` read as gzip, as it reads them). */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS) : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `text` compressed as the plugin compresses an answer, off the event loop. */
export const compressText = (text: string, encoding: ContentEncoding): Promise<Buffer> =>
  encoding === 'br' ? brotliAsync(text, brotliOptions) : gzipAsync(text);
