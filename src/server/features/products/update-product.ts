// Editing a product: its new files, its data sheets, the product and its variants are one write, with
// the catalogue change published inside it. The files the product no longer uses are answered to the
// route, which removes them after the commit.
import type { StoredImage } from '@/contract/media';
import { MAX_ADDITIONAL_PHOTOS, PRODUCT_MESSAGES } from '@/contract/products';
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';
import { badRequest, notFound } from '@/server/lib/http-error';
import type { PhotoSlot, ProductSubmission } from './product-form';
import { productAssets } from './product-media';
import * as repository from './product-repository';
import type { ProductRow } from './product-row';
import { type ProductUploads, storeUploads } from './product-uploads';
import {
  bringsNewWords,
  changedSearchWords,
  keepsItsPlace,
  productColumns,
  refuseRepeatedPhotos,
  searchTextWords,
  staysInItsLists,
} from './product-write';
import { replaceVariants } from './variant-repository';

export async function updateProduct(
  tx: Database,
  changes: ChangeBus,
  id: string,
  submission: ProductSubmission,
  uploads: ProductUploads,
): Promise<{ product: ProductRow; unusedAssets: string[] }> {
  const current = await repository.findProduct(tx, id);
  if (!current) throw notFound(PRODUCT_MESSAGES.notFound);
  const before = await repository.findSearchTexts(tx, id);
  if (!before) throw notFound(PRODUCT_MESSAGES.notFound);
  const order = arrangePhotos(
    current.additionalPhotos,
    uploads.additionalPhotos.length,
    submission.photoOrder,
  );
  if (order.length > MAX_ADDITIONAL_PHOTOS)
    throw badRequest(PRODUCT_MESSAGES.tooManyPhotos, 'additionalPhotos');
  const additionalPhotos = refuseRepeatedPhotos(
    order.map((slot) => ('upload' in slot ? uploads.additionalPhotos[slot.upload].image : slot.image)),
  );

  await storeUploads(tx, uploads);
  // The form's data sheet fields: a new file is a new English revision (older ones stay listed on
  // the documents page); "remove" removes every revision of that type.
  const removed = await repository.deleteDocumentsOfKinds(tx, id, submission.removeDocuments);
  await repository.insertDataSheets(
    tx,
    id,
    uploads.documents.map((upload) => upload.document),
  );
  const row = await repository.updateProduct(tx, id, {
    ...productColumns(submission.values),
    photo: uploads.photo?.image ?? current.photo,
    additionalPhotos,
  });
  if (!row) throw notFound(PRODUCT_MESSAGES.notFound);
  const variants = await replaceVariants(tx, id, submission.values.variants);
  const product = { ...row, variants };
  // Its words, unless the edit leaves it in its place everywhere (a price): the searches finding
  // none of them stay kept. Left in its lists, only the words it gained or lost count (a search
  // holding none of those finds and ranks it as before); moved, a search filtering by its category
  // or grades may lose or gain it whatever its words, so all of them count.
  // Found: the update holds its row until the transaction ends.
  const after = keepsItsPlace(current, product) ? undefined : (await repository.findSearchTexts(tx, id))!;
  const inPlace = staysInItsLists(current, product);
  await changes.publish(tx, {
    kind: 'catalogue',
    product: id,
    inPlace,
    ...(after && {
      words: inPlace ? changedSearchWords(before, after) : searchTextWords(before.text, after.text),
      newWords: bringsNewWords(before, after),
      renamed: current.name !== product.name,
    }),
  });

  const stillUsed = new Set(productAssets(product));
  const unusedAssets = [...productAssets(current), ...removed].filter((asset) => !stillUsed.has(asset));
  return { product, unusedAssets };
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
