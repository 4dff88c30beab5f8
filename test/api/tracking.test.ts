import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { TRACKING_MESSAGES } from '@/contract/tracking';
import { leadEvents, mailOutbox, notifications, quotations } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin({ email: 'sales-admin@example.com' });
const buyer = t.signUp({ fullName: 'Karim Buyer' });
const otherBuyer = t.signUp({ fullName: 'Other Buyer' });

const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object = {}, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const staffMails = (kind: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
const bellFor = (inquiryId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.inquiryId, inquiryId), eq(notifications.recipientId, admin.id)));

describe('GET /api/quotes/:token', () => {
  it('shows the buyer their request, history and every quotation version, newest first', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [
        { validUntil: daysFromToday(10), supersededAt: new Date() },
        { validUntil: daysFromToday(10) },
      ],
    });
    const response = await get(`/api/quotes/${seeded.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body).toMatchObject({
      _id: seeded.inquiryId,
      reference: seeded.inquiryId.slice(0, 8).toUpperCase(),
      name: 'Rahim Uddin',
      email: 'r•••@example.com',
      status: 'responded',
      deliveryLocation: 'গাজীপুর, Gazipur',
      lines: [
        { productName: 'Caustic Soda Flakes 99%', quantity: 5, unit: 'MT', note: '25 kg bags' },
        { productName: 'সালফিউরিক অ্যাসিড 98%', quantity: 20, unit: 'drum' },
      ],
    });
    expect(body.quotations.map((q: { version: number; state: string }) => [q.version, q.state])).toEqual([
      [2, 'open'],
      [1, 'superseded'],
    ]);
    expect(body.quotations[0].totals).toEqual([
      { currency: 'BDT', subtotal: 559010, vat: 83851.5, total: 642861.5 },
    ]);
    expect(body.history.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'quotationSent',
      'quotationSent',
    ]);
    // Nothing of the staff's reaches the buyer: no staff e-mail, no full buyer address either.
    expect(response.body).not.toContain('sales-admin@example.com');
    expect(response.body).not.toContain('rahim@example.com');
  });

  it('answers a missing, malformed or altered token with the same 404 that reveals nothing', async () => {
    const { token } = await seedTrackedInquiry(t.app.db);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      '', // no token at all: /api/quotes/
      altered,
      'x'.repeat(43),
      'not a token',
      '%00',
      'a'.repeat(900),
      `${token}extra`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
    ];
    const bodies = new Set<string>();
    for (const candidate of bad) {
      const response = await get(`/api/quotes/${encodeURIComponent(candidate)}`);
      expect(response.statusCode, candidate).toBe(404);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: TRACKING_MESSAGES.notFound })]);
    // The actions and the PDF answer a bad token the same way, before looking at anything else.
    const actions = [
      await post(`/api/quotes/${altered}/quotations/not-an-id/accept`),
      await post(`/api/quotes/${altered}/messages`, { message: 'Hello' }),
      await get(`/api/quotes/${altered}/quotations/00000000-0000-4000-8000-000000000000.pdf`),
    ];
    for (const response of actions) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: TRACKING_MESSAGES.notFound });
    }
  });
});

describe('request logs', () => {
  it('never hold a tracking token', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const { token } = await seedTrackedInquiry(logged.app.db);
      await logged.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
      await logged.app.inject({ method: 'GET', url: `/api/quotes/${token}x?page=1` });
      const requests = lines.filter((line) => line.includes('/api/quotes/'));
      expect(requests.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(token);
      expect(requests[0]).toContain('/api/quotes/…');
    } finally {
      await logged.close();
    }
  });
});

describe('POST /api/quotes/:token/quotations/:quotationId/accept', () => {
  it('accepts the open quotation, records it and tells staff by mail and bell', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(5) }] });
    const [quotationId] = seeded.quotationIds;
    const mailsBefore = (await staffMails('quotationAccepted')).length;
    const response = await post(`/api/quotes/${seeded.token}/quotations/${quotationId}/accept`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(QUOTATION_MESSAGES.accepted);
    expect(body.inquiry.quotations[0]).toMatchObject({ _id: quotationId, state: 'accepted' });
    expect(body.inquiry.quotations[0].acceptedAt).toEqual(expect.any(String));
    expect(body.inquiry.history.at(-1)).toMatchObject({ kind: 'quotationAccepted', quotationVersion: 1 });

    const [stored] = await t.app.db.select().from(quotations).where(eq(quotations.id, quotationId));
    expect(stored.acceptedAt).toBeInstanceOf(Date);
    const mails = await staffMails('quotationAccepted');
    expect(mails.length).toBe(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.toAddress).toBe('sales-admin@example.com');
    expect(mail.textBody).toContain(`/admin/inquiries?id=${seeded.inquiryId}`);
    expect(mail.textBody).toContain('Rahim Uddin accepted version 1');
    // What was accepted, in amounts; the date written as every other mail writes it; a reply to
    // the mail goes to the buyer.
    expect(mail.textBody).toContain(`Quotation number: Q-${seeded.inquiryId.slice(0, 8).toUpperCase()}-1`);
    expect(mail.textBody).toContain('Total: ৳ 5,59,010.00 + VAT 15% ৳ 83,851.50 = ৳ 6,42,861.50');
    expect(mail.textBody).toContain(
      '1. Caustic Soda Flakes 99% | Quantity: 5 MT | Unit price: ৳ 82,000.00 / MT | Line total: ৳ 4,10,000.00',
    );
    expect(mail.textBody).toContain(
      '2. সালফিউরিক অ্যাসিড 98% | Quantity: 20 drums | Unit price: ৳ 7,450.50 / drum',
    );
    expect(mail.textBody).toMatch(/\nValid until: \d{1,2} [A-Z][a-z]+ \d{4}\n/);
    expect(mail.textBody).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.replyTo).toBe('rahim@example.com');
    expect(await bellFor(seeded.inquiryId)).toEqual([
      expect.objectContaining({ kind: 'quotationAccepted', type: 'inquiry' }),
    ]);

    // Twice is refused: it is already accepted, and nothing more is recorded or mailed.
    const again = await post(`/api/quotes/${seeded.token}/quotations/${quotationId}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: QUOTATION_MESSAGES.alreadyAccepted });
    expect((await staffMails('quotationAccepted')).length).toBe(mailsBefore + 1);
  });

  it('refuses an expired, a superseded and a second version once one is accepted', async () => {
    const expired = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(-1) }] });
    const response = await post(`/api/quotes/${expired.token}/quotations/${expired.quotationIds[0]}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: QUOTATION_MESSAGES.expired });

    const revised = await seedTrackedInquiry(t.app.db, {
      quotations: [
        { validUntil: daysFromToday(9), supersededAt: new Date() },
        { validUntil: daysFromToday(9) },
      ],
    });
    const old = await post(`/api/quotes/${revised.token}/quotations/${revised.quotationIds[0]}/accept`);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ message: QUOTATION_MESSAGES.superseded });

    const accepted = await seedTrackedInquiry(t.app.db, {
      quotations: [
        { validUntil: daysFromToday(9), acceptedAt: new Date() },
        { validUntil: daysFromToday(9) },
      ],
    });
    const second = await post(`/api/quotes/${accepted.token}/quotations/${accepted.quotationIds[1]}/accept`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: QUOTATION_MESSAGES.alreadyAccepted });

    const events = await t.app.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.inquiryId, expired.inquiryId), eq(leadEvents.kind, 'quotationAccepted')));
    expect(events).toEqual([]);
  });

  it("answers another inquiry's quotation, or no quotation, as not found", async () => {
    const mine = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(9) }] });
    const theirs = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(9) }] });
    for (const id of [theirs.quotationIds[0], 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await post(`/api/quotes/${mine.token}/quotations/${id}/accept`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: QUOTATION_MESSAGES.notFound });
    }
    const [theirQuotation] = await t.app.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, theirs.quotationIds[0]));
    expect(theirQuotation.acceptedAt).toBeNull();
  });
});

describe('POST /api/quotes/:token/messages', () => {
  it('records a question and tells staff by mail and bell', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(5) }] });
    const response = await post(`/api/quotes/${seeded.token}/messages`, {
      message: 'Can you deliver in 50 kg drums instead?',
      kind: 'question',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(TRACKING_MESSAGES.questionSent);
    expect(response.json().inquiry.history.at(-1)).toMatchObject({
      kind: 'buyerQuestion',
      message: 'Can you deliver in 50 kg drums instead?',
    });
    const mail = (await staffMails('buyerQuestion')).find((row) => row.textBody.includes('50 kg drums'));
    expect(mail).toMatchObject({
      toAddress: 'sales-admin@example.com',
      status: 'pending',
      replyTo: 'rahim@example.com',
    });
    expect(mail?.subject).toContain(seeded.inquiryId.slice(0, 8).toUpperCase());
    expect(mail?.htmlBody).toContain('Can you deliver in 50 kg drums instead?');
    expect(await bellFor(seeded.inquiryId)).toEqual([
      expect.objectContaining({
        kind: 'buyerQuestion',
        params: expect.objectContaining({ excerpt: 'Can you deliver in 50 kg drums instead?' }),
      }),
    ]);
  });

  it('records a fresh-quote request for an expired quotation', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(-3) }] });
    const response = await post(`/api/quotes/${seeded.token}/messages`, {
      message: 'Please send a fresh quotation for the same quantities.',
      kind: 'freshQuote',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(TRACKING_MESSAGES.freshQuoteSent);
    const [event] = await t.app.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.inquiryId, seeded.inquiryId), eq(leadEvents.kind, 'freshQuoteRequested')));
    expect(event.message).toBe('Please send a fresh quotation for the same quantities.');
    expect((await staffMails('freshQuoteRequested')).length).toBeGreaterThan(0);
  });

  it('refuses an empty or over-long message, or an unknown kind, with the contract message', async () => {
    const { token } = await seedTrackedInquiry(t.app.db);
    const cases: [object, string][] = [
      [{ message: '   ' }, TRACKING_MESSAGES.messageRequired],
      [{}, TRACKING_MESSAGES.messageRequired],
      [{ message: 'x'.repeat(2001) }, TRACKING_MESSAGES.messageTooLong],
      [{ message: 'Hello', kind: 'complaint' }, TRACKING_MESSAGES.kindInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await post(`/api/quotes/${token}/messages`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/quotes/:token/quotations/:quotationId.pdf', () => {
  it('answers the PDF of one of the inquiry’s quotations', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, { quotations: [{ validUntil: daysFromToday(5) }] });
    const response = await get(`/api/quotes/${seeded.token}/quotations/${seeded.quotationIds[0]}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `quotation-Q-${seeded.inquiryId.slice(0, 8).toUpperCase()}-1.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('My inquiries', () => {
  it('lists the signed-in buyer’s own inquiries, newest first, with the latest quotation', async () => {
    const older = await seedTrackedInquiry(t.app.db, { userId: buyer.id });
    const newer = await seedTrackedInquiry(t.app.db, {
      userId: buyer.id,
      quotations: [
        { validUntil: daysFromToday(9), supersededAt: new Date() },
        { validUntil: daysFromToday(9) },
      ],
    });
    await seedTrackedInquiry(t.app.db, { userId: otherBuyer.id });

    const response = await get('/api/me/inquiries', bearer(buyer));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.inquiries.map((row: { _id: string }) => row._id)).toEqual([newer.inquiryId, older.inquiryId]);
    expect(body.inquiries[0]).toMatchObject({
      status: 'responded',
      productNames: ['Caustic Soda Flakes 99%', 'সালফিউরিক অ্যাসিড 98%'],
      latestQuotation: { _id: newer.quotationIds[1], version: 2, state: 'open' },
    });
    expect(body.inquiries[1].latestQuotation).toBeNull();
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalInquiries: 2, hasMore: false });

    const paged = await get('/api/me/inquiries?limit=1&page=2', bearer(buyer));
    expect(paged.json().inquiries.map((row: { _id: string }) => row._id)).toEqual([older.inquiryId]);
  });

  it('opens and acts on the owner’s inquiry by id; anyone else’s is not found', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      userId: buyer.id,
      quotations: [{ validUntil: daysFromToday(9) }],
    });
    const mine = await get(`/api/me/inquiries/${seeded.inquiryId}`, bearer(buyer));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()._id).toBe(seeded.inquiryId);

    for (const user of [otherBuyer, admin]) {
      const response = await get(`/api/me/inquiries/${seeded.inquiryId}`, bearer(user));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: TRACKING_MESSAGES.inquiryNotFound });
      const accept = await post(
        `/api/me/inquiries/${seeded.inquiryId}/quotations/${seeded.quotationIds[0]}/accept`,
        {},
        bearer(user),
      );
      expect(accept.statusCode).toBe(404);
    }
    expect((await get(`/api/me/inquiries/${seeded.inquiryId}`)).statusCode).toBe(401);
    expect((await get('/api/me/inquiries')).statusCode).toBe(401);
    expect((await get('/api/me/inquiries/not-an-id', bearer(buyer))).statusCode).toBe(404);

    const accept = await post(
      `/api/me/inquiries/${seeded.inquiryId}/quotations/${seeded.quotationIds[0]}/accept`,
      {},
      bearer(buyer),
    );
    expect(accept.statusCode).toBe(200);
    const question = await post(
      `/api/me/inquiries/${seeded.inquiryId}/messages`,
      { message: 'When can you deliver?' },
      bearer(buyer),
    );
    expect(question.statusCode).toBe(201);
    const pdf = await get(
      `/api/me/inquiries/${seeded.inquiryId}/quotations/${seeded.quotationIds[0]}.pdf`,
      bearer(buyer),
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
