// What the server's HTML of a Bengali page draws before any script runs: an unknown product's page
// says the product is not found (as the English one does), and English fragments (the brand in
// Latin letters, a product with no Bengali name) are marked lang="en".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { productPath } from '@/contract/product-slug';
import { COMPANY } from '@/contract/site';
import bengaliCommon from '@/i18n/catalogs/bn/common.json';
import bengaliMessages from '@/i18n/catalogs/bn/messages.json';
import englishCommon from '@/i18n/catalogs/en/common.json';
import { products } from '@/server/db/schema';
import type { TestApp } from '../helpers/app';
import { createRenderingTestApp } from '../helpers/web-dir';

let t: TestApp;
const stored: Record<string, { _id: string; name: string }> = {};
beforeAll(async () => {
  t = await createRenderingTestApp();
  const rows = await t.app.db
    .insert(products)
    .values([
      {
        name: 'Caustic Soda Flakes 99%',
        nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
        description: 'Flakes.',
        category: 'Alkalis',
      },
      { name: 'Sodium Lauryl Sulphate', description: 'Surfactant.', category: 'Detergents' },
    ])
    .returning();
  for (const row of rows) stored[row.name] = { _id: row.id, name: row.name };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const mainOf = (html: string) => /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? '';
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(mainOf(html))?.[1];
const stateOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queryKey: unknown[]; state: { status: string; error: { status: number } | null } }[];
  };

describe("an unknown product's page", () => {
  it.each([
    [
      '/bn/products/nothing-like-this-0000aaaa',
      bengaliMessages[PRODUCT_TEXT.notFoundTitle],
      bengaliCommon['common.loading'],
    ],
    ['/products/nothing-like-this-0000aaaa', PRODUCT_TEXT.notFoundTitle, englishCommon['common.loading']],
  ])('%s is rendered by the server as not found, with a 404', async (url, heading, loading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(h1Of(response.body)).toBe(heading);
    expect(mainOf(response.body)).not.toContain(loading);
    // The browser hydrates from the same answer, without asking again.
    const [detail] = stateOf(response.body).queries;
    expect(detail.queryKey).toContain('nothing-like-this-0000aaaa');
    expect(detail.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });
});

describe('English fragments on Bengali pages', () => {
  it('marks the brand in Latin letters with lang="en" on Bengali pages, and nothing on English ones', async () => {
    const bengali = (await get('/bn/about')).body;
    expect(bengali).toContain(`<span lang="en">${COMPANY.shortName}</span>`);
    expect(bengali).toContain(`<span lang="en">${COMPANY.name}</span>`);
    const english = (await get('/about')).body;
    expect(english).toContain(COMPANY.shortName);
    expect(english).not.toContain('lang="en"><');
    expect(english).not.toContain('<span lang="en">');
  });

  it('marks a product name with lang="en" where the product has no Bengali name', async () => {
    const englishOnly = stored['Sodium Lauryl Sulphate'];
    const page = (await get(`/bn${productPath(englishOnly)}`)).body;
    expect(h1Of(page)).toBe('<span lang="en">Sodium Lauryl Sulphate</span>');
    const withBengali = (await get(`/bn${productPath(stored['Caustic Soda Flakes 99%'])}`)).body;
    expect(h1Of(withBengali)).toBe('কস্টিক সোডা ফ্লেক্স ৯৯%');
    const catalogue = (await get('/bn')).body;
    expect(catalogue).toContain('<span lang="en">Sodium Lauryl Sulphate</span>');
    expect(catalogue).not.toContain('<span lang="en">কস্টিক');
  });
});
