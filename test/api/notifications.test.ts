import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products } from '@/server/db/schema';
import { type NewNotification, notifyAdmins } from '@/server/features/notifications/notification-repository';
import { createTestApp, type TestApp } from '../helpers/app';
import { bearer, signUp, signUpAdmin, type TestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let colleague: TestUser;
let user: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app);
  colleague = await signUpAdmin(t.app);
  user = await signUp(t.app);
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Sodium Hypochlorite', description: 'Bleach, 10% solution' })
    .returning();
  productId = product.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who: TestUser | null = admin) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {} });
const list = async (query = '', who: TestUser = admin) =>
  (await call('GET', `/api/notifications${query}`, who)).json();
const clearAll = () => t.app.db.delete(notifications);
// "Newest first" needs each event its own time: the embedded database's clock counts whole
// milliseconds, and two inserts within one would tie (then their order is the ids', random).
const notifyInTurn = async (notification: NewNotification) => {
  await notifyAdmins(t.app.db, notification);
  await new Promise((resolve) => setTimeout(resolve, 2));
};

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
      await notifyInTurn({ type: 'system', title: `Event ${i}`, message: 'Something happened' });
    }
    const first = await list();
    expect(first.notifications).toHaveLength(20);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalNotifications: 25,
      hasMore: true,
    });
    expect(first.notifications[0].title).toBe('Event 24');
    const second = await list('?page=2');
    expect(second.notifications).toHaveLength(5);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasMore: false });
    expect(second.notifications.at(-1).title).toBe('Event 0');
    expect((await list('?limit=1000')).notifications).toHaveLength(25);
    expect((await list('?limit=5')).pagination.totalPages).toBe(5);
  });

  it('filters unread only and by type, while unreadCount stays the admin total', async () => {
    await clearAll();
    await notifyInTurn({ type: 'comment', title: 'New comment', message: 'A', productId });
    await notifyInTurn({ type: 'inquiry', title: 'New pricing inquiry', message: 'B' });
    await notifyInTurn({ type: 'comment', title: 'New comment', message: 'C', productId });
    const all = await list();
    await call('PATCH', `/api/notifications/${all.notifications[0]._id}/read`);

    const unread = await list('?unreadOnly=true');
    expect(unread.notifications.map((n: { message: string }) => n.message)).toEqual(['B', 'A']);
    expect(unread.pagination.totalNotifications).toBe(2);
    expect(unread.unreadCount).toBe(2);
    expect((await list('?unreadOnly=false')).notifications).toHaveLength(3);

    const comments = await list('?type=comment');
    expect(comments.notifications.map((n: { message: string }) => n.message)).toEqual(['C', 'A']);
    expect(comments.notifications[0].link).toBe(`/products/${productId}#comments`);
    expect(comments.unreadCount).toBe(2);
  });

  it('shows each admin only their own rows and read state', async () => {
    await clearAll();
    await notifyAdmins(t.app.db, { type: 'system', title: 'Shared', message: 'To both admins' });
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
    await notifyAdmins(t.app.db, { type: 'system', title: 'One', message: '1' });
    await notifyAdmins(t.app.db, { type: 'system', title: 'Two', message: '2' });
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
    await notifyAdmins(t.app.db, { type: 'system', title: 'Private', message: 'x' });
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
    for (const title of ['a', 'b', 'c'])
      await notifyAdmins(t.app.db, { type: 'system', title, message: title });
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
    for (const title of ['Old', 'Read', 'Newest'])
      await notifyInTurn({ type: 'system', title, message: title });
    const [newest, read] = (await list()).notifications;
    await call('PATCH', `/api/notifications/${read._id}/read`);

    const response = await call('DELETE', `/api/notifications/${newest._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notification removed', unreadCount: 1 });
    const after = await list();
    expect(after.notifications.map((n: { title: string }) => n.title)).toEqual(['Read', 'Old']);
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
    await notifyAdmins(t.app.db, { type: 'system', title: 'Private', message: 'x' });
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
