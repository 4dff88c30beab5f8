import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, notifications, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin({ fullName: 'Nasrin Admin', email: 'nasrin.admin@example.com' });
const secondAdmin = t.signUpAdmin({ fullName: 'Second Admin' });
const user = t.signUp({ fullName: 'Karim Buyer', email: 'karim.buyer@example.com' });

type Headers = Record<string, string>;
const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function createProduct(name = 'Caustic Soda Flakes 99%') {
  const [row] = await t.app.db
    .insert(products)
    .values({ name, description: 'Sodium hydroxide for industry', category: 'Industrial Chemicals' })
    .returning({ id: products.id });
  return row.id;
}

const guestInput = (overrides: object = {}) => ({
  commentText: 'Good purity, fast delivery to Chattogram.',
  commenterName: 'Guest Buyer',
  email: 'guest.buyer@example.com',
  ...overrides,
});

async function postComment(productId: string, payload: object, headers: Headers = {}) {
  const response = await inject('POST', `/api/comments/product/${productId}`, headers, payload);
  if (response.statusCode !== 201) throw new Error(`comment failed: ${response.statusCode} ${response.body}`);
  return response.json().comment as { _id: string };
}

const storedCount = async (productId: string) => {
  const [{ total }] = await t.app.db
    .select({ total: count() })
    .from(comments)
    .where(eq(comments.productId, productId));
  return total;
};

// A body that names no address at all: no "email" key anywhere and no "@".
function expectNoEmail(body: string) {
  expect(body).not.toMatch(/"email"/);
  expect(body).not.toContain('@');
}

describe('POST /api/comments/product/:id', () => {
  it('posts a guest comment with a rating, answers 201 without the e-mail, and stores the e-mail', async () => {
    const productId = await createProduct();
    const response = await inject(
      'POST',
      `/api/comments/product/${productId}`,
      {},
      guestInput({ rating: 4 }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Comment added successfully');
    expect(body.comment).toMatchObject({
      commentText: 'Good purity, fast delivery to Chattogram.',
      commenterName: 'Guest Buyer',
      isRegistered: false,
      productId: { _id: productId, name: 'Caustic Soda Flakes 99%' },
      rating: 4,
      adminReply: null,
      approved: true,
    });
    expect(body.comment.commenter).toBeUndefined();
    expect(new Date(body.comment.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expectNoEmail(response.body);

    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, body.comment._id));
    expect(row).toMatchObject({
      commenterEmail: 'guest.buyer@example.com',
      userId: null,
      isRegistered: false,
    });
  });

  it('posts a signed-in user comment under the account, ignoring any name or e-mail sent', async () => {
    const productId = await createProduct();
    const response = await inject('POST', `/api/comments/product/${productId}`, bearer(user), {
      commentText: 'Ordered twice, consistent quality.',
      commenterName: 'Someone Else',
      email: 'spoof@example.com',
    });
    expect(response.statusCode).toBe(201);
    const { comment } = response.json();
    expect(comment).toMatchObject({
      commenter: { fullName: 'Karim Buyer' },
      commenterName: 'Karim Buyer',
      isRegistered: true,
      rating: null,
    });
    expectNoEmail(response.body);
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row).toMatchObject({ userId: user.id, commenterEmail: 'karim.buyer@example.com' });
  });

  it("shows an admin the commenter's e-mail in the answer", async () => {
    const productId = await createProduct();
    const response = await inject('POST', `/api/comments/product/${productId}`, bearer(admin), {
      commentText: 'Stock refreshed this week.',
    });
    expect(response.json().comment).toMatchObject({
      email: 'nasrin.admin@example.com',
      commenter: { fullName: 'Nasrin Admin', email: 'nasrin.admin@example.com' },
    });
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const productId = await createProduct();
    const cases: [object, Headers, string][] = [
      [guestInput({ commentText: '   ' }), {}, 'Please enter a comment'],
      [{ commenterName: 'A', email: 'a@b.co' }, {}, 'Please enter a comment'],
      [{ commentText: '  ' }, bearer(user), 'Please enter a comment'],
      [guestInput({ commentText: 'x'.repeat(1001) }), {}, 'Comment must be at most 1000 characters'],
      [{ commentText: 'x'.repeat(1001) }, bearer(user), 'Comment must be at most 1000 characters'],
      [guestInput({ commenterName: '  ' }), {}, 'Please enter your name and email'],
      [guestInput({ commenterName: undefined }), {}, 'Please enter your name and email'],
      [guestInput({ email: '' }), {}, 'Please enter your name and email'],
      [guestInput({ email: undefined }), {}, 'Please enter your name and email'],
      [guestInput({ email: 'not-an-address' }), {}, 'Please enter a valid email address'],
      [guestInput({ email: 'a@b' }), {}, 'Please enter a valid email address'],
      [guestInput({ rating: 0 }), {}, 'Rating must be a whole number from 1 to 5'],
      [guestInput({ rating: 6 }), {}, 'Rating must be a whole number from 1 to 5'],
      [guestInput({ rating: 2.5 }), {}, 'Rating must be a whole number from 1 to 5'],
      [guestInput({ rating: '5' }), {}, 'Rating must be a whole number from 1 to 5'],
      [{ commentText: 'Nice', rating: 9 }, bearer(user), 'Rating must be a whole number from 1 to 5'],
    ];
    for (const [payload, headers, message] of cases) {
      const response = await inject('POST', `/api/comments/product/${productId}`, headers, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, JSON.stringify(payload).slice(0, 80)).toBe(message);
    }
    expect(await storedCount(productId)).toBe(0);
  });

  it('accepts exactly 1000 characters and trims the text, name and e-mail', async () => {
    const productId = await createProduct();
    const text = 'y'.repeat(1000);
    const long = await inject(
      'POST',
      `/api/comments/product/${productId}`,
      {},
      guestInput({ commentText: text }),
    );
    expect(long.statusCode).toBe(201);
    expect(long.json().comment.commentText).toBe(text);

    const padded = await postComment(
      productId,
      guestInput({ commentText: '  Padded  ', commenterName: ' Padma ', email: ' Padma@Example.COM ' }),
    );
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, padded._id));
    expect(row).toMatchObject({
      commentText: 'Padded',
      commenterName: 'Padma',
      commenterEmail: 'padma@example.com',
    });
  });

  it('keeps HTML as the plain text it was typed', async () => {
    const productId = await createProduct();
    const text = '<img src=x onerror="alert(1)"> <b>bold</b>\nsecond line';
    const response = await inject(
      'POST',
      `/api/comments/product/${productId}`,
      {},
      guestInput({ commentText: text }),
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().comment.commentText).toBe(text);
  });

  it('answers 404 for a missing product and stores nothing', async () => {
    const missing = randomUUID();
    const response = await inject('POST', `/api/comments/product/${missing}`, {}, guestInput());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
    expect(await storedCount(missing)).toBe(0);
    expect((await inject('POST', '/api/comments/product/not-a-uuid', {}, guestInput())).statusCode).toBe(404);
  });

  it('creates one comment notification for each admin', async () => {
    const productId = await createProduct('Hydrochloric Acid 33%');
    const comment = await postComment(
      productId,
      guestInput({ rating: 5, commentText: 'Well packed drums.' }),
    );
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.commentId, comment._id));
    expect(rows.map((row) => row.recipientId).sort()).toEqual([admin.id, secondAdmin.id].sort());
    expect(rows[0]).toMatchObject({
      type: 'comment',
      productId,
      read: false,
      kind: 'newComment',
      params: {
        product: 'Hydrochloric Acid 33%',
        name: 'Guest Buyer',
        rating: 5,
        excerpt: 'Well packed drums.',
      },
    });
  });

  it('is rate-limited per client when rate limits are on', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const [{ id: productId }] = await limited.app.db
        .insert(products)
        .values({ name: 'Soda Ash', description: 'Light' })
        .returning({ id: products.id });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/comments/product/${productId}`,
          payload: guestInput({ commentText: `Comment ${i}` }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const [{ total }] = await limited.app.db.select({ total: count() }).from(comments);
      expect(total).toBe(5);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/comments/product/:id', () => {
  it('answers an empty list with real-rating stats of none', async () => {
    const productId = await createProduct();
    const response = await inject('GET', `/api/comments/product/${productId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      comments: [],
      pagination: { currentPage: 1, totalPages: 1, totalComments: 0, hasMore: false },
      stats: { averageRating: null, ratingCount: 0 },
    });
  });

  it('pages 10 at a time, newest first by default', async () => {
    const productId = await createProduct();
    for (let i = 1; i <= 12; i++) await postComment(productId, guestInput({ commentText: `Comment ${i}` }));
    const first = (await inject('GET', `/api/comments/product/${productId}`)).json();
    expect(first.comments).toHaveLength(10);
    expect(first.comments[0].commentText).toBe('Comment 12');
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalComments: 12, hasMore: true });
    const second = (await inject('GET', `/api/comments/product/${productId}?page=2`)).json();
    expect(second.comments.map((c: { commentText: string }) => c.commentText)).toEqual([
      'Comment 2',
      'Comment 1',
    ]);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalComments: 12, hasMore: false });
    const clamped = (await inject('GET', `/api/comments/product/${productId}?limit=1000&page=0`)).json();
    expect(clamped.comments).toHaveLength(12);
    expect(clamped.pagination.currentPage).toBe(1);
  });

  it('sorts newest, oldest, admin-replied and highest-rating', async () => {
    const productId = await createProduct();
    const a = await postComment(productId, guestInput({ commentText: 'A', rating: 3 }));
    const b = await postComment(productId, guestInput({ commentText: 'B' }));
    await postComment(productId, guestInput({ commentText: 'C', rating: 5 }));
    await postComment(productId, guestInput({ commentText: 'D', rating: 3 }));
    await inject('POST', `/api/comments/${a._id}/reply`, bearer(admin), { replyText: 'Thanks' });
    await inject('POST', `/api/comments/${b._id}/reply`, bearer(admin), { replyText: 'Thanks' });

    const order = async (sort: string) =>
      (await inject('GET', `/api/comments/product/${productId}?sort=${sort}`))
        .json()
        .comments.map((comment: { commentText: string }) => comment.commentText)
        .join('');
    expect(await order('newest')).toBe('DCBA');
    expect(await order('oldest')).toBe('ABCD');
    expect(await order('admin-replied')).toBe('BADC');
    expect(await order('highest-rating')).toBe('CDAB');
    expect(await order('nonsense')).toBe('DCBA');
  });

  it('averages real ratings only, over visible comments', async () => {
    const productId = await createProduct();
    await postComment(productId, guestInput({ rating: 5 }));
    await postComment(productId, guestInput({ rating: 4 }));
    await postComment(productId, guestInput({ rating: 4 }));
    await postComment(productId, guestInput());
    const hidden = await postComment(productId, guestInput({ rating: 1 }));
    await inject('PATCH', `/api/comments/${hidden._id}/toggle-approval`, bearer(admin));
    const { stats } = (await inject('GET', `/api/comments/product/${productId}`)).json();
    expect(stats).toEqual({ averageRating: 4.3, ratingCount: 3 });
  });

  it('hides unapproved comments from the public and shows them to admins', async () => {
    const productId = await createProduct();
    await postComment(productId, guestInput({ commentText: 'Visible' }));
    const hidden = await postComment(productId, guestInput({ commentText: 'Hidden' }));
    await inject('PATCH', `/api/comments/${hidden._id}/toggle-approval`, bearer(admin));

    for (const headers of [{}, bearer(user)]) {
      const body = (await inject('GET', `/api/comments/product/${productId}`, headers)).json();
      expect(body.comments.map((comment: { commentText: string }) => comment.commentText)).toEqual([
        'Visible',
      ]);
      expect(body.pagination.totalComments).toBe(1);
    }
    const asAdmin = (await inject('GET', `/api/comments/product/${productId}`, bearer(admin))).json();
    expect(asAdmin.comments.map((comment: { approved: boolean }) => comment.approved)).toEqual([false, true]);
    expect(asAdmin.pagination.totalComments).toBe(2);
  });

  it('never sends an e-mail to guests or users, and sends both kinds to admins', async () => {
    const productId = await createProduct();
    await postComment(productId, guestInput({ email: 'private.guest@example.com' }));
    await postComment(productId, { commentText: 'From an account' }, bearer(user));
    const replied = await postComment(productId, guestInput({ commentText: 'Replied one' }));
    await inject('POST', `/api/comments/${replied._id}/reply`, bearer(admin), { replyText: 'Thank you' });

    for (const headers of [{}, bearer(user)]) {
      expectNoEmail((await inject('GET', `/api/comments/product/${productId}`, headers)).body);
    }
    const asAdmin = (
      await inject('GET', `/api/comments/product/${productId}?sort=oldest`, bearer(admin))
    ).json();
    expect(asAdmin.comments[0].email).toBe('private.guest@example.com');
    expect(asAdmin.comments[1]).toMatchObject({
      email: 'karim.buyer@example.com',
      commenter: { fullName: 'Karim Buyer', email: 'karim.buyer@example.com' },
    });
  });

  it('answers 404 for a missing product', async () => {
    const response = await inject('GET', `/api/comments/product/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });
});

describe('POST /api/comments/:id/reply', () => {
  it('adds the one admin reply, shown to the public without any e-mail', async () => {
    const productId = await createProduct();
    const comment = await postComment(productId, guestInput());
    const response = await inject('POST', `/api/comments/${comment._id}/reply`, bearer(admin), {
      replyText: '  Thank you for your order.  ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Reply added successfully');
    expect(body.comment.adminReply).toMatchObject({
      text: 'Thank you for your order.',
      repliedBy: { fullName: 'Nasrin Admin' },
    });
    expect(new Date(body.comment.adminReply.repliedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const publicBody = await inject('GET', `/api/comments/product/${productId}`);
    expect(publicBody.json().comments[0].adminReply.text).toBe('Thank you for your order.');
    expectNoEmail(publicBody.body);
  });

  it('refuses a second reply with 409 and keeps the first', async () => {
    const comment = await postComment(await createProduct(), guestInput());
    await inject('POST', `/api/comments/${comment._id}/reply`, bearer(admin), { replyText: 'First' });
    const second = await inject('POST', `/api/comments/${comment._id}/reply`, bearer(secondAdmin), {
      replyText: 'Second',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This comment already has a reply');
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row).toMatchObject({ adminReplyText: 'First', adminReplyById: admin.id });
  });

  it("refuses a blank or too long reply with the spec's message", async () => {
    const comment = await postComment(await createProduct(), guestInput());
    for (const [payload, message] of [
      [{ replyText: '   ' }, 'Please enter a reply'],
      [{}, 'Please enter a reply'],
      [{ replyText: 'r'.repeat(1001) }, 'Reply must be at most 1000 characters'],
    ] as const) {
      const response = await inject('POST', `/api/comments/${comment._id}/reply`, bearer(admin), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row.adminReplyText).toBeNull();
  });

  it('is for admins only, and answers 404 for a missing comment', async () => {
    const comment = await postComment(await createProduct(), guestInput());
    const url = `/api/comments/${comment._id}/reply`;
    expect((await inject('POST', url, {}, { replyText: 'x' })).statusCode).toBe(401);
    expect((await inject('POST', url, bearer(user), { replyText: 'x' })).statusCode).toBe(403);
    const missing = await inject('POST', `/api/comments/${randomUUID()}/reply`, bearer(admin), {
      replyText: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Comment not found');
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row.adminReplyText).toBeNull();
  });
});

describe('PATCH /api/comments/:id/toggle-approval', () => {
  it('turns approval off and on again', async () => {
    const comment = await postComment(await createProduct(), guestInput());
    const off = await inject('PATCH', `/api/comments/${comment._id}/toggle-approval`, bearer(admin));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Comment hidden from the public',
      comment: { approved: false },
    });
    const on = await inject('PATCH', `/api/comments/${comment._id}/toggle-approval`, bearer(admin));
    expect(on.json()).toMatchObject({ message: 'Comment approved', comment: { approved: true } });
  });

  it('is for admins only, and answers 404 for a missing comment', async () => {
    const comment = await postComment(await createProduct(), guestInput());
    const url = `/api/comments/${comment._id}/toggle-approval`;
    expect((await inject('PATCH', url)).statusCode).toBe(401);
    expect((await inject('PATCH', url, bearer(user))).statusCode).toBe(403);
    expect(
      (await inject('PATCH', `/api/comments/${randomUUID()}/toggle-approval`, bearer(admin))).statusCode,
    ).toBe(404);
    const [row] = await t.app.db.select().from(comments).where(eq(comments.id, comment._id));
    expect(row.approved).toBe(true);
  });
});

describe('DELETE /api/comments/:id', () => {
  it('deletes the comment; a second delete answers 404', async () => {
    const productId = await createProduct();
    const comment = await postComment(productId, guestInput());
    const response = await inject('DELETE', `/api/comments/${comment._id}`, bearer(admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Comment deleted successfully' });
    expect(await storedCount(productId)).toBe(0);
    // Its notifications stay, pointing nowhere.
    const [{ total }] = await t.app.db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.productId, productId), eq(notifications.type, 'comment')));
    expect(total).toBe(2);
    expect((await inject('DELETE', `/api/comments/${comment._id}`, bearer(admin))).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const productId = await createProduct();
    const comment = await postComment(productId, guestInput());
    expect((await inject('DELETE', `/api/comments/${comment._id}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/comments/${comment._id}`, bearer(user))).statusCode).toBe(403);
    expect(await storedCount(productId)).toBe(1);
  });
});

describe('GET /api/comments', () => {
  let productId: string;
  beforeAll(async () => {
    // A clean slate: this list spans every product.
    await t.app.db.delete(comments);
    productId = await createProduct('Sulphuric Acid 98%');
    for (let i = 1; i <= 21; i++) await postComment(productId, guestInput({ commentText: `Guest ${i}` }));
    const fromUser = await postComment(productId, { commentText: 'User comment', rating: 5 }, bearer(user));
    await inject('POST', `/api/comments/${fromUser._id}/reply`, bearer(admin), { replyText: 'Thanks' });
    const hidden = await postComment(productId, { commentText: 'Hidden user comment' }, bearer(user));
    await inject('PATCH', `/api/comments/${hidden._id}/toggle-approval`, bearer(admin));
  });

  const list = async (query = '') => (await inject('GET', `/api/comments${query}`, bearer(admin))).json();

  it('pages 20 at a time, newest first, with e-mails and product names for the admin', async () => {
    const first = await list();
    expect(first.comments).toHaveLength(20);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalComments: 23, hasMore: true });
    expect(first.comments[0]).toMatchObject({
      commentText: 'Hidden user comment',
      approved: false,
      email: 'karim.buyer@example.com',
      productId: { _id: productId, name: 'Sulphuric Acid 98%' },
    });
    expect(first.comments[2].email).toBe('guest.buyer@example.com');
    const second = await list('?page=2');
    expect(second.comments).toHaveLength(3);
    expect(second.pagination.hasMore).toBe(false);
  });

  it('filters by reply status, commenter type and approval', async () => {
    const texts = (body: { comments: { commentText: string }[] }) => body.comments.map((c) => c.commentText);
    expect(texts(await list('?status=replied'))).toEqual(['User comment']);
    expect((await list('?status=unreplied')).pagination.totalComments).toBe(22);
    expect(texts(await list('?type=users'))).toEqual(['Hidden user comment', 'User comment']);
    expect((await list('?type=guests')).pagination.totalComments).toBe(21);
    expect(texts(await list('?approved=false'))).toEqual(['Hidden user comment']);
    expect((await list('?approved=true')).pagination.totalComments).toBe(22);
    expect(texts(await list('?type=users&status=unreplied'))).toEqual(['Hidden user comment']);
  });

  it('refuses a filter value it does not know instead of reading it as "all"', async () => {
    for (const [query, message] of [
      ['?approved=maybe', 'approved must be true or false'],
      ['?status=x', 'Status must be one of: all, unreplied, replied'],
      ['?type=y', 'Type must be one of: all, guests, users'],
    ]) {
      const response = await inject('GET', `/api/comments${query}`, bearer(admin));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('is for admins only', async () => {
    expect((await inject('GET', '/api/comments')).statusCode).toBe(401);
    const asUser = await inject('GET', '/api/comments', bearer(user));
    expect(asUser.statusCode).toBe(403);
    expectNoEmail(asUser.body);
  });
});
