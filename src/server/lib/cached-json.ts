// A JSON answer kept in memory and compressed once per encoding, the first time a client asks for
// it, instead of once per request: brotli at the per-request compressor's level took more CPU than
// the rest of a cached answer. @fastify/compress leaves a body alone that already has a
// Content-Encoding.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientHolds, weakEtag } from './conditional-get';

export type CachedJson = { json: Buffer; etag: string; br?: Buffer; gzip?: Buffer };

// Smaller bodies are not worth compressing (@fastify/compress's threshold in app.ts).
const THRESHOLD = 1024;

/** `json` as reply.serialize gives it: the route's response schema applied once. */
export function cachedJson(json: string | Buffer | ArrayBuffer): CachedJson {
  const bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
  return { json: bytes, etag: weakEtag(bytes) };
}

type Encoding = 'br' | 'gzip' | undefined;

// Browsers send a handful of distinct headers; parsing each request's anew took 2 % of the main
// thread serving kept pages. Emptied when full, so that made-up headers cannot grow it.
const ENCODINGS_KEPT = 64;
const encodingOf = new Map<string, Encoding>();

/** The best encoding the client accepts (brotli, then gzip), unless it refuses it with q=0. */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return undefined;
  let encoding = encodingOf.get(header);
  if (encoding === undefined && !encodingOf.has(header)) {
    if (encodingOf.size >= ENCODINGS_KEPT) encodingOf.clear();
    encoding = parseAcceptEncoding(header);
    encodingOf.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * The bytes in memory of their own. zlib's one-call functions answer a view of their 16 KB output
 * buffer: a kept 1 KB answer held all 16 KB, and 100,000 kept product answers 1.6 GB where their
 * caches counted 100 MB.
 */
export function ownBytes(view: Buffer): Buffer {
  if (view.buffer.byteLength === view.length) return view;
  const own = Buffer.alloc(view.length);
  view.copy(own);
  return own;
}

/**
 * Brotli's window, as small as `length` bytes allow. Its default (4 MB) made each compression of a
 * small answer allocate some megabytes, which `npm start`'s MALLOC_MMAP_THRESHOLD_ hands back to the
 * system at once: 780 µs for a 3 KB product answer instead of 40, for the same bytes out.
 */
export const brotliWindow = (length: number) => Math.min(24, Math.max(10, Math.ceil(Math.log2(length + 16))));

const brotliOptions = (length: number, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindow(length),
  },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** `bytes` compressed with `encoding`, made the first time and kept in `store` for the next. */
export function compressOnce(
  store: { br?: Buffer; gzip?: Buffer },
  bytes: Buffer,
  encoding: 'br' | 'gzip',
  quality = 6,
): Buffer {
  if (encoding === 'br') {
    store.br ??= ownBytes(zlib.brotliCompressSync(bytes, brotliOptions(bytes.length, quality)));
    return store.br;
  }
  store.gzip ??= ownBytes(zlib.gzipSync(bytes, GZIP_OPTIONS));
  return store.gzip;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `bytes` compressed as `compressOnce` does, on libuv's thread pool rather than the event loop: a
 * product page (some 70 KB) takes milliseconds to compress, during which the server would answer
 * nobody else.
 */
export async function compressOffThread(bytes: Buffer, encoding: 'br' | 'gzip', quality = 6) {
  const compressed =
    encoding === 'br'
      ? await brotliCompress(bytes, brotliOptions(bytes.length, quality))
      : await gzip(bytes, GZIP_OPTIONS);
  return ownBytes(compressed);
}

/** Sends the kept answer, 304 when the client holds it already. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', body.etag)
    .header('Vary', 'Accept-Encoding')
    // Revalidated each time: a change must show at once (the ETag makes that cheap).
    .header('Cache-Control', 'no-cache');
  if (clientHolds(request, body.etag)) return reply.status(304).send();
  const encoding =
    body.json.length >= THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header('Content-Encoding', encoding).send(compressOnce(body, body.json, encoding));
}
