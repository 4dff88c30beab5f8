// Stored quotations as the API shows them: with their lines, totals per currency and state.
import {
  lineTotalOf,
  type Quotation,
  type QuotationState,
  quotationTotalsOf,
  todayInDhaka,
} from '@/contract/quotations';
import type { quotationLines, quotations } from '@/server/db/schema';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

/** Accepted and superseded are facts; expiry is a matter of today's date in Dhaka. */
export function quotationState(row: QuotationRow, today = todayInDhaka()): QuotationState {
  if (row.acceptedAt) return 'accepted';
  if (row.supersededAt) return 'superseded';
  if (row.validUntil < today) return 'expired';
  return 'open';
}

export const quotationTotals = (row: QuotationRow, lines: QuotationLineRow[]): Quotation['totals'] =>
  quotationTotalsOf(lines, row.vatTreatment);

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
      casNumber: line.casNumber,
      grade: line.grade,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      lineTotal: lineTotalOf(line.quantity, line.unitPrice),
    })),
    incoterm: row.incoterm,
    deliveryPlace: row.deliveryPlace,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
    vatTreatment: row.vatTreatment,
    notes: row.notes,
    totals: quotationTotals(row, ordered),
    buyerCompany: row.buyerCompany,
    buyerAddress: row.buyerAddress,
    buyerBin: row.buyerBin,
    sentByName: row.sentByName,
    sentByEmail: row.sentByEmail,
    standardTerms: row.standardTerms,
    sentAt: row.sentAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}
