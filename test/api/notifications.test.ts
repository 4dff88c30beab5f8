import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '@/contract/notification-rules';
import { migrationsFolder } from '@/server/db/client';
import { notifications, products } from '@/server/db/schema';
import { type NewNotification, notifyAdmins } from '@/server/features/notifications/notification-repository';
import { wordNotification } from '@/server/features/notifications/notification-view';
import { translator } from '@/server/i18n/translator';
import { setupApi } from '../helpers/api';
import { databaseMigratedUpTo, emptyPglite } from '../helpers/migrations';
import { bearer, signUp, type TestUser } from '../helpers/users';

let productId: string;

const t = setupApi();
const admin = t.signUpAdmin();
const colleague = t.signUpAdmin();
const user = t.signUp();
beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Sodium Hypochlorite', description: 'Bleach, 10% solution' })
    .returning();
  productId = product.id;
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who: TestUser | null = admin) =>
  t.call(method, url, who);
const list = async (query = '', who: TestUser = admin) =>
  (await call('GET', `/api/notifications${query}`, who)).json();
const clearAll = () => t.app.db.delete(notifications);
/** A contact message's notification, "<name> wrote about General Inquiry". */
const contactFrom = (name: string): NewNotification => ({
  kind: 'newContact',
  params: { name, subject: 'general' },
});
const messages = (body: { notifications: { message: string }[] }) => body.notifications.map((n) => n.message);
const notifyInTurn = (notification: NewNotification) => notifyAdmins(t.app.db, notification);

describe('GET /api/notifications', () => {
  it('shows the admin a notification for a new inquiry, contact message and signup, each with its link', async () => {
    await clearAll();
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Buyer', email: 'buyer@example.com', inquiry: 'Price?', productId },
    });
    const inquiryId = inquiry.json().data._id;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Visitor', email: 'v@example.com', subject: 'general', message: 'Hello' },
    });
    await signUp(t.app, { fullName: 'New Customer' });

    const body = await list();
    expect(body.unreadCount).toBe(3);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalNotifications: 3, hasMore: false });
    const [user_, contact, inquiryNote] = body.notifications;
    expect(user_).toMatchObject({
      type: 'user',
      title: 'New account',
      read: false,
      link: '/admin?tab=users',
    });
    expect(contact).toMatchObject({ type: 'system', link: '/admin?tab=contacts' });
    expect(contact.contactId).toMatch(/^[0-9a-f-]{36}$/);
    expect(inquiryNote).toMatchObject({
      type: 'inquiry',
      title: 'New pricing inquiry',
      message: 'Buyer asked about Sodium Hypochlorite',
      inquiryId,
      productId,
      commentId: null,
      read: false,
      readAt: null,
      link: `/admin/inquiries?id=${inquiryId}`,
    });
    expect(Object.keys(inquiryNote).sort()).toEqual(
      [
        '_id',
        'type',
        'title',
        'message',
        'read',
        'readAt',
        'createdAt',
        'commentId',
        'productId',
        'inquiryId',
        'contactId',
        'link',
      ].sort(),
    );
  });

  it('pages 20 at a time by default, newest first, and clamps the limit to 100', async () => {
    await clearAll();
    for (let i = 0; i < 25; i++) {
      await notifyInTurn(contactFrom(`Visitor ${i}`));
    }
    const first = await list();
    expect(first.notifications).toHaveLength(20);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalNotifications: 25,
      hasMore: true,
    });
    expect(first.notifications[0].message).toBe('Visitor 24 wrote about General Inquiry');
    const second = await list('?page=2');
    expect(second.notifications).toHaveLength(5);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasMore: false });
    expect(second.notifications.at(-1).message).toBe('Visitor 0 wrote about General Inquiry');
    expect((await list('?limit=1000')).notifications).toHaveLength(25);
    expect((await list('?limit=5')).pagination.totalPages).toBe(5);
  });

  it('lists notifications written at the same instant newest first, in the order they were written', async () => {
    await clearAll();
    // One transaction: now() is the same for every row, so only their sequence tells them apart.
    await t.app.db.transaction(async (tx) => {
      for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
        await notifyAdmins(tx, contactFrom(name));
      }
    });
    expect(messages(await list()).map((message) => message.split(' ')[0])).toEqual([
      'Fifth',
      'Fourth',
      'Third',
      'Second',
      'First',
    ]);
  });

  it('filters unread only and by type, while unreadCount stays the admin total', async () => {
    await clearAll();
    const comment = (name: string): NewNotification => ({
      kind: 'newComment',
      params: { product: 'Sodium Hypochlorite', name, rating: null, excerpt: 'Good' },
      productId,
    });
    await notifyInTurn(comment('A'));
    await notifyInTurn({ kind: 'newInquiry', params: { name: 'B', product: 'Sodium Hypochlorite' } });
    await notifyInTurn(comment('C'));
    const all = await list();
    await call('PATCH', `/api/notifications/${all.notifications[0]._id}/read`);

    const unread = await list('?unreadOnly=true');
    expect(messages(unread)).toEqual(['B asked about Sodium Hypochlorite', 'A: Good']);
    expect(unread.pagination.totalNotifications).toBe(2);
    expect(unread.unreadCount).toBe(2);
    expect((await list('?unreadOnly=false')).notifications).toHaveLength(3);

    const comments = await list('?type=comment');
    expect(messages(comments)).toEqual(['C: Good', 'A: Good']);
    expect(comments.notifications[0].link).toBe(`/products/${productId}#comments`);
    expect(comments.unreadCount).toBe(2);
  });

  it('shows each admin only their own rows and read state', async () => {
    await clearAll();
    await notifyAdmins(t.app.db, contactFrom('Shared'));
    await call('PATCH', '/api/notifications/read-all');
    expect((await list()).unreadCount).toBe(0);
    const theirs = await list('', colleague);
    expect(theirs.unreadCount).toBe(1);
    expect(theirs.notifications).toHaveLength(1);
  });

  it('refuses bad filters with 400, guests with 401 and users with 403', async () => {
    const bad = await call('GET', '/api/notifications?unreadOnly=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('unreadOnly must be true or false');
    expect((await call('GET', '/api/notifications?type=everything')).statusCode).toBe(400);
    const guest = await call('GET', '/api/notifications', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please login first' });
    expect((await call('GET', '/api/notifications', user)).statusCode).toBe(403);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks one read with its time and answers the new unread count', async () => {
    await clearAll();
    await notifyAdmins(t.app.db, contactFrom('One'));
    await notifyAdmins(t.app.db, contactFrom('Two'));
    const [latest] = (await list()).notifications;
    const response = await call('PATCH', `/api/notifications/${latest._id}/read`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Notification marked as read',
      unreadCount: 1,
      notification: { _id: latest._id, read: true },
    });
    expect(Date.parse(body.notification.readAt)).toBeGreaterThan(0);
    const again = await call('PATCH', `/api/notifications/${latest._id}/read`);
    expect(again.json().notification.readAt).toBe(body.notification.readAt);
  });

  it("answers 404 for an unknown id or another admin's notification; 401 guests, 403 users", async () => {
    await clearAll();
    await notifyAdmins(t.app.db, contactFrom('Private'));
    const [colleagues] = (await list('', colleague)).notifications;
    const foreign = await call('PATCH', `/api/notifications/${colleagues._id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification not found');
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, colleagues._id));
    expect(row.read).toBe(false);

    const unknown = await call('PATCH', '/api/notifications/00000000-0000-4000-8000-000000000000/read');
    expect(unknown.statusCode).toBe(404);
    expect((await call('PATCH', '/api/notifications/not-an-id/read')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/notifications/${colleagues._id}/read`, null)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/notifications/${colleagues._id}/read`, user)).statusCode).toBe(403);
  });
});

describe('PATCH /api/notifications/read-all', () => {
  it("marks all of the caller's notifications read and leaves other admins' alone", async () => {
    await clearAll();
    for (const name of ['a', 'b', 'c']) await notifyAdmins(t.app.db, contactFrom(name));
    const response = await call('PATCH', '/api/notifications/read-all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'All notifications marked as read',
      updated: 3,
      unreadCount: 0,
    });
    expect((await list()).notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list('', colleague)).unreadCount).toBe(3);

    const nothingLeft = await call('PATCH', '/api/notifications/read-all');
    expect(nothingLeft.json().updated).toBe(0);
  });

  it('answers 401 to guests and 403 to users', async () => {
    expect((await call('PATCH', '/api/notifications/read-all', null)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/notifications/read-all', user)).statusCode).toBe(403);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it("removes one of the caller's notifications for good and answers the new unread count", async () => {
    await clearAll();
    for (const name of ['Old', 'Read', 'Newest']) await notifyInTurn(contactFrom(name));
    const [newest, read] = (await list()).notifications;
    await call('PATCH', `/api/notifications/${read._id}/read`);

    const response = await call('DELETE', `/api/notifications/${newest._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notification removed', unreadCount: 1 });
    const after = await list();
    expect(messages(after)).toEqual(['Read wrote about General Inquiry', 'Old wrote about General Inquiry']);
    expect(after.unreadCount).toBe(1);
    expect(after.pagination.totalNotifications).toBe(2);

    // A read one goes too, and leaves the count alone; the colleague's copies stay.
    const readGone = await call('DELETE', `/api/notifications/${read._id}`);
    expect(readGone.json()).toEqual({ message: 'Notification removed', unreadCount: 1 });
    expect((await list('', colleague)).pagination.totalNotifications).toBe(3);

    const again = await call('DELETE', `/api/notifications/${newest._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Notification not found');
  });

  it("answers 404 for another admin's notification, leaving it; 401 guests, 403 users", async () => {
    await clearAll();
    await notifyAdmins(t.app.db, contactFrom('Private'));
    const [colleagues] = (await list('', colleague)).notifications;
    const foreign = await call('DELETE', `/api/notifications/${colleagues._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification not found');
    expect((await list('', colleague)).notifications).toHaveLength(1);

    expect((await call('DELETE', '/api/notifications/not-an-id')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${colleagues._id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/notifications/${colleagues._id}`, user)).statusCode).toBe(403);
    expect((await list('', colleague)).notifications).toHaveLength(1);
  });
});

describe('notifications in the reader’s language', () => {
  const listIn = async (language: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...bearer(admin), 'accept-language': language },
      })
    ).json().notifications as { type: string; title: string; message: string }[];

  it('words a buyer’s question wholly in Bengali for a Bengali admin, the buyer’s words as typed', async () => {
    await clearAll();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rahim Uddin', email: 'rahim@example.com', inquiry: 'Price for 2 drums?', productId },
    });
    const token = new URL(submitted.json().trackingUrl).pathname.split('/').at(-1);
    // Words that read like one of the server's own sentences ("<name> asked about <product>").
    const question = 'I asked about bleach last week: any news?';
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${token}/messages`,
      payload: { message: question, kind: 'question' },
    });
    expect(asked.statusCode).toBe(201);

    expect(await listIn('bn')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'inquiry',
          title: 'ক্রেতার প্রশ্ন',
          message: `Rahim Uddin: ${question}`,
        }),
        expect.objectContaining({
          type: 'inquiry',
          title: 'দামের নতুন অনুরোধ',
          message: 'Rahim Uddin দাম জানতে চেয়েছেন: Sodium Hypochlorite',
        }),
      ]),
    );
    expect(await listIn('en')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Question from a buyer', message: `Rahim Uddin: ${question}` }),
        expect.objectContaining({
          title: 'New pricing inquiry',
          message: 'Rahim Uddin asked about Sodium Hypochlorite',
        }),
      ]),
    );
  });

  it('words every kind in Bengali, with the site’s digits and the contact subject’s Bengali name', async () => {
    await clearAll();
    const events: NewNotification[] = [
      { kind: 'newAccount', params: { name: 'Nusrat Jahan', email: 'nusrat@example.com' } },
      { kind: 'newContact', params: { name: 'Karim', subject: 'sales' } },
      { kind: 'quotationAccepted', params: { name: 'Karim', version: 2 } },
      { kind: 'freshQuoteRequested', params: { name: 'Karim', excerpt: 'Same quantities, please.' } },
      { kind: 'newComment', params: { product: 'Soda Ash', name: 'Tanvir', rating: 4, excerpt: 'Pure.' } },
    ];
    for (const event of events) await notifyInTurn(event);
    expect((await listIn('bn')).map(({ title, message }) => [title, message])).toEqual([
      ['Soda Ash নিয়ে নতুন মন্তব্য', 'Tanvir (৪/৫): Pure.'],
      ['নতুন কোটেশনের অনুরোধ', 'Karim: Same quantities, please.'],
      ['কোটেশন গৃহীত হয়েছে', 'Karim কোটেশনের সংস্করণ ২ গ্রহণ করেছেন।'],
      ['নতুন যোগাযোগ বার্তা', 'Karim বিক্রয় ও দাম বিষয়ে বার্তা পাঠিয়েছেন।'],
      ['নতুন অ্যাকাউন্ট', 'Nusrat Jahan (nusrat@example.com) নতুন অ্যাকাউন্ট খুলেছেন।'],
    ]);
    expect((await listIn('en')).map(({ title, message }) => [title, message])).toEqual([
      ['New comment on Soda Ash', 'Tanvir (4/5): Pure.'],
      ['Fresh quotation requested', 'Karim: Same quantities, please.'],
      ['Quotation accepted', 'Karim accepted quotation version 2'],
      ['New contact message', 'Karim wrote about Sales & Pricing'],
      ['New account', 'Nusrat Jahan (nusrat@example.com) signed up'],
    ]);
  });
});

describe('upgrading a database from before the timeline sequence', () => {
  it('numbers existing notifications and inquiry events in the order they were created', async () => {
    const client = await databaseMigratedUpTo(14);
    try {
      const adminRow = await client.query<{ id: string }>(
        `insert into users (full_name, email, password_hash, role) values ('Admin', 'admin@example.com', 'x', 'admin') returning id`,
      );
      const inquiry = await client.query<{ id: string }>(
        `insert into inquiries (name, email, inquiry, product_name) values ('Karim', 'k@example.com', 'Price?', 'Soda Ash') returning id`,
      );
      // Written newest first, so the order rows were stored in is not the order they were created in.
      for (const [index, name] of ['Third', 'Second', 'First'].entries()) {
        await client.query(
          `insert into notifications (recipient_id, type, kind, params, created_at)
           values ($1, 'system', 'newContact', $2, now() - make_interval(secs => $3))`,
          [adminRow.rows[0].id, JSON.stringify({ name, subject: 'general' }), index],
        );
        await client.query(
          `insert into inquiry_events (inquiry_id, kind, message, created_at)
           values ($1, 'buyerQuestion', $2, now() - make_interval(secs => $3))`,
          [inquiry.rows[0].id, name, index],
        );
      }

      await client.migrateToLatest();
      await client.query(
        `insert into notifications (recipient_id, type, kind, params) values ($1, 'system', 'newContact', $2)`,
        [adminRow.rows[0].id, JSON.stringify({ name: 'Fourth', subject: 'general' })],
      );
      await client.query(
        // The history is the lead's timeline since migration 0026, its rows and their order kept.
        `insert into lead_events (lead_id, inquiry_id, kind, message)
         select id, inquiry_id, 'buyerQuestion', 'Fourth' from leads where inquiry_id = $1`,
        [inquiry.rows[0].id],
      );

      const notes = await client.query<{ name: string }>(
        `select params->>'name' as name from notifications order by seq`,
      );
      expect(notes.rows.map((row) => row.name)).toEqual(['First', 'Second', 'Third', 'Fourth']);
      const events = await client.query<{ message: string }>('select message from lead_events order by seq');
      expect(events.rows.map((row) => row.message)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    } finally {
      await client.close();
    }
  });
});

describe('upgrading a database from before notification kinds', () => {
  it('reads each stored sentence back into its kind and values, and keeps what it cannot read', async () => {
    // The migrations as they were before 0014, in a folder of their own.
    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < 14);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = await emptyPglite();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      const adminRow = await client.query<{ id: string }>(
        `insert into users (full_name, email, password_hash, role) values ('Admin', 'admin@example.com', 'x', 'admin') returning id`,
      );
      const inquiry = await client.query<{ id: string }>(
        `insert into inquiries (name, email, inquiry, product_name)
         values ('Farhana asked about it', 'farhana@example.com', 'Price?', 'Caustic Soda Flakes 99%') returning id`,
      );
      const stored: [type: string, title: string, message: string, inquiryId?: string][] = [
        ['user', 'New account', 'Rahim Uddin (rahim@example.com) signed up'],
        ['system', 'New contact message', 'Karim wrote about Sales & Pricing'],
        [
          'inquiry',
          'New pricing inquiry',
          'Farhana asked about it asked about Caustic Soda Flakes 99%',
          inquiry.rows[0].id,
        ],
        ['inquiry', 'New pricing inquiry', 'Nasrin asked about Soda Ash and 2 more'],
        ['inquiry', 'Quotation accepted', 'Karim accepted quotation version 12'],
        ['inquiry', 'Question from a buyer', 'Karim: I asked about bleach last week: any news?\nThanks'],
        ['inquiry', 'Fresh quotation requested', 'Karim: Please send a fresh quotation.'],
        ['comment', 'New comment on Sulphuric Acid 98%', 'Tanvir (4/5): Pure: as promised.'],
        ['comment', 'New comment on Soda Ash', 'Nusrat: Fine'],
        ['system', 'Scheduled maintenance', 'Tonight at 22:00'],
      ];
      for (const [index, [type, title, message, inquiryId]] of stored.entries()) {
        await client.query(
          `insert into notifications (recipient_id, type, title, message, inquiry_id, created_at)
           values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
          [adminRow.rows[0].id, type, title, message, inquiryId ?? null, index],
        );
      }

      await migrate(drizzle(client), { migrationsFolder });

      const rows = await client.query<NotificationEvent & { type: string }>(
        'select type, kind, params from notifications order by created_at',
      );
      const byKind = (kind: string) => rows.rows.filter((row) => row.kind === kind).map((row) => row.params);
      expect(rows.rows).toHaveLength(stored.length);
      expect(byKind('newAccount')).toEqual([{ name: 'Rahim Uddin', email: 'rahim@example.com' }]);
      expect(byKind('newContact')).toEqual([{ name: 'Karim', subject: 'sales' }]);
      expect(byKind('newInquiry')).toEqual(
        expect.arrayContaining([
          // The inquiry row says where the name ends.
          { name: 'Farhana asked about it', product: 'Caustic Soda Flakes 99%' },
          { name: 'Nasrin', product: 'Soda Ash and 2 more' },
        ]),
      );
      expect(byKind('quotationAccepted')).toEqual([{ name: 'Karim', version: 12 }]);
      expect(byKind('buyerQuestion')).toEqual([
        { name: 'Karim', excerpt: 'I asked about bleach last week: any news?\nThanks' },
      ]);
      expect(byKind('freshQuoteRequested')).toEqual([
        { name: 'Karim', excerpt: 'Please send a fresh quotation.' },
      ]);
      expect(byKind('newComment')).toEqual(
        expect.arrayContaining([
          { product: 'Sulphuric Acid 98%', name: 'Tanvir', rating: 4, excerpt: 'Pure: as promised.' },
          { product: 'Soda Ash', name: 'Nusrat', rating: null, excerpt: 'Fine' },
        ]),
      );
      expect(byKind('text')).toEqual([{ title: 'Scheduled maintenance', message: 'Tonight at 22:00' }]);
      // Each keeps its tab, and reads as it did in English.
      expect(rows.rows.map((row) => row.type)).toEqual(stored.map(([type]) => type));
      const english = translator('en');
      expect(rows.rows.map((row) => wordNotification(row, english))).toEqual(
        stored.map(([, title, message]) => ({ title, message })),
      );
      const question = rows.rows.find((row) => row.kind === 'buyerQuestion')!;
      expect(wordNotification(question, translator('bn'))).toEqual({
        title: 'ক্রেতার প্রশ্ন',
        message: 'Karim: I asked about bleach last week: any news?\nThanks',
      });
    } finally {
      await client.close();
    }
  });
});
