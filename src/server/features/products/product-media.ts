// Product photos and documents: checked by their real content and encoded before anything is stored,
// stored as media rows in the product's write, and removed again once no product or account refers
// to them (media/media-repository.ts).
import { createHash } from 'node:crypto';
import type { DocumentKind } from '@/contract/enums';
import type { StoredDocument, StoredImage } from '@/contract/media';
import { DOCUMENT_LABELS, PRODUCT_MESSAGES } from '@/contract/products';
import type { Database } from '@/server/db/client';
import {
  type EncodedImage,
  encodeImage,
  insertMedia,
  loadSharp,
  type MediaWrite,
  PRODUCT_WIDTHS,
  storeImage,
} from '@/server/features/media';
import { unsupportedMediaType } from '@/server/lib/http-error';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
const PDF_MAGIC = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
// Readers look for the end-of-file marker near the end; the PDF specification's readers search the
// last 1024 bytes, since writers may add a little after it.
const PDF_END_WINDOW = 1024;

/** Whether sharp reads the bytes as a JPEG, PNG, GIF or WebP, whatever the file's name says. */
export async function isProductImage(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    return Boolean(format && IMAGE_FORMATS.has(format) && width && height);
  } catch {
    return false;
  }
}

/**
 * A PDF starts with its header and ends with its end-of-file marker. A file that only starts like one
 * (an HTML page behind "%PDF-") is refused; how documents are served (media/routes.ts) keeps any
 * content inside a real PDF from running in the site's origin.
 */
export function assertPdf(bytes: Buffer): void {
  const starts = bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
  const ends = bytes.subarray(-PDF_END_WINDOW).includes(PDF_END);
  if (!starts || !ends) throw unsupportedMediaType(PRODUCT_MESSAGES.invalidDocument);
}

const productImage = { widths: PRODUCT_WIDTHS, invalidMessage: PRODUCT_MESSAGES.invalidImage };

export const encodeProductImage = (bytes: Buffer): Promise<EncodedImage> => encodeImage(bytes, productImage);

export const storeProductImage = (db: Database, bytes: Buffer): Promise<StoredImage> =>
  storeImage(db, bytes, productImage);

/** A PDF checked, with the row that stores it. */
export type EncodedDocument = { document: StoredDocument; rows: MediaWrite[] };

export function encodeDocument(bytes: Buffer, kind: DocumentKind): EncodedDocument {
  assertPdf(bytes);
  const asset = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return {
    document: { asset, kind, title: DOCUMENT_LABELS[kind], byteSize: bytes.length },
    rows: [
      { key: `${asset}.pdf`, asset, contentType: 'application/pdf', byteSize: bytes.length, data: bytes },
    ],
  };
}

export async function storeDocument(
  db: Database,
  bytes: Buffer,
  kind: DocumentKind,
): Promise<StoredDocument> {
  const { document, rows } = encodeDocument(bytes, kind);
  await insertMedia(db, rows);
  return document;
}

/** Every asset a product row refers to. */
export const productAssets = (row: {
  photo: StoredImage | null;
  additionalPhotos: StoredImage[];
  documents: StoredDocument[];
}) => [
  ...(row.photo ? [row.photo.asset] : []),
  ...row.additionalPhotos.map((image) => image.asset),
  ...row.documents.map((doc) => doc.asset),
];
