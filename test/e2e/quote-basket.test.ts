// The quote basket in a real browser, on a phone and a desktop: a guest collects three products
// (from the catalogue's cards and a product page), sets quantities and units on the basket page,
// sends it once however often the button is pressed, and sees the confirmation with the tracking
// link; a signed-in buyer's basket lives on the account, survives a reload, and takes in the guest
// basket of the same browser at login.
import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

type Basket = { lines: { productId: string; quantity: number; unit: string; note?: string }[] };
type StoredInquiry = {
  _id: string;
  email: string;
  productName: string;
  deliveryLocation: string | null;
  neededBy: string | null;
  lines: { productName: string; quantity: number | null; unit: string | null; note: string | null }[];
};

const basketLink = (page: Page) => page.getByRole('link', { name: /^Quote basket, \d+ products?$/ });
const basketLabel = (page: Page) => basketLink(page).getAttribute('aria-label');
const line = (page: Page, name: string) => page.getByTestId('basket-line').filter({ hasText: name });
const nextYear = `${new Date().getFullYear() + 1}-06-30`;
/** The date box as a buyer types it: day first, as Bangladesh writes dates. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
const dateBox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
/** The guest's basket as this browser keeps it (a moment after typing stops). */
const keptBasket = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('quoteBasket') ?? 'null') as unknown);

describe.skipIf(!hasBrowser)('the quote basket in a real browser', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`takes a guest's three-product basket to one inquiry (${viewport})`, async ({ site, openPage }) => {
      const tag = `${viewport} ${Date.now().toString(36)}`;
      const names = [
        `Sulphuric Acid 98% ${tag}`,
        `Caustic Soda Flakes ${tag}`,
        `Hydrogen Peroxide 50% ${tag}`,
      ];
      const products = [];
      for (const name of names) products.push(await createProduct(site.api, site.adminToken, { name }));

      const { page } = await openPage(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: /^Quote basket, 0 products$/ }).waitFor();

      // Two from the catalogue's cards, found by a search; one from its product page.
      await page.goto(`/?q=${encodeURIComponent(tag)}`);
      await page.getByRole('button', { name: `Add to quote: ${names[0]}` }).click();
      await expectToast(page, `${names[0]} added to your quote basket`);
      await page.getByRole('link', { name: `In quote basket: ${names[0]}. View basket` }).waitFor();
      await page.getByRole('button', { name: `Add to quote: ${names[1]}` }).click();
      await expect.poll(() => basketLabel(page)).toBe('Quote basket, 2 products');
      await screenshot(page, `quote-basket-cards-${viewport}`);
      await expectNoAxeViolations(page, `catalogue with products in the basket (${viewport})`);
      await page.goto(`/products/${products[2]._id}`);
      const pricing = page.getByRole('region', { name: 'Pricing' });
      await pricing.getByRole('button', { name: 'Request Quote' }).waitFor();
      await pricing.getByRole('button', { name: `Add to quote: ${names[2]}` }).click();
      await pricing.getByRole('link', { name: `In quote basket: ${names[2]}. View basket` }).waitFor();
      await expect.poll(() => basketLabel(page)).toBe('Quote basket, 3 products');
      await screenshot(page, `quote-basket-product-page-${viewport}`);

      // The header's link (on a phone, also the menu's) leads to the basket.
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('link', { name: /Quote basket/ })
          .waitFor();
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      await basketLink(page).click();
      await page.getByRole('heading', { level: 1, name: 'Quote basket' }).waitFor();
      await expect.poll(() => page.getByTestId('basket-line').count()).toBe(3);
      for (const name of names) await line(page, name).getByRole('link', { name }).waitFor();

      // Rules first: an empty quantity and missing contact details are named beside their fields.
      await line(page, names[0])
        .getByLabel(/^Quantity/)
        .fill('');
      await page.getByRole('button', { name: 'Send quote request' }).click();
      await line(page, names[0]).getByText('Quantity is required').waitFor();
      await page.getByText('Name is required').waitFor();
      await page.getByText('Email is required').waitFor();
      await expectNoAxeViolations(page, `basket with errors (${viewport})`);

      await line(page, names[0])
        .getByLabel(/^Quantity/)
        .fill('2.5');
      await line(page, names[0]).getByLabel(/^Unit/).selectOption('MT');
      await line(page, names[0])
        .getByLabel(/^Grade or packing/)
        .fill('Technical grade, 35 kg carboys');
      await line(page, names[1])
        .getByLabel(/^Quantity/)
        .fill('40');
      await line(page, names[1]).getByLabel(/^Unit/).selectOption('bag');
      await line(page, names[2])
        .getByLabel(/^Quantity/)
        .fill('4');
      await line(page, names[2]).getByLabel(/^Unit/).selectOption('IBC');
      await page.getByLabel(/^Delivery location/).fill('Factory gate, Gazipur');
      // The date is typed day first and read back in words; Tab goes on to the calendar's button.
      await dateBox(page, /^Date needed/).fill(dayFirst(nextYear));
      await dateBox(page, /^Date needed/).press('Tab');
      await page.getByText(`30 June ${nextYear.slice(0, 4)}`).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Date needed: choose a date on a calendar',
      );
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Nasrin Akter ${viewport}`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nasrin@textile.example');
      await page.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill('+880 1711-222333');
      await screenshot(page, `quote-basket-filled-${viewport}`);
      await expectNoAxeViolations(page, `filled basket (${viewport})`);

      // What was typed is kept in the basket: a reload finds the quantities and units as left.
      await expect
        .poll(() => keptBasket(page))
        .toMatchObject({
          lines: [
            { quantity: 2.5, unit: 'MT', note: 'Technical grade, 35 kg carboys' },
            { quantity: 40, unit: 'bag' },
            { quantity: 4, unit: 'IBC' },
          ],
          deliveryLocation: 'Factory gate, Gazipur',
          neededBy: nextYear,
        });
      await page.reload();
      await expect
        .poll(() =>
          line(page, names[0])
            .getByLabel(/^Quantity/)
            .inputValue(),
        )
        .toBe('2.5');
      expect(await line(page, names[1]).getByLabel(/^Unit/).inputValue()).toBe('bag');
      expect(await page.getByLabel(/^Delivery location/).inputValue()).toBe('Factory gate, Gazipur');
      expect(await dateBox(page, /^Date needed/).inputValue()).toBe(dayFirst(nextYear));
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Nasrin Akter ${viewport}`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nasrin@textile.example');

      await page.getByRole('button', { name: 'Send quote request' }).dblclick();
      await expectToast(page, 'Your inquiry has been submitted successfully!');
      const confirmation = page.getByTestId('basket-confirmation');
      await confirmation.getByRole('heading', { name: 'Your quote request has been sent' }).waitFor();
      const track = confirmation.getByRole('link', { name: 'Track your request' });
      expect(await track.getAttribute('href')).toMatch(/\/quotes\/[A-Za-z0-9_-]{43}$/);
      await expect.poll(() => basketLabel(page)).toBe('Quote basket, 0 products');
      await screenshot(page, `quote-basket-sent-${viewport}`);
      await expectNoAxeViolations(page, `basket sent (${viewport})`);

      // One inquiry, three lines, as set; sending twice stored it once.
      const { inquiries } = await site.call<{ inquiries: StoredInquiry[] }>(
        'GET',
        '/inquiries?limit=100',
        undefined,
        site.adminToken,
      );
      const mine = inquiries.filter((inquiry) => inquiry.productName.startsWith(names[0]));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        productName: `${names[0]} and 2 more`,
        deliveryLocation: 'Factory gate, Gazipur',
        neededBy: nextYear,
        lines: [
          { productName: names[0], quantity: 2.5, unit: 'MT', note: 'Technical grade, 35 kg carboys' },
          { productName: names[1], quantity: 40, unit: 'bag', note: null },
          { productName: names[2], quantity: 4, unit: 'IBC', note: null },
        ],
      });

      // The staff alert's link opens the inquiry in the admin area, with its lines, place and date.
      const admin = await openPage(viewport, 'admin');
      await admin.page.goto(`/admin/inquiries?id=${mine[0]._id}`);
      const detail = admin.page.getByRole('dialog', { name: 'Inquiry Details' });
      await detail.getByRole('link', { name: names[0] }).waitFor();
      await detail.getByText('2.5 MT').waitFor();
      await detail.getByText('Technical grade, 35 kg carboys').waitFor();
      await detail.getByText('40 bags').waitFor();
      await detail.getByText('4 IBCs').waitFor();
      await detail.getByText('Factory gate, Gazipur').waitFor();
      await detail.getByText('30 June').waitFor();
      await screenshot(admin.page, `quote-basket-admin-detail-${viewport}`);
      await expectNoAxeViolations(admin.page, `admin inquiry with lines (${viewport})`);
      await detail.getByRole('button', { name: 'Close' }).click();
      await admin.page.getByText(`${names[1]} · 40 bags`).waitFor();
      await screenshot(admin.page, `quote-basket-admin-list-${viewport}`);

      // The basket is empty now, and says what to do.
      await page.goto('/quote-basket');
      await page.getByRole('heading', { name: 'Your quote basket is empty' }).waitFor();
      await screenshot(page, `quote-basket-empty-${viewport}`);
      await expectNoAxeViolations(page, `empty basket (${viewport})`);
      expect(pageErrors(page)).toEqual([]);
    });

    it(`writes the date needed in Bengali on a Bengali page, by keyboard (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const product = await createProduct(site.api, site.adminToken, {
        name: `Soda Ash ${viewport} ${Date.now().toString(36)}`,
      });
      const { page } = await openPage(viewport);
      await page.goto('/bn');
      await page.evaluate(
        (productId) =>
          localStorage.setItem(
            'quoteBasket',
            JSON.stringify({ lines: [{ productId, quantity: 3, unit: 'drum' }] }),
          ),
        product._id,
      );
      await page.goto('/bn/quote-basket');
      const box = dateBox(page, /^কবে দরকার/);
      expect(await box.getAttribute('placeholder')).toBe('দদ/মম/বববব');
      await box.focus();
      const year = nextYear.slice(0, 4);
      const bengali = (text: string) =>
        text.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
      await page.keyboard.type(bengali(dayFirst(nextYear)));
      await page.keyboard.press('Tab');
      await page.getByText(new RegExp(`৩০ জুন,? ${bengali(year)}`)).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'কবে দরকার: ক্যালেন্ডার থেকে তারিখ বেছে নিন',
      );
      await expect.poll(() => keptBasket(page)).toMatchObject({ neededBy: nextYear });
      await screenshot(page, `quote-basket-bengali-date-${viewport}`);
      await expectNoAxeViolations(page, `Bengali basket with a date (${viewport})`);

      // A text that is no day is refused in the box's own words when the request is sent.
      await box.fill(bengali(`31/02/${year}`));
      await page.getByRole('button', { name: /পাঠান/ }).click();
      await page.getByText('তারিখটি দদ/মম/বববব আকারে লিখুন।').waitFor();
      await expectNoAxeViolations(page, `Bengali basket with a wrong date (${viewport})`);
      expect(pageErrors(page)).toEqual([]);
    });

    it(`keeps a signed-in buyer's basket on the account and merges the guest's at login (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const tag = `${viewport} ${Date.now().toString(36)}`;
      const soda = await createProduct(site.api, site.adminToken, { name: `Soda Ash Light ${tag}` });
      const peroxide = await createProduct(site.api, site.adminToken, { name: `Hydrogen Peroxide ${tag}` });
      const email = `karim-${viewport}-${Date.now().toString(36)}@example.com`;
      const buyer = await site.call<{ token: string }>('POST', '/auth/signup', {
        fullName: 'Karim Buyer',
        email,
        password: 'secret123',
      });
      // The account already holds the soda ash, 5 MT.
      await site.call(
        'PUT',
        '/basket',
        { lines: [{ productId: soda._id, quantity: 5, unit: 'MT' }] },
        buyer.token,
      );

      // As a guest in this browser: the soda ash (2 MT, less than the account's) and the peroxide.
      const { page } = await openPage(viewport);
      await page.goto(`/products/${soda._id}`);
      await page.getByRole('button', { name: `Add to quote: ${soda.name}` }).click();
      await page.goto(`/products/${peroxide._id}`);
      await page.getByRole('button', { name: `Add to quote: ${peroxide.name}` }).click();
      await basketLink(page).click();
      await line(page, soda.name)
        .getByLabel(/^Quantity/)
        .fill('2');
      await line(page, soda.name).getByLabel(/^Unit/).selectOption('MT');
      await expect
        .poll(() => keptBasket(page))
        .toMatchObject({
          lines: [
            { productId: soda._id, quantity: 2, unit: 'MT' },
            { productId: peroxide._id, quantity: 1 },
          ],
        });

      // Signing in brings both into the account: the larger quantity of the soda ash stays.
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect.poll(() => basketLabel(page)).toBe('Quote basket, 2 products');
      await expect
        .poll(async () => (await site.call<Basket>('GET', '/basket', undefined, buyer.token)).lines.length)
        .toBe(2);
      const merged = await site.call<Basket>('GET', '/basket', undefined, buyer.token);
      expect(merged.lines).toEqual([
        { productId: soda._id, quantity: 5, unit: 'MT' },
        { productId: peroxide._id, quantity: 1, unit: 'kg' },
      ]);
      // The browser clears its copy once the account has answered the merge.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('quoteBasket'))).toBeNull();

      // The basket page shows the account's basket, prefilled with the buyer's details; a change is
      // kept on the account and is there after a reload.
      await basketLink(page).click();
      await expect
        .poll(() =>
          line(page, soda.name)
            .getByLabel(/^Quantity/)
            .inputValue(),
        )
        .toBe('5');
      expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
      expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Karim Buyer');
      await line(page, peroxide.name)
        .getByLabel(/^Quantity/)
        .fill('3');
      await line(page, peroxide.name).getByLabel(/^Unit/).selectOption('drum');
      await expect
        .poll(async () => (await site.call<Basket>('GET', '/basket', undefined, buyer.token)).lines[1])
        .toEqual({ productId: peroxide._id, quantity: 3, unit: 'drum' });
      await page.reload();
      await expect
        .poll(() =>
          line(page, peroxide.name)
            .getByLabel(/^Quantity/)
            .inputValue(),
        )
        .toBe('3');
      expect(await line(page, peroxide.name).getByLabel(/^Unit/).inputValue()).toBe('drum');
      await screenshot(page, `quote-basket-account-${viewport}`);
      await expectNoAxeViolations(page, `account basket (${viewport})`);

      // Another browser signed in to the same account finds the same basket; removing a product
      // there removes it from the account.
      const other = await openPage(viewport, { token: buyer.token });
      await other.page.goto('/quote-basket');
      await expect.poll(() => other.page.getByTestId('basket-line').count()).toBe(2);
      await line(other.page, soda.name)
        .getByRole('button', { name: /^Remove/ })
        .click();
      await expect.poll(() => basketLabel(other.page)).toBe('Quote basket, 1 product');
      await expect
        .poll(async () => (await site.call<Basket>('GET', '/basket', undefined, buyer.token)).lines.length)
        .toBe(1);
      expect(pageErrors(page)).toEqual([]);
      expect(pageErrors(other.page)).toEqual([]);
    });
  }
});
