import { describe, expect, it } from 'vitest';
import type { QuotationDraft } from '@/contract/quotations';
import type { Variant } from '@/contract/variants';
import { blankLine, previewTotals, toFormValues, withVariant } from './quotation-form-values';

const causticSoda: QuotationDraft['lines'][number] = {
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
  variants: [],
};

const draft: QuotationDraft = {
  lines: [
    causticSoda,
    // A product the buyer only named: not in the catalogue, with no quantity, grade or note.
    {
      ...causticSoda,
      productId: null,
      productName: 'Soda Ash',
      quantity: null,
      unit: null,
      grade: '',
      casNumber: null,
      buyerNote: null,
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

const offered = (id: string, price: Partial<Variant['price']>): Variant => ({
  _id: id,
  grade: 'ar',
  purity: '99.9%',
  packQuantity: 2.5,
  packUnit: 'litre',
  container: 'bottle',
  price: {
    minValue: 1450,
    maxValue: 1600,
    currency: 'BDT',
    unit: 'bottle',
    contactForPrice: false,
    ...price,
  },
  moq: null,
  moqUnit: null,
  stock: 'in_stock',
});

describe('withVariant', () => {
  const bottle = offered('v-bottle', {});
  const asked = {
    grade: 'technical',
    purity: '98%',
    packQuantity: 35,
    packUnit: 'kg',
    container: 'carboy',
  } as const;

  it('names the chosen grade and pack, and starts a blank line at its unit and lowest list price', () => {
    const line = withVariant({ ...blankLine(), variants: [bottle] }, 'v-bottle');
    expect(line).toMatchObject({
      variantId: 'v-bottle',
      variantLabel: {
        grade: 'ar',
        purity: '99.9%',
        packQuantity: 2.5,
        packUnit: 'litre',
        container: 'bottle',
      },
      unit: 'bottle',
      unitPrice: '1450',
      currency: 'BDT',
    });
  });

  it('keeps a price already typed, and a unit the list price is not counted in', () => {
    const typed = withVariant(
      { ...blankLine(), unit: 'bottle', unitPrice: '1500', variants: [bottle] },
      'v-bottle',
    );
    expect([typed.unit, typed.unitPrice]).toEqual(['bottle', '1500']);
    const otherUnit = withVariant({ ...blankLine(), unit: 'carton', variants: [bottle] }, 'v-bottle');
    expect([otherUnit.unit, otherUnit.unitPrice]).toEqual(['carton', '']);
  });

  it('goes back to the grade and pack asked for but no longer offered when none is chosen', () => {
    const line = { ...blankLine(), variants: [bottle], droppedLabel: asked };
    const chosen = withVariant(line, 'v-bottle');
    expect(withVariant(chosen, '')).toMatchObject({ variantId: null, variantLabel: asked });
    expect(withVariant({ ...blankLine(), variants: [bottle] }, '')).toMatchObject({
      variantId: null,
      variantLabel: null,
    });
  });
});
