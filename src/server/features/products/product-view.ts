// A products row as the API shows it: stored images become responsive URLs, prices a price object.

import { toDocumentAsset, toImageAsset } from '@/contract/media';
import type { Product, ProductDetail } from '@/contract/products';
import type { Translator } from '@/server/i18n/translator';
import type { ProductRow } from './product-row';
import { toSafety, toTransport, wordSafetyPanel, wordTransportBlock } from './safety-view';
import { toVariant } from './variant-view';

export type { ProductColumns, ProductRow } from './product-row';

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
    price: {
      minValue: row.priceMin,
      maxValue: row.priceMax,
      currency: row.currency,
      unit: row.unit,
      ...(row.unitLegacy ? { legacyUnit: row.unitLegacy } : {}),
      contactForPrice: row.contactForPrice,
    },
    safety: toSafety(row),
    transport: toTransport(row),
    variants: row.variants.map(toVariant),
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
