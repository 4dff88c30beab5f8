// Creating, editing and deleting products together with their files. Files are stored only after
// the whole submission passed its checks, and files nothing refers to any more are removed. The
// caller publishes the catalogue change; the removal of files publishes its own (media) change.
import type { FastifyBaseLogger } from 'fastify';
import type { StoredDocument, StoredImage } from '@/contract/media';
import { MAX_ADDITIONAL_PHOTOS, PRODUCT_MESSAGES, type ProductValues } from '@/contract/products';
import type { Database } from '@/server/db/client';
import { removeUnusedMedia } from '@/server/features/media';
import { afterCommit } from '@/server/lib/after-commit';
import type { ChangeBus } from '@/server/lib/change-bus';
import { badRequest, notFound } from '@/server/lib/http-error';
import type { UploadedFile } from '@/server/lib/multipart';
import type { PhotoSlot, ProductSubmission } from './product-form';
import { productAssets, storeDocument, storeProductImage } from './product-media';
import * as repository from './product-repository';
import type { ProductRow } from './product-view';
import { replaceVariants } from './variant-repository';

const columns = (values: ProductValues): repository.ProductWrite => ({
  name: values.name,
  description: values.description,
  nameBn: values.nameBn,
  descriptionBn: values.descriptionBn,
  category: values.category,
  casNumber: values.casNumber,
  inStock: values.inStock,
  contactPhone: values.contactPhone,
  specifications: values.specifications,
  priceMin: values.price.minValue,
  priceMax: values.price.maxValue,
  currency: values.price.currency,
  unit: values.price.unit,
  // A unit chosen from the list replaces the old free text the migration could not read.
  unitLegacy: null,
  contactForPrice: values.price.contactForPrice,
  ghsPictograms: values.safety.pictograms,
  signalWord: values.safety.signalWord,
  hazardStatements: values.safety.hazardStatements,
  precautionaryStatements: values.safety.precautionaryStatements,
  storageConditions: values.safety.storage,
  storageConditionsBn: values.safety.storageBn,
  ...values.transport,
});

/** Runs `work` with a store that remembers what it stored, and removes those files if work fails. */
async function withStoredFiles<T>(
  db: Database,
  changes: ChangeBus,
  work: (store: {
    image(file: UploadedFile): Promise<StoredImage>;
    document(file: UploadedFile, kind: StoredDocument['kind']): Promise<StoredDocument>;
  }) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work({
      async image(file) {
        const image = await storeProductImage(db, file.buffer);
        stored.push(image.asset);
        return image;
      },
      async document(file, kind) {
        const doc = await storeDocument(db, file.buffer, kind);
        stored.push(doc.asset);
        return doc;
      },
    });
  } catch (error) {
    await db.transaction((tx) => removeUnusedMedia(tx, changes, stored));
    throw error;
  }
}

export async function createProduct(
  db: Database,
  changes: ChangeBus,
  submission: ProductSubmission,
): Promise<ProductRow> {
  return withStoredFiles(db, changes, async (store) => {
    const photo = await store.image(submission.photo!);
    const additionalPhotos: StoredImage[] = [];
    for (const file of submission.additionalPhotos) additionalPhotos.push(await store.image(file));
    const documents: StoredDocument[] = [];
    for (const [kind, file] of Object.entries(submission.documents)) {
      documents.push(await store.document(file, kind as StoredDocument['kind']));
    }
    // The product, its data sheets and its variants are one write.
    const id = await db.transaction(async (tx) => {
      const row = await repository.insertProduct(tx, {
        ...columns(submission.values),
        photo,
        additionalPhotos: refuseRepeatedPhotos(additionalPhotos),
      });
      await repository.insertDataSheets(tx, row.id, documents);
      await replaceVariants(tx, row.id, submission.values.variants);
      return row.id;
    });
    return (await repository.findProduct(db, id))!;
  });
}

export async function updateProduct(
  db: Database,
  changes: ChangeBus,
  log: FastifyBaseLogger,
  id: string,
  submission: ProductSubmission,
): Promise<ProductRow> {
  const current = await repository.findProduct(db, id);
  if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
  const order = arrangePhotos(
    current.additionalPhotos,
    submission.additionalPhotos.length,
    submission.photoOrder,
  );
  if (order.length > MAX_ADDITIONAL_PHOTOS)
    throw badRequest(PRODUCT_MESSAGES.tooManyPhotos, 'additionalPhotos');

  const updated = await withStoredFiles(db, changes, async (store) => {
    const photo = submission.photo ? await store.image(submission.photo) : current.photo;
    const uploads: StoredImage[] = [];
    for (const file of submission.additionalPhotos) uploads.push(await store.image(file));
    const additionalPhotos = order.map((slot) => ('upload' in slot ? uploads[slot.upload] : slot.image));

    // The form's data sheet fields: a new file is a new English revision (older ones stay listed on
    // the documents page); "remove" removes every revision of that type.
    const documents: StoredDocument[] = [];
    for (const [kind, file] of Object.entries(submission.documents)) {
      documents.push(await store.document(file, kind as StoredDocument['kind']));
    }
    const values = {
      ...columns(submission.values),
      photo,
      additionalPhotos: refuseRepeatedPhotos(additionalPhotos),
    };
    return db.transaction(async (tx) => {
      const removed = await repository.deleteDocumentsOfKinds(tx, id, submission.removeDocuments);
      await repository.insertDataSheets(tx, id, documents);
      const row = await repository.updateProduct(tx, id, values);
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
      const variants = await replaceVariants(tx, id, submission.values.variants);
      return { ...row, variants, removedAssets: removed };
    });
  });

  const stillUsed = new Set(productAssets(updated));
  const replaced = [...productAssets(current), ...updated.removedAssets].filter(
    (asset) => !stillUsed.has(asset),
  );
  await afterCommit(
    log,
    'removing replaced product files',
    () => db.transaction((tx) => removeUnusedMedia(tx, changes, replaced)),
    { productId: id },
  );
  return updated;
}

/** Deletes the product (its comments go with it, its inquiries stay) and the files only it used. */
export async function deleteProduct(
  db: Database,
  changes: ChangeBus,
  log: FastifyBaseLogger,
  id: string,
): Promise<void> {
  const deleted = await repository.deleteProduct(db, id);
  if (!deleted) throw notFound(PRODUCT_MESSAGES.notFound);
  await afterCommit(log, 'removing deleted product files', () =>
    db.transaction((tx) => removeUnusedMedia(tx, changes, productAssets(deleted))),
  );
}

type Arranged = { image: StoredImage } | { upload: number };

/**
 * The additional photos' final order. Without an order the current photos stay and the uploads
 * follow; with one, photos it leaves out are removed and uploads it does not place are appended.
 */
export function arrangePhotos(current: StoredImage[], uploadCount: number, order?: PhotoSlot[]): Arranged[] {
  const uploads = Array.from({ length: uploadCount }, (_, upload) => ({ upload }));
  if (!order) return [...current.map((image) => ({ image })), ...uploads];
  const result: Arranged[] = [];
  const kept = new Set<string>();
  const placed = new Set<number>();
  for (const slot of order) {
    if ('upload' in slot) {
      if (slot.upload < uploadCount && !placed.has(slot.upload)) {
        placed.add(slot.upload);
        result.push({ upload: slot.upload });
      }
      continue;
    }
    const image = current.find((photo) => photo.asset === slot.keep);
    if (image && !kept.has(image.asset)) {
      kept.add(image.asset);
      result.push({ image });
    }
  }
  return [...result, ...uploads.filter((slot) => !placed.has(slot.upload))];
}

/**
 * The additional photos, refused when one picture is among them twice: the form says so when the
 * picture is added, and the server agrees rather than quietly keeping one. (Thrown inside
 * withStoredFiles, so the files just stored are removed again.)
 */
function refuseRepeatedPhotos(images: StoredImage[]): StoredImage[] {
  const assets = new Set(images.map((image) => image.asset));
  if (assets.size !== images.length) throw badRequest(PRODUCT_MESSAGES.duplicatePhoto, 'additionalPhotos');
  return images;
}
