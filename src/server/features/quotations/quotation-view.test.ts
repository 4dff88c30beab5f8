import { describe, expect, it } from 'vitest';
import { LINE_WITHOUT_EXTRAS } from '../../../../test/helpers/quotation-lines';
import {
  type QuotationLineRow,
  type QuotationRow,
  quotationState,
  quotationTotals,
  toQuotation,
} from './quotation-view';

const row = (overrides: Partial<QuotationRow> = {}): QuotationRow => ({
  id: 'q1',
  inquiryId: 'i1',
  version: 1,
  incoterm: 'CIF',
  deliveryPlace: 'Chattogram',
  paymentTerms: 'LC at sight',
  validUntil: '2026-12-07',
  vatTreatment: 'added',
  notes: null,
  buyerCompany: null,
  buyerAddress: null,
  buyerBin: null,
  sentByUserId: 'u1',
  sentByName: 'Nusrat Jahan',
  sentByEmail: 'nusrat@example.com',
  standardTerms: { en: '', bn: '' },
  sentAt: new Date('2026-11-23T08:00:00Z'),
  supersededAt: null,
  acceptedAt: null,
  ...overrides,
});

let position = 0;
const line = (overrides: Partial<QuotationLineRow> = {}): QuotationLineRow => ({
  id: `l${position}`,
  quotationId: 'q1',
  position: position++,
  productId: null,
  productName: 'Caustic Soda Flakes',
  quantity: 1,
  unit: 'kg',
  unitPrice: 1,
  currency: 'BDT',
  ...LINE_WITHOUT_EXTRAS,
  ...overrides,
});

describe('quotationState', () => {
  it('is open until the end of its last valid day in Dhaka, then expired', () => {
    expect(quotationState(row(), '2026-12-06')).toBe('open');
    expect(quotationState(row(), '2026-12-07')).toBe('open');
    expect(quotationState(row(), '2026-12-08')).toBe('expired');
  });

  it('says superseded or accepted whatever the date, accepted first', () => {
    const superseded = row({ supersededAt: new Date() });
    expect(quotationState(superseded, '2026-12-01')).toBe('superseded');
    expect(quotationState(superseded, '2027-01-01')).toBe('superseded');
    expect(quotationState(row({ acceptedAt: new Date() }), '2027-01-01')).toBe('accepted');
    expect(quotationState(row({ acceptedAt: new Date(), supersededAt: new Date() }), '2026-12-01')).toBe(
      'accepted',
    );
  });
});

describe('quotationTotals', () => {
  const lines = [
    line({ quantity: 5, unitPrice: 95000, currency: 'BDT' }),
    line({ quantity: 2, unitPrice: 120.5, currency: 'USD' }),
    line({ quantity: 3, unitPrice: 0.335, currency: 'BDT' }),
  ];

  it('adds 15 % VAT per currency when VAT is added, rounded to the cent', () => {
    expect(quotationTotals(row({ vatTreatment: 'added' }), lines)).toEqual([
      // 3 × 0.335 = 1.005, a line total of 1.01 (to the cent) before summing.
      { currency: 'BDT', subtotal: 475001.01, vat: 71250.15, total: 546251.16 },
      { currency: 'USD', subtotal: 241, vat: 36.15, total: 277.15 },
    ]);
  });

  it('adds nothing when prices include VAT or are exempt', () => {
    for (const vatTreatment of ['included', 'exempt'] as const) {
      expect(quotationTotals(row({ vatTreatment }), lines.slice(0, 2))).toEqual([
        { currency: 'BDT', subtotal: 475000, vat: 0, total: 475000 },
        { currency: 'USD', subtotal: 241, vat: 0, total: 241 },
      ]);
    }
  });

  it('has no totals without lines', () => {
    expect(quotationTotals(row(), [])).toEqual([]);
  });
});

describe('toQuotation', () => {
  it('orders lines by position and gives each its line total', () => {
    const quotation = toQuotation(
      row(),
      [
        line({ position: 9, productName: 'Second', quantity: 1.5, unitPrice: 10 }),
        line({ position: 0, productName: 'First' }),
      ],
      '2026-12-01',
    );
    expect(quotation.lines.map((l) => [l.productName, l.lineTotal])).toEqual([
      ['First', 1],
      ['Second', 15],
    ]);
    expect(quotation).toMatchObject({
      state: 'open',
      sentAt: '2026-11-23T08:00:00.000Z',
      supersededAt: null,
    });
  });
});
