// What a Bangladeshi buyer's accounts department needs on a quotation, end to end through the API:
// the buyer's company, address and BIN from the price request or basket to each quotation version
// (where the clerk may correct them), the products' CAS numbers and a grade per line, the preparer's
// e-mail, and the standard terms admins write once, copied into each version as it is sent.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { migrationsFolder } from '@/server/db/client';
import { products, quotationLines, quotations } from '@/server/db/schema';
import { defaultQuotationTerms } from '@/server/features/settings/quotation-terms';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { bearer, type TestUser } from '../helpers/users';

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let causticSoda: string;
let sodaAsh: string;

const t = setupApi(() => createTestApp({ publicUrl: 'https://chem.example' }));
const admin = t.signUpAdmin({ fullName: 'Nusrat Jahan', email: 'nusrat@meghnachemicals.com.bd' });
const user = t.signUp({ fullName: 'Karim Buyer' });
beforeAll(async () => {
  const rows = await t.app.db
    .insert(products)
    .values([
      {
        name: 'Caustic Soda Flakes 99%',
        description: 'Sodium hydroxide',
        category: 'Industrial Chemicals',
        casNumber: '1310-73-2',
      },
      { name: 'Soda Ash Light', description: 'Sodium carbonate', category: 'Industrial Chemicals' },
    ])
    .returning();
  [causticSoda, sodaAsh] = rows.map((row) => row.id);
});

const COMPANY_DETAILS = {
  company: ' Rahim Textile Mills Ltd. ',
  companyAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
  bin: '004567891-0203',
};

let seq = 0;
const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: 'Rahim Uddin',
      email: `buyer${++seq}@example.com`,
      inquiry: `Price for 5 MT please (#${seq})`,
      productId: causticSoda,
      ...body,
    },
    headers,
  });

const validUntil = addDays(todayInDhaka(), 14);
const quotationBody = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    {
      productId: causticSoda,
      productName: 'Caustic Soda Flakes 99%',
      quantity: 5,
      unit: 'MT',
      unitPrice: 125000,
      currency: 'BDT',
      grade: 'Technical',
    },
    {
      productId: sodaAsh,
      productName: 'Soda Ash Light',
      quantity: 750,
      unit: 'kg',
      unitPrice: 1.2,
      currency: 'USD',
    },
  ],
  incoterm: 'DAP',
  deliveryPlace: 'Tongi, Gazipur',
  paymentTerms: '50% advance, balance before delivery',
  validUntil,
  vatTreatment: 'added',
  buyerCompany: 'Rahim Textile Mills Limited',
  buyerAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
  buyerBin: '0045678910203',
  ...overrides,
});

const send = (inquiryId: string, payload: unknown, as: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotations`,
    payload: payload as object,
    headers: bearer(as),
  });
const draft = (inquiryId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/inquiries/${inquiryId}/quotations/draft`,
    headers: bearer(admin),
  });
const settings = (method: 'GET' | 'PUT', payload?: unknown, as: TestUser | null = admin, language = 'en') =>
  t.app.inject({
    method,
    url: '/api/admin/settings/quotation',
    payload: payload as object,
    headers: { ...(as ? bearer(as) : {}), 'accept-language': language },
  });

describe('POST /api/inquiries with the buyer’s company', () => {
  it('keeps the company, its address and the BIN (digits only) from the price request', async () => {
    const response = await submit(COMPANY_DETAILS);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      company: 'Rahim Textile Mills Ltd.',
      companyAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
      bin: '0045678910203',
    });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${data._id}`,
      headers: bearer(admin),
    });
    expect(stored.json()).toMatchObject({ company: 'Rahim Textile Mills Ltd.', bin: '0045678910203' });
  });

  it('keeps them from a quote basket, and an old 9-digit BIN', async () => {
    const response = await submit({
      productId: undefined,
      lines: [{ productId: causticSoda, quantity: 5, unit: 'MT' }],
      company: 'Karim Dyeing',
      bin: '123 456 789',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      company: 'Karim Dyeing',
      companyAddress: null,
      bin: '123456789',
    });
  });

  it('stores none when they are blank or not sent', async () => {
    for (const body of [{}, { company: '', companyAddress: '  ', bin: '' }, { company: null, bin: null }]) {
      const response = await submit(body);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ company: null, companyAddress: null, bin: null });
    }
  });

  it('refuses a BIN of other than 9 or 13 digits and over-long details, with the rule’s words', async () => {
    for (const bin of ['12345678', '1234567890', '00012345601011', 'ABCDEFGHI', '0001234-5601-0x']) {
      const response = await submit({ bin });
      expect(response.statusCode, bin).toBe(400);
      expect(response.json().message).toBe('BIN must be 9 or 13 digits');
    }
    const bengali = await submit({ bin: '12345' }, { 'accept-language': 'bn' });
    expect(bengali.json().message).toBe('BIN ৯ বা ১৩ অঙ্কের হতে হবে');
    expect((await submit({ company: 'x'.repeat(201) })).json().message).toBe(
      'Company name must be at most 200 characters',
    );
    expect((await submit({ companyAddress: 'x'.repeat(301) })).json().message).toBe(
      'Address must be at most 300 characters',
    );
  });
});

describe('a quotation with the buyer’s company, CAS numbers, grades and its preparer', () => {
  it('starts its draft from the inquiry’s company details and the products’ CAS numbers', async () => {
    const inquiryId = (await submit(COMPANY_DETAILS)).json().data._id;
    const response = await draft(inquiryId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      buyerCompany: 'Rahim Textile Mills Ltd.',
      buyerAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
      buyerBin: '0045678910203',
      lines: [{ productId: causticSoda, casNumber: '1310-73-2', grade: '' }],
    });
  });

  it('keeps what the clerk sent, each product’s own CAS number, the grades and the preparer’s e-mail', async () => {
    const inquiryId = (await submit(COMPANY_DETAILS)).json().data._id;
    // A client cannot set the CAS number: it is the product's.
    const body = quotationBody();
    const response = await send(inquiryId, {
      ...body,
      lines: body.lines.map((line) => ({ ...line, casNumber: '0000-00-0' })),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { quotation } = response.json();
    expect(quotation).toMatchObject({
      buyerCompany: 'Rahim Textile Mills Limited',
      buyerAddress: 'Plot 12, BSCIC Industrial Estate, Tongi, Gazipur 1710',
      buyerBin: '0045678910203',
      sentByName: 'Nusrat Jahan',
      sentByEmail: 'nusrat@meghnachemicals.com.bd',
    });
    expect(
      quotation.lines.map((line: { casNumber: string; grade: string }) => [line.casNumber, line.grade]),
    ).toEqual([
      ['1310-73-2', 'Technical'],
      [null, null],
    ]);

    // The next version starts from what was sent.
    expect((await draft(inquiryId)).json()).toMatchObject({
      revisionOf: 1,
      buyerCompany: 'Rahim Textile Mills Limited',
      buyerBin: '0045678910203',
      lines: [
        { grade: 'Technical', casNumber: '1310-73-2' },
        { grade: '', casNumber: null },
      ],
    });
  });

  it('sends without company details, and refuses a bad BIN with the rule’s words, storing nothing', async () => {
    const inquiryId = (await submit({})).json().data._id;
    const bad = await send(inquiryId, quotationBody({ buyerBin: '12345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('BIN must be 9 or 13 digits');
    expect(await t.app.db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId))).toEqual([]);

    const plain = await send(
      inquiryId,
      quotationBody({ buyerCompany: '', buyerAddress: undefined, buyerBin: null }),
    );
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().quotation).toMatchObject({ buyerCompany: null, buyerAddress: null, buyerBin: null });
  });

  it('shows them to the buyer on the tracking page and in the PDF', async () => {
    const submitted = (await submit(COMPANY_DETAILS)).json();
    const token = new URL(submitted.trackingUrl).pathname.split('/').pop();
    const { quotation } = (await send(submitted.data._id, quotationBody())).json();

    const tracked = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().quotations[0]).toMatchObject({
      buyerCompany: 'Rahim Textile Mills Limited',
      buyerBin: '0045678910203',
      sentByEmail: 'nusrat@meghnachemicals.com.bd',
      standardTerms: defaultQuotationTerms(),
      lines: [{ casNumber: '1310-73-2', grade: 'Technical' }, {}],
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${token}/quotations/${quotation._id}.pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    if (!hasPoppler) return;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'quotation-document-')), 'q.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    for (const expected of [
      'Rahim Textile Mills Limited',
      'BIN: 0045678910203',
      'CAS 1310-73-2 · Grade: Technical',
      '৳ 1,25,000.00 / MT',
      'General terms',
      'nusrat@meghnachemicals.com.bd',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('standard terms', () => {
  it('are the usual ones in both languages until an admin writes their own', async () => {
    const response = await settings('GET');
    expect(response.statusCode).toBe(200);
    const { terms } = response.json();
    expect(terms).toEqual(defaultQuotationTerms());
    expect(terms.en).toContain('BC selling rate');
    expect(terms.en).toContain('subject to prior sale');
    expect(terms.en.split('\n')).toHaveLength(4);
    expect(terms.bn.split('\n')).toHaveLength(4);
  });

  it('are copied into each version as it is sent: a later change leaves sent versions as they were', async () => {
    const inquiryId = (await submit({})).json().data._id;
    const first = (await send(inquiryId, quotationBody())).json().quotation;
    expect(first.standardTerms).toEqual(defaultQuotationTerms());

    const written = { en: '  Prices exclude AIT.\nStock subject to prior sale.  ', bn: 'মজুত থাকা সাপেক্ষে।' };
    const saved = await settings('PUT', { terms: written }, admin, 'bn');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      settings: { terms: { en: 'Prices exclude AIT.\nStock subject to prior sale.', bn: 'মজুত থাকা সাপেক্ষে।' } },
      message: 'কোটেশনের শর্তাবলি সংরক্ষণ হয়েছে',
    });
    expect((await settings('GET')).json().terms).toEqual(saved.json().settings.terms);

    const second = (await send(inquiryId, quotationBody())).json().quotation;
    expect(second.standardTerms).toEqual(saved.json().settings.terms);
    const [stored] = await t.app.db.select().from(quotations).where(eq(quotations.id, first._id));
    expect(stored.standardTerms).toEqual(defaultQuotationTerms());
  });

  it('refuse terms over 3000 characters with the rule’s words', async () => {
    const response = await settings('PUT', { terms: { en: 'x'.repeat(3001), bn: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Terms must be at most 3000 characters');
  });

  it('are read and written by admins only', async () => {
    expect((await settings('GET', undefined, null)).statusCode).toBe(401);
    expect((await settings('GET', undefined, user)).statusCode).toBe(403);
    expect((await settings('PUT', { terms: { en: 'Mine', bn: '' } }, null)).statusCode).toBe(401);
    expect((await settings('PUT', { terms: { en: 'Mine', bn: '' } }, user)).statusCode).toBe(403);
    expect((await settings('GET')).json().terms.en).not.toBe('Mine');
  });
});

describe('migration 0010 on quotations sent before it', () => {
  it('fills in the preparer’s e-mail from their account and each line’s CAS number from its product', async () => {
    const inquiryId = (await submit({})).json().data._id;
    const { quotation } = (await send(inquiryId, quotationBody())).json();
    // As the rows were before the migration: the columns it adds were empty.
    await t.app.db.update(quotations).set({ sentByEmail: null }).where(eq(quotations.id, quotation._id));
    await t.app.db
      .update(quotationLines)
      .set({ casNumber: null })
      .where(eq(quotationLines.quotationId, quotation._id));

    const migration = fs.readFileSync(path.join(migrationsFolder, '0010_quotation_document.sql'), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await t.app.db.execute(sql.raw(statement));

    const [row] = await t.app.db.select().from(quotations).where(eq(quotations.id, quotation._id));
    expect(row.sentByEmail).toBe('nusrat@meghnachemicals.com.bd');
    const lines = await t.app.db
      .select({ productId: quotationLines.productId, casNumber: quotationLines.casNumber })
      .from(quotationLines)
      .where(inArray(quotationLines.quotationId, [quotation._id]));
    expect(lines.map((line) => [line.productId, line.casNumber])).toEqual([
      [causticSoda, '1310-73-2'],
      [sodaAsh, null],
    ]);
    // Sent without standard terms, a version keeps none.
    expect(migration).toContain(`"standard_terms" jsonb DEFAULT '{"en":"","bn":""}'::jsonb NOT NULL`);
  });
});
