import { describe, expect, it } from 'vitest';
import type { QuotationDraft } from '@/contract/quotations';
import { blankLine, previewTotals, toFormValues } from './quotation-form-values';

const draft: QuotationDraft = {
  lines: [
    {
      productId: 'p1',
      productName: 'Caustic Soda Flakes',
      quantity: 5,
      unit: 'MT',
      unitPrice: null,
      currency: 'BDT',
      packing: '',
      leadTime: '',
      grade: 'Technical',
      casNumber: '1310-73-2',
      buyerNote: 'Grade A',
      variantId: null,
      variantLabel: null,
    },
    {
      productId: null,
      productName: 'Soda Ash',
      quantity: null,
      unit: null,
      unitPrice: null,
      currency: 'BDT',
      packing: '',
      leadTime: '',
      grade: '',
      casNumber: null,
      buyerNote: null,
      variantId: null,
      variantLabel: null,
    },
  ],
  incoterm: null,
  deliveryPlace: 'Gazipur',
  paymentTerms: '',
  vatTreatment: null,
  notes: '',
  buyerCompany: 'Rahim Textile Mills Ltd.',
  buyerAddress: '',
  buyerBin: '0045678910203',
  revisionOf: null,
};

describe('toFormValues', () => {
  it('starts from the draft, with quantities the buyer gave, a 14-day validity and VAT added', () => {
    const values = toFormValues(draft, '2026-12-25');
    expect(values.lines.map((line) => [line.quantity, line.unit, line.unitPrice])).toEqual([
      ['5', 'MT', ''],
      ['', '', ''],
    ]);
    expect(values.lines.map((line) => [line.grade, line.casNumber])).toEqual([
      ['Technical', '1310-73-2'],
      ['', null],
    ]);
    expect(values).toMatchObject({
      incoterm: '',
      deliveryPlace: 'Gazipur',
      validUntil: '2027-01-08',
      vatTreatment: 'added',
      buyerCompany: 'Rahim Textile Mills Ltd.',
      buyerAddress: '',
      buyerBin: '0045678910203',
    });
  });
});

describe('previewTotals', () => {
  it('counts only lines with a quantity and a price, per currency, with VAT as chosen', () => {
    const lines = [
      { ...blankLine(), quantity: '5', unitPrice: '100' },
      { ...blankLine(), quantity: '2', unitPrice: '1.5', currency: 'USD' },
      { ...blankLine(), quantity: '', unitPrice: '100' },
      { ...blankLine(), quantity: '3', unitPrice: 'abc' },
    ];
    expect(previewTotals(lines, 'added')).toEqual([
      { currency: 'BDT', subtotal: 500, vat: 75, total: 575 },
      { currency: 'USD', subtotal: 3, vat: 0.45, total: 3.45 },
    ]);
    expect(previewTotals(lines, 'exempt')[0]).toEqual({ currency: 'BDT', subtotal: 500, vat: 0, total: 500 });
  });
});
