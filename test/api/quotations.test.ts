import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { COMPANY_LEGAL } from '@/contract/site';
import {
  inquiries,
  inquiryLines,
  leadEvents,
  mailOutbox,
  products,
  quotationLines,
  quotations,
} from '@/server/db/schema';
import { findInquiryIdByTrackingToken as findInquiryIdByToken } from '@/server/features/tracking/find-by-token';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { asSent } from '../helpers/mail';
import { LINE_WITHOUT_EXTRAS } from '../helpers/quotation-lines';
import { bearer, type TestUser } from '../helpers/users';

let productId: string;

const t = setupApi(() => createTestApp({ publicUrl: 'https://chem.example' }));
const admin = t.signUpAdmin({ fullName: 'Nusrat Jahan' });
const otherAdmin = t.signUpAdmin({ fullName: 'Tanvir Ahmed' });
const user = t.signUp({ fullName: 'Karim Buyer' });
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      description: 'Sodium hydroxide',
      category: 'Industrial Chemicals',
    })
    .returning();
  productId = row.id;
});

let seq = 0;
async function newInquiry(email = `buyer${++seq}@example.com`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Rahim Uddin', email, inquiry: `Price for 5 MT please (#${++seq})`, productId },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
}

const validUntil = addDays(todayInDhaka(), 14);
const quotationBody = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    {
      productId,
      productName: 'Caustic Soda Flakes 99%',
      quantity: 5,
      unit: 'MT',
      unitPrice: 95000,
      currency: 'BDT',
      packing: '25 kg bags',
      leadTime: '7 days',
    },
    {
      productName: 'Hydrochloric Acid 33%',
      quantity: 2,
      unit: 'drum',
      unitPrice: 120.5,
      currency: 'USD',
    },
  ],
  incoterm: 'CIF',
  deliveryPlace: 'Chattogram',
  paymentTerms: '50% advance, rest on delivery',
  validUntil,
  vatTreatment: 'added',
  notes: 'Prices firm for the quantities above.',
  ...overrides,
});

const send = (inquiryId: string, payload: unknown, as: TestUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotations`,
    payload: payload as object,
    headers: as ? bearer(as) : {},
  });
const list = (inquiryId: string, as: TestUser | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/inquiries/${inquiryId}/quotations`,
    headers: as ? bearer(as) : {},
  });
const draft = (inquiryId: string, as: TestUser | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/inquiries/${inquiryId}/quotations/draft`,
    headers: as ? bearer(as) : {},
  });

const outboxFor = (inquiryId: string) =>
  t.app.db
    .select({ outbox: mailOutbox })
    .from(mailOutbox)
    .innerJoin(quotations, eq(quotations.id, mailOutbox.quotationId))
    .where(eq(quotations.inquiryId, inquiryId))
    .orderBy(asc(quotations.version))
    .then((rows) => rows.map((row) => row.outbox));

const linkIn = (text: string) => text.match(/https:\/\/chem\.example\/quotes\/([A-Za-z0-9_-]+)/)?.[1];

describe('POST /api/inquiries/{id}/quotations', () => {
  it('sends version 1: the quotation with totals, the inquiry responded, the history and the buyer mail', async () => {
    const inquiryId = await newInquiry('Rahim.Buyer@Example.com');
    await t.app.db.update(inquiries).set({ isResolved: true }).where(eq(inquiries.id, inquiryId));
    const [before] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));

    const response = await send(inquiryId, quotationBody());
    expect(response.statusCode).toBe(201);
    const { quotation, message } = response.json();
    expect(message).toBe('Quotation sent to the buyer');
    expect(quotation).toMatchObject({
      inquiryId,
      version: 1,
      state: 'open',
      incoterm: 'CIF',
      deliveryPlace: 'Chattogram',
      paymentTerms: '50% advance, rest on delivery',
      validUntil,
      vatTreatment: 'added',
      notes: 'Prices firm for the quantities above.',
      sentByName: 'Nusrat Jahan',
      supersededAt: null,
      acceptedAt: null,
    });
    expect(quotation.lines).toEqual([
      {
        productId,
        productName: 'Caustic Soda Flakes 99%',
        quantity: 5,
        unit: 'MT',
        unitPrice: 95000,
        currency: 'BDT',
        packing: '25 kg bags',
        leadTime: '7 days',
        casNumber: null,
        grade: null,
        variantId: null,
        variantLabel: null,
        lineTotal: 475000,
      },
      {
        productId: null,
        productName: 'Hydrochloric Acid 33%',
        quantity: 2,
        unit: 'drum',
        unitPrice: 120.5,
        currency: 'USD',
        ...LINE_WITHOUT_EXTRAS,
        lineTotal: 241,
      },
    ]);
    // One total per currency, VAT added at 15 %.
    expect(quotation.totals).toEqual([
      { currency: 'BDT', subtotal: 475000, vat: 71250, total: 546250 },
      { currency: 'USD', subtotal: 241, vat: 36.15, total: 277.15 },
    ]);

    const [after] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(after).toMatchObject({ status: 'responded', isResolved: false });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const [stored] = await t.app.db.select().from(quotations).where(eq(quotations.id, quotation._id));
    expect(stored).toMatchObject({ sentByUserId: admin.id, sentByName: 'Nusrat Jahan' });
    expect(Math.abs(stored.sentAt.getTime() - Date.now())).toBeLessThan(60_000);

    const events = await t.app.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.inquiryId, inquiryId))
      .orderBy(asc(leadEvents.seq));
    const ours = events.filter((event) => event.kind === 'quotationSent' || event.kind === 'status');
    expect(ours).toMatchObject([
      { kind: 'quotationSent', quotationId: quotation._id, actorUserId: admin.id, actorName: 'Nusrat Jahan' },
      { kind: 'status', status: 'responded', actorUserId: admin.id, actorName: 'Nusrat Jahan' },
    ]);

    const mails = await outboxFor(inquiryId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: 'quotation',
      toAddress: 'rahim.buyer@example.com',
      quotationId: quotation._id,
      status: 'pending',
      // Its number and what it is for, so a buyer with several requests tells them apart.
      subject: `Quotation Q-${inquiryId.slice(0, 8).toUpperCase()}-1: Caustic Soda Flakes 99% and 1 more`,
    });
    expect(mail.attachmentName).toBe(`quotation-Q-${inquiryId.slice(0, 8).toUpperCase()}-1.pdf`);
    expect(mail.attachment?.subarray(0, 5).toString()).toBe('%PDF-');
    // Only the buyer gets it: no other outbox row names this quotation.
    const all = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.quotationId, quotation._id));
    expect(all.map((row) => row.toAddress)).toEqual(['rahim.buyer@example.com']);

    for (const text of [
      `Quotation number: Q-${inquiryId.slice(0, 8).toUpperCase()}-1`,
      `Reference: ${inquiryId.slice(0, 8).toUpperCase()}`,
      'Dear Rahim Uddin,',
      'Caustic Soda Flakes 99%',
      'Quantity: 5 MT',
      'Unit price: ৳ 95,000.00 / MT',
      'Line total: ৳ 4,75,000.00',
      'Packing: 25 kg bags',
      'Lead time: 7 days',
      // Amounts with cents, as on the PDF and the tracking page.
      'Quantity: 2 drums',
      'Unit price: $120.50 / drum',
      'Total in BDT: ৳ 4,75,000.00 + VAT 15% ৳ 71,250.00 = ৳ 5,46,250.00',
      'Total in USD: $241.00 + VAT 15% $36.15 = $277.15',
      'VAT: VAT at 15% is added to these prices',
      'Delivery: CIF Chattogram',
      'Payment terms: 50% advance, rest on delivery',
      `BIN: ${COMPANY_LEGAL.bin}.`,
      `Trade licence: ${COMPANY_LEGAL.tradeLicence}.`,
      'Notes: Prices firm for the quantities above.',
    ]) {
      expect(mail.textBody).toContain(text);
    }
    expect(mail.textBody).toMatch(/Valid until: \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(mail.htmlBody).toContain('<span style="color:#475569">Unit price:</span> ৳ 95,000.00 / MT');
    expect(mail.htmlBody).toContain(COMPANY_LEGAL.tradeLicence);

    // The link carries a fresh private token that opens this inquiry, in both parts of the mail as
    // it is sent; the queued mail holds only a placeholder.
    const sent = asSent(t.app, mail);
    const token = linkIn(sent.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkIn(sent.html)).toBe(token);
    expect(mail.textBody).not.toContain(token);
    expect(mail.htmlBody).not.toContain(token);
    expect(await findInquiryIdByToken(t.app.db, token!)).toBe(inquiryId);
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    expect(await findInquiryIdByToken(t.app.db, tampered)).toBeNull();
    expect(await findInquiryIdByToken(t.app.db, 'not a token')).toBeNull();
  });

  it('revises: version 2 is open, version 1 stays readable and is superseded; both links work', async () => {
    const inquiryId = await newInquiry();
    const first = (await send(inquiryId, quotationBody())).json().quotation;
    const response = await send(
      inquiryId,
      quotationBody({ lines: [{ ...quotationBody().lines[0], unitPrice: 90000 }], vatTreatment: 'included' }),
      otherAdmin,
    );
    expect(response.statusCode).toBe(201);
    const second = response.json().quotation;
    expect(second).toMatchObject({ version: 2, state: 'open', sentByName: 'Tanvir Ahmed' });
    expect(second.totals).toEqual([{ currency: 'BDT', subtotal: 450000, vat: 0, total: 450000 }]);

    const listed = await list(inquiryId);
    expect(listed.statusCode).toBe(200);
    const versions = listed.json().quotations;
    expect(versions.map((q: { version: number; state: string }) => [q.version, q.state])).toEqual([
      [2, 'open'],
      [1, 'superseded'],
    ]);
    expect(versions[1]._id).toBe(first._id);
    expect(versions[1].lines).toHaveLength(2);
    expect(new Date(versions[1].supersededAt).getTime()).toBeGreaterThan(0);

    // The status was already "responded": no second status event.
    const statusEvents = await t.app.db.select().from(leadEvents).where(eq(leadEvents.inquiryId, inquiryId));
    expect(statusEvents.filter((event) => event.kind === 'status')).toHaveLength(1);
    expect(statusEvents.filter((event) => event.kind === 'quotationSent')).toHaveLength(2);

    const mails = await outboxFor(inquiryId);
    const reference = inquiryId.slice(0, 8).toUpperCase();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Quotation Q-${reference}-1: Caustic Soda Flakes 99% and 1 more`,
      `Quotation Q-${reference}-2: Caustic Soda Flakes 99%`,
    ]);
    expect(mails[1].textBody).toContain(`Revised quotation Q-${reference}-2`);
    expect(mails[1].textBody).toContain('It replaces version 1, which no longer applies.');
    expect(mails[1].textBody).toContain('VAT: Prices include VAT');
    const tokens = mails.map((mail) => linkIn(asSent(t.app, mail).text));
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect(await findInquiryIdByToken(t.app.db, token!)).toBe(inquiryId);
  });

  it('gives two admins sending at once distinct versions, never a clash', async () => {
    const inquiryId = await newInquiry();
    const responses = await Promise.all(
      [admin, otherAdmin, admin, otherAdmin, admin].map((who) => send(inquiryId, quotationBody(), who)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const versions = responses.map((response) => response.json().quotation.version).sort();
    expect(versions).toEqual([1, 2, 3, 4, 5]);
    const states = (await list(inquiryId)).json().quotations.map((q: { state: string }) => q.state);
    expect(states).toEqual(['open', 'superseded', 'superseded', 'superseded', 'superseded']);
    expect(await outboxFor(inquiryId)).toHaveLength(5);
  });

  it('keeps the line when its product was deleted, without the link to the catalogue', async () => {
    const inquiryId = await newInquiry();
    const line = { ...quotationBody().lines[0], productId: '00000000-0000-4000-8000-000000000000' };
    const response = await send(inquiryId, quotationBody({ lines: [line] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().quotation.lines[0]).toMatchObject({
      productId: null,
      productName: 'Caustic Soda Flakes 99%',
    });
  });

  it('accepts the form’s text for numbers and stores blank optional fields as empty', async () => {
    const inquiryId = await newInquiry();
    const line = {
      ...quotationBody().lines[0],
      quantity: ' 2.5 ',
      unitPrice: '1000',
      packing: '',
      leadTime: '',
    };
    const response = await send(inquiryId, quotationBody({ lines: [line], notes: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().quotation).toMatchObject({
      notes: null,
      lines: [{ quantity: 2.5, unitPrice: 1000, packing: null, leadTime: null, lineTotal: 2500 }],
    });
  });

  it.each([
    [
      'a validity date in the past',
      { validUntil: addDays(todayInDhaka(), -1) },
      'validUntil',
      'Validity date cannot be in the past',
    ],
    ['no validity date', { validUntil: undefined }, 'validUntil', 'Validity date is required'],
    ['empty lines', { lines: [] }, 'lines', 'A quotation needs at least one line'],
    ['no lines at all', { lines: undefined }, 'lines', 'A quotation needs at least one line'],
    [
      'a negative price',
      { lines: [{ ...quotationBody().lines[0], unitPrice: -1 }] },
      'lines.0.unitPrice',
      'Unit price cannot be negative',
    ],
    [
      'a negative price typed as text',
      { lines: [{ ...quotationBody().lines[0], unitPrice: '-5' }] },
      'lines.0.unitPrice',
      'Unit price cannot be negative',
    ],
    [
      'a blank price',
      { lines: [quotationBody().lines[0], { ...quotationBody().lines[1], unitPrice: '' }] },
      'lines.1.unitPrice',
      'Unit price is required',
    ],
    [
      'a price that is not a number',
      { lines: [{ ...quotationBody().lines[0], unitPrice: '12abc' }] },
      'lines.0.unitPrice',
      'Unit price must be a number',
    ],
    [
      'no quantity',
      { lines: [{ ...quotationBody().lines[0], quantity: undefined }] },
      'lines.0.quantity',
      'Quantity is required',
    ],
    [
      'a zero quantity',
      { lines: [{ ...quotationBody().lines[0], quantity: 0 }] },
      'lines.0.quantity',
      'Quantity must be a number greater than 0',
    ],
    [
      'an unknown unit',
      { lines: [{ ...quotationBody().lines[0], unit: 'bucket' }] },
      'lines.0.unit',
      'Unit must be one of: kg, g, MT, litre, mL, drum, carboy, jerrycan, IBC, cylinder, bag, carton, bottle, piece',
    ],
    [
      'no unit chosen',
      { lines: [{ ...quotationBody().lines[0], unit: '' }] },
      'lines.0.unit',
      'Unit is required',
    ],
    ['no Incoterm chosen', { incoterm: '' }, 'incoterm', 'Incoterm is required'],
    [
      'no product name',
      { lines: [{ ...quotationBody().lines[0], productName: '  ' }] },
      'lines.0.productName',
      'Product name is required',
    ],
    [
      'an unknown currency',
      { lines: [{ ...quotationBody().lines[0], currency: 'INR' }] },
      'lines.0.currency',
      'Currency must be one of: USD, EUR, GBP, BDT',
    ],
    [
      'an unknown Incoterm',
      { incoterm: 'FAS' },
      'incoterm',
      'Incoterm must be one of: EXW, FCA, FOB, CFR, CIF, CPT, CIP, DAP, DPU, DDP',
    ],
    ['no delivery place', { deliveryPlace: ' ' }, 'deliveryPlace', 'Delivery place is required'],
    ['no payment terms', { paymentTerms: undefined }, 'paymentTerms', 'Payment terms are required'],
    [
      'an unknown VAT treatment',
      { vatTreatment: 'zero' },
      'vatTreatment',
      'VAT treatment must be one of: included, added, exempt',
    ],
  ])(
    'refuses %s with 400 and the contract’s message, storing nothing',
    async (_case, overrides, path, message) => {
      const inquiryId = await newInquiry();
      const response = await send(inquiryId, quotationBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors).toContainEqual({ path, message });
      expect(await t.app.db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId))).toEqual([]);
      const [inquiry] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
      expect(inquiry.status).toBe('new');
    },
  );

  it('refuses more than 30 lines', async () => {
    const inquiryId = await newInquiry();
    const lines = Array.from({ length: 31 }, () => quotationBody().lines[0]);
    const response = await send(inquiryId, quotationBody({ lines }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A quotation can hold at most 30 lines');
  });

  it('answers 404 "Inquiry not found" for an unknown or malformed inquiry id, storing nothing', async () => {
    const [line] = quotationBody().lines;
    const body = quotationBody({ lines: [{ ...line, productId: undefined, productName: 'never stored' }] });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const response of [await send(id, body), await list(id), await draft(id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Inquiry not found' });
      }
    }
    expect(await t.app.db.select().from(quotationLines)).not.toContainEqual(
      expect.objectContaining({ productName: 'never stored' }),
    );
  });

  it('answers 401 to guests and 403 to buyers, whatever they send, and stores nothing', async () => {
    const inquiryId = await newInquiry();
    const guest = await send(inquiryId, {}, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please login first' });
    expect((await send(inquiryId, quotationBody(), user)).statusCode).toBe(403);
    expect((await list(inquiryId, null)).statusCode).toBe(401);
    expect((await list(inquiryId, user)).statusCode).toBe(403);
    expect((await draft(inquiryId, null)).statusCode).toBe(401);
    expect((await draft(inquiryId, user)).statusCode).toBe(403);
    expect(await t.app.db.select().from(quotations).where(eq(quotations.inquiryId, inquiryId))).toEqual([]);
  });
});

describe('GET /api/inquiries/{id}/quotations', () => {
  it('answers an empty list before any quotation', async () => {
    const inquiryId = await newInquiry();
    const response = await list(inquiryId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quotations: [] });
  });
});

describe('GET /api/inquiries/{id}/quotations/draft', () => {
  it('starts a first quotation from the inquiry’s lines and delivery location, quantities as asked', async () => {
    const inquiryId = await newInquiry();
    await t.app.db
      .update(inquiries)
      .set({ deliveryLocation: 'Gazipur, Dhaka' })
      .where(eq(inquiries.id, inquiryId));
    await t.app.db.delete(inquiryLines).where(eq(inquiryLines.inquiryId, inquiryId));
    await t.app.db.insert(inquiryLines).values([
      {
        inquiryId,
        position: 0,
        productId,
        productName: 'Caustic Soda Flakes 99%',
        quantity: 5,
        unit: 'MT',
        note: 'Grade A',
      },
      { inquiryId, position: 1, productName: 'Soda Ash Light' },
    ]);
    const response = await draft(inquiryId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        {
          productId,
          productName: 'Caustic Soda Flakes 99%',
          quantity: 5,
          unit: 'MT',
          unitPrice: null,
          currency: 'BDT',
          packing: '',
          leadTime: '',
          grade: '',
          casNumber: null,
          buyerNote: 'Grade A',
          variantId: null,
          variantLabel: null,
          variants: [],
        },
        {
          productId: null,
          productName: 'Soda Ash Light',
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
          variants: [],
        },
      ],
      incoterm: null,
      deliveryPlace: 'Gazipur, Dhaka',
      paymentTerms: '',
      vatTreatment: null,
      notes: '',
      buyerCompany: '',
      buyerAddress: '',
      buyerBin: '',
      revisionOf: null,
    });
  });

  it('falls back to the inquiry’s product when it has no lines, and a revision starts from the latest version', async () => {
    const inquiryId = await newInquiry();
    await t.app.db.delete(inquiryLines).where(eq(inquiryLines.inquiryId, inquiryId));
    const fresh = (await draft(inquiryId)).json();
    expect(fresh.lines).toEqual([
      expect.objectContaining({
        productId,
        productName: 'Caustic Soda Flakes 99%',
        quantity: null,
        unit: null,
      }),
    ]);
    expect(fresh.deliveryPlace).toBe('');

    await send(inquiryId, quotationBody());
    const revision = (await draft(inquiryId)).json();
    expect(revision).toMatchObject({
      revisionOf: 1,
      incoterm: 'CIF',
      deliveryPlace: 'Chattogram',
      paymentTerms: '50% advance, rest on delivery',
      vatTreatment: 'added',
      notes: 'Prices firm for the quantities above.',
    });
    // Each line as it was quoted (blanks for what it left out), with no total and no buyer's note.
    expect(revision.lines).toEqual([
      {
        productId,
        productName: 'Caustic Soda Flakes 99%',
        quantity: 5,
        unit: 'MT',
        unitPrice: 95000,
        currency: 'BDT',
        packing: '25 kg bags',
        leadTime: '7 days',
        grade: '',
        casNumber: null,
        buyerNote: null,
        variantId: null,
        variantLabel: null,
        variants: [],
      },
      {
        productId: null,
        productName: 'Hydrochloric Acid 33%',
        quantity: 2,
        unit: 'drum',
        unitPrice: 120.5,
        currency: 'USD',
        packing: '',
        leadTime: '',
        grade: '',
        casNumber: null,
        buyerNote: null,
        variantId: null,
        variantLabel: null,
        variants: [],
      },
    ]);
  });
});
