// Kept free of zod: the always-loaded shell uses these limits and types.
import type { DocumentKind } from './enums';

// How an uploaded image is kept: the asset id (SHA-256 of the original bytes), its display size and
// the widths of the WebP variants made from it. URLs are derived from it, so they never go stale.
export type StoredImage = { asset: string; width: number; height: number; widths: number[] };

// An uploaded PDF (safety data sheet or technical data sheet).
export type StoredDocument = { asset: string; kind: DocumentKind; title: string; byteSize: number };

// What the API sends for an image: enough to render a responsive <img> that never shifts the layout.
export type ImageAsset = { url: string; srcset: string; width: number; height: number };
export type DocumentAsset = { url: string; kind: DocumentKind; title: string; byteSize: number };

export const MB = 1024 * 1024;
export const AVATAR_MAX_BYTES = 5 * MB;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;

/** The limits are "under 5MB", "under 10MB": a file of exactly the limit is already too large. */
export const isTooLarge = (byteSize: number, maxBytes: number) => byteSize >= maxBytes;

// Image types the product form accepts, checked against the real content on the server.
export const PRODUCT_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
export const DEFAULT_AVATAR = '/avatar.png';

export const mediaUrl = (asset: string, width: number) => `/media/${asset}-${width}.webp`;
export const documentUrl = (asset: string) => `/media/${asset}.pdf`;

export function toImageAsset(image: StoredImage, preferredWidth = 800): ImageAsset {
  const widths = [...image.widths].sort((a, b) => a - b);
  const chosen = widths.find((w) => w >= preferredWidth) ?? widths[widths.length - 1];
  return {
    url: mediaUrl(image.asset, chosen),
    srcset: widths.map((w) => `${mediaUrl(image.asset, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

export const toDocumentAsset = (doc: StoredDocument): DocumentAsset => ({
  url: documentUrl(doc.asset),
  kind: doc.kind,
  title: doc.title,
  byteSize: doc.byteSize,
});
