// Sample requests: a buyer asks (with a variant when the product has them), is acknowledged by mail
// with a private tracking link, follows the status there and in My inquiries, and is told by mail at
// each step staff take (approved, dispatched with courier and tracking note, delivered, declined with
// a reason). Staff hear of each new request by mail and bell. Mails are read from a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKET_MESSAGES } from '@/contract/basket-rules';
import { SAMPLE_MESSAGES } from '@/contract/samples';
import { mailOutbox, notifications, products, productVariants, sampleRequests } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer } from '../helpers/users';

let smtp: TestSmtpServer;
let productId: string;
let variantId: string;
let otherVariantId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url }, { mail: { autoStart: false } }));
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
const buyer = t.signUp({ fullName: 'Karim Buyer', email: 'karim@buyer.example' });
beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
      description: 'Sodium hydroxide.',
      category: 'Acids & Alkalis',
    })
    .returning();
  productId = product.id;
  const [other] = await t.app.db
    .insert(products)
    .values({ name: 'Soda Ash Light', description: 'Sodium carbonate.', category: 'Acids & Alkalis' })
    .returning();
  const pack = { packUnit: 'kg', container: 'bag', priceUnit: 'kg' } as const;
  const [variant, otherVariant] = await t.app.db
    .insert(productVariants)
    .values([
      { productId, position: 0, grade: 'technical', packQuantity: 25, ...pack },
      { productId: other.id, position: 0, grade: 'commercial', packQuantity: 50, ...pack },
    ])
    .returning();
  variantId = variant.id;
  otherVariantId = otherVariant.id;
});

const valid = () => ({
  productId,
  variantId,
  quantity: 2,
  unit: 'kg',
  intendedUse: 'Trial batch in our dye house',
  name: 'Rahim Uddin',
  company: 'Padma Textiles Ltd',
  email: 'rahim@padma.example',
  phone: '+880 1711-555666',
  deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
});

const post = (payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/samples', payload, headers });
const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });
const move = (id: string, payload: object, headers: Record<string, string> = bearer(admin)) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/samples/${id}/status`, payload, headers });

async function delivered(before: number, count: number) {
  await t.app.mail.deliverDue();
  return (await smtp.waitFor(before + count)).slice(before);
}

describe('POST /api/samples', () => {
  it('refuses bad input with the first rule broken', async () => {
    const cases: [object, string][] = [
      [{ ...valid(), productId: 'x' }, SAMPLE_MESSAGES.productRequired],
      [{ ...valid(), quantity: undefined }, SAMPLE_MESSAGES.quantityRequired],
      [{ ...valid(), quantity: 0 }, SAMPLE_MESSAGES.quantityInvalid],
      [{ ...valid(), unit: 'bucket' }, SAMPLE_MESSAGES.unitInvalid],
      [{ ...valid(), intendedUse: ' ' }, SAMPLE_MESSAGES.useRequired],
      [{ ...valid(), company: '' }, SAMPLE_MESSAGES.companyRequired],
      [{ ...valid(), email: 'rahim' }, SAMPLE_MESSAGES.emailInvalid],
      [{ ...valid(), phone: '' }, SAMPLE_MESSAGES.phoneRequired],
      [{ ...valid(), phone: 'call me' }, SAMPLE_MESSAGES.phoneInvalid],
      [{ ...valid(), deliveryAddress: '' }, SAMPLE_MESSAGES.addressRequired],
      [{ ...valid(), variantId: 'x' }, BASKET_MESSAGES.variantInvalid],
      // A grade and pack of another product.
      [{ ...valid(), variantId: otherVariantId }, BASKET_MESSAGES.variantInvalid],
      [{ ...valid(), productId: '00000000-0000-4000-8000-000000000000' }, SAMPLE_MESSAGES.productNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.app.db.$count(sampleRequests)).toBe(0);
  });

  it('stores the request, acknowledges it with a tracking link and alerts the staff by mail and bell', async () => {
    const before = smtp.messages.length;
    const response = await post(valid());
    expect(response.statusCode, response.body).toBe(201);
    const { sample, trackingToken, message } = response.json();
    expect(message).toBe(SAMPLE_MESSAGES.created);
    expect(sample).toMatchObject({
      status: 'new',
      variantLabel: 'Technical · 25 kg bag',
      quantity: 2,
      unit: 'kg',
    });
    const [row] = await t.app.db.select().from(sampleRequests).where(eq(sampleRequests.id, sample._id));
    expect(row).toMatchObject({ variantId, productName: 'Caustic Soda Flakes 99%', language: 'en' });
    expect(row.trackingTokenHash).not.toBe(trackingToken);

    const mails = await delivered(before, 2);
    const ack = mails.find((mail) => mail.subject === 'Your sample request: Caustic Soda Flakes 99%')!;
    const alert = mails.find((mail) => mail.subject?.startsWith('Sample request:'))!;
    expect(ack.text).toContain(`/samples/${trackingToken}`);
    expect(ack.text).toContain('Technical · 25 kg bag');
    expect(alert.text).toContain('Padma Textiles Ltd');
    expect(alert.text).toContain('+880 1711-555666');
    expect(alert.text).toContain('Plot 12, BSCIC, Narayanganj');
    expect(JSON.stringify(alert.to)).toContain('desk@meghna.example');
    // The queued copies hold a placeholder, never the token.
    const queued = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'sampleAcknowledgement'));
    expect(queued[0].textBody).not.toContain(trackingToken);

    const bells = (
      await t.app.db.select().from(notifications).where(eq(notifications.recipientId, admin.id))
    ).filter((n) => n.kind === 'sampleRequested');
    expect(bells).toHaveLength(1);
    const worded = (await get('/api/notifications', bearer(admin))).json().notifications[0];
    expect(worded).toMatchObject({
      title: 'Sample requested',
      message: 'Rahim Uddin (Padma Textiles Ltd) asked for a sample of Caustic Soda Flakes 99%',
      link: '/admin?tab=samples',
    });
  });
});

describe('a sample request’s life', () => {
  it('moves new → approved → dispatched → delivered, the buyer told by mail and shown on the tracking page', async () => {
    const created = (await post({ ...valid(), email: 'nasrin@example.com' })).json();
    const id = created.sample._id;
    const token = created.trackingToken;
    const track = async () => (await get(`/api/samples/track/${token}`)).json();
    expect(await track()).toMatchObject({ status: 'new', courier: null });

    // Only admins move requests; the rules of each status are the contract's.
    expect((await move(id, { status: 'approved' }, {})).statusCode).toBe(401);
    expect((await move(id, { status: 'approved' }, bearer(buyer))).statusCode).toBe(403);
    const early = await move(id, { status: 'delivered' });
    expect([early.statusCode, early.json().message]).toEqual([409, SAMPLE_MESSAGES.transitionInvalid]);
    const unknown = await move('00000000-0000-4000-8000-000000000000', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    const badStatus = await move(id, { status: 'lost' });
    expect([badStatus.statusCode, badStatus.json().message]).toEqual([400, SAMPLE_MESSAGES.statusInvalid]);

    await t.app.mail.deliverDue();
    const before = smtp.messages.length;
    expect((await move(id, { status: 'approved' })).statusCode).toBe(200);
    expect(await track()).toMatchObject({ status: 'approved' });
    const noCourier = await move(id, { status: 'dispatched' });
    expect([noCourier.statusCode, noCourier.json().message]).toEqual([400, SAMPLE_MESSAGES.courierRequired]);
    const dispatched = await move(id, {
      status: 'dispatched',
      courier: 'Sundarban Courier',
      trackingNote: 'Consignment SC-552210',
    });
    expect(dispatched.json().sample).toMatchObject({ status: 'dispatched', courier: 'Sundarban Courier' });
    expect(await track()).toMatchObject({
      status: 'dispatched',
      courier: 'Sundarban Courier',
      trackingNote: 'Consignment SC-552210',
    });
    expect((await move(id, { status: 'delivered' })).statusCode).toBe(200);
    expect(await track()).toMatchObject({ status: 'delivered', courier: 'Sundarban Courier' });
    const final = await move(id, { status: 'declined', declineReason: 'too late' });
    expect(final.statusCode).toBe(409);

    // The mail sender sends a batch side by side: the three may arrive in any order.
    const mails = await delivered(before, 3);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your sample request for Caustic Soda Flakes 99%: Approved',
      'Your sample request for Caustic Soda Flakes 99%: Delivered',
      'Your sample request for Caustic Soda Flakes 99%: Dispatched',
    ]);
    const dispatchedMail = mails.find((mail) => mail.subject?.endsWith(': Dispatched'));
    expect(dispatchedMail?.text).toContain('Sundarban Courier');
    expect(dispatchedMail?.text).toContain('Consignment SC-552210');
    // Every mail carries the same working link.
    for (const mail of mails) expect(mail.text).toContain(`/samples/${token}`);
  });

  it('is declined with a reason, in Bengali for a buyer who asked in Bengali', async () => {
    const created = (await post({ ...valid(), email: 'bn@example.com' }, { 'accept-language': 'bn' })).json();
    const id = created.sample._id;
    await t.app.mail.deliverDue();
    const before = smtp.messages.length;
    const noReason = await move(id, { status: 'declined' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, SAMPLE_MESSAGES.reasonRequired]);
    expect(
      (await move(id, { status: 'declined', declineReason: 'Out of stock this month' })).statusCode,
    ).toBe(200);
    const [mail] = await delivered(before, 1);
    expect(mail.subject).toBe('কস্টিক সোডা ফ্লেক্স ৯৯%-এর নমুনার অনুরোধ: নাকচ');
    expect(mail.text).toContain('Out of stock this month');
    expect(mail.text).toMatch(/\/bn\/samples\/[A-Za-z0-9_-]{43}/);
    const tracked = (await get(`/api/samples/track/${created.trackingToken}`)).json();
    expect(tracked).toMatchObject({ status: 'declined', declineReason: 'Out of stock this month' });
  });

  it('answers a made-up or altered tracking link with 404', async () => {
    const { trackingToken } = (await post(valid())).json();
    const altered = `${trackingToken.slice(0, -1)}${trackingToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [altered, 'a'.repeat(43), 'nope']) {
      const response = await get(`/api/samples/track/${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SAMPLE_MESSAGES.trackingNotFound);
    }
  });
});

describe('GET /api/me/samples and GET /api/admin/samples', () => {
  it('shows a signed-in buyer their own requests, and staff every request by status, a page at a time', async () => {
    const mine = await post({ ...valid(), email: buyer.email }, bearer(buyer));
    expect(mine.statusCode).toBe(201);
    expect((await get('/api/me/samples')).statusCode).toBe(401);
    const list = (await get('/api/me/samples', bearer(buyer))).json();
    expect(list.samples.map((s: { _id: string }) => s._id)).toEqual([mine.json().sample._id]);
    expect(list.samples[0]).not.toHaveProperty('email');

    expect((await get('/api/admin/samples')).statusCode).toBe(401);
    expect((await get('/api/admin/samples', bearer(buyer))).statusCode).toBe(403);
    const all = (await get('/api/admin/samples?limit=2', bearer(admin))).json();
    expect(all.samples).toHaveLength(2);
    expect(all.samples[0]).toMatchObject({
      _id: mine.json().sample._id,
      email: buyer.email,
      phone: '+880 1711-555666',
    });
    expect(all.pagination.total).toBe(await t.app.db.$count(sampleRequests));
    const declined = (await get('/api/admin/samples?status=declined', bearer(admin))).json();
    expect(declined.samples.every((s: { status: string }) => s.status === 'declined')).toBe(true);
    expect(declined.pagination.total).toBe(1);
    const bad = await get('/api/admin/samples?status=lost', bearer(admin));
    expect([bad.statusCode, bad.json().message]).toEqual([400, SAMPLE_MESSAGES.statusInvalid]);
  });
});
