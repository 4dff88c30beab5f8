// A submission, in either of its forms, as the inquiry to store: the one-product call becomes one
// line without a quantity, a basket a line per product; names come from the catalogue, never the client.

import { createHash } from 'node:crypto';
import type { SubmitInquiryData } from '@/contract/inquiries';
import type { Locale } from '@/i18n/locales';
import type { NewInquiry } from './inquiry-repository';

/** A basket line as it goes into the key: what, how much, and anything said about it. */
type KeyLine = { productId: string; quantity: number; unit: string; note?: string | null };

/**
 * The same submission again (a double click, a retried request): same contact details, same product,
 * same words, whatever the case and spacing. A corrected name or phone number makes a new inquiry, so
 * no correction is ever dropped. A basket's key also holds every line, the delivery place and date;
 * the company's details count only when given: a submission without them has exactly the key it
 * always had, so a repeat across an upgrade still folds.
 */
export function inquiryDedupeKey(input: {
  name: string;
  email: string;
  phone: string | null;
  productId: string;
  inquiry: string;
  basket?: { lines: KeyLine[]; deliveryLocation: string | null; neededBy: string | null };
  company?: string | null;
  companyAddress?: string | null;
  bin?: string | null;
}): string {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  const phoneDigits = (input.phone ?? '').replace(/[^\d+]/g, '');
  const parts = [
    normalise(input.name),
    normalise(input.email),
    phoneDigits,
    input.productId,
    normalise(input.inquiry),
  ];
  if (input.basket) {
    parts.push(
      'basket',
      ...input.basket.lines.map((line) =>
        [line.productId, String(line.quantity), line.unit, normalise(line.note ?? '')].join('\t'),
      ),
      normalise(input.basket.deliveryLocation ?? ''),
      input.basket.neededBy ?? '',
    );
  }
  if (input.company || input.companyAddress || input.bin) {
    parts.push(
      'company',
      normalise(input.company ?? ''),
      normalise(input.companyAddress ?? ''),
      input.bin ?? '',
    );
  }
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

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
