// A quotation mail read on a phone: the HTML part, as the buyer's mail app shows it, fits a
// 360-pixel-wide view (a common Android width; 390 is an iPhone's) with nothing to scroll sideways,
// in both languages, with six columns' worth of prices per line.
import type { Quotation } from '@/contract/quotations';
import { quotationMail } from '@/server/features/quotations/quotation-mail';
import { describe, expect, it } from './helpers/site';

const line = (productName: string, unitPrice: number, currency: 'BDT' | 'USD') => ({
  productId: null,
  productName,
  quantity: 1250,
  unit: 'drum' as const,
  unitPrice,
  currency,
  packing: '250 kg HDPE drums, palletised',
  leadTime: '7-10 working days',
  casNumber: '7664-93-9',
  grade: 'Technical',
  variantId: null,
  variantLabel: null,
  lineTotal: 1250 * unitPrice,
});

const quotation: Quotation = {
  _id: '5f0c2a4e-0b7e-4a51-9b53-3c5f9e0d1a22',
  inquiryId: 'be92c5bd-0b7e-4a51-9b53-3c5f9e0d1a22',
  version: 2,
  state: 'open',
  lines: [
    line('Sulphuric Acid 98% (technical grade)', 125000, 'BDT'),
    line('সালফিউরিক অ্যাসিড ৯৮% (কারিগরি গ্রেড)', 98765.43, 'BDT'),
    line('Hydrogen Peroxide 50%', 1234.56, 'USD'),
  ],
  incoterm: 'CIF',
  deliveryPlace: 'Chattogram Export Processing Zone, Gate 2',
  paymentTerms: '50% advance by TT, the rest against delivery documents',
  validUntil: '2026-12-09',
  vatTreatment: 'added',
  notes: null,
  totals: [
    { currency: 'BDT', subtotal: 279706787.5, vat: 41956018.13, total: 321662805.63 },
    { currency: 'USD', subtotal: 1543200, vat: 231480, total: 1774680 },
  ],
  buyerCompany: 'Karnaphuli Textiles Ltd.',
  buyerAddress: 'Plot 12, Chattogram EPZ',
  buyerBin: '0012345678901',
  sentByName: 'Nusrat Jahan',
  sentByEmail: 'nusrat@meghna.example',
  standardTerms: { en: '', bn: '' },
  sentAt: '2026-11-25T08:00:00.000Z',
  supersededAt: null,
  acceptedAt: null,
};

describe('the quotation mail on a phone', () => {
  for (const language of ['en', 'bn'] as const) {
    it(`fits a 360-pixel view without sideways scrolling (${language})`, async ({ browser }) => {
      const { html } = quotationMail(
        quotation,
        { name: 'Rahim Uddin', language },
        'https://catalogue.example.com/quotes/{{token:inquiryTracking:5f0c2a4e-0b7e-4a51-9b53-3c5f9e0d1a22}}',
      );
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
      try {
        const page = await context.newPage();
        await page.setContent(html);
        const widths = await page.evaluate(() => ({
          view: document.documentElement.clientWidth,
          content: document.documentElement.scrollWidth,
        }));
        expect(widths.view).toBe(360);
        expect(widths.content).toBeLessThanOrEqual(widths.view);
        // Every line's price is there to read.
        const text = await page.evaluate(() => document.body.textContent ?? '');
        expect(text).toContain(language === 'en' ? '৳ 15,62,50,000.00' : '৳ ১৫,৬২,৫০,০০০.০০');
      } finally {
        await context.close();
      }
    });
  }
});
