// Kept free of zod: the always-loaded shell uses these limits and types.
import type { DocumentAccess, DocumentKind, Locale } from './enums';

// How an uploaded image is kept: the asset id (SHA-256 of the original bytes), its display size and
// the widths of the WebP variants made from it. URLs are derived from it, so they never go stale.
export type StoredImage = { asset: string; width: number; height: number; widths: number[] };

// An uploaded PDF (safety data sheet, technical data sheet, certificate of analysis, other).
export type StoredDocument = { asset: string; kind: DocumentKind; title: string; byteSize: number };
/** A product's document as its row holds it (product_documents, migration 0019). */
export type ProductDocumentRef = StoredDocument & {
  id: string;
  language: Locale;
  revisionDate: string;
  access: DocumentAccess;
};

// What the API sends for an image: enough to render a responsive <img> that never shifts the layout.
export type ImageAsset = { url: string; srcset: string; width: number; height: number };
/** A document as a product answer lists it; an on-request one links to its request form, not its file. */
export type DocumentAsset = {
  url: string;
  kind: DocumentKind;
  title: string;
  byteSize: number;
  language: Locale;
  revisionDate: string;
  access: DocumentAccess;
};

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
/** Where a buyer asks for an on-request document (the documents page, its form open). */
export const documentRequestPath = (id: string) => `/documents?request=${id}`;

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

export const toDocumentAsset = (doc: ProductDocumentRef): DocumentAsset => ({
  url: doc.access === 'public' ? documentUrl(doc.asset) : documentRequestPath(doc.id),
  kind: doc.kind,
  title: doc.title,
  byteSize: doc.byteSize,
  language: doc.language,
  revisionDate: doc.revisionDate,
  access: doc.access,
});
