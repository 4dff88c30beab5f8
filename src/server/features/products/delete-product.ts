// Deleting a product (its comments go with it, its inquiries stay), with the catalogue change
// published in the same write. Its files are answered to the route, which removes those nothing else
// uses after the commit.
import { PRODUCT_MESSAGES } from '@/contract/products';
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';
import { notFound } from '@/server/lib/http-error';
import { productAssets } from './product-media';
import { deleteProduct as deleteProductRow, findSearchTexts } from './product-repository';
import { searchTextWords } from './product-write';

export async function deleteProduct(tx: Database, changes: ChangeBus, id: string): Promise<string[]> {
  const texts = await findSearchTexts(tx, id);
  const deleted = await deleteProductRow(tx, id);
  if (!deleted) throw notFound(PRODUCT_MESSAGES.notFound);
  // Its words: the searches that did not find it stay kept.
  await changes.publish(tx, { kind: 'catalogue', product: id, words: searchTextWords(texts?.text ?? '') });
  return productAssets(deleted);
}
