import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, products, users } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { signUp, signUpAdmin, type TestUser } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin({ email: 'boss@example.com' });

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, as?: TestUser) => t.call(method, url, as);

describe('permissions on /api/admin/*', () => {
  it('answers 401 to guests and 403 to signed-in users on every admin call', async () => {
    const user = await signUp(t.app);
    const target = user.id;
    const calls: ['GET' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target}`],
      ['PUT', `/api/admin/users/${target}/promote`],
      ['PUT', `/api/admin/users/${target}/demote`],
      ['DELETE', `/api/admin/users/${target}`],
      ['GET', '/api/admin/stats'],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url)).statusCode, `${method} ${url} as guest`).toBe(401);
      expect((await call(method, url, user)).statusCode, `${method} ${url} as user`).toBe(403);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target));
    expect(row.role).toBe('user');
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with pagination, filters by role and searches name or e-mail', async () => {
    await signUp(t.app, { fullName: 'Nasrin Akter', email: 'nasrin@textile.example' });
    const all = await call('GET', '/api/admin/users?limit=2', admin);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.users).toHaveLength(2);
    expect(body.pagination).toMatchObject({ currentPage: 1, hasMore: true });
    expect(body.pagination.totalUsers).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const admins = (await call('GET', '/api/admin/users?role=admin', admin)).json();
    expect(admins.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const typo = await call('GET', '/api/admin/users?role=admins', admin);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('Role must be one of: all, user, admin');

    const found = (await call('GET', '/api/admin/users?q=TEXTILE', admin)).json();
    expect(found.users.map((u: { fullName: string }) => u.fullName)).toEqual(['Nasrin Akter']);
  });

  it('clamps a limit above 100', async () => {
    const response = await call('GET', '/api/admin/users?limit=5000', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.totalPages).toBe(1);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user, or 404', async () => {
    const user = await signUp(t.app);
    expect((await call('GET', `/api/admin/users/${user.id}`, admin)).json()).toMatchObject({ _id: user.id });
    expect(
      (await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/users/not-a-uuid', admin)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/:id/promote and /demote', () => {
  it('promotes and demotes another user, and the new role applies at once', async () => {
    const user = await signUp(t.app);
    const promoted = await call('PUT', `/api/admin/users/${user.id}/promote`, admin);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user: { role: 'admin' }, message: 'User promoted to admin' });
    expect((await call('GET', '/api/admin/stats', user)).statusCode).toBe(200);

    const demoted = await call('PUT', `/api/admin/users/${user.id}/demote`, admin);
    expect(demoted.json()).toMatchObject({ user: { role: 'user' } });
    expect((await call('GET', '/api/admin/stats', user)).statusCode).toBe(403);
  });

  it('refuses to act on oneself, and to demote the last admin', async () => {
    const self = await call('PUT', `/api/admin/users/${admin.id}/demote`, admin);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot change or delete your own account here');

    // A second admin may not demote the first if that would leave none: here two exist, so it may,
    // and then the survivor is the last one.
    const other = await signUpAdmin(t.app);
    expect((await call('PUT', `/api/admin/users/${admin.id}/demote`, other)).statusCode).toBe(200);
    const [lastAdminCheck] = await t.app.db.select().from(users).where(eq(users.role, 'admin'));
    expect(lastAdminCheck.id).toBe(other.id);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account and keeps its comments under the name they were posted with', async () => {
    const user = await signUp(t.app, { fullName: 'Leaving Buyer' });
    const [product] = await t.app.db
      .insert(products)
      .values({ name: 'Caustic Soda', description: 'Flakes' })
      .returning();
    await t.app.db.insert(comments).values({
      productId: product.id,
      userId: user.id,
      isRegistered: true,
      commenterName: 'Leaving Buyer',
      commenterEmail: user.email,
      commentText: 'Good quality',
    });
    const response = await call('DELETE', `/api/admin/users/${user.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted successfully' });
    expect((await call('GET', '/api/auth/check', user)).statusCode).toBe(401);
    const [kept] = await t.app.db.select().from(comments).where(eq(comments.productId, product.id));
    expect(kept).toMatchObject({ userId: null, commenterName: 'Leaving Buyer', isRegistered: true });
  });

  it('refuses to delete oneself', async () => {
    const response = await call('DELETE', `/api/admin/users/${admin.id}`, admin);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts what the dashboard shows', async () => {
    const response = await call('GET', '/api/admin/stats', admin);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const [{ n }] = await t.app.db.select({ n: count() }).from(users);
    expect(stats.users).toBe(n);
    for (const key of [
      'products',
      'comments',
      'careers',
      'contacts',
      'unreadContacts',
      'pendingReplies',
      'newInquiries',
    ]) {
      expect(typeof stats[key]).toBe('number');
    }
  });
});
