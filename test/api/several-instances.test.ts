// Two app instances on one PostgreSQL database, each request to one of them as a load balancer
// spreads them: what is written through A is served by B within a second of A's answer, for every
// kind of read and write, and B's listening connection recovers when it is cut. Runs in the
// PostgreSQL project only (TEST_DATABASE_URL).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { poolOf } from '@/server/db/client';
import {
  createSharedDatabase,
  type Instance,
  type SharedDatabase,
  serverUrl,
  startInstance,
} from '../helpers/instances';
import { multipart, type Part } from '../helpers/multipart';
import { bearer, signUpAdmin, type TestUser } from '../helpers/users';

const FRESH_WITHIN_MS = 1_000;

let shared: SharedDatabase;
let a: Instance;
let b: Instance;
let admin: TestUser;

beforeAll(async () => {
  if (!serverUrl) return;
  shared = await createSharedDatabase();
  // Kept without end, as on the embedded database: only the change bus can make B's reads fresh.
  const options = { cacheTtlMs: Number.POSITIVE_INFINITY };
  [a, b] = await Promise.all([
    startInstance(shared.url, {}, options),
    startInstance(shared.url, {}, options),
  ]);
  admin = await signUpAdmin(a.app);
});
afterAll(async () => {
  if (!serverUrl) return;
  await Promise.all([a?.close(), b?.close()]);
  await shared?.drop();
});

const fields = {
  name: 'Hydrogen Peroxide 50%',
  description: 'Bleaching grade hydrogen peroxide for textile mills.',
  category: 'Acids & Alkalis',
  casNumber: '7722-84-1',
  price: JSON.stringify({
    minValue: 120,
    maxValue: 140,
    currency: 'BDT',
    unit: 'kg',
    contactForPrice: false,
  }),
};
const photo = (file = 'photo.jpg'): Part => ({ file, type: 'image/jpeg' });
/** A picture no other product has, so replacing it deletes its file. */
const uniquePicture = async (): Promise<Part> => ({
  file: await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: Math.floor(Math.random() * 256), g: 90, b: 140 },
    },
  })
    .png()
    .toBuffer(),
  filename: 'photo.png',
  type: 'image/png',
});

async function write(instance: Instance, method: 'POST' | 'PUT', url: string, parts: Record<string, Part>) {
  const body = await multipart(parts);
  const response = await instance.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().product as { _id: string; name: string; casNumber: string; photo: { url: string } };
}

const get = (instance: Instance, url: string) => instance.app.inject({ method: 'GET', url });

/** Asks until `check` holds, and fails when it still does not a second after the write's answer. */
async function servedWithinASecond(check: () => Promise<boolean>) {
  const what = check.toString();
  const deadline = Date.now() + FRESH_WITHIN_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`another instance still served the old state after 1 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database', () => {
  it('serve a product edit from the other instance within a second: API detail, list, search, page', async () => {
    const product = await write(a, 'POST', '/api/products', { ...fields, photo: photo() });
    const page = productPath(product);
    // B keeps every answer first.
    for (const url of [`/api/products/${product._id}`, '/api/products?page=1', '/api/products?q=peroxide'])
      expect((await get(b, url)).body).toContain('Hydrogen Peroxide 50%');
    expect((await get(b, page)).body).toContain('Hydrogen Peroxide 50%');

    await write(a, 'PUT', `/api/products/${product._id}`, { ...fields, name: 'Hydrogen Peroxide 35%' });
    await servedWithinASecond(
      async () => (await get(b, `/api/products/${product._id}`)).json().name === 'Hydrogen Peroxide 35%',
    );
    expect((await get(b, '/api/products?page=1')).body).toContain('Hydrogen Peroxide 35%');
    expect((await get(b, '/api/products?q=peroxide')).body).not.toContain('Hydrogen Peroxide 50%');
    const renamed = productPath({ ...product, name: 'Hydrogen Peroxide 35%' });
    expect((await get(b, page)).headers.location).toBe(renamed);
    expect((await get(b, renamed)).body).toContain('Hydrogen Peroxide 35%');
  });

  it('stop serving a replaced photo, and a deleted product, from the other instance', async () => {
    const product = await write(a, 'POST', '/api/products', {
      ...fields,
      name: 'Sodium Sulphate',
      photo: await uniquePicture(),
    });
    const oldPhoto = product.photo.url;
    const page = productPath(product);
    expect((await get(b, oldPhoto)).statusCode).toBe(200);
    expect((await get(b, page)).statusCode).toBe(200);

    await write(a, 'PUT', `/api/products/${product._id}`, {
      ...fields,
      name: 'Sodium Sulphate',
      photo: await uniquePicture(),
    });
    await servedWithinASecond(async () => (await get(b, oldPhoto)).statusCode === 404);

    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/products/${product._id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    await servedWithinASecond(async () => (await get(b, page)).statusCode === 404);
    expect((await get(b, `/api/products/${product._id}`)).statusCode).toBe(404);
  });

  it('show an approved review on the other instance', async () => {
    const product = await write(a, 'POST', '/api/products', {
      ...fields,
      name: 'Soda Ash Light',
      photo: photo(),
    });
    const review = await a.app.inject({
      method: 'POST',
      url: `/api/comments/product/${product._id}`,
      payload: {
        commentText: 'Dissolves cleanly.',
        commenterName: 'Karim',
        email: 'k@example.com',
        rating: 5,
      },
    });
    expect(review.statusCode).toBe(201);
    const toggle = () =>
      a.app.inject({
        method: 'PATCH',
        url: `/api/comments/${review.json().comment._id}/toggle-approval`,
        headers: bearer(admin),
      });
    // B keeps the page and the detail with the review first.
    await servedWithinASecond(async () =>
      (await get(b, productPath(product))).body.includes('"reviewCount":1'),
    );
    expect((await get(b, `/api/products/${product._id}`)).json().reviewCount).toBe(1);
    await get(b, '/api/products?page=1');
    expect((await toggle()).json().comment.approved).toBe(false);
    await servedWithinASecond(
      async () => (await get(b, `/api/products/${product._id}`)).json().reviewCount === 0,
    );
    // Only the product's own answers: B's catalogue pages, which show no reviews, stay kept.
    expect(b.app.productCache.page('/api/products?page=1')).toBeDefined();
    await servedWithinASecond(async () =>
      (await get(b, productPath(product))).body.includes('"reviewCount":0'),
    );

    expect((await toggle()).json().comment.approved).toBe(true);
    await servedWithinASecond(
      async () => (await get(b, `/api/products/${product._id}`)).json().reviewCount === 1,
    );
    await servedWithinASecond(async () =>
      (await get(b, productPath(product))).body.includes('"reviewCount":1'),
    );
  });

  it('write the digits the admin chose on the other instance', async () => {
    const bengali = (await get(b, '/bn/about')).body;
    expect(bengali).toContain('data-numerals="bengali"');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      payload: { numerals: 'latin' },
      headers: bearer(admin),
    });
    expect(saved.statusCode).toBe(200);
    await servedWithinASecond(async () => (await get(b, '/bn/about')).body.includes('data-numerals="latin"'));
    expect(b.app.siteSettings.current()).toEqual({ numerals: 'latin' });
  });

  it('listen again after the listening connection is cut, emptying the caches for what was missed', async () => {
    const product = await write(a, 'POST', '/api/products', {
      ...fields,
      name: 'Ferric Chloride',
      photo: photo(),
    });
    const detail = `/api/products/${product._id}`;
    expect((await get(b, detail)).json().name).toBe('Ferric Chloride');
    const listeners = async () =>
      (
        await poolOf(b.app.db)!.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and query = 'listen catalogue_changes'",
        )
      ).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    // Every listener is cut, and a change is made that no notification tells of.
    await poolOf(b.app.db)!.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
    await poolOf(b.app.db)!.query("update products set name = 'Ferric Chloride Anhydrous' where id = $1", [
      product._id,
    ]);
    // Both listen again; B's reconnection emptied its caches, so it reads the database anew.
    await servedWithinASecond(async () => (await get(b, detail)).json().name === 'Ferric Chloride Anhydrous');
    await servedWithinASecond(async () => (await listeners()).length === 2);
    // And a change through A reaches B again.
    await write(a, 'PUT', `/api/products/${product._id}`, { ...fields, name: 'Ferric Chloride Liquid' });
    await servedWithinASecond(async () => (await get(b, detail)).json().name === 'Ferric Chloride Liquid');
  });

  it('give a page the same ETag, so each answers 304 to the validator the other gave', async () => {
    const product = await write(a, 'POST', '/api/products', {
      ...fields,
      name: 'Alum Powder',
      photo: photo(),
    });
    const page = productPath(product);
    const fromA = await get(a, page);
    const fromB = await get(b, page);
    expect(fromA.statusCode).toBe(200);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const revalidated = await b.app.inject({
      method: 'GET',
      url: page,
      headers: { 'if-none-match': String(fromA.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
