// The buyer's private tracking link (/quotes/{token}, DESIGN.md §5): 256 random bits, shown once (in
// the acknowledgement and the create response) and stored only as its SHA-256, so a copy of the
// database cannot open anyone's request. Looking a token up means hashing it the same way.
import { createHash, randomBytes } from 'node:crypto';
import { type Locale, localizedPath } from '@/i18n/locales';

export const TRACKING_TOKEN_BYTES = 32;

/** SHA-256 of the token, hex: what inquiries.tracking_token_hash holds. */
export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token (base64url, 43 characters) and the hash to store. */
export function createTrackingToken(): { token: string; hash: string } {
  const token = randomBytes(TRACKING_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashTrackingToken(token) };
}

/** The buyer's private page, in the language they asked in (a mail is often opened on another device). */
export const trackingUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}${localizedPath(`/quotes/${token}`, locale)}`;
