import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON, pages and styles made per request; the live pot's event stream is never buffered. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html|text\/css|image\/svg\+xml)/;

/**
 * Answers made per request (API JSON, the rendered index.html) are compressed above 1 KB.
 * Built files are compressed once, at build time, and served as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Brotli's default (11) costs milliseconds per answer; 4 is about gzip's speed.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
