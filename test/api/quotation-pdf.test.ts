// The quotation PDF, checked the way a reader would: poppler renders it to PNG and extracts its text.
// Bengali shaping is checked in the PDF itself: the font's character map must hold the conjunct
// glyph ক্ষ (one glyph standing for ক + ্ + ষ), which only a shaped layout uses.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY, COMPANY_BANK, COMPANY_LEGAL, SALES_PHONE } from '@/contract/site';
import { inquiries } from '@/server/db/schema';
import { defaultQuotationTerms } from '@/server/features/settings/quotation-terms';
import { renderQuotationPdf } from '@/server/features/tracking/pdf/quotation-pdf';
import { setupApi } from '../helpers/api';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';

const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPoppler && process.env.CI) throw new Error('pdftoppm (poppler-utils) is required under CI');

const t = setupApi();
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quotation-pdf-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every stream of the PDF, inflated (pdfkit compresses them with Flate). */
function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // an uncompressed or binary stream (the embedded font): not a character map
    }
  }
  return streams;
}

/** The Unicode text each glyph of the embedded fonts stands for, from their ToUnicode maps. */
function glyphTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const stream of pdfStreams(pdf).filter((s) => s.includes('begincmap'))) {
    // pdfkit writes one bfrange with a list: <first> <last> [<0995 09cd 09b7> <09be> ...]
    for (const [, list] of stream.matchAll(/\[((?:\s*<[0-9a-fA-F ]+>)+)\s*\]/g)) {
      for (const [, hex] of list.matchAll(/<([0-9a-fA-F ]+)>/g)) {
        texts.push(String.fromCharCode(...hex.split(' ').map((unit) => Number.parseInt(unit, 16))));
      }
    }
  }
  return texts;
}

/**
 * The PDF's text in reading order, every run of white space one space (for phrases that may wrap);
 * only what lies right of `fromX` points when given (the right-hand column: the totals).
 */
const flatText = (file: string, fromX = 0) =>
  execFileSync('pdftotext', ['-x', String(fromX), '-y', '0', '-W', '600', '-H', '850', file, '-'])
    .toString()
    .replace(/\s+/g, ' ');

describe.skipIf(!hasPoppler)('renderQuotationPdf', () => {
  it('writes an A4 quotation with the company, buyer, lines, totals and terms, and Bengali shaped', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      name: 'রহিম টেক্সটাইল মিলস',
      quotations: [
        {
          validUntil: daysFromToday(14),
          vatTreatment: 'added',
          notes: 'ক্ষার delivered in sealed bags. Prices firm for the validity period.',
          buyerCompany: 'Rahim Textile Mills Ltd.',
          buyerAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
          buyerBin: '0045678910203',
          sentByEmail: 'nusrat@meghnachemicals.com.bd',
          standardTerms: defaultQuotationTerms(),
          lines: [
            {
              productName: 'Caustic Soda Flakes 99%',
              quantity: 5,
              unit: 'MT',
              unitPrice: 82000,
              currency: 'BDT',
              casNumber: '1310-73-2',
              grade: 'Technical',
            },
            {
              productName: 'সালফিউরিক অ্যাসিড 98%',
              quantity: 20,
              unit: 'drum',
              unitPrice: 7450.5,
              currency: 'BDT',
            },
            {
              productName: 'ক্ষার (Soda Ash Light)',
              quantity: 750,
              unit: 'kg',
              unitPrice: 1.2,
              currency: 'USD',
            },
          ],
        },
      ],
    });
    const pdf = (await renderQuotationPdf(t.app.db, seeded.quotationIds[0])).content;
    const file = path.join(dir, 'quotation.pdf');
    fs.writeFileSync(file, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1/);

    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const expected of [
      'Meghna Chemicals Limited',
      'QUOTATION',
      `BIN: ${COMPANY_LEGAL.bin}`,
      `Trade licence: ${COMPANY_LEGAL.tradeLicence}`,
      `Q-${seeded.inquiryId.slice(0, 8).toUpperCase()}-1`,
      'Caustic Soda Flakes 99%',
      'CAS 1310-73-2 · Grade: Technical',
      'Soda Ash Light',
      '৳ 82,000.00 / MT', // the unit in the unit-price column
      '20 drums', // a count of packs in the plural
      '$1.20 / kg',
      '৳ 5,59,010.00', // 5 × 82,000 + 20 × 7,450.50
      'VAT 15%',
      '৳ 83,851.50',
      '৳ 6,42,861.50',
      '$900.00', // 750 × 1.20, a second currency totalled on its own
      '$1,035.00',
      'VAT at 15% is added to these prices',
      'DAP',
      'Gazipur factory gate',
      '50% advance, balance before delivery',
      COMPANY_LEGAL.signatory.name,
      'ক্ষার',
      // Whom it is for, as their accounts department files it, and who prepared it.
      'Rahim Textile Mills Ltd.',
      'Attn:',
      'Plot 12, BSCIC Industrial Estate, Tongi,', // wrapped in its column
      'Gazipur 1710',
      'BIN: 0045678910203',
      'PREPARED BY',
      'Site Admin',
      `Phone: ${SALES_PHONE}`,
      'E-mail:',
      'nusrat@meghnachemicals.com.bd',
      // Where the advance goes.
      'Bank details for payment',
      COMPANY_BANK.accountNumber,
      COMPANY_BANK.routingNumber,
      COMPANY_BANK.swift,
      'General terms',
      'This quotation is computer-generated and', // beside the bank details, wrapped
      'needs no signature.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Phrases long enough to wrap, read in order: the totals' amounts in words in their column.
    const totalsColumn = flatText(file, 320);
    expect(totalsColumn).toContain(
      'Total (BDT) ৳ 6,42,861.50 In words: Taka Six Lakh Forty Two Thousand Eight Hundred Sixty One and Paisa Fifty only',
    );
    expect(totalsColumn).toContain(
      'Total (USD) $1,035.00 In words: US Dollars One Thousand Thirty Five only',
    );
    const flat = flatText(file);
    for (const expected of [
      "payable in taka at our bank's BC selling rate",
      'subject to prior sale',
      'safety data sheets (SDS)',
    ]) {
      expect(flat, expected).toContain(expected);
    }

    // Shaped: the conjunct ক্ষ and the য-phala of অ্যা are single glyphs standing for several characters.
    const glyphs = glyphTexts(pdf);
    expect(glyphs).toContain('ক্ষ');
    expect(glyphs).toContain('্য');
    expect(glyphs).not.toContain('্'); // no bare virama: nothing was left unjoined

    // Rendered: the page has ink, and the PNG is kept beside the PDF for a person to look at.
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, path.join(dir, 'quotation')]);
    const png = path.join(dir, 'quotation.png');
    const { width, height } = await sharp(png).metadata();
    expect(width).toBeGreaterThan(900);
    expect(height! / width!).toBeCloseTo(841.89 / 595.28, 2);
    const stats = await sharp(png).stats();
    expect(stats.channels[0].min).toBeLessThan(60); // dark text on white
    if (process.env.KEEP_PDF_PNG) fs.copyFileSync(png, process.env.KEEP_PDF_PNG);
    if (process.env.KEEP_PDF_PNG) fs.copyFileSync(file, process.env.KEEP_PDF_PNG.replace(/\.png$/, '.pdf'));
  });

  it('writes the quotation in Bengali for a buyer who asked in Bengali, taka in the Bengali font', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [
        {
          validUntil: daysFromToday(14),
          vatTreatment: 'added',
          standardTerms: defaultQuotationTerms(),
          lines: [
            {
              productName: 'Caustic Soda Flakes 99%',
              quantity: 5,
              unit: 'MT',
              unitPrice: 82000,
              currency: 'BDT',
            },
            { productName: 'Soda Ash Light', quantity: 750, unit: 'kg', unitPrice: 1.2, currency: 'USD' },
          ],
        },
      ],
    });
    await t.app.db.update(inquiries).set({ language: 'bn' }).where(eq(inquiries.id, seeded.inquiryId));
    const file = path.join(dir, 'quotation-bn.pdf');
    fs.writeFileSync(file, (await renderQuotationPdf(t.app.db, seeded.quotationIds[0])).content);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const expected of [
      // (pdftotext gives a vowel sign written before its consonant, ে or ি, in drawing order, so the
      // words checked here have none; the rendered page is what a person reads.)
      'প্রাপক',
      'আপনার',
      'সংস্করণ',
      'পণ্য',
      'দাম',
      'ভ্যাট ১৫%',
      '৳ ৮২,০০০.০০',
      '৳ ৪,১০,০০০.০০',
      '$৯০০.০০', // a Latin sign with Bengali digits, on one line
      'সাধারণ', // the standard terms' heading, in Bengali
      'ব্যাংক', // the bank details' heading
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The total in Bengali words: ৳ ৪,১০,০০০ + ১৫% ভ্যাট = ৪,৭১,৫০০ টাকা.
    expect(flatText(file, 320)).toContain('টাকা চার লক্ষ একাত্তর হাজার');
    // The taka sign is drawn by the Bengali font: Noto Sans Bengali's map holds it.
    expect(glyphTexts(fs.readFileSync(file))).toContain('৳');
    if (process.env.KEEP_PDF_PNG)
      fs.copyFileSync(file, process.env.KEEP_PDF_PNG.replace(/\.png$/, '-bn.pdf'));
  });

  it('prints a version sent before standard terms existed without them, and the company e-mail for a preparer without one', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [{ validUntil: daysFromToday(9), sentByEmail: null }],
    });
    const file = path.join(dir, 'older.pdf');
    fs.writeFileSync(file, (await renderQuotationPdf(t.app.db, seeded.quotationIds[0])).content);
    const text = flatText(file);
    expect(text).toContain('Terms and conditions');
    expect(text).not.toContain('General terms');
    expect(text).toContain(`E-mail: ${COMPANY.email}`);
    // No company given: the buyer's name heads the "To" block, where the goods go below it.
    const layout = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(layout).toMatch(/^TO\s.*\n\s*Rahim Uddin\s.*\n\s*গাজীপুর, Gazipur\s/m);
    expect(text).not.toContain('Attn:');
    expect(text).not.toContain('CAS ');
  });

  it('marks a superseded version and an expired one on the page', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [
        { validUntil: daysFromToday(9), supersededAt: new Date() },
        { validUntil: daysFromToday(-2) },
      ],
    });
    for (const [quotationId, words] of [
      [seeded.quotationIds[0], 'SUPERSEDED: This quotation has been replaced by a newer version'],
      [seeded.quotationIds[1], 'EXPIRED: This quotation has expired'],
    ]) {
      const file = path.join(dir, `${quotationId}.pdf`);
      fs.writeFileSync(file, (await renderQuotationPdf(t.app.db, quotationId)).content);
      const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
      expect(text).toContain(words);
    }
  });

  it('starts a new page with the table header when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      productName: `Laboratory reagent grade ${i + 1} (বিকারক)`,
      quantity: i + 1,
      unit: 'kg' as const,
      unitPrice: 10,
      currency: 'BDT' as const,
    }));
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [{ validUntil: daysFromToday(9), lines }],
    });
    const file = path.join(dir, 'long.pdf');
    fs.writeFileSync(file, (await renderQuotationPdf(t.app.db, seeded.quotationIds[0])).content);
    const pages = execFileSync('pdftotext', [file, '-']).toString().split('\f').filter(Boolean);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Unit price');
    const layout = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(layout).toMatch(/^\s*30\s+Laboratory reagent grade\b/m); // the 30th line made it
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('Head of Sales');
  });
});
