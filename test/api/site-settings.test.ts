// The site setting for the digits Bengali pages write: admins read and change it; a change shows on
// the next Bengali page (the page cache is emptied), English pages keep Latin digits. The footer's
// "since 1958" is the figure every page carries ("১৯৫৮ সাল থেকে" or "1958 সাল থেকে").
import { beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { SITE_SETTINGS_MESSAGES } from '@/contract/site-settings';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer, signUp, type TestUser } from '../helpers/users';
import { createRenderingTestApp } from '../helpers/web-dir';

let url: string;
const t = setupApi(() => createRenderingTestApp());
const admin = t.signUpAdmin();
beforeAll(async () => {
  const body = await multipart({
    name: 'Caustic Soda Flakes',
    description: 'Sodium hydroxide flakes for soap making, textiles and water treatment.',
    category: 'Acids & Alkalis',
    casNumber: '1310-73-2',
    price: JSON.stringify({
      minValue: 28,
      maxValue: 32,
      currency: 'BDT',
      unit: 'kg',
      contactForPrice: false,
    }),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(created.statusCode, created.body).toBe(201);
  url = productPath(created.json().product);
});

const setNumerals = (numerals: string, user: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site',
    payload: { numerals },
    headers: user ? bearer(user) : {},
  });
const BENGALI_YEAR = '১৯৫৮ সাল থেকে';
const LATIN_YEAR = '1958 সাল থেকে';
const page = (pathname: string) => t.app.inject({ method: 'GET', url: pathname });

describe('site settings', () => {
  it('start with Bengali digits on Bengali pages', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/site',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ numerals: 'bengali' });
    const html = (await page(`/bn${url}`)).body;
    expect(html).toContain('<html lang="bn" data-numerals="bengali">');
    expect(html).toContain(BENGALI_YEAR);
  });

  it('are for admins only', async () => {
    expect((await setNumerals('latin', null)).statusCode).toBe(401);
    const buyer = await signUp(t.app);
    expect((await setNumerals('latin', buyer)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/site',
      headers: bearer(buyer),
    });
    expect(read.statusCode).toBe(403);
  });

  it('refuse an unknown choice with the message', async () => {
    const response = await setNumerals('roman');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(SITE_SETTINGS_MESSAGES.numeralsInvalid);
  });

  it('switch Bengali pages to Latin digits and back, at once, leaving English pages alone', async () => {
    // Both pages in the page cache first: the change must empty it.
    expect((await page(`/bn${url}`)).body).toContain(BENGALI_YEAR);
    expect((await page(url)).body).toContain('1958');

    const saved = await setNumerals('latin');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ settings: { numerals: 'latin' }, message: SITE_SETTINGS_MESSAGES.saved });
    const latin = (await page(`/bn${url}`)).body;
    expect(latin).toContain('<html lang="bn" data-numerals="latin">');
    expect(latin).toContain(LATIN_YEAR);
    expect(latin).not.toContain('১৯৫৮');
    expect((await page(url)).body).toContain('1958');

    expect((await setNumerals('bengali')).statusCode).toBe(200);
    const bengali = (await page(`/bn${url}`)).body;
    expect(bengali).toContain('data-numerals="bengali"');
    expect(bengali).toContain(BENGALI_YEAR);
    expect(bengali).not.toContain(LATIN_YEAR);
    const english = (await page(url)).body;
    expect(english).toContain('<html lang="en" data-numerals="bengali">');
    expect(english).toContain('৳ 28 - ৳ 32 per kg');
    expect(english).not.toContain('১৯৫৮');
  });

  it('keep the choice in the database for the next start', async () => {
    expect((await setNumerals('latin')).statusCode).toBe(200);
    const { siteSettings } = await import('@/server/db/schema');
    const rows = await t.database.db.select().from(siteSettings);
    expect(rows.find((row) => row.key === 'site.numerals')?.value).toBe('latin');
  });
});
