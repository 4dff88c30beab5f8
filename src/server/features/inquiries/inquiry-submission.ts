// A submission, in either of its forms, as the inquiry to store: the one-product call becomes one
// line without a quantity, a basket a line per product; names come from the catalogue, never the client.

import type { SubmitInquiryData } from '@/contract/inquiries';
import type { Locale } from '@/i18n/locales';
import type { VariantRow } from '@/server/features/products/variant-repository';
import { toVariantLabel } from '@/server/features/products/variant-view';
import { inquiryDedupeKey, type NewInquiry } from './inquiry-repository';

/** The products a submission names, in its order. */
export const submittedProductIds = (input: SubmitInquiryData) =>
  input.kind === 'basket' ? input.lines.map((line) => line.productId) : [input.productId];

/** The product and the chosen variant of each line (the variant absent when none was chosen). */
const submittedLines = (input: SubmitInquiryData): { productId: string; variantId?: string }[] =>
  input.kind === 'basket' ? input.lines : [{ productId: input.productId, variantId: input.variantId }];

export const submittedVariantIds = (input: SubmitInquiryData) =>
  submittedLines(input).flatMap((line) => (line.variantId ? [line.variantId] : []));

/** Whether every chosen variant is one the line's product is offered in (found in `variants`). */
export const variantsMatch = (input: SubmitInquiryData, variants: Map<string, VariantRow>) =>
  submittedLines(input).every(
    (line) => !line.variantId || variants.get(line.variantId)?.productId === line.productId,
  );

export function toNewInquiry(
  input: SubmitInquiryData,
  productNames: Map<string, string>,
  trackingTokenHash: string,
  language: Locale = 'en',
  variants: Map<string, VariantRow> = new Map(),
): NewInquiry {
  const nameOf = (id: string) => productNames.get(id) ?? '';
  // The variant as it is now: the line keeps naming it so if it is changed or dropped later.
  const variantOf = (variantId: string | undefined) => {
    const variant = variantId ? variants.get(variantId) : undefined;
    return variant
      ? { variantId: variant.id, variantLabel: toVariantLabel(variant) }
      : { variantId: null, variantLabel: null };
  };
  const basket =
    input.kind === 'basket'
      ? { lines: input.lines, deliveryLocation: input.deliveryLocation, neededBy: input.neededBy }
      : undefined;
  const lines: NewInquiry['lines'] = basket
    ? basket.lines.map((line) => ({
        productId: line.productId,
        productName: nameOf(line.productId),
        quantity: line.quantity,
        unit: line.unit,
        note: line.note || null,
        ...variantOf(line.variantId),
      }))
    : submittedLines(input).map((line) => ({
        productId: line.productId,
        productName: nameOf(line.productId),
        quantity: null,
        unit: null,
        note: null,
        ...variantOf(line.variantId),
      }));
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    inquiry: input.inquiry,
    inquiryType: input.inquiryType,
    timestamp: input.timestamp,
    lines,
    deliveryLocation: basket?.deliveryLocation ?? null,
    neededBy: basket?.neededBy ?? null,
    company: input.company,
    companyAddress: input.companyAddress,
    bin: input.bin,
    dedupeKey: inquiryDedupeKey({
      ...input,
      productId: lines[0].productId,
      variantId: lines[0].variantId,
      basket,
    }),
    trackingTokenHash,
    language,
  };
}
