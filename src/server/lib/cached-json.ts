// A JSON answer kept in memory and compressed once per encoding, the first time a client asks for
// it, instead of once per request: brotli at the per-request compressor's level took more CPU than
// the rest of a cached answer. @fastify/compress leaves a body alone that already has a
// Content-Encoding.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CachedJson = { json: Buffer; etag: string; br?: Buffer; gzip?: Buffer };

// Smaller bodies are not worth compressing (@fastify/compress's threshold in app.ts).
const THRESHOLD = 1024;

/** `json` as reply.serialize gives it: the route's response schema applied once. */
export function cachedJson(json: string | Buffer | ArrayBuffer): CachedJson {
  const bytes = typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
  // Weak: the same JSON goes out as brotli, gzip or plain bytes under this one tag.
  return { json: bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"` };
}

/** The best encoding the client accepts (brotli, then gzip), unless it refuses it with q=0. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
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

function encoded(body: CachedJson, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    body.br ??= zlib.brotliCompressSync(body.json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.json.length,
      },
    });
    return body.br;
  }
  body.gzip ??= zlib.gzipSync(body.json, { level: 6 });
  return body.gzip;
}

/** Sends the kept answer, 304 when the client holds it already. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('ETag', body.etag)
    .header('Vary', 'Accept-Encoding')
    // Revalidated each time: a change must show at once (the ETag makes that cheap).
    .header('Cache-Control', 'no-cache');
  const known = (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(body.etag.replace(/^W\//, ''))) return reply.status(304).send();
  const encoding =
    body.json.length >= THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header('Content-Encoding', encoding).send(encoded(body, encoding));
}
