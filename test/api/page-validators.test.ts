// A page's ETag depends only on what it shows (site/page-etag.ts): the same page rendered again after
// the page cache was emptied (as another instance, or a restarted one, renders it) has the same tag,
// and a browser's validator from the first rendering gets a 304; an edit changes the tag.
import { describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';
import { createRenderingTestApp } from '../helpers/web-dir';

const t = setupApi(() => createRenderingTestApp());
const admin = t.signUpAdmin();

const fields = {
  name: 'Sodium Metabisulphite',
  description: 'Food grade preservative and reducing agent.',
  category: 'Acids & Alkalis',
  casNumber: '7681-57-4',
  price: JSON.stringify({
    minValue: 150,
    maxValue: 170,
    currency: 'BDT',
    unit: 'kg',
    contactForPrice: false,
  }),
};

async function save(
  method: 'POST' | 'PUT',
  url: string,
  parts: Record<string, string | { file: string; type: string }>,
) {
  const body = await multipart(parts);
  const response = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().product as { _id: string; name: string; casNumber: string };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** Forgets every rendered page and answer, as a restart does. */
const emptyCaches = () => t.app.changes.publish(t.app.db, { kind: 'catalogue' });

describe('page validators', () => {
  it('stay the same when a page is rendered again, and answer 304 to the other rendering', async () => {
    const product = await save('POST', '/api/products', {
      ...fields,
      photo: { file: 'photo.jpg', type: 'image/jpeg' },
    });
    const url = productPath(product);
    for (const page of [url, '/', '/bn/about']) {
      const first = await get(page);
      expect(first.statusCode).toBe(200);
      await emptyCaches();
      // Rendered later: the handed-over query cache records another time.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await get(page);
      // (The product page and the home page hand over query caches; the about page has none.)
      if (page !== '/bn/about') expect(second.body).not.toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      await emptyCaches();
      expect((await get(page, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    }

    const before = (await get(url)).headers.etag;
    await save('PUT', `/api/products/${product._id}`, { ...fields, description: 'Photographic grade.' });
    const edited = await get(url);
    expect(edited.headers.etag).not.toBe(before);
    expect((await get(url, { 'if-none-match': String(before) })).statusCode).toBe(200);
  });
});
