import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, notifications, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { bearer, type TestUser } from '../helpers/users';

let productId: string;

const t = setupApi();
const admin = t.signUpAdmin();
const otherAdmin = t.signUpAdmin();
const user = t.signUp({ fullName: 'Karim Buyer' });
beforeAll(async () => {
  productId = await createProduct('Caustic Soda Flakes 99%');
});

async function createProduct(name: string) {
  const [row] = await t.app.db
    .insert(products)
    .values({ name, description: 'Sodium hydroxide flakes', category: 'Industrial Chemicals' })
    .returning();
  return row.id;
}

let seq = 0;
const inquiryBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone: '+880 1711-000000',
  inquiry: `Price for 5 tons, delivered to Gazipur (#${++seq})`,
  productId,
  productName: 'Caustic Soda Flakes 99%',
  inquiryType: 'pricing',
  timestamp: new Date().toISOString(),
  ...overrides,
});

const submit = (payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object, headers });
const inquiryCount = async () => (await t.app.db.select({ n: count() }).from(inquiries))[0].n;

describe('POST /api/inquiries', () => {
  it('stores the inquiry with the product name from the database and answers 201 {success, data, message}', async () => {
    const response = await submit(
      inquiryBody({ productName: 'Something the client made up', inquiry: 'Need 2 tons' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Your inquiry has been submitted successfully!',
      data: {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        phone: '+880 1711-000000',
        inquiry: 'Need 2 tons',
        productId,
        productName: 'Caustic Soda Flakes 99%',
        inquiryType: 'pricing',
        status: 'new',
        isResolved: false,
      },
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.createdAt).getTime()).toBeGreaterThan(0);
    expect(new Date(body.data.timestamp).getTime()).toBeGreaterThan(0);
  });

  it('needs only name, e-mail, inquiry and product: phone, productName, type and timestamp are optional', async () => {
    const response = await submit({ name: 'A', email: 'a@b.co', inquiry: 'Price please', productId });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ phone: null, inquiryType: 'pricing' });
    const blankPhone = await submit({
      name: 'A',
      email: 'a@b.co',
      inquiry: 'Another',
      productId,
      phone: '  ',
    });
    expect(blankPhone.statusCode).toBe(201);
    expect(blankPhone.json().data.phone).toBeNull();
  });

  it('refuses bad input with 400, the rule broken and success:false, storing nothing', async () => {
    const before = await inquiryCount();
    const cases: [unknown, string][] = [
      [{ ...inquiryBody(), name: '   ' }, 'Name is required'],
      [{ ...inquiryBody(), name: undefined }, 'Name is required'],
      [{ ...inquiryBody(), email: '' }, 'Email is required'],
      [{ ...inquiryBody(), email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...inquiryBody(), inquiry: ' ' }, 'Inquiry is required'],
      [{ ...inquiryBody(), inquiry: 'x'.repeat(5001) }, 'Inquiry must be at most 5000 characters'],
      [{ ...inquiryBody(), phone: 'call me maybe' }, 'Please enter a valid phone number'],
      [{ ...inquiryBody(), phone: '-----' }, 'Please enter a valid phone number'],
      [{ ...inquiryBody(), productName: 'x'.repeat(501) }, 'Product name must be at most 500 characters'],
      [{ ...inquiryBody(), inquiry: 'nul\u0000byte' }, 'Text cannot contain null characters'],
      [{ ...inquiryBody(), productId: undefined }, 'Product is required'],
      [{ ...inquiryBody(), productId: 'abc' }, 'Product not found'],
      [{ ...inquiryBody(), inquiryType: 'bulk' }, 'Inquiry type must be "pricing"'],
      [{ ...inquiryBody(), timestamp: 'yesterday' }, 'Timestamp must be an ISO 8601 date'],
      [
        { ...inquiryBody(), timestamp: '0000-01-01T00:00:00Z' },
        'Timestamp must be a date between 2000 and 2099',
      ],
      [
        { ...inquiryBody(), timestamp: '9999-12-31T23:59:59-14:00' },
        'Timestamp must be a date between 2000 and 2099',
      ],
      [
        { ...inquiryBody(), timestamp: '1999-12-31T23:59:59Z' },
        'Timestamp must be a date between 2000 and 2099',
      ],
      [{ ...inquiryBody(), name: 42 }, 'Name is required'],
      [[], 'Name is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await submit(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect(await inquiryCount()).toBe(before);
  });

  it('answers 404 for a product that does not exist, storing nothing', async () => {
    const before = await inquiryCount();
    const response = await submit(inquiryBody({ productId: '00000000-0000-4000-8000-000000000000' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Product not found' });
    expect(await inquiryCount()).toBe(before);
  });

  it('answers a repeat of the same inquiry with the stored one instead of storing it twice', async () => {
    const payload = inquiryBody({ inquiry: 'Quote for 10 drums of acetic acid' });
    const first = await submit(payload);
    expect(first.statusCode).toBe(201);
    const before = await inquiryCount();
    // Same person, same product, same words (different case and spacing): still the same lead.
    const again = await submit({
      ...payload,
      email: 'RAHIM@example.com',
      inquiry: '  quote for 10 drums   of Acetic acid ',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'Your inquiry has been submitted successfully!',
    });
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await inquiryCount()).toBe(before);

    // A different question is a new inquiry, and so is a corrected phone number: nothing is dropped.
    const different = await submit({ ...payload, inquiry: 'Quote for 20 drums of acetic acid' });
    expect(different.statusCode).toBe(201);
    expect(different.json().data._id).not.toBe(first.json().data._id);
    const corrected = await submit({ ...payload, phone: '+880 1711-999999' });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json().data.phone).toBe('+880 1711-999999');
  });

  it('stores one inquiry when a double click sends it twice at the same moment', async () => {
    const payload = inquiryBody({ inquiry: 'Double-clicked request for hydrogen peroxide' });
    const before = await inquiryCount();
    const responses = await Promise.all([submit(payload), submit(payload), submit(payload)]);
    const ids = new Set(responses.map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201]);
    expect(await inquiryCount()).toBe(before + 1);
  });

  it('takes the same words again as a new lead once staff have started on the first', async () => {
    const payload = inquiryBody({ inquiry: 'Annual contract for formic acid' });
    const first = await submit(payload);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${first.json().data._id}/status`,
      headers: bearer(admin),
      payload: { status: 'closed', isResolved: true },
    });
    const again = await submit(payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ status: 'new', isResolved: false });
    expect(again.json().data._id).not.toBe(first.json().data._id);
  });

  it('asks again after the dedupe window has passed', async () => {
    const payload = inquiryBody({ inquiry: 'Monthly supply of soda ash' });
    const first = await submit(payload);
    await t.app.db
      .update(inquiries)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(inquiries.id, first.json().data._id));
    const later = await submit(payload);
    expect(later.statusCode).toBe(201);
    expect(later.json().data._id).not.toBe(first.json().data._id);
  });

  it('notifies every admin once, linking to the inquiry', async () => {
    const response = await submit(inquiryBody({ name: 'Notify Me', inquiry: 'Price for sulphuric acid' }));
    const inquiryId = response.json().data._id;
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.inquiryId, inquiryId));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([admin.id, otherAdmin.id].sort());
    expect(rows[0]).toMatchObject({
      type: 'inquiry',
      kind: 'newInquiry',
      params: { name: 'Notify Me', product: 'Caustic Soda Flakes 99%' },
      productId,
      read: false,
    });
    // The repeat does not notify again.
    await submit(inquiryBody({ name: 'Notify Me', inquiry: 'Price for sulphuric acid' }));
    const after = await t.app.db.select().from(notifications).where(eq(notifications.inquiryId, inquiryId));
    expect(after).toHaveLength(2);
  });

  it('keeps the inquiry and its product name when the product is deleted', async () => {
    const doomed = await createProduct('Discontinued Solvent');
    const response = await submit(inquiryBody({ productId: doomed }));
    await t.app.db.delete(products).where(eq(products.id, doomed));
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${response.json().data._id}`,
      headers: bearer(admin),
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ productId: null, productName: 'Discontinued Solvent' });
  });
});

describe('a failed inquiry write', () => {
  it("answers 500 and logs the failure without the buyer's personal data", async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const [row] = await logged.app.db
      .insert(products)
      .values({ name: 'Soda Ash', description: 'Sodium carbonate', category: 'Acids & Alkalis' })
      .returning();
    // Every insert now fails inside the database, which names the failing row's values in its detail.
    await logged.app.db.execute(sql`alter table inquiries add constraint refuse_all check (false) not valid`);
    const buyer = {
      name: 'Shirin Akhter',
      email: 'shirin.akhter@example.com',
      phone: '+880 1811-424242',
      inquiry: 'Price for 7 drums of soda ash, deliver to Narayanganj',
      productId: row.id,
    };
    const response = await logged.app.inject({
      method: 'POST',
      url: '/api/inquiries?ref=shirin.akhter@example.com',
      payload: buyer,
    });
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure, lines.join('')).toBeDefined();
    expect(failure).toMatch(/23514|check/); // what went wrong is still there for the operator
    // Only what is logged as a failure (warn and above): the access log records URLs as they came.
    const log = lines.filter((line) => JSON.parse(line).level >= 40).join('');
    for (const value of [buyer.name, buyer.email, buyer.phone, buyer.inquiry, 'Shirin', 'shirin']) {
      expect(log, value).not.toContain(value);
    }
    await logged.close();
  });
});

describe('POST /api/inquiries rate limit', () => {
  it('answers 429 with success:false after too many submissions from one client', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const [product] = await limited.app.db
        .insert(products)
        .values({ name: 'Limited', description: 'x' })
        .returning();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { name: 'Spam', email: 's@example.com', inquiry: `Spam ${i}`, productId: product.id },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().success).toBe(false);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/inquiries', () => {
  it('lists newest first, 10 a page, with the contract pagination', async () => {
    const total = await inquiryCount();
    const response = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.inquiries).toHaveLength(Math.min(10, total));
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total / 10),
      totalInquiries: total,
      hasMore: total > 10,
    });
    const times = body.inquiries.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const last = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries?page=${body.pagination.totalPages}`,
      headers: bearer(admin),
    });
    expect(last.json().pagination.hasMore).toBe(false);
    expect(last.json().inquiries.length).toBe(total - (body.pagination.totalPages - 1) * 10);
  });

  it('filters by status and refuses an unknown status', async () => {
    const created = await submit(inquiryBody({ inquiry: 'Filter me' }));
    const id = created.json().data._id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${id}/status`,
      payload: { status: 'responded' },
      headers: bearer(admin),
    });
    const responded = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=responded',
      headers: bearer(admin),
    });
    expect(responded.json().inquiries.map((i: { _id: string }) => i._id)).toEqual([id]);
    expect(responded.json().pagination.totalInquiries).toBe(1);

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=all',
      headers: bearer(admin),
    });
    expect(all.json().pagination.totalInquiries).toBe(await inquiryCount());

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=lost',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of: all, new, inProgress, responded, closed');
  });

  it('clamps a limit above 100 and answers 401 to guests and 403 to users', async () => {
    const clamped = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?limit=500',
      headers: bearer(admin),
    });
    expect(clamped.statusCode).toBe(200);
    expect(clamped.json().inquiries.length).toBe(Math.min(100, await inquiryCount()));

    const guest = await t.app.inject({ method: 'GET', url: '/api/inquiries?status=lost' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ success: false, message: 'Please login first' });
    const asUser = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: bearer(user) });
    expect(asUser.statusCode).toBe(403);
  });
});

describe('GET /api/inquiries/:id', () => {
  it('answers the inquiry to an admin, 404 when unknown, 401/403 otherwise', async () => {
    const id = (await submit(inquiryBody())).json().data._id;
    const one = await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: bearer(admin) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: id, name: 'Rahim Uddin', status: 'new' });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Inquiry not found');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries/nope',
      headers: bearer(admin),
    });
    expect(malformed.statusCode).toBe(404);

    expect((await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: bearer(user) })).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/inquiries/:id/status', () => {
  const patch = (id: string, payload: unknown, who: TestUser | null = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${id}/status`,
      payload: payload as object,
      headers: who ? bearer(who) : {},
    });

  it('sets any status directly, in any order, and answers {inquiry, message}', async () => {
    const id = (await submit(inquiryBody())).json().data._id;
    for (const status of ['closed', 'new', 'responded', 'inProgress']) {
      const response = await patch(id, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Inquiry status updated',
        inquiry: { _id: id, status },
      });
    }
  });

  it('toggles isResolved alone, and a status change clears it unless the same request sets it', async () => {
    const id = (await submit(inquiryBody())).json().data._id;
    const resolved = await patch(id, { isResolved: true });
    expect(resolved.json().inquiry).toMatchObject({ status: 'new', isResolved: true });

    const moved = await patch(id, { status: 'responded' });
    expect(moved.json().inquiry).toMatchObject({ status: 'responded', isResolved: false });

    const both = await patch(id, { status: 'closed', isResolved: true });
    expect(both.json().inquiry).toMatchObject({ status: 'closed', isResolved: true });

    // The status it already has is no change: still resolved.
    const same = await patch(id, { status: 'closed' });
    expect(same.json().inquiry).toMatchObject({ status: 'closed', isResolved: true });

    const unresolved = await patch(id, { isResolved: false });
    expect(unresolved.json().inquiry).toMatchObject({ status: 'closed', isResolved: false });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const id = (await submit(inquiryBody())).json().data._id;
    const cases: [unknown, string][] = [
      [{}, 'Please provide a status or isResolved'],
      [{ status: 'done' }, 'Status must be one of: new, inProgress, responded, closed'],
      [{ isResolved: 'yes' }, 'isResolved must be true or false'],
      [{ status: 'closed', isResolved: 'yes' }, 'isResolved must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(id, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ status: 'new', isResolved: false });
  });

  it('answers 404 for an unknown inquiry, 401 to guests and 403 to users', async () => {
    const id = (await submit(inquiryBody())).json().data._id;
    const missing = await patch('00000000-0000-4000-8000-000000000000', { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Inquiry not found');
    expect((await patch(id, { status: 'closed' }, null)).statusCode).toBe(401);
    expect((await patch(id, { status: 'closed' }, user)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row.status).toBe('new');
  });
});
