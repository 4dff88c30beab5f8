// The quote basket: one submission of several products makes one inquiry with lines, its history
// entry, its tracking token (stored hashed) and exactly two kinds of mail queued with it; a signed-in
// buyer's basket is kept on the account; inquiries stored before lines existed become one-line ones.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiryReference } from '@/contract/tracking';
import { inquiries, inquiryLines, leadEvents, mailOutbox, products, siteSettings } from '@/server/db/schema';
import { hashToken } from '@/server/lib/private-links';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { asSent } from '../helpers/mail';
import { databaseMigratedUpTo } from '../helpers/migrations';
import { bearer, signUp, signUpAdmin, type TestUser } from '../helpers/users';

const ids: Record<string, string> = {};

const t = setupApi(() => createTestApp({ publicUrl: 'https://shop.example' }));
const admin = t.signUpAdmin({ email: 'sales-admin@example.com' });
const buyer = t.signUp({ fullName: 'Karim Buyer', email: 'karim@example.com' });
beforeAll(async () => {
  for (const name of ['Sulphuric Acid 98%', 'Caustic Soda Flakes', 'Hydrogen Peroxide 50%', 'Soda Ash']) {
    const [row] = await t.app.db
      .insert(products)
      .values({ name, description: `${name} for industry`, category: 'Industrial Chemicals' })
      .returning();
    ids[name] = row.id;
  }
});

const nextYear = `${new Date().getUTCFullYear() + 1}-03-15`;
let seq = 0;
const basketBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nasrin Akter',
  email: 'nasrin@textile.example',
  phone: '+880 1711-222333',
  inquiry: `Monthly supply, please quote (#${++seq})`,
  lines: [
    { productId: ids['Sulphuric Acid 98%'], quantity: 2, unit: 'MT', note: 'Technical grade' },
    { productId: ids['Caustic Soda Flakes'], quantity: 40, unit: 'bag' },
    { productId: ids['Hydrogen Peroxide 50%'], quantity: 4.5, unit: 'IBC', note: '  ' },
  ],
  deliveryLocation: 'Factory gate, Gazipur',
  neededBy: nextYear,
  ...overrides,
});

const submit = (payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object, headers });

const outboxFor = (inquiryId: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .then((rows) =>
      rows.filter(
        (row) =>
          row.textBody.includes(inquiryId) ||
          row.htmlBody.includes(inquiryId) ||
          row.subject.includes(inquiryReference(inquiryId)),
      ),
    );

describe('a basket submission', () => {
  it('stores one inquiry with its lines, a submitted event and a hashed tracking token', async () => {
    const response = await submit(basketBody({ inquiry: 'Monthly supply from April' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Your inquiry has been submitted successfully!',
      data: {
        productId: ids['Sulphuric Acid 98%'],
        productName: 'Sulphuric Acid 98% and 2 more',
        deliveryLocation: 'Factory gate, Gazipur',
        neededBy: nextYear,
        lines: [
          {
            productId: ids['Sulphuric Acid 98%'],
            productName: 'Sulphuric Acid 98%',
            quantity: 2,
            unit: 'MT',
            note: 'Technical grade',
          },
          { productId: ids['Caustic Soda Flakes'], quantity: 40, unit: 'bag', note: null },
          { productId: ids['Hydrogen Peroxide 50%'], quantity: 4.5, unit: 'IBC', note: null },
        ],
      },
    });
    const id = body.data._id;

    const lines = await t.app.db
      .select()
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, id))
      .orderBy(asc(inquiryLines.position));
    expect(lines.map((line) => [line.position, line.productName, Number(line.quantity), line.unit])).toEqual([
      [0, 'Sulphuric Acid 98%', 2, 'MT'],
      [1, 'Caustic Soda Flakes', 40, 'bag'],
      [2, 'Hydrogen Peroxide 50%', 4.5, 'IBC'],
    ]);
    const events = await t.app.db.select().from(leadEvents).where(eq(leadEvents.inquiryId, id));
    expect(events).toMatchObject([{ kind: 'submitted', status: 'new', actorName: 'Nasrin Akter' }]);

    // The token is 256 bits of base64url, answered once; the database holds only its SHA-256.
    const match = /^https:\/\/shop\.example\/quotes\/([A-Za-z0-9_-]{43})$/.exec(body.trackingUrl);
    expect(match).not.toBeNull();
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row.trackingTokenHash).toBe(hashToken(match![1]));
    expect(row.trackingTokenHash).not.toContain(match![1]);
  });

  it('queues exactly a staff alert to every admin and an acknowledgement to the buyer, in its own copy each', async () => {
    const second = await signUpAdmin(t.app, { email: 'second-admin@example.com' });
    const response = await submit(basketBody());
    const { data, trackingUrl } = response.json();
    const mails = await t.app.db.select().from(mailOutbox);
    const alerts = mails.filter((mail) => mail.kind === 'inquiryAlert' && mail.textBody.includes(data._id));
    expect(alerts.map((mail) => mail.toAddress).sort()).toEqual([admin.email, second.email].sort());
    const acknowledgements = mails.filter(
      (mail) => mail.kind === 'inquiryAcknowledgement' && asSent(t.app, mail).text.includes(trackingUrl),
    );
    expect(acknowledgements.map((mail) => mail.toAddress)).toEqual(['nasrin@textile.example']);
    // Nothing else was queued for this inquiry: two kinds, three copies.
    const all = mails.filter(
      (mail) => mail.textBody.includes(data._id) || asSent(t.app, mail).text.includes(trackingUrl),
    );
    expect(all.map((mail) => mail.kind).sort()).toEqual([
      'inquiryAcknowledgement',
      'inquiryAlert',
      'inquiryAlert',
    ]);

    const [alert] = alerts;
    expect(alert.subject).toBe('New inquiry: Sulphuric Acid 98% and 2 more (Nasrin Akter)');
    expect(alert.textBody).toContain(`https://shop.example/admin/inquiries?id=${data._id}`);
    for (const text of ['nasrin@textile.example', '+880 1711-222333', 'Factory gate, Gazipur', '15 March']) {
      expect(alert.textBody).toContain(text);
    }
    expect(alert.textBody).toContain('1. Sulphuric Acid 98% | Quantity: 2 MT | Note: Technical grade');
    expect(alert.textBody).toContain('2. Caustic Soda Flakes | Quantity: 40 bags');
    expect(alert.htmlBody).toContain('<span style="color:#475569">Quantity:</span> 4.5 IBCs');
    // The tracking link is the buyer's alone; staff reach the inquiry through the admin area.
    expect(alert.textBody).not.toContain(trackingUrl);

    const [acknowledgement] = acknowledgements;
    // The link in the mail as sent is the one answered, and its token is what the stored hash was
    // made from; the queued mail holds no token.
    const sent = asSent(t.app, acknowledgement);
    const mailed = /\/quotes\/([A-Za-z0-9_-]{43})/.exec(sent.text)?.[1];
    const [stored] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, data._id));
    expect(mailed && hashToken(mailed)).toBe(stored.trackingTokenHash);
    expect(acknowledgement.textBody).not.toContain(mailed);
    expect(acknowledgement.htmlBody).not.toContain(mailed);
    expect(acknowledgement.textBody).toContain('Hydrogen Peroxide 50%');
    expect(sent.html).toContain(trackingUrl);
    // No other address than the buyer's own: staff addresses stay out of the buyer's copy.
    expect(acknowledgement.textBody).not.toContain(admin.email);
    expect(acknowledgement.textBody).not.toContain('/admin/');
  });

  it('sends the staff alert to the configured recipients when the site setting names some', async () => {
    await t.app.db.insert(siteSettings).values({ key: 'staffRecipients', value: ['desk@meghna.example'] });
    // Written past the app, which is told as the mail settings' own save would tell it.
    await t.app.changes.publish(t.app.db, { kind: 'staff' });
    try {
      const { data } = (await submit(basketBody())).json();
      const alerts = (await outboxFor(data._id)).filter((mail) => mail.kind === 'inquiryAlert');
      expect(alerts.map((mail) => mail.toAddress)).toEqual(['desk@meghna.example']);
    } finally {
      await t.app.db.delete(siteSettings).where(eq(siteSettings.key, 'staffRecipients'));
      await t.app.changes.publish(t.app.db, { kind: 'staff' });
    }
  });

  it('folds a repeat of the same basket into the first, without a second token or mail; other lines make a new one', async () => {
    const body = basketBody();
    const first = (await submit(body)).json();
    const again = await submit(body);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.data._id);
    expect(again.json().trackingUrl).toBeUndefined();
    const alerts = (await outboxFor(first.data._id)).filter((m) => m.kind === 'inquiryAlert');
    expect(alerts).toHaveLength((await adminAddresses()).length);
    const acknowledgements = (await t.app.db.select().from(mailOutbox)).filter(
      (m) => m.kind === 'inquiryAcknowledgement' && asSent(t.app, m).text.includes(first.trackingUrl),
    );
    expect(acknowledgements).toHaveLength(1);

    const otherQuantity = structuredClone(body);
    otherQuantity.lines[1].quantity = 41;
    const changed = (await submit(otherQuantity)).json();
    expect(changed.data._id).not.toBe(first.data._id);
    const otherDate = (
      await submit({ ...body, neededBy: `${new Date().getUTCFullYear() + 2}-01-01` })
    ).json();
    expect(otherDate.data._id).not.toBe(first.data._id);
  });

  it('keeps the message optional and the signed-in buyer as the inquiry owner', async () => {
    const response = await submit(
      basketBody({
        inquiry: undefined,
        deliveryLocation: '',
        neededBy: '',
        lines: [{ productId: ids['Soda Ash'], quantity: 1, unit: 'MT' }],
      }),
      bearer(buyer),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      inquiry: '',
      productName: 'Soda Ash',
      deliveryLocation: null,
      neededBy: null,
    });
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, response.json().data._id));
    expect(row.userId).toBe(buyer.id);
  });

  it('refuses bad lines and dates with the contract messages', async () => {
    const one = (line: Record<string, unknown>) => ({
      lines: [{ productId: ids['Soda Ash'], quantity: 1, unit: 'kg', ...line }],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lines: [] }, 'lines', 'Add at least one product to your quote basket'],
      [{ lines: 'Soda Ash' }, 'lines', 'Add at least one product to your quote basket'],
      [one({ quantity: undefined }), 'lines.0.quantity', 'Quantity is required'],
      [one({ quantity: 0 }), 'lines.0.quantity', 'Quantity must be a number greater than 0'],
      [one({ quantity: -3 }), 'lines.0.quantity', 'Quantity must be a number greater than 0'],
      [one({ quantity: '5' }), 'lines.0.quantity', 'Quantity must be a number greater than 0'],
      [one({ quantity: 1e12 }), 'lines.0.quantity', 'Quantity is too large'],
      [
        one({ unit: 'tonnes' }),
        'lines.0.unit',
        'Unit must be one of: kg, g, MT, litre, mL, drum, carboy, jerrycan, IBC, cylinder, bag, carton, bottle, piece',
      ],
      [one({ note: 'x'.repeat(301) }), 'lines.0.note', 'Note must be at most 300 characters'],
      [one({ productId: 'abc' }), 'lines.0.productId', 'Product is required'],
      [
        {
          lines: Array.from({ length: 31 }, () => ({ productId: ids['Soda Ash'], quantity: 1, unit: 'kg' })),
        },
        'lines',
        'A quote request can hold at most 30 products',
      ],
      [
        {
          lines: [
            { productId: ids['Soda Ash'], quantity: 1, unit: 'kg' },
            { productId: ids['Soda Ash'], quantity: 2, unit: 'MT' },
          ],
        },
        'lines.1.productId',
        'Each product can appear only once in a quote request',
      ],
      [{ neededBy: '2020-01-01' }, 'neededBy', 'Date needed cannot be in the past'],
      [{ neededBy: '15/03/2031' }, 'neededBy', 'Date needed must be a date (YYYY-MM-DD)'],
      [
        { neededBy: `${new Date().getUTCFullYear() + 1}-02-30` },
        'neededBy',
        'Date needed must be a date (YYYY-MM-DD)',
      ],
      [
        { deliveryLocation: 'x'.repeat(201) },
        'deliveryLocation',
        'Delivery location must be at most 200 characters',
      ],
      [{ inquiry: 'x'.repeat(5001) }, 'inquiry', 'Inquiry must be at most 5000 characters'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ email: 'nasrin' }, 'email', 'Please enter a valid email address'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ];
    for (const [override, path, message] of cases) {
      const response = await submit(basketBody(override));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      expect(response.json().errors[0], message).toEqual({ path, message });
    }
  });

  it('answers 404 "Product not found" for an unknown or deleted product, naming none', async () => {
    const [gone] = await t.app.db
      .insert(products)
      .values({ name: 'Discontinued Solvent', description: 'Gone', category: 'Solvents' })
      .returning();
    await t.app.db.delete(products).where(eq(products.id, gone.id));
    for (const missing of [gone.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await submit(
        basketBody({
          lines: [
            { productId: ids['Soda Ash'], quantity: 1, unit: 'kg' },
            { productId: missing, quantity: 1, unit: 'kg' },
          ],
        }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Product not found' });
    }
  });
});

describe('the one-product call', () => {
  it('becomes a one-line inquiry without a quantity, with its event and both mails', async () => {
    const response = await submit({
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      inquiry: 'Price for 5 tons',
      productId: ids['Soda Ash'],
      productName: 'Soda Ash',
    });
    expect(response.statusCode).toBe(201);
    const { data, trackingUrl } = response.json();
    expect(data).toMatchObject({
      productName: 'Soda Ash',
      lines: [
        { productId: ids['Soda Ash'], productName: 'Soda Ash', quantity: null, unit: null, note: null },
      ],
      deliveryLocation: null,
      neededBy: null,
    });
    expect(trackingUrl).toMatch(/^https:\/\/shop\.example\/quotes\/[A-Za-z0-9_-]{43}$/);
    const lines = await t.app.db.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, data._id));
    expect(lines).toMatchObject([{ position: 0, quantity: null, unit: null }]);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(
      mails
        .filter((m) => m.textBody.includes(data._id) || asSent(t.app, m).text.includes(trackingUrl))
        .map((m) => [m.kind, m.toAddress])
        .sort(),
    ).toEqual(
      [
        ['inquiryAcknowledgement', 'rahim@example.com'],
        ...(await adminAddresses()).map((address) => ['inquiryAlert', address]),
      ].sort(),
    );
  });
});

async function adminAddresses() {
  const { users } = await import('@/server/db/schema');
  const rows = await t.app.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email);
}

describe('PATCH /api/inquiries/:id/status', () => {
  it('records a status change in the history with the admin who made it, and nothing for no change', async () => {
    const { data } = (await submit(basketBody())).json();
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/inquiries/${data._id}/status`,
        payload,
        headers: bearer(admin),
      });
    expect((await patch({ status: 'inProgress' })).statusCode).toBe(200);
    expect((await patch({ status: 'inProgress' })).statusCode).toBe(200);
    const resolved = await patch({ isResolved: true });
    expect(resolved.json().inquiry).toMatchObject({ isResolved: true, lines: [{}, {}, {}] });
    expect((await patch({ status: 'responded' })).json().inquiry).toMatchObject({ isResolved: false });
    const events = await t.app.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.inquiryId, data._id), eq(leadEvents.kind, 'status')))
      .orderBy(asc(leadEvents.seq));
    expect(events.map((e) => [e.status, e.actorName, e.actorUserId])).toEqual([
      ['inProgress', 'Site Admin', admin.id],
      ['responded', 'Site Admin', admin.id],
    ]);
  });

  it('shows the lines, place and date in the admin list and detail', async () => {
    const { data } = (await submit(basketBody())).json();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?limit=100',
      headers: bearer(admin),
    });
    const listed = list.json().inquiries.find((inquiry: { _id: string }) => inquiry._id === data._id);
    expect(listed).toMatchObject({ deliveryLocation: 'Factory gate, Gazipur', neededBy: nextYear });
    expect(listed.lines).toHaveLength(3);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/inquiries/${data._id}`,
      headers: bearer(admin),
    });
    expect(detail.json().lines[2]).toMatchObject({
      productName: 'Hydrogen Peroxide 50%',
      quantity: 4.5,
      unit: 'IBC',
    });
  });
});

describe('GET and PUT /api/basket', () => {
  const put = (payload: unknown, user: TestUser | null = buyer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/basket',
      payload: payload as object,
      headers: user ? bearer(user) : {},
    });
  const get = (user: TestUser | null = buyer) =>
    t.app.inject({ method: 'GET', url: '/api/basket', headers: user ? bearer(user) : {} });

  it('is for signed-in buyers only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await put({ lines: [] }, null)).statusCode).toBe(401);
  });

  it('starts empty, keeps what was put, and is each account’s own', async () => {
    const other = await signUp(t.app);
    expect((await get(other)).json()).toEqual({ lines: [] });
    const basket = {
      lines: [
        { productId: ids['Soda Ash'], quantity: 3, unit: 'MT', note: '50 kg bags' },
        { productId: ids['Caustic Soda Flakes'], quantity: 10, unit: 'drum' },
      ],
      deliveryLocation: 'Chattogram port',
      neededBy: nextYear,
    };
    const saved = await put(basket, other);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(basket);
    expect((await get(other)).json()).toEqual(basket);
    expect((await get(buyer)).json()).toEqual({ lines: [] });
    expect((await put({ lines: [] }, other)).json()).toEqual({ lines: [] });
    expect((await get(other)).json()).toEqual({ lines: [] });
  });

  it('drops products that no longer exist, on write and on read', async () => {
    const [temp] = await t.app.db
      .insert(products)
      .values({ name: 'Seasonal Dye', description: 'Dye', category: 'Dyes' })
      .returning();
    const saved = await put({
      lines: [
        { productId: temp.id, quantity: 1, unit: 'kg' },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, unit: 'kg' },
        { productId: ids['Soda Ash'], quantity: 2, unit: 'kg' },
      ],
    });
    expect(saved.json().lines.map((line: { productId: string }) => line.productId)).toEqual([
      temp.id,
      ids['Soda Ash'],
    ]);
    await t.app.db.delete(products).where(eq(products.id, temp.id));
    expect((await get()).json()).toEqual({
      lines: [{ productId: ids['Soda Ash'], quantity: 2, unit: 'kg' }],
    });
  });

  it('refuses a basket that breaks the rules with the contract message', async () => {
    const cases: [unknown, string][] = [
      [
        { lines: [{ productId: ids['Soda Ash'], quantity: 0, unit: 'kg' }] },
        'Quantity must be a number greater than 0',
      ],
      [
        { lines: [{ productId: ids['Soda Ash'], quantity: 1, unit: 'ton' }] },
        'Unit must be one of: kg, g, MT, litre, mL, drum, carboy, jerrycan, IBC, cylinder, bag, carton, bottle, piece',
      ],
      [
        {
          lines: [
            { productId: ids['Soda Ash'], quantity: 1, unit: 'kg' },
            { productId: ids['Soda Ash'], quantity: 1, unit: 'kg' },
          ],
        },
        'Each product can appear only once in a quote request',
      ],
      [{ lines: [], neededBy: 'soon' }, 'Date needed must be a date (YYYY-MM-DD)'],
      [{ lines: [], deliveryLocation: 'x'.repeat(201) }, 'Delivery location must be at most 200 characters'],
      [
        {
          lines: Array.from({ length: 31 }, (_, i) => ({
            productId: ids['Soda Ash'],
            quantity: i + 1,
            unit: 'kg',
          })),
        },
        'A quote request can hold at most 30 products',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('upgrading a database from before inquiry lines', () => {
  it('turns each stored inquiry into a one-line inquiry with its history', async () => {
    // The database as it was before 0004.
    const client = await databaseMigratedUpTo(3);
    try {
      const product = await client.query<{ id: string }>(
        `insert into products (name, description, category) values ('Soda Ash', 'Light', 'Alkalis') returning id`,
      );
      const productId = product.rows[0].id;
      const stored = await client.query<{ id: string }>(
        `insert into inquiries (name, email, inquiry, product_id, product_name, status, created_at, updated_at)
         values ('Old Buyer', 'old@example.com', 'Price for 1 MT', $1, 'Soda Ash', 'new', now() - interval '2 days', now() - interval '2 days'),
                ('Answered Buyer', 'answered@example.com', 'Price for 3 MT', $1, 'Soda Ash', 'responded', now() - interval '3 days', now() - interval '1 day')
         returning id`,
        [productId],
      );

      await client.migrateToLatest();

      const lines = await client.query<{
        inquiry_id: string;
        position: number;
        product_id: string;
        product_name: string;
        quantity: string | null;
      }>(
        'select inquiry_id, position, product_id, product_name, quantity from inquiry_lines order by product_name',
      );
      expect(lines.rows).toHaveLength(2);
      for (const row of stored.rows) {
        expect(lines.rows.find((line) => line.inquiry_id === row.id)).toMatchObject({
          position: 0,
          product_id: productId,
          product_name: 'Soda Ash',
          quantity: null,
        });
      }
      const events = await client.query<{ inquiry_id: string; kind: string; status: string }>(
        'select inquiry_id, kind, status from lead_events order by created_at',
      );
      expect(events.rows.map((e) => [e.inquiry_id, e.kind, e.status])).toEqual([
        [stored.rows[1].id, 'submitted', 'new'],
        [stored.rows[0].id, 'submitted', 'new'],
        [stored.rows[1].id, 'status', 'responded'],
      ]);
    } finally {
      await client.close();
    }
  });
});
