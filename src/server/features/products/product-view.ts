// A products row as the API shows it: stored images become responsive URLs, prices a price object.

import { toDocumentAsset, toImageAsset } from '@/contract/media';
import { summarise } from '@/contract/pages';
import { LIST_DESCRIPTION_LENGTH } from '@/contract/product-rules';
import type { Product, ProductDetail, ProductSummary } from '@/contract/products';
import { fromPrice } from '@/contract/variant-rules';
import type { Translator } from '@/server/i18n/translator';
import type { ListRow, ProductRow } from './product-row';
import { toSafety, toTransport, wordSafetyPanel, wordTransportBlock } from './safety-view';
import { toVariant } from './variant-view';

export type { ListRow, ProductColumns, ProductRow } from './product-row';

const toPrice = (
  row: Pick<ProductRow, 'priceMin' | 'priceMax' | 'currency' | 'unit' | 'unitLegacy' | 'contactForPrice'>,
): Product['price'] => ({
  minValue: row.priceMin,
  maxValue: row.priceMax,
  currency: row.currency,
  unit: row.unit,
  ...(row.unitLegacy ? { legacyUnit: row.unitLegacy } : {}),
  contactForPrice: row.contactForPrice,
});

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    description: row.description,
    descriptionBn: row.descriptionBn,
    category: row.category,
    casNumber: row.casNumber,
    photo: row.photo ? toImageAsset(row.photo) : null,
    additionalPhotos: row.additionalPhotos.map((image) => toImageAsset(image)),
    specifications: row.specifications,
    documents: row.documents.map(toDocumentAsset),
    inStock: row.inStock,
    contactPhone: row.contactPhone,
    price: toPrice(row),
    safety: toSafety(row),
    transport: toTransport(row),
    variants: row.variants.map(toVariant),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list's product (contract ProductSummarySchema): what a card draws. */
export function toProductSummary(row: ListRow): ProductSummary {
  const variants = row.variants.map(toVariant);
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    description: summarise(row.description, LIST_DESCRIPTION_LENGTH),
    descriptionBn: row.descriptionBn && summarise(row.descriptionBn, LIST_DESCRIPTION_LENGTH),
    category: row.category,
    casNumber: row.casNumber,
    photo: row.photo ? toImageAsset(row.photo) : null,
    inStock: row.inStock,
    price: toPrice(row),
    variantCount: variants.length,
    fromPrice: fromPrice(variants),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProductDetail(
  row: ProductRow,
  reviews: { reviewCount: number; averageRating: number | null },
  translator: Translator,
): ProductDetail {
  return {
    ...toProduct(row),
    ...reviews,
    safetyPanel: wordSafetyPanel(row, translator),
    transportBlock: wordTransportBlock(row, translator),
  };
}
