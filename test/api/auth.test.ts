import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, sessions, users } from '@/server/db/schema';
import { storeProductImage } from '@/server/features/products/product-media';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer, signUp } from '../helpers/users';

const t = setupApi();

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 with the user and a token, and never the password', async () => {
    const response = await post('/api/auth/signup', {
      fullName: '  Karim Ahmed ',
      email: 'Karim@Example.com',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      fullName: 'Karim Ahmed',
      email: 'karim@example.com',
      role: 'user',
      profilePic: '/avatar.png',
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/password/i);
    expect(response.headers['set-cookie']).toBe(
      `token=${body.token}; Max-Age=${30 * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax`,
    );

    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'karim@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks the five rules in the spec order, with its messages', async () => {
    const cases: [object, string][] = [
      [{ fullName: '   ', email: '', password: '' }, 'Full name is required'],
      [{ email: 'x@y.z', password: 'secret1' }, 'Full name is required'],
      [{ fullName: 'A', email: ' ', password: '' }, 'Email is required'],
      [{ fullName: 'A', email: 'not-an-email', password: '' }, 'Invalid email format'],
      [{ fullName: 'A', email: 'a@b.co', password: '' }, 'Password is required'],
      [{ fullName: 'A', email: 'a@b.co' }, 'Password is required'],
      [{ fullName: 'A', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/auth/signup', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const [{ total }] = await t.app.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.email, 'a@b.co'));
    expect(total).toBe(0);
  });

  it('refuses a second account for the same e-mail, whatever its case, with 409', async () => {
    await signUp(t.app, { email: 'dup@example.com' });
    const response = await post('/api/auth/signup', {
      fullName: 'Dup',
      email: 'DUP@example.com',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists');
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user with a fresh token for the right password', async () => {
    const user = await signUp(t.app, { email: 'login@example.com' });
    const response = await post('/api/auth/login', { email: 'LOGIN@example.com', password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user.id, email: 'login@example.com', role: 'user' });
    expect(response.json().token).not.toBe(user.token);
  });

  it('answers 400 "Invalid credentials" for a wrong password or an unknown e-mail', async () => {
    await signUp(t.app, { email: 'wrong@example.com' });
    for (const payload of [
      { email: 'wrong@example.com', password: 'not-it' },
      { email: 'nobody@example.com', password: 'secret123' },
      {},
    ]) {
      const response = await post('/api/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid credentials');
    }
  });
});

describe('GET /api/auth/check and POST /api/auth/logout', () => {
  it('knows the user by bearer token or cookie, and forgets the token after logout', async () => {
    const user = await signUp(t.app);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ _id: user.id, fullName: user.fullName });

    // Among the other cookies a browser sends with it (the chosen language).
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: `lang=bn; token=${user.token}; other=1` },
    });
    expect(byCookie.statusCode).toBe(200);

    const logout = await post('/api/auth/logout', undefined, bearer(user));
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout successfully' });
    // The browser is told to forget the cookie, at the path it was set for.
    expect(logout.headers['set-cookie']).toMatch(/^token=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please login first' });
  });

  it('answers 401 without a token or with a made-up one', async () => {
    for (const headers of [{}, { authorization: 'Bearer made-up-token' }, { authorization: 'Bearer null' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it('stores only a hash of the token', async () => {
    const user = await signUp(t.app);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0].tokenHash).not.toContain(user.token);
  });

  it('reads the role from the database on every request', async () => {
    const user = await signUp(t.app);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user) });
    expect(check.json().role).toBe('admin');
  });
});

describe('PUT /api/auth/update-profile', () => {
  const put = async (user: { token: string }, parts: Parameters<typeof multipart>[0]) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    });
  };

  it('stores the avatar as square WebP variants served with immutable caching, EXIF stripped', async () => {
    const user = await signUp(t.app);
    const response = await put(user, { profilePic: { file: 'photo.jpg', type: 'image/jpeg' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Profile updated successfully');
    expect(body.profilePic).toMatch(/^\/media\/[a-f0-9]{32}-256\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: body.profilePic });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const again = await t.app.inject({
      method: 'GET',
      url: body.profilePic,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const weak = await t.app.inject({
      method: 'GET',
      url: body.profilePic,
      headers: { 'if-none-match': `"other", W/${image.headers.etag}` },
    });
    expect(weak.statusCode).toBe(304);
    expect(weak.headers).toMatchObject({
      etag: image.headers.etag,
      'cache-control': image.headers['cache-control'],
    });
  });

  it('removes the old picture when it is replaced, and keeps it apart from the same file as a product photo', async () => {
    // Pictures no other account has: a shared picture would rightly stay.
    const sharp = (await import('sharp')).default;
    const picture = (red: number) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: { r: red, g: 90, b: 40 } } })
        .png()
        .toBuffer();
    const [one, two] = await Promise.all([picture(11), picture(12)]);
    const user = await signUp(t.app);
    const upload = async (file: Buffer) =>
      (await put(user, { profilePic: { file, filename: 'me.png', type: 'image/png' } })).json().profilePic;
    const first = await upload(one);
    const second = await upload(two);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    // The same bytes as a product photo are not cropped square, so they are a picture of their own.
    const product = await storeProductImage(t.app.db, two);
    expect(product).toMatchObject({ width: 300, height: 200 });
    expect(second).not.toContain(product.asset);
  });

  it('stores nothing when the rest of the update is refused', async () => {
    const user = await signUp(t.app);
    const [{ before }] = await t.app.db.select({ before: count() }).from(media);
    const response = await put(user, {
      fullName: '  ',
      profilePic: { file: 'photo.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(400);
    const [{ after }] = await t.app.db.select({ after: count() }).from(media);
    expect(after).toBe(before);
  });

  it('answers an upload that is not readable multipart with 400, not a server error', async () => {
    const user = await signUp(t.app);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-profile',
        payload: 'garbage garbage',
        headers: { 'content-type': contentType, ...bearer(user) },
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json().message).toBe('The upload could not be read. Please try again.');
    }
  });

  it('changes the full name alone', async () => {
    const user = await signUp(t.app);
    const response = await put(user, { fullName: 'New Name' });
    expect(response.statusCode).toBe(200);
    expect(response.json().fullName).toBe('New Name');
  });

  it('refuses a non-image named .png with 415 and the spec message, storing nothing', async () => {
    const user = await signUp(t.app);
    const [{ before }] = await t.app.db.select({ before: count() }).from(media);
    const response = await put(user, { profilePic: { file: 'not-an-image.png', type: 'image/png' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Please select a valid image file');
    const [{ after }] = await t.app.db.select({ after: count() }).from(media);
    expect(after).toBe(before);
  });

  it('refuses an image of 5MB or more with 413 and the spec message', async () => {
    const user = await signUp(t.app);
    const big = Buffer.alloc(5 * 1024 * 1024, 1);
    const response = await put(user, { profilePic: { file: big, filename: 'big.png', type: 'image/png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image size should be less than 5MB');
  });

  it("refuses an image well over 5MB with the same spec message, not the upload reader's own", async () => {
    const user = await signUp(t.app);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const response = await put(user, { profilePic: { file: big, filename: 'big.png', type: 'image/png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Image size should be less than 5MB' });
  });

  it('answers "No file selected" when nothing is sent, and 401 when signed out', async () => {
    const user = await signUp(t.app);
    const empty = await put(user, { other: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No file selected');

    const signedOut = await put({ token: 'nope' }, { profilePic: { file: 'avatar.png', type: 'image/png' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Please login first');
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
