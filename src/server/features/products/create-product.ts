// Adding a product: its files, the product, its data sheets and its variants are one write, and the
// catalogue change is published inside it, so no committed product goes unannounced.
import type { ProductValues } from '@/contract/products';
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';
import {
  findProduct,
  findSearchTexts,
  insertDataSheets,
  insertProduct,
  vocabularySize,
} from './product-repository';
import type { ProductRow } from './product-row';
import { type ProductUploads, storeUploads } from './product-uploads';
import { bringsNewWords, productColumns, refuseRepeatedPhotos, searchTextWords } from './product-write';
import { replaceVariants } from './variant-repository';

export async function createProduct(
  tx: Database,
  changes: ChangeBus,
  values: ProductValues,
  uploads: ProductUploads,
): Promise<ProductRow> {
  // The form requires the main photo on create (product-form.ts).
  const photo = uploads.photo!.image;
  const additionalPhotos = refuseRepeatedPhotos(uploads.additionalPhotos.map((upload) => upload.image));
  const vocabularyBefore = { vocabulary: await vocabularySize(tx) };
  await storeUploads(tx, uploads);
  const row = await insertProduct(tx, { ...productColumns(values), photo, additionalPhotos });
  await insertDataSheets(
    tx,
    row.id,
    uploads.documents.map((upload) => upload.document),
  );
  await replaceVariants(tx, row.id, values.variants);
  // Its words: the searches finding none of them stay kept (not those of misspelt words, when it
  // brought the catalogue words that may be among their closest).
  const texts = (await findSearchTexts(tx, row.id))!;
  await changes.publish(tx, {
    kind: 'catalogue',
    product: row.id,
    words: searchTextWords(texts.text),
    newWords: bringsNewWords(vocabularyBefore, texts),
  });
  return (await findProduct(tx, row.id))!;
}
