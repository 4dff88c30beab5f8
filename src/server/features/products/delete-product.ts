// Deleting a product (its comments go with it, its inquiries stay), with the catalogue change
// published in the same write. Its files are answered to the route, which removes those nothing else
// uses after the commit.
import { PRODUCT_MESSAGES } from '@/contract/products';
import type { Database } from '@/server/db/client';
import type { ChangeBus } from '@/server/lib/change-bus';
import { notFound } from '@/server/lib/http-error';
import { productAssets } from './product-media';
import { deleteProduct as deleteProductRow } from './product-repository';

export async function deleteProduct(tx: Database, changes: ChangeBus, id: string): Promise<string[]> {
  const deleted = await deleteProductRow(tx, id);
  if (!deleted) throw notFound(PRODUCT_MESSAGES.notFound);
  await changes.publish(tx, { kind: 'catalogue', product: id });
  return productAssets(deleted);
}
