// The buyer's private tracking link (/quotes/{token}, DESIGN.md §5): a private link
// (lib/private-links.ts) of kind "inquiryTracking", 256 bits derived from the token secret. The token
// is shown in the create response and written into the buyer's mails only as they are sent; the
// database holds its SHA-256 alone (inquiries.tracking_token_hash, inquiry_access_tokens), so a copy
// of it cannot open anyone's request.
import { type Locale, localizedPath } from '@/i18n/locales';
import { createPrivateLink, type PrivateLink, tokenPlaceholder } from '@/server/lib/private-links';

export const TRACKING_LINK_KIND = 'inquiryTracking';

/** A fresh tracking link: its token (to hand out, never store) and the hash to store. */
export const createTrackingLink = (secret: string) => createPrivateLink(secret, TRACKING_LINK_KIND);

/** The buyer's private page, in the language they asked in (a mail is often opened on another device). */
export const trackingUrl = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}${localizedPath(`/quotes/${token}`, locale)}`;

/** The same page as a queued mail holds it: the token's placeholder in its place. */
export const queuedTrackingUrl = (publicUrl: string, link: PrivateLink, locale: Locale) =>
  trackingUrl(publicUrl, tokenPlaceholder(link), locale);
