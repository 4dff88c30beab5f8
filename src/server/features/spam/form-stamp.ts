// The start stamp of a public form: the server's time when the visitor first touched the form, signed
// with the site's key, so a bot cannot make one up or date it back without asking for it and waiting.
// Both ends are the server's clock: a buyer's wrong clock changes nothing. A random part makes each
// stamp one of its own, since a stamp vouches for one submission (spent-stamps.ts) and two visitors
// may be stamped in the same millisecond.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, issued: string) =>
  createHmac('sha256', secret).update(`form-stamp:${issued}`).digest('base64url').slice(0, 22);

export function signFormStamp(secret: string, issuedAt: Date): string {
  const issued = `${issuedAt.getTime().toString(36)}-${randomBytes(6).toString('base64url')}`;
  return `${issued}.${signature(secret, issued)}`;
}

/**
 * How long ago the stamp was issued (ms), or null for anything this server did not sign. A stamp
 * without the random part (`time.signature`) is one issued before it was added, good for its day.
 */
export function formStampAge(secret: string, stamp: unknown, now: Date): number | null {
  if (typeof stamp !== 'string' || stamp.length > 64) return null;
  const [issued, signed] = stamp.split('.');
  if (!issued || !signed || !/^[0-9a-z]{1,12}(-[\w-]{8})?$/.test(issued)) return null;
  const expected = Buffer.from(signature(secret, issued));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return now.getTime() - Number.parseInt(issued.split('-')[0], 36);
}
