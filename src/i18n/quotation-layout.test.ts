import { describe, expect, it } from 'vitest';
import type { Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_BANK, COMPANY_LEGAL, SALES_PHONE } from '@/contract/site';
import { translator } from '@/server/i18n/translator';
import { LINE_WITHOUT_EXTRAS } from '../../test/helpers/quotation-lines';
import { type QuotationDocumentData, quotationLayout, tableCell } from './quotation-layout';

const line = (overrides: Partial<Quotation['lines'][number]> = {}): Quotation['lines'][number] => ({
  productId: null,
  productName: 'Caustic Soda Flakes 99%',
  quantity: 5,
  unit: 'MT',
  unitPrice: 125000,
  currency: 'BDT',
  ...LINE_WITHOUT_EXTRAS,
  lineTotal: 625000,
  ...overrides,
});

const quotation = (overrides: Partial<Quotation> = {}): Quotation => ({
  _id: 'q1',
  inquiryId: 'be92c5bd-0000-4000-8000-000000000000',
  version: 2,
  state: 'open',
  lines: [line()],
  incoterm: 'DAP',
  deliveryPlace: 'Gazipur',
  paymentTerms: '50% advance',
  validUntil: '2026-12-09',
  vatTreatment: 'added',
  notes: null,
  totals: [{ currency: 'BDT', subtotal: 625000, vat: 93750, total: 718750 }],
  buyerCompany: null,
  buyerAddress: null,
  buyerBin: null,
  sentByName: 'Nusrat Jahan',
  sentByEmail: 'nusrat@example.com',
  standardTerms: { en: '', bn: '' },
  sentAt: '2026-11-25T04:00:00Z',
  supersededAt: null,
  acceptedAt: null,
  ...overrides,
});

const data = (overrides: Partial<Quotation> = {}): QuotationDocumentData => ({
  quotation: quotation(overrides),
  buyer: {
    name: 'Rahim Uddin',
    inquiryId: 'be92c5bd-0000-4000-8000-000000000000',
    inquiryDate: '2026-11-20T06:00:00Z',
    deliveryLocation: 'Tongi, Gazipur',
  },
});

const english = translator('en');
const bengali = translator('bn');

describe('quotationLayout', () => {
  it('heads the document with the company, its registration and the quotation facts', () => {
    const layout = quotationLayout(data(), english);
    expect(layout.number).toBe('Q-BE92C5BD-2');
    expect(layout.title).toBe('Quotation');
    expect(layout.company.name).toBe(COMPANY.name);
    expect(layout.company.details).toContain(
      `BIN: ${COMPANY_LEGAL.bin} · Trade licence: ${COMPANY_LEGAL.tradeLicence}`,
    );
    expect(layout.facts).toEqual([
      { label: 'No.', value: 'Q-BE92C5BD-2' },
      { label: 'Version', value: '2' },
      { label: 'Date', value: '25 November 2026' },
      { label: 'Valid until', value: '9 December 2026' },
    ]);
    expect(layout.state).toBeNull();
  });

  it('addresses the buyer company with its address and BIN, and names the preparer with a phone and e-mail', () => {
    const layout = quotationLayout(
      data({
        buyerCompany: 'Rahim Textile Mills Ltd.',
        buyerAddress: 'Plot 12, BSCIC, Tongi',
        buyerBin: '0045678910203',
      }),
      english,
    );
    expect(layout.parties).toEqual([
      {
        heading: 'To',
        lines: [
          { text: 'Rahim Textile Mills Ltd.', strong: true },
          { text: 'Attn: Rahim Uddin' },
          { text: 'Plot 12, BSCIC, Tongi' },
          { text: 'BIN: 0045678910203' },
        ],
      },
      { heading: 'Your inquiry', lines: [{ text: 'BE92C5BD of 20 November 2026' }] },
      {
        heading: 'Prepared by',
        lines: [
          { text: 'Nusrat Jahan', strong: true },
          { text: `Phone: ${SALES_PHONE}` },
          { text: 'E-mail: nusrat@example.com' },
        ],
      },
    ]);
  });

  it('counts packs in the plural in English, and in Bengali as Bengali counts them', () => {
    const drums = data({ lines: [line({ quantity: 3, unit: 'drum' }), line({ quantity: 1, unit: 'drum' })] });
    expect(quotationLayout(drums, english).lines.map((row) => [row.quantity, row.unitPrice])).toEqual([
      ['3 drums', '৳ 1,25,000.00 / drum'],
      ['1 drum', '৳ 1,25,000.00 / drum'],
    ]);
    expect(quotationLayout(drums, bengali).lines.map((row) => row.quantity)).toEqual(['৩ ড্রাম', '১ ড্রাম']);
  });

  it('addresses a buyer without a company by name, with where the goods go, and the company e-mail for an unknown preparer', () => {
    const [to, , preparedBy] = quotationLayout(data({ sentByEmail: null }), english).parties;
    expect(to.lines).toEqual([{ text: 'Rahim Uddin', strong: true }, { text: 'Tongi, Gazipur' }]);
    expect(preparedBy.lines.at(-1)).toEqual({ text: `E-mail: ${COMPANY.email}` });
  });

  it('writes each line with its CAS number and grade where known, and the unit beside the unit price', () => {
    const layout = quotationLayout(
      data({
        lines: [
          line({ casNumber: '1310-73-2', grade: 'Technical', packing: '25 kg bags', leadTime: '7 days' }),
          line({ productName: 'Soda Ash', quantity: 750.5, unit: 'kg', unitPrice: 1.2, currency: 'USD' }),
        ],
      }),
      english,
    );
    expect(layout.lines[0]).toEqual({
      number: '1',
      product: 'Caustic Soda Flakes 99%',
      details: 'CAS 1310-73-2 · Grade: Technical',
      quantity: '5 MT',
      unitPrice: '৳ 1,25,000.00 / MT',
      packing: '25 kg bags · 7 days',
      amount: '৳ 6,25,000.00',
    });
    expect(layout.lines[1]).toMatchObject({ details: '', quantity: '750.5 kg', unitPrice: '$1.20 / kg' });
    expect(tableCell(layout.lines[1], 'packing')).toBe('-');
    expect(layout.columns.map((column) => column.key)).toEqual([
      'number',
      'product',
      'quantity',
      'unitPrice',
      'packing',
      'amount',
    ]);
  });

  it('names the grade and pack a line quotes, in the reader’s words and digits', () => {
    const variantLabel = {
      grade: 'technical' as const,
      purity: '98%',
      packQuantity: 35,
      packUnit: 'kg' as const,
      container: 'carboy' as const,
    };
    const quoted = data({ lines: [line({ casNumber: '7664-93-9', variantId: 'v1', variantLabel })] });
    expect(quotationLayout(quoted, english).lines[0].details).toBe(
      'Technical 98% · 35 kg carboy · CAS 7664-93-9',
    );
    expect(quotationLayout(quoted, bengali).lines[0].details).toMatch(/^টেকনিক্যাল 98% · ৩৫ কেজি কারবয় · /);
  });

  it('gives each currency its totals and its total in words', () => {
    const layout = quotationLayout(
      data({
        totals: [
          { currency: 'BDT', subtotal: 625000, vat: 93750, total: 718750 },
          { currency: 'USD', subtotal: 10870, vat: 1630.5, total: 12500.5 },
        ],
      }),
      english,
    );
    expect(layout.totals[0]).toEqual({
      currency: 'BDT',
      rows: [
        { label: 'Subtotal (BDT)', value: '৳ 6,25,000.00', strong: false },
        { label: 'VAT 15%', value: '৳ 93,750.00', strong: false },
        { label: 'Total (BDT)', value: '৳ 7,18,750.00', strong: true },
      ],
      inWords: 'In words: Taka Seven Lakh Eighteen Thousand Seven Hundred Fifty only',
    });
    expect(layout.totals[1].inWords).toBe(
      'In words: US Dollars Twelve Thousand Five Hundred and Cents Fifty only',
    );
    expect(layout.vatNote).toBe('VAT at 15% is added to these prices');
  });

  it('leaves out the VAT row when prices include VAT', () => {
    const layout = quotationLayout(data({ vatTreatment: 'included' }), english);
    expect(layout.totals[0].rows.map((row) => row.label)).toEqual(['Subtotal (BDT)', 'Total (BDT)']);
  });

  it('lists the standard terms the version was sent with, in its language or else in English', () => {
    const terms = { en: 'Prices exclude AIT.\n\n  Subject to prior sale.  ', bn: '' };
    expect(quotationLayout(data({ standardTerms: terms }), english).standardTerms).toEqual({
      heading: 'General terms',
      items: ['Prices exclude AIT.', 'Subject to prior sale.'],
    });
    expect(quotationLayout(data({ standardTerms: terms }), bengali).standardTerms?.items).toEqual([
      'Prices exclude AIT.',
      'Subject to prior sale.',
    ]);
    const both = { ...terms, bn: 'মজুত থাকা সাপেক্ষে।' };
    expect(quotationLayout(data({ standardTerms: both }), bengali).standardTerms?.items).toEqual([
      'মজুত থাকা সাপেক্ষে।',
    ]);
    expect(quotationLayout(data(), english).standardTerms).toBeNull();
  });

  it('gives the bank details for the advance, the signatory and the computer-generated line', () => {
    const layout = quotationLayout(data(), english);
    expect(layout.bank.rows).toContainEqual({ label: 'Account number', value: COMPANY_BANK.accountNumber });
    expect(layout.bank.rows).toContainEqual({ label: 'SWIFT', value: COMPANY_BANK.swift });
    expect(layout.signature).toEqual({
      for: `For ${COMPANY.name}`,
      name: COMPANY_LEGAL.signatory.name,
      title: COMPANY_LEGAL.signatory.title,
    });
    expect(layout.computerGenerated).toBe('This quotation is computer-generated and needs no signature.');
  });

  it('says when a version no longer stands or was accepted', () => {
    expect(quotationLayout(data({ state: 'superseded' }), english).state).toEqual({
      state: 'superseded',
      text: 'This quotation has been replaced by a newer version',
    });
    expect(quotationLayout(data({ state: 'expired' }), english).state?.text).toBe(
      'This quotation has expired (it was valid until 9 December 2026).',
    );
    expect(
      quotationLayout(data({ state: 'accepted', acceptedAt: '2026-11-27T10:00:00Z' }), english).state?.text,
    ).toBe('You accepted this quotation on 27 November 2026.');
  });

  it('writes the whole document in Bengali for a Bengali reader, total in Bengali words', () => {
    const layout = quotationLayout(data({ buyerCompany: 'রহিম টেক্সটাইল' }), bengali);
    expect(layout.title).toBe('কোটেশন');
    expect(layout.parties[0].lines[1]).toEqual({ text: 'দৃষ্টি আকর্ষণ: Rahim Uddin' });
    expect(layout.lines[0]).toMatchObject({
      quantity: '৫ মেট্রিক টন',
      unitPrice: '৳ ১,২৫,০০০.০০ / মেট্রিক টন',
    });
    expect(layout.totals[0].inWords).toBe('কথায়: টাকা সাত লক্ষ আঠারো হাজার সাতশো পঞ্চাশ মাত্র'.normalize('NFC'));
    expect(layout.computerGenerated.endsWith('।')).toBe(true);
  });
});
