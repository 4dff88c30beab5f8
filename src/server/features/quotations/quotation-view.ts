// Stored quotations as the API shows them: with their lines, totals per currency and state.
import { VAT_RATE_PERCENT } from '@/contract/enums';
import { type Quotation, type QuotationState, todayInDhaka } from '@/contract/quotations';
import type { quotationLines, quotations } from '@/server/db/schema';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Accepted and superseded are facts; expiry is a matter of today's date in Dhaka. */
export function quotationState(row: QuotationRow, today = todayInDhaka()): QuotationState {
  if (row.acceptedAt) return 'accepted';
  if (row.supersededAt) return 'superseded';
  if (row.validUntil < today) return 'expired';
  return 'open';
}

export function quotationTotals(row: QuotationRow, lines: QuotationLineRow[]): Quotation['totals'] {
  const subtotals = new Map<string, number>();
  for (const line of lines) {
    subtotals.set(line.currency, (subtotals.get(line.currency) ?? 0) + cents(line.quantity * line.unitPrice));
  }
  return [...subtotals].map(([currency, subtotal]) => {
    const vat = row.vatTreatment === 'added' ? cents((subtotal * VAT_RATE_PERCENT) / 100) : 0;
    return { currency, subtotal: cents(subtotal), vat, total: cents(subtotal + vat) };
  });
}

export function toQuotation(row: QuotationRow, lines: QuotationLineRow[], today?: string): Quotation {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  return {
    _id: row.id,
    inquiryId: row.inquiryId,
    version: row.version,
    state: quotationState(row, today),
    lines: ordered.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      currency: line.currency,
      packing: line.packing,
      leadTime: line.leadTime,
      lineTotal: cents(line.quantity * line.unitPrice),
    })),
    incoterm: row.incoterm,
    deliveryPlace: row.deliveryPlace,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
    vatTreatment: row.vatTreatment,
    notes: row.notes,
    totals: quotationTotals(row, ordered),
    sentByName: row.sentByName,
    sentAt: row.sentAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
