// What every API call does before its own work: who may call it, ids that cannot exist, text that
// cannot be stored, and a JSON content type with no body.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, contactMessages, products, users } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';

let productId: string;

const t = setupApi();
const admin = t.signUpAdmin({ email: 'admin@example.com' });
const user = t.signUp({ email: 'user@example.com' });
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(products)
    .values({ name: 'Soda Ash Light', description: 'Sodium carbonate', category: 'Acids & Alkalis' })
    .returning({ id: products.id });
  productId = row.id;
});

const rowCount = async (table: typeof users | typeof products | typeof comments | typeof contactMessages) =>
  (await t.app.db.select({ n: count() }).from(table))[0].n;

// Admin calls whose path holds an id, each with the message of its own missing resource.
const adminCallsWithId: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, notFound: string][] = [
  ['POST', '/api/comments/{id}/reply', 'Comment not found'],
  ['DELETE', '/api/comments/{id}', 'Comment not found'],
  ['PATCH', '/api/comments/{id}/toggle-approval', 'Comment not found'],
  ['PATCH', '/api/inquiries/{id}/status', 'Inquiry not found'],
  ['PATCH', '/api/contact/admin/{id}/read', 'Contact message not found'],
  ['DELETE', '/api/contact/admin/{id}', 'Contact message not found'],
  ['PATCH', '/api/notifications/{id}/read', 'Notification not found'],
  ['PATCH', '/api/careers/{id}/toggle-status', 'Career post not found'],
  ['DELETE', '/api/careers/{id}', 'Career post not found'],
  ['DELETE', '/api/products/{id}', 'Product not found'],
  ['DELETE', '/api/admin/users/{id}', 'User not found'],
];

describe('admin calls', () => {
  it('check who is calling before anything else: 401 for guests and 403 for users, whatever the id', async () => {
    for (const [method, path] of adminCallsWithId) {
      for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
        const url = path.replace('{id}', id);
        const guest = await t.app.inject({ method, url, payload: {} });
        expect(guest.statusCode, `${method} ${url} as a guest`).toBe(401);
        const signedIn = await t.app.inject({ method, url, headers: bearer(user), payload: {} });
        expect(signedIn.statusCode, `${method} ${url} as a user`).toBe(403);
      }
    }
  });

  it('answer an id that cannot exist like a missing one: 404 with the resource named', async () => {
    for (const [method, path, notFound] of adminCallsWithId) {
      const url = path.replace('{id}', 'not-an-id');
      const response = await t.app.inject({ method, url, headers: bearer(admin), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message, `${method} ${url}`).toBe(notFound);
    }
  });
});

describe('text with a NUL character', () => {
  const nul = 'Rahim\u0000Uddin';

  it('is refused with 400 in JSON, query strings and multipart forms, and nothing is stored', async () => {
    const before = await Promise.all([users, comments, contactMessages, products].map(rowCount));
    const attempts = [
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: nul, email: 'nul@example.com', password: 'Secret-pass-1' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/comments/product/${productId}`,
        payload: { commentText: 'Fine', commenterName: nul, email: 'guest@example.com' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Rahim', email: 'rahim@example.com', subject: 'general', message: nul },
      }),
      t.app.inject({ method: 'GET', url: '/api/admin/users?q=a%00b', headers: bearer(admin) }),
      multipart({ name: nul, description: 'x', category: 'Acids & Alkalis' }).then(({ payload, headers }) =>
        t.app.inject({
          method: 'POST',
          url: '/api/products',
          payload,
          headers: { ...headers, ...bearer(admin) },
        }),
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe('Text cannot contain null characters');
    }
    expect(await Promise.all([users, comments, contactMessages, products].map(rowCount))).toEqual(before);
  });
});

describe('deeply nested JSON', () => {
  const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

  it('is refused with 400 on calls that take no body, never a stack overflow', async () => {
    const calls: [method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string][] = [
      ['POST', '/api/auth/logout'],
      ['PATCH', '/api/notifications/read-all'],
      ['PATCH', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
      ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/promote'],
      ['DELETE', `/api/products/${productId}`],
    ];
    for (const [method, url] of calls) {
      for (const payload of [deep, deepObject]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ message: 'Request body is nested too deeply' });
      }
    }
    expect(await rowCount(products)).toBeGreaterThan(0); // the product was not deleted
  });

  it('is refused with 400 on calls that take a body too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deepObject,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('a JSON content type with an empty body', () => {
  it('is read as no body, so a bodyless PATCH works from any client', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/read-all',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('still fails a call that needs a body with the first rule broken', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().message).not.toMatch(/expected/i);
  });
});

describe('URLs the router cannot take', () => {
  it('answers an undecodable path with 404 in the usual shape, careers and contact with success: false', async () => {
    for (const [url, keys] of [
      ['/api/products/%FF', ['message']],
      ['/media/%FF.webp', ['message']],
      ['/api/careers/%E0%A4%A', ['success', 'message']],
      ['/api/careers/%FF', ['success', 'message']],
      ['/api/contact/admin/%FF/read', ['success', 'message']],
    ] as const) {
      const response = await t.app.inject({ method: url.includes('/read') ? 'PATCH' : 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/application\/json/);
      expect(Object.keys(response.json()), url).toEqual(keys);
      expect(response.json().message, url).toMatch(/not found/i);
      if (keys.length === 2) expect(response.json().success, url).toBe(false);
    }
  });

  it('answers an id over 1,000 characters with 404 in the usual shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(1500)}` });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.json().message).toMatch(/not found/i);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${'x'.repeat(1500)}`,
      headers: bearer(admin),
    });
    expect(deletion.statusCode).toBe(404);
    expect(Object.keys(deletion.json())).toEqual(['message']);
  });
});

describe('a very long path parameter', () => {
  it('is answered like any unknown id, in the usual shape', async () => {
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(300)}` });
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual({ message: 'Product not found' });
    const file = await t.app.inject({ method: 'GET', url: `/media/${'a'.repeat(300)}.webp` });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ message: 'Not found' });
  });
});
