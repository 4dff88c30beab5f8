// A products row as the repository reads it (product-repository.ts), apart from its views so that
// each view may name it without importing another.
import type { ProductDocumentRef } from '@/contract/media';
import type { products } from '@/server/db/schema';
import type { VariantRow } from './variant-repository';

// Rows are read without the generated search text and name, with the current documents
// (product-repository.ts), and with their variants.
export type ProductColumns = Omit<typeof products.$inferSelect, 'searchText' | 'searchName'> & {
  documents: ProductDocumentRef[];
};
export type ProductRow = ProductColumns & { variants: VariantRow[] };

/** A product as a list reads it (product-repository.ts): what its summary (product-view.ts) shows. */
export type ListRow = Pick<
  ProductColumns,
  | 'id'
  | 'name'
  | 'nameBn'
  | 'description'
  | 'descriptionBn'
  | 'category'
  | 'casNumber'
  | 'photo'
  | 'inStock'
  | 'priceMin'
  | 'priceMax'
  | 'currency'
  | 'unit'
  | 'unitLegacy'
  | 'contactForPrice'
  | 'createdAt'
  | 'updatedAt'
> & { variants: VariantRow[] };
