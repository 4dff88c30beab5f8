// Where a product's current safety data sheet is downloaded. Documents are stored on the product
// row today (products.documents, kind "sds"); the safety panel reaches them only through here.
import { documentUrl } from '@/contract/media';
import type { ProductRow } from './product-view';

/** The URL of the product's SDS, or null when it has none. */
export function safetyDataSheetUrl(row: Pick<ProductRow, 'documents'>): string | null {
  const sds = row.documents.find((doc) => doc.kind === 'sds');
  return sds ? documentUrl(sds.asset) : null;
}
