// Product and catalogue answers are kept in memory (products/product-cache.ts) and photos too
// (media/media-cache.ts): each change through the API must show in the very next read.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { multipart, type Part } from '../helpers/multipart';
import { bearer } from '../helpers/users';

// Kept without end, as on the embedded database: only invalidation can make a read fresh.
const t = setupApi(() => createTestApp({}, { cacheTtlMs: Number.POSITIVE_INFINITY }));
const admin = t.signUpAdmin();

const picture = (r: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 140 } } })
    .png()
    .toBuffer();
const jpeg = { file: 'photo.jpg', type: 'image/jpeg' };
const fields = {
  name: 'Caustic Soda Flakes 99%',
  description: 'Sodium hydroxide flakes for textile processing.',
  category: 'Acids & Alkalis',
  price: JSON.stringify({
    minValue: 850,
    maxValue: 920,
    currency: 'BDT',
    unit: 'kg',
    contactForPrice: false,
  }),
};

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part | Part[]>) {
  const body = await multipart(parts);
  const response = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().product as { _id: string; photo: { url: string } | null };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const detail = async (id: string) => (await get(`/api/products/${id}`)).json();
const firstPage = async () => (await get('/api/products?page=1')).json();

describe('cached product answers', () => {
  it('show an edit, a new comment, a hidden comment and a new photo at once', async () => {
    const photo = { file: await picture(10), filename: 'photo.png', type: 'image/png' };
    const created = await send('POST', '/api/products', { ...fields, photo });
    const id = created._id;
    // Read twice: the second comes from memory.
    await detail(id);
    expect((await detail(id)).name).toBe(fields.name);
    expect((await firstPage()).products[0].name).toBe(fields.name);
    const oldPhoto = created.photo!.url;
    expect((await get(oldPhoto)).statusCode).toBe(200);

    await send('PUT', `/api/products/${id}`, { ...fields, name: 'Caustic Soda Pearls 99%' });
    expect((await detail(id)).name).toBe('Caustic Soda Pearls 99%');
    expect((await firstPage()).products[0].name).toBe('Caustic Soda Pearls 99%');
    expect((await get('/api/products?q=pearls')).json().pagination.totalProducts).toBe(1);

    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/comments/product/${id}`,
      payload: {
        commentText: 'Good purity.',
        commenterName: 'Guest Buyer',
        email: 'g@example.com',
        rating: 4,
      },
    });
    expect(comment.statusCode).toBe(201);
    expect(await detail(id)).toMatchObject({ reviewCount: 1, averageRating: 4 });
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${comment.json().comment._id}/toggle-approval`,
      headers: bearer(admin),
    });
    expect(hidden.statusCode).toBe(200);
    expect(await detail(id)).toMatchObject({ reviewCount: 0 });

    const replaced = await send('PUT', `/api/products/${id}`, {
      ...fields,
      photo: { file: await picture(200), filename: 'photo.png', type: 'image/png' },
    });
    expect((await detail(id)).photo.url).toBe(replaced.photo!.url);
    expect(replaced.photo!.url).not.toBe(oldPhoto);
    // The replaced photo's file is gone, though it was served from memory a moment ago.
    expect((await get(oldPhoto)).statusCode).toBe(404);
    expect((await get(replaced.photo!.url)).statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(admin) });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect((await firstPage()).products.map((p: { _id: string }) => p._id)).not.toContain(id);
  });

  it('counts once per filter and still counts a new product', async () => {
    await send('POST', '/api/products', { ...fields, photo: jpeg, name: 'Sodium Sulphate' });
    const before = (await get('/api/products?page=1&limit=1')).json().pagination.totalProducts;
    expect((await get('/api/products?page=2&limit=1')).json().pagination.totalProducts).toBe(before);
    await send('POST', '/api/products', { ...fields, photo: jpeg, name: 'Sodium Carbonate' });
    expect((await get('/api/products?page=2&limit=1')).json().pagination.totalProducts).toBe(before + 1);
  });

  it('sends a kept answer compressed once, and 304 to a client that holds it', async () => {
    const { _id: id } = await send('POST', '/api/products', {
      ...fields,
      photo: jpeg,
      description: 'Sodium hydroxide. '.repeat(100),
    });
    const plain = await get(`/api/products/${id}`);
    const br = await get(`/api/products/${id}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get(`/api/products/${id}`, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
