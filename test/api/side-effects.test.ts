// A write that is stored stays a success when the admin notification after it fails: the answer is
// the success answer, the row is stored once, and the failure is logged (DESIGN.md, STYLE.md "A side
// effect after a write"). The notification insert is made to fail in the database itself. The public
// forms store theirs in their own statement instead, all or nothing (below).
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  comments,
  contactMessages,
  inquiries,
  mailOutbox,
  notifications,
  products,
  users,
} from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { captureErrorLogs, createTestApp } from '../helpers/app';
import { signUpAdmin } from '../helpers/users';

let productId: string;
const logs = captureErrorLogs();

const t = setupApi(() => createTestApp({ logLevel: 'error' }, { logStream: logs.stream }));
beforeAll(async () => {
  await signUpAdmin(t.app);
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Caustic Soda Flakes 99%', description: 'Sodium hydroxide flakes', category: 'Alkalis' })
    .returning({ id: products.id });
  productId = product.id;
});

beforeEach(async () => {
  await t.app.db.execute(sql`
    create or replace function refuse_notification() returns trigger language plpgsql as $$
    begin raise exception 'notifications are out of order'; end $$`);
  await t.app.db.execute(sql`
    create trigger refuse_notification before insert on notifications
    for each row execute function refuse_notification()`);
});
afterEach(async () => {
  await t.app.db.execute(sql`drop trigger refuse_notification on notifications`);
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function expectLoggedFailure(what: string) {
  const logged = logs.errors().filter((line) => line.msg.startsWith(what));
  expect(logged).toHaveLength(1);
  // The database's reason is logged on the query error's cause (the query's values are not).
  expect(JSON.stringify(logged[0].err)).toMatch(/notifications are out of order/);
  const [{ total }] = await t.app.db.select({ total: count() }).from(notifications);
  expect(total).toBe(0);
}

describe('POST /api/comments/product/:id', () => {
  it('answers 201 and keeps the one comment when the notification fails', async () => {
    const response = await post(`/api/comments/product/${productId}`, {
      commentText: 'Arrived on time, well packed.',
      commenterName: 'Guest Buyer',
      email: 'guest@example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Comment added successfully');
    const [{ total }] = await t.app.db
      .select({ total: count() })
      .from(comments)
      .where(eq(comments.productId, productId));
    expect(total).toBe(1);
    await expectLoggedFailure('comment notification');
  });
});

describe('POST /api/auth/signup', () => {
  it('answers 201 with a session and keeps the one account when the notification fails', async () => {
    const response = await post('/api/auth/signup', {
      fullName: 'Rahim Uddin',
      email: 'rahim.signup@example.com',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'rahim.signup@example.com', token: expect.any(String) });
    const [{ total }] = await t.app.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.email, 'rahim.signup@example.com'));
    expect(total).toBe(1);
    await expectLoggedFailure('signup notification');
  });
});

// The public forms store their admins' notification in their own one statement (along-with.ts), as
// they store their mails: all of it or none, never a stored write whose admins were not told.
const mailCount = async () => (await t.app.db.select({ total: count() }).from(mailOutbox))[0].total;

describe('POST /api/inquiries', () => {
  it('stores neither the inquiry nor its mails when its notification cannot be stored', async () => {
    const mailsBefore = await mailCount();
    const response = await post('/api/inquiries', {
      name: 'Karim Buyer',
      email: 'karim@example.com',
      inquiry: 'Price for 5 tons, delivered to Gazipur',
      productId,
    });
    expect(response.statusCode).toBe(500);
    const [{ total }] = await t.app.db
      .select({ total: count() })
      .from(inquiries)
      .where(eq(inquiries.productId, productId));
    expect(total).toBe(0);
    expect(await mailCount()).toBe(mailsBefore);
  });
});

describe('POST /api/contact', () => {
  it('stores neither the message nor its alert when its notification cannot be stored', async () => {
    const mailsBefore = await mailCount();
    const response = await post('/api/contact', {
      name: 'Nasrin Akter',
      email: 'nasrin@example.com',
      subject: 'sales',
      message: 'Please call me about bulk soda ash.',
    });
    expect(response.statusCode).toBe(500);
    const [{ total }] = await t.app.db.select({ total: count() }).from(contactMessages);
    expect(total).toBe(0);
    expect(await mailCount()).toBe(mailsBefore);
  });
});
