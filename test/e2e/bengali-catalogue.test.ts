// The catalogue and the buying side in Bengali, in a real browser at phone width: a buyer browses
// /bn, searches, opens a product, puts it in the quote basket, asks for its price from the product
// page and sends the basket, seeing Bengali words, Bengali digits in the prices and counts, Bengali
// toasts and a Bengali validation message; axe checks each Bengali page. Screenshots of the three
// pages at phone and desktop size go to /tmp/bengali-catalogue for a person to read.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

const SHOTS = '/tmp/bengali-catalogue';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const basketLink = (page: Page) => page.getByRole('link', { name: /^কোটেশন ঝুড়ি, .+টি পণ্য$/ });

describe.skipIf(!hasBrowser)('the catalogue in Bengali', () => {
  it('takes a buyer from /bn to a sent price request, in Bengali (phone)', async ({ site, openPage }) => {
    const tag = Date.now().toString(36);
    const acid = await createProduct(site.api, site.adminToken, {
      name: `Sulphuric Acid 98% ${tag}`,
      casNumber: '7664-93-9',
      price: { minValue: 125000, maxValue: 150000, currency: 'BDT', unit: 'MT', contactForPrice: false },
      extraPhotos: 2,
    });
    const soda = await createProduct(site.api, site.adminToken, {
      name: `Caustic Soda Flakes ${tag}`,
      price: { currency: 'BDT', unit: 'kg', contactForPrice: true },
    });

    const { page } = await openPage('phone');
    await page.goto('/bn');
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');
    await page.getByRole('heading', { level: 1, name: 'পণ্যসমূহ' }).waitFor();
    await basketLink(page).waitFor();
    expect(await basketLink(page).getAttribute('aria-label')).toBe('কোটেশন ঝুড়ি, ০টি পণ্য');
    await expectNoAxeViolations(page, 'Bengali catalogue (phone)');

    // Search: the count says how many in Bengali digits, the cards speak Bengali.
    const search = page.getByRole('searchbox', { name: 'পণ্য খুঁজুন' });
    expect(await search.getAttribute('placeholder')).toBe('নাম, CAS বা ব্যবহার দিয়ে খুঁজুন');
    await search.fill(tag);
    await page.getByText('২টি পণ্য').waitFor();
    await page.getByText(`খোঁজা হয়েছে: “${tag}”`).waitFor();
    const acidCard = page.locator('article').filter({ hasText: acid.name });
    await acidCard.getByText('৳ ১,২৫,০০০ - ৳ ১,৫০,০০০ প্রতি মেট্রিক টন').waitFor();
    await acidCard.getByText('মজুত আছে').waitFor();
    await page
      .locator('article')
      .filter({ hasText: soda.name })
      .getByText('দামের জন্য যোগাযোগ করুন')
      .or(page.locator('article').filter({ hasText: soda.name }).getByText('Contact for pricing'))
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'Bengali search results (phone)');

    // A card's "Add to quote" puts the caustic soda in the basket, with a Bengali toast.
    await page.getByRole('button', { name: `কোটেশনে যোগ করুন: ${soda.name}` }).click();
    await expectToast(page, `${soda.name} আপনার কোটেশন ঝুড়িতে যোগ হয়েছে`);
    await expect.poll(() => basketLink(page).getAttribute('aria-label')).toBe('কোটেশন ঝুড়ি, ১টি পণ্য');

    // The product page: the Bengali address, its price, the tabs, the pricing box.
    await acidCard.getByRole('link', { name: acid.name }).click();
    await page.waitForURL(/\/bn\/products\//);
    const pricing = page.getByRole('region', { name: 'দাম' });
    await pricing
      .getByTestId('product-price')
      .filter({ hasText: '৳ ১,২৫,০০০ - ৳ ১,৫০,০০০ প্রতি মেট্রিক টন' })
      .waitFor();
    await page.getByRole('navigation', { name: 'পণ্যের বিভিন্ন অংশ' }).getByText('স্পেসিফিকেশন').waitFor();
    await page.getByRole('heading', { name: 'বিবরণ' }).waitFor();
    await page.getByRole('row', { name: /CAS নম্বর/ }).waitFor();
    await page.getByText('এখনো কোনো রেটিং নেই').first().waitFor();
    // The reviews load as the visitor scrolls towards them.
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'রিভিউ লিখুন' }).waitFor();
    await expectNoAxeViolations(page, 'Bengali product page (phone)');

    // Ask for its price from the product page: the form is Bengali, a blank name is refused in Bengali.
    await pricing.getByRole('button', { name: 'কোটেশন চান' }).click();
    const dialog = page.getByRole('dialog', { name: 'কোটেশনের অনুরোধ' });
    await dialog.getByText(acid.name).waitFor();
    await dialog.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
    await dialog.getByText('নাম দিতে হবে').waitFor();
    await expectNoAxeViolations(page, 'Bengali price request with errors (phone)');
    await dialog.getByRole('textbox', { name: 'নাম', exact: true }).fill('রহিম উদ্দিন');
    await dialog.getByRole('textbox', { name: 'ইমেইল', exact: true }).fill(`rahim-${tag}@mill.example`);
    await dialog.getByRole('textbox', { name: /^আপনার জিজ্ঞাসা/ }).fill('২০ MT দরকার, গাজীপুরে ডেলিভারি।');
    await dialog.getByRole('button', { name: 'অনুরোধ পাঠান' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // And add it to the basket too.
    await pricing.getByRole('button', { name: `কোটেশনে যোগ করুন: ${acid.name}` }).click();
    await pricing.getByRole('link', { name: `কোটেশন ঝুড়িতে আছে: ${acid.name}। ঝুড়ি দেখুন` }).waitFor();
    await expect.poll(() => basketLink(page).getAttribute('aria-label')).toBe('কোটেশন ঝুড়ি, ২টি পণ্য');

    // The basket: Bengali labels and units; a blank name is refused in Bengali, then it is sent.
    await basketLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'কোটেশন ঝুড়ি' }).waitFor();
    await expect.poll(() => page.getByTestId('basket-line').count()).toBe(2);
    const acidLine = page.getByTestId('basket-line').filter({ hasText: acid.name });
    await acidLine.getByLabel(/^পরিমাণ/).fill('20');
    await acidLine.getByLabel(/^একক/).selectOption('MT');
    expect(await acidLine.getByLabel(/^একক/).locator('option:checked').textContent()).toBe('মেট্রিক টন');
    await page.getByRole('button', { name: 'কোটেশনের অনুরোধ পাঠান' }).click();
    await page.getByText('নাম দিতে হবে').waitFor();
    await expectNoAxeViolations(page, 'Bengali basket with errors (phone)');
    await page.getByRole('textbox', { name: 'নাম', exact: true }).fill('রহিম উদ্দিন');
    await page.getByRole('textbox', { name: 'ইমেইল', exact: true }).fill(`rahim-${tag}@mill.example`);
    await page.getByLabel(/^ডেলিভারির জায়গা/).fill('কারখানার গেট, গাজীপুর');
    await page.getByRole('button', { name: 'কোটেশনের অনুরোধ পাঠান' }).click();
    const confirmation = page.getByTestId('basket-confirmation');
    await confirmation.getByRole('heading', { name: 'আপনার কোটেশনের অনুরোধ পাঠানো হয়েছে' }).waitFor();
    await confirmation.getByText('২টি পণ্যের জন্য আপনার অনুরোধ আমরা পেয়েছি', { exact: false }).waitFor();
    await expect.poll(() => basketLink(page).getAttribute('aria-label')).toBe('কোটেশন ঝুড়ি, ০টি পণ্য');
    await expectNoAxeViolations(page, 'Bengali basket sent (phone)');
    expect(await page.locator('html').getAttribute('lang')).toBe('bn');

    // Both requests arrived, with what the buyer typed.
    const { inquiries } = await site.call<{
      inquiries: { email: string; productName: string; inquiry: string }[];
    }>('GET', '/inquiries?limit=100', undefined, site.adminToken);
    const mine = inquiries.filter((inquiry) => inquiry.email === `rahim-${tag}@mill.example`);
    expect(mine.map((inquiry) => inquiry.productName).sort()).toEqual(
      [acid.name, `${soda.name} and 1 more`].sort(),
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('draws the Bengali catalogue, product page and basket at phone and desktop size', async ({
    site,
    openPage,
  }) => {
    const tag = Date.now().toString(36);
    const product = await createProduct(site.api, site.adminToken, {
      name: `Hydrogen Peroxide 50% ${tag}`,
      casNumber: '7722-84-1',
      price: { minValue: 1250, currency: 'BDT', unit: 'kg', contactForPrice: false },
      extraPhotos: 1,
    });
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page } = await openPage(viewport);
      await page.goto('/bn');
      await page.getByRole('heading', { level: 1, name: 'পণ্যসমূহ' }).waitFor();
      await page.locator('article').first().waitFor();
      await shot(page, `catalogue-${viewport}`);

      await page.goto(`/bn/products/${product._id}`);
      await page.getByTestId('product-price').filter({ hasText: '৳ ১,২৫০ প্রতি কেজি' }).waitFor();
      // The reviews load as the visitor scrolls towards them.
      await page.locator('#comments').scrollIntoViewIfNeeded();
      await page.getByRole('heading', { name: 'রিভিউ লিখুন' }).waitFor();
      await shot(page, `product-${viewport}`);
      await page.getByRole('button', { name: `কোটেশনে যোগ করুন: ${product.name}` }).click();

      await page.goto('/bn/quote-basket');
      await page.getByTestId('basket-line').first().waitFor();
      await shot(page, `basket-${viewport}`);
      await expectNoAxeViolations(page, `Bengali basket (${viewport})`);

      // Nothing runs wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    }
  });
});
