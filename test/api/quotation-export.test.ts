// GET /api/admin/quotations/export.csv: every quotation version sent, as CSV, filtered by the day it
// was sent and where it stands; headers and words in the admin's language; read in batches.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LIST_MESSAGES } from '@/contract/leads';
import { QUOTATION_EXPORT_MESSAGES } from '@/contract/quotation-export';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { quotationNumber } from '@/contract/tracking';
import { products, quotations } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { readCsv } from '../helpers/csv';

const t = setupApi();
const admin = t.signUpAdmin({ fullName: 'Nusrat Jahan' });
const user = t.signUp({ fullName: 'Karim Buyer' });

const validUntil = addDays(todayInDhaka(), 14);
const line = {
  productName: 'Caustic Soda Flakes 99%',
  quantity: 5,
  unit: 'MT',
  unitPrice: 95000.5,
  currency: 'BDT',
};
const body = (overrides: Record<string, unknown> = {}) => ({
  lines: [line],
  incoterm: 'CIF',
  deliveryPlace: 'চট্টগ্রাম বন্দর',
  paymentTerms: '50% advance',
  validUntil,
  vatTreatment: 'added',
  buyerCompany: 'মেঘনা টেক্সটাইল লিমিটেড',
  buyerBin: '123456789',
  ...overrides,
});

let productId: string;
let seq = 0;
async function inquiry(name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name, email: `buyer${++seq}@example.com`, inquiry: `Price please (#${seq})`, productId },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}
async function send(inquiryId: string, payload = body()) {
  const response = await t.call('POST', `/api/inquiries/${inquiryId}/quotations`, admin, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().quotation._id as string;
}
const sentOn = (id: string, day: string) =>
  t.app.db
    .update(quotations)
    .set({ sentAt: new Date(`${day}T10:00:00+06:00`) })
    .where(eq(quotations.id, id));

const exported = async (query: string) => {
  const response = await t.call('GET', `/api/admin/quotations/export.csv${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return readCsv(response.rawPayload);
};

let karim: string;
let rahim: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      description: 'Sodium hydroxide',
      category: 'Industrial Chemicals',
    })
    .returning();
  productId = product.id;
  karim = await inquiry('করিম মিয়া');
  rahim = await inquiry('Rahim Uddin');
  ids.karim1 = await send(karim);
  ids.karim2 = await send(
    karim,
    body({ lines: [line, { ...line, unitPrice: 10, quantity: 3, currency: 'USD' }] }),
  );
  ids.rahim1 = await send(rahim, body({ vatTreatment: 'exempt', buyerCompany: '', buyerBin: '' }));
  await sentOn(ids.karim1, '2026-03-01');
  await sentOn(ids.karim2, '2026-03-10');
  await sentOn(ids.rahim1, '2026-03-20');
  await t.app.db
    .update(quotations)
    .set({ acceptedAt: new Date('2026-03-21T05:00:00Z') })
    .where(eq(quotations.id, ids.rahim1));
});

describe('GET /api/admin/quotations/export.csv', () => {
  it('answers guests 401 and users 403', async () => {
    for (const url of [
      '/api/admin/quotations/export.csv',
      '/api/admin/quotations/export.csv?state=nothing',
    ]) {
      expect((await t.call('GET', url, null)).statusCode).toBe(401);
      expect((await t.call('GET', url, user)).statusCode).toBe(403);
    }
  });

  it('refuses a bad filter with the contract message', async () => {
    const cases: [string, string][] = [
      ['?state=open', QUOTATION_EXPORT_MESSAGES.stateInvalid],
      ['?from=2026-13-45', LEAD_LIST_MESSAGES.dateInvalid],
      ['?from=2026-03-10&to=2026-03-01', LEAD_LIST_MESSAGES.dateRangeInvalid],
      ['?lang=fr', QUOTATION_EXPORT_MESSAGES.languageInvalid],
    ];
    for (const [query, message] of cases) {
      const response = await t.call('GET', `/api/admin/quotations/export.csv${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('streams one row per version, newest first, as UTF-8 CSV with a BOM and a dated filename', async () => {
    const response = await t.call(
      'GET',
      '/api/admin/quotations/export.csv?from=2026-03-01&to=2026-03-31',
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quotations-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const {
      bom,
      rows: [header, ...rows],
    } = readCsv(response.rawPayload);
    expect(bom).toBe(true);
    expect(header).toEqual([
      'Quotation no.',
      'Sent on',
      'Buyer',
      'Company',
      'BIN',
      'Incoterm',
      'Delivery place',
      'Valid until',
      'VAT treatment',
      'Currency',
      'Subtotal',
      'VAT',
      'Total',
      'State',
      'Accepted on',
      'Sent by',
    ]);
    expect(rows).toEqual([
      [
        quotationNumber(rahim, 1),
        '2026-03-20T04:00:00.000Z',
        'Rahim Uddin',
        '',
        '',
        'CIF',
        'চট্টগ্রাম বন্দর',
        validUntil,
        'VAT exempt',
        'BDT',
        '475002.50',
        '0.00',
        '475002.50',
        'Accepted',
        '2026-03-21T05:00:00.000Z',
        'Nusrat Jahan',
      ],
      [
        quotationNumber(karim, 2),
        '2026-03-10T04:00:00.000Z',
        'করিম মিয়া',
        'মেঘনা টেক্সটাইল লিমিটেড',
        '123456789',
        'CIF',
        'চট্টগ্রাম বন্দর',
        validUntil,
        'VAT at 15% is added to these prices',
        'BDT; USD',
        // 5 × 95,000.50 = 475,002.50, VAT 15% = 71,250.38; 3 × 10 = 30, VAT 4.50.
        '475002.50; 30.00',
        '71250.38; 4.50',
        '546252.88; 34.50',
        'Open',
        '',
        'Nusrat Jahan',
      ],
      expect.arrayContaining([quotationNumber(karim, 1), 'Superseded']),
    ]);
  });

  it('keeps to the filter: sent days (Dhaka) and state', async () => {
    const numbers = async (query: string) => (await exported(query)).rows.slice(1).map((row) => row[0]);
    expect(await numbers('?from=2026-03-10&to=2026-03-10')).toEqual([quotationNumber(karim, 2)]);
    expect(await numbers('?from=2026-03-01&to=2026-03-31&state=current')).toEqual([
      quotationNumber(karim, 2),
    ]);
    expect(await numbers('?from=2026-03-01&to=2026-03-31&state=superseded')).toEqual([
      quotationNumber(karim, 1),
    ]);
    expect(await numbers('?state=accepted')).toEqual([quotationNumber(rahim, 1)]);
    expect(await numbers('?from=2026-03-02&to=&state=')).toEqual([
      quotationNumber(rahim, 1),
      quotationNumber(karim, 2),
    ]);
  });

  it('writes headers and words in Bengali for a Bengali page', async () => {
    const {
      rows: [header, ...rows],
    } = await exported('?lang=bn&state=accepted');
    expect(header.slice(0, 4)).toEqual(['কোটেশন নম্বর', 'পাঠানোর তারিখ', 'ক্রেতা', 'প্রতিষ্ঠান']);
    expect(rows).toHaveLength(1);
    expect(rows[0][8]).toBe('ভ্যাটমুক্ত');
    expect(rows[0][13]).toBe('গৃহীত');
  });

  it('reads versions in batches: more than a batch all arrive, once each', async () => {
    const values = Array.from({ length: 1203 }, (_, index) => ({
      inquiryId: rahim,
      version: index + 2,
      incoterm: 'EXW' as const,
      deliveryPlace: 'Tongi',
      paymentTerms: 'Cash',
      validUntil: '2020-02-01',
      vatTreatment: 'included' as const,
      sentByName: 'Nusrat Jahan',
      // Many share one moment: the key's id keeps them apart.
      sentAt: new Date(Date.UTC(2020, 0, 1 + (index % 20), 6)),
    }));
    await t.app.db.insert(quotations).values(values);
    const { rows } = await exported('?from=2020-01-01&to=2020-01-31');
    expect(rows.slice(1)).toHaveLength(1203);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1203);
    expect(rows[1][7]).toBe('2020-02-01');
    expect(rows[1][13]).toBe('Expired');
  });
});
