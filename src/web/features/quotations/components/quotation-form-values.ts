// The quotation form's values: what the contract's QuotationInput takes, as the inputs hold it
// (numbers as typed text), plus the buyer's note, the product's CAS number and variants per line for
// the admin to read (never sent: the contract drops keys it does not know; the server reads the CAS
// number and the variant's name from the product itself).

import type { VatTreatment } from '@/contract/enums';
import {
  addDays,
  QUOTATION_DEFAULT_VALID_DAYS,
  type QuotationDraft,
  type QuotationInput,
  quotationTotalsOf,
  todayInDhaka,
} from '@/contract/quotations';
import type { VariantLabel } from '@/contract/variant-rules';
import type { Variant } from '@/contract/variants';

export type QuotationLineValues = {
  productId: string | null;
  productName: string;
  quantity: string;
  /** '' until the admin chooses one. */
  unit: string;
  unitPrice: string;
  currency: string;
  packing: string;
  leadTime: string;
  grade: string;
  casNumber: string | null;
  buyerNote: string | null;
  /** The grade and pack quoted ('' or null: none of those offered now), sent so the quotation names it. */
  variantId: string | null;
  variantLabel: VariantLabel | null;
  /** The product's variants as offered now. */
  variants: Variant[];
  /** The name of a grade and pack asked for that is no longer offered: kept while no other is chosen. */
  droppedLabel: VariantLabel | null;
};

export type QuotationFormValues = Omit<QuotationInput, 'lines' | 'incoterm' | 'vatTreatment'> & {
  lines: QuotationLineValues[];
  incoterm: string;
  vatTreatment: string;
};

export const DEFAULT_QUOTATION_CURRENCY = 'BDT';

export const blankLine = (): QuotationLineValues => ({
  productId: null,
  productName: '',
  quantity: '',
  unit: '',
  unitPrice: '',
  currency: DEFAULT_QUOTATION_CURRENCY,
  packing: '',
  leadTime: '',
  grade: '',
  casNumber: null,
  buyerNote: null,
  variantId: null,
  variantLabel: null,
  variants: [],
  droppedLabel: null,
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** The draft as the form starts: a fresh validity period even for a revision, VAT added unless said otherwise. */
export function toFormValues(draft: QuotationDraft, today = todayInDhaka()): QuotationFormValues {
  return {
    lines: draft.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: text(line.quantity),
      unit: line.unit ?? '',
      unitPrice: text(line.unitPrice),
      currency: line.currency,
      packing: line.packing,
      leadTime: line.leadTime,
      grade: line.grade,
      casNumber: line.casNumber,
      buyerNote: line.buyerNote,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      variants: line.variants,
      droppedLabel: line.variantId ? null : line.variantLabel,
    })),
    incoterm: draft.incoterm ?? '',
    deliveryPlace: draft.deliveryPlace,
    paymentTerms: draft.paymentTerms,
    validUntil: addDays(today, QUOTATION_DEFAULT_VALID_DAYS),
    vatTreatment: draft.vatTreatment ?? 'added',
    notes: draft.notes,
    buyerCompany: draft.buyerCompany,
    buyerAddress: draft.buyerAddress,
    buyerBin: draft.buyerBin,
  };
}

/**
 * The line with the grade and pack the admin picked (an id of `line.variants`; anything else: none of
 * those, so the name of one no longer offered stays). A line with no unit yet counts in the variant's
 * price unit, and a blank unit price starts at its lowest list price when the units agree.
 */
export function withVariant(line: QuotationLineValues, variantId: string): QuotationLineValues {
  const variant = line.variants.find((offered) => offered._id === variantId);
  if (!variant) return { ...line, variantId: null, variantLabel: line.droppedLabel };
  const { grade, purity, packQuantity, packUnit, container, price } = variant;
  const unit = line.unit || price.unit;
  const startPrice =
    line.unitPrice.trim() === '' && unit === price.unit && !price.contactForPrice && price.minValue !== null;
  return {
    ...line,
    variantId: variant._id,
    variantLabel: { grade, purity, packQuantity, packUnit, container },
    unit,
    ...(startPrice ? { unitPrice: String(price.minValue), currency: price.currency } : {}),
  };
}

const DECIMAL = /^\d+(\.\d+)?$/;
/** A typed amount, or null while it is blank or not yet a number. */
export const typedNumber = (value: string | number | undefined): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = (value ?? '').trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
};

/** The live preview: only lines with a quantity and a price count, summed as the server will. */
export function previewTotals(lines: QuotationLineValues[], vatTreatment: string) {
  const priced = lines.flatMap((line) => {
    const quantity = typedNumber(line.quantity);
    const unitPrice = typedNumber(line.unitPrice);
    return quantity === null || unitPrice === null ? [] : [{ quantity, unitPrice, currency: line.currency }];
  });
  return quotationTotalsOf(priced, vatTreatment as VatTreatment);
}
