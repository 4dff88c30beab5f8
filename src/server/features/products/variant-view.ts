// A product_variants row as the API shows it, and the label an inquiry or quotation line keeps of it.
import type { VariantLabel } from '@/contract/variant-rules';
import type { Variant } from '@/contract/variants';
import type { VariantRow } from './variant-repository';

export const toVariantLabel = (row: VariantRow): VariantLabel => ({
  grade: row.grade,
  purity: row.purity,
  packQuantity: row.packQuantity,
  packUnit: row.packUnit,
  container: row.container,
});

export const toVariant = (row: VariantRow): Variant => ({
  _id: row.id,
  ...toVariantLabel(row),
  price: {
    minValue: row.priceMin,
    maxValue: row.priceMax,
    currency: row.currency,
    unit: row.priceUnit,
    contactForPrice: row.contactForPrice,
  },
  moq: row.moq,
  moqUnit: row.moqUnit,
  stock: row.stock,
});
