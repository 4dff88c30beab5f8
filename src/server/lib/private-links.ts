// Private links: an address that opens something to whoever holds it (a buyer's tracking page
// /quotes/{token}, a password reset, a document download). DESIGN.md §6 asks that no usable token
// be stored anywhere, mail bodies included, so that a copy of the database (a dump, its WAL, a
// backup) opens nothing. This module is the one way to make, mail and check such a link.
//
// - A link has a kind ("inquiryTracking", "passwordReset", ...) and an id: a fresh UUID, or the id
//   of the row the link belongs to. Its token is HMAC-SHA256(secret, "kind:id") in base64url
//   (256 bits, 43 characters). The secret (TOKEN_SECRET, or the embedded database's secret file; see
//   config.ts) is never in the database, so kind and id alone give nothing away.
// - What the link opens stores only SHA-256(token) (hashToken), and a presented token is checked by
//   hashing it the same way.
// - A queued mail carries tokenPlaceholder(link) where the token goes (inside the URL, in the text
//   and HTML parts) and lists the link in mail_outbox.private_links. The mail worker puts the token
//   in (fillPrivateLinks) only as it hands the mail to the SMTP server, so what is stored never holds
//   it. Only the listed links are filled: a placeholder typed into a message by a visitor stays text.
//
//   const link = createPrivateLink(config.tokenSecret, 'passwordReset', row.id);
//   store link.hash; queueMail(tx, to, { ..., text: `${url}/reset/${tokenPlaceholder(link)}`, privateLinks: [link] });
//
// Changing the secret leaves every link already sent working (their hashes are stored); only links
// in mail still waiting in the outbox would then be filled with tokens that open nothing.
import { createHash, createHmac, randomUUID } from 'node:crypto';

export type PrivateLink = { kind: string; id: string };

/** A secret shorter than this is refused at start-up (config.ts). */
export const TOKEN_SECRET_MIN_LENGTH = 32;

const NAME = /^[A-Za-z0-9-]+$/;

function checked(link: PrivateLink): PrivateLink {
  // Kinds and ids are ours (words and UUIDs); anything else would make placeholders ambiguous.
  if (!NAME.test(link.kind) || !NAME.test(link.id))
    throw new Error(`Not a private link: ${link.kind}:${link.id}`);
  return link;
}

/** The token a link's holder presents. */
export const privateLinkToken = (secret: string, link: PrivateLink) =>
  createHmac('sha256', secret)
    .update(`${checked(link).kind}:${link.id}`)
    .digest('base64url');

/** SHA-256 of a token, hex: what is stored to recognise it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link of `kind` (for the row `id`, or under a fresh id): the token, to hand out now and never
 * store, and the hash to store.
 */
export function createPrivateLink(secret: string, kind: string, id: string = randomUUID()) {
  const link = checked({ kind, id });
  const token = privateLinkToken(secret, link);
  return { ...link, token, hash: hashToken(token) };
}

/** What a queued mail holds where the link's token goes. Safe in URLs and HTML as it is. */
export const tokenPlaceholder = (link: PrivateLink) => `{{token:${checked(link).kind}:${link.id}}}`;

/** The text with each listed link's placeholder replaced by its token: done at send time only. */
export function fillPrivateLinks(secret: string, text: string, links: readonly PrivateLink[]): string {
  let filled = text;
  for (const link of links) {
    filled = filled.replaceAll(tokenPlaceholder(link), privateLinkToken(secret, link));
  }
  return filled;
}
