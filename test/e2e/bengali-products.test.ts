// Products in Bengali in a real browser: the admin gives a product its Bengali name, description and
// a specification's Bengali label in the product form; Bengali pages (/bn) show them in the
// catalogue and on the product page, search on /bn finds the product by its Bengali name (a whole
// word and a part of one), and the English page keeps the English name.
import type { Page } from 'playwright-core';
import { productPath } from '@/contract/product-slug';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

const ENGLISH = 'Caustic Soda Flakes 99%';
const BENGALI = 'কস্টিক সোডা ফ্লেক্স ৯৯%';
const BENGALI_DESCRIPTION =
  'টেক্সটাইল স্কাওয়ারিং, সাবান তৈরি ও পানি শোধনে pH ঠিক রাখার জন্য ৯৯% বিশুদ্ধ সোডিয়াম হাইড্রোক্সাইড ফ্লেক্স।';

/** Screenshots for a person to look at, outside the repository. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/bengali-products/${name}.png`, fullPage: true });

const cardNames = (page: Page) => page.locator('article h2').allInnerTexts();

describe.skipIf(!hasBrowser)('products in Bengali', () => {
  let path = '';

  it('the admin adds the Bengali name, description and a specification label in the form', async ({
    site,
    openPage,
  }) => {
    const product = await createProduct(site.api, site.adminToken, {
      name: ENGLISH,
      casNumber: '1310-73-2',
      category: 'Acids & Alkalis',
    });
    await createProduct(site.api, site.adminToken, { name: 'Hydrochloric Acid 33%', casNumber: '7647-01-0' });
    path = productPath(product);

    // The form at phone width, in Bengali, for a person to look at.
    const phone = await openPage('phone', 'admin');
    await phone.page.goto(`/bn${path}/edit`);
    await phone.page.locator('input[name="nameBn"]').fill(BENGALI);
    await phone.page.locator('textarea[name="descriptionBn"]').fill(BENGALI_DESCRIPTION);
    await shoot(phone.page, 'admin-form-phone-bn');

    const { page } = await openPage('desktop', 'admin');
    await page.goto(`${path}/edit`);
    const name = page.getByLabel(/^Bengali name/);
    await name.waitFor();
    expect(await name.getAttribute('lang')).toBe('bn');
    expect(await page.getByLabel('Bengali description').getAttribute('lang')).toBe('bn');
    await name.fill(BENGALI);
    await page.getByLabel('Bengali description').fill(BENGALI_DESCRIPTION);
    await page.getByLabel('Specification 1 name', { exact: true }).fill('Purity');
    await page.getByLabel('Specification 1 Bengali name').fill('বিশুদ্ধতা');
    await page.getByLabel('Specification 1 value').fill('99% min');
    await shoot(page, 'admin-form-desktop');
    await expectNoAxeViolations(page, 'the product form with its Bengali fields');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    await page.getByRole('heading', { level: 1, name: ENGLISH }).waitFor();

    const saved = await site.call<{ nameBn: string; descriptionBn: string; specifications: object[] }>(
      'GET',
      `/products/${product._id}`,
    );
    expect(saved).toMatchObject({
      nameBn: BENGALI,
      descriptionBn: BENGALI_DESCRIPTION,
      specifications: [{ name: 'Purity', nameBn: 'বিশুদ্ধতা', value: '99% min' }],
    });
    expect(pageErrors(page)).toEqual([]);
  });

  it('Bengali pages show the Bengali name in the catalogue and on the product page', async ({
    site,
    openPage,
  }) => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page } = await openPage(viewport);
      await page.goto('/bn');
      await expect.poll(() => cardNames(page)).toContain(BENGALI);
      expect(await cardNames(page)).not.toContain(ENGLISH);

      await page.goto(`/bn${path}`);
      await page.getByRole('heading', { level: 1, name: BENGALI }).waitFor();
      await page.getByText(BENGALI_DESCRIPTION).first().waitFor();
      await page.getByRole('rowheader', { name: 'বিশুদ্ধতা' }).waitFor();
      expect(await page.title()).toContain(BENGALI);
      await shoot(page, `product-page-${viewport}-bn`);
      expect(pageErrors(page)).toEqual([]);
    }

    // What crawlers get: the Bengali name in the server's <title> and JSON-LD.
    const html = await (await fetch(`${site.url}/bn${path}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(BENGALI);
    expect(html).toContain(`"name":"${BENGALI}"`);
  });

  it('search on /bn finds the product by a Bengali word and by a part of one', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto('/bn');
    // Typing reaches the search once the page's code has arrived (a busy machine may take a moment).
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('searchbox');
    // Each search is waited for in the address, so the cards read are its answer.
    for (const q of ['কস্টিক', 'সোডা', 'স্টিক সো']) {
      await box.fill(q);
      await page.waitForURL((url) => url.searchParams.get('q') === q);
      await expect.poll(() => cardNames(page)).toEqual([BENGALI]);
    }
    // A Bengali word the product does not hold finds nothing.
    await box.fill('নাইট্রিক');
    await page.waitForURL((url) => url.searchParams.get('q') === 'নাইট্রিক');
    await expect.poll(() => cardNames(page)).toEqual([]);
    await box.fill('সোডা');
    await page.waitForURL((url) => url.searchParams.get('q') === 'সোডা');
    await expect.poll(() => cardNames(page)).toEqual([BENGALI]);
    await shoot(page, 'search-phone-bn');
  });

  it('the English page keeps the English name', async ({ openPage }) => {
    const { page } = await openPage('desktop');
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: ENGLISH }).waitFor();
    expect(await page.getByText(BENGALI).count()).toBe(0);
    expect(await page.getByText(BENGALI_DESCRIPTION).count()).toBe(0);
    expect(await page.title()).not.toContain(BENGALI);
    await page.getByRole('rowheader', { name: 'Purity' }).waitFor();
    await page.goto('/');
    await expect.poll(() => cardNames(page)).toContain(ENGLISH);
  });
});
