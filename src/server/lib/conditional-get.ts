// Validators for conditional GETs, one way for pages, API answers and media: a weak ETag of the bytes
// and the check whether the client already holds it.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A weak validator of a body: the same bytes give the same tag, whatever encoding they travel in. */
export const weakEtag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

const bare = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names `etag`; a cache may send a tag back weak (W/"...") or among others. */
export function clientHolds(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  // Most requests hold nothing: answered without splitting and trimming on every cached answer.
  if (!held) return false;
  const wanted = bare(etag);
  return held.split(',').some((tag) => bare(tag) === wanted);
}
