// A product form's files, encoded before the write's transaction (sharp is slow, and no database
// session should wait on it) and stored inside it: a write that is refused or fails leaves no file.
import type { StoredDocument } from '@/contract/media';
import type { Database } from '@/server/db/client';
import { type EncodedImage, insertMedia } from '@/server/features/media';
import type { ProductSubmission } from './product-form';
import { type EncodedDocument, encodeDocument, encodeProductImage } from './product-media';

export type ProductUploads = {
  photo: EncodedImage | null;
  additionalPhotos: EncodedImage[];
  documents: EncodedDocument[];
};

export async function encodeUploads(submission: ProductSubmission): Promise<ProductUploads> {
  const photo = submission.photo ? await encodeProductImage(submission.photo.buffer) : null;
  const additionalPhotos: EncodedImage[] = [];
  for (const file of submission.additionalPhotos)
    additionalPhotos.push(await encodeProductImage(file.buffer));
  const documents = Object.entries(submission.documents).map(([kind, file]) =>
    encodeDocument(file.buffer, kind as StoredDocument['kind']),
  );
  return { photo, additionalPhotos, documents };
}

/** Inside the product's transaction. */
export async function storeUploads(tx: Database, uploads: ProductUploads): Promise<void> {
  const rows = [uploads.photo, ...uploads.additionalPhotos, ...uploads.documents].flatMap(
    (upload) => upload?.rows ?? [],
  );
  if (rows.length > 0) await insertMedia(tx, rows);
}
