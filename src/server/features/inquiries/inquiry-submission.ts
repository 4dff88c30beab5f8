// A submission, in either of its forms, as the inquiry to store: the one-product call becomes one
// line without a quantity, a basket a line per product; names come from the catalogue, never the client.

import { createHash, randomUUID } from 'node:crypto';
import { linesSummary, type SubmitInquiryData } from '@/contract/inquiries';
import type { Locale } from '@/i18n/locales';
import { toVariantLabel, type VariantRow } from '@/server/features/products';
import type { NewInquiry } from './inquiry-repository';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

/** A basket line as it goes into the key: what, how much, and anything said about it. */
type KeyLine = {
  productId: string;
  variantId?: string;
  quantity: number;
  unit: string;
  note?: string | null;
};

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
  /** The one-product form's chosen variant. */
  variantId?: string | null;
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
  // A chosen variant is part of what was asked; without one the key is what it always was.
  if (input.variantId && !input.basket) parts.push('variant', input.variantId);
  if (input.basket) {
    parts.push(
      'basket',
      ...input.basket.lines.map((line) =>
        [
          line.productId,
          String(line.quantity),
          line.unit,
          normalise(line.note ?? ''),
          ...(line.variantId ? [line.variantId] : []),
        ].join('\t'),
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

/**
 * The inquiry and its lines as they are to be stored, ids and times given here: the mails written in
 * the same statement name them, and the answer is made from them.
 */
export function storedInquiry(
  input: NewInquiry,
  userId: string | null,
  now = new Date(),
): { row: InquiryRow; lines: InquiryLineRow[] } {
  const id = randomUUID();
  const row: InquiryRow = {
    id,
    name: input.name,
    email: input.email,
    phone: input.phone,
    inquiry: input.inquiry,
    // The first line's product, so the spec's list and filters read as before.
    productId: input.lines[0].productId,
    productName: linesSummary(input.lines.map((line) => line.productName)),
    inquiryType: input.inquiryType,
    userId,
    clientTimestamp: input.timestamp ? new Date(input.timestamp) : null,
    status: 'new',
    isResolved: false,
    dedupeKey: input.dedupeKey,
    deliveryLocation: input.deliveryLocation,
    neededBy: input.neededBy,
    trackingTokenHash: input.trackingTokenHash,
    language: input.language,
    company: input.company,
    companyAddress: input.companyAddress,
    bin: input.bin,
    createdAt: now,
    updatedAt: now,
  };
  const lines = input.lines.map((line, position) => ({ ...line, id: randomUUID(), inquiryId: id, position }));
  return { row, lines };
}
