// A submission, in either of its forms, as the inquiry to store: the one-product call becomes one
// line without a quantity, a basket a line per product; names come from the catalogue, never the client.

import type { SubmitInquiryData } from '@/contract/inquiries';
import type { Locale } from '@/i18n/locales';
import { inquiryDedupeKey, type NewInquiry } from './inquiry-repository';

/** The products a submission names, in its order. */
export const submittedProductIds = (input: SubmitInquiryData) =>
  input.kind === 'basket' ? input.lines.map((line) => line.productId) : [input.productId];

export function toNewInquiry(
  input: SubmitInquiryData,
  productNames: Map<string, string>,
  trackingTokenHash: string,
  language: Locale = 'en',
): NewInquiry {
  const nameOf = (id: string) => productNames.get(id) ?? '';
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
      }))
    : submittedProductIds(input).map((id) => ({
        productId: id,
        productName: nameOf(id),
        quantity: null,
        unit: null,
        note: null,
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
    dedupeKey: inquiryDedupeKey({ ...input, productId: lines[0].productId, basket }),
    trackingTokenHash,
    language,
  };
}
