// Grades and packs in a real browser, on a phone and a desktop, in English and Bengali: the buyer picks
// a grade and pack on the product page, the price box follows, the quote request and the quote basket
// carry the choice, and the admin's quotation editor names it on the line and may quote another. A
// catalogue card of such a product takes the buyer to the picker instead of adding the product bare.
import { createProduct } from './helpers/api';
import { hasBrowser, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const carboy = {
  grade: 'technical',
  purity: '98%',
  packQuantity: 35,
  packUnit: 'kg',
  container: 'carboy',
  price: { minValue: 30, maxValue: 32, currency: 'BDT', unit: 'kg' },
  stock: 'in_stock',
};
const bottle = {
  grade: 'ar',
  purity: '99%',
  packQuantity: 2.5,
  packUnit: 'litre',
  container: 'bottle',
  price: { minValue: 1450, currency: 'BDT', unit: 'bottle' },
  stock: 'low',
};

const WORDS = {
  en: {
    path: '',
    technicalPrice: '৳ 30 - ৳ 32 per kg',
    grade: 'AR 99%',
    arPrice: '৳ 1,450 per bottle',
    label: 'AR 99% · 2.5 litre bottle',
    addToQuote: 'Add to quote',
  },
  bn: {
    path: '/bn',
    technicalPrice: '৳ ৩০ - ৳ ৩২ প্রতি কেজি',
    grade: 'এআর 99%',
    arPrice: '৳ ১,৪৫০ প্রতি বোতল',
    label: 'এআর 99% · ২.৫ লিটার বোতল',
    addToQuote: 'কোটেশনে যোগ করুন',
  },
} as const;

type StoredInquiry = { _id: string; email: string; lines: { variantId: string | null }[] };

describe.skipIf(!hasBrowser)('grades and packs in a real browser', () => {
  for (const viewport of VIEWPORT_NAMES) {
    for (const language of ['en', 'bn'] as const) {
      it(`follows the chosen grade and pack from the product page to the quotation (${viewport}, ${language})`, async ({
        site,
        openPage,
      }) => {
        const words = WORDS[language];
        const tag = `${viewport}-${language}-${Date.now().toString(36)}`;
        const product = await createProduct(site.api, site.adminToken, {
          name: `Nitric Acid ${tag}`,
          variants: [carboy, bottle],
        });
        const arId = product.variants[1]._id;

        const { page } = await openPage(viewport);
        await page.goto(`${words.path}/products/${product._id}`);
        const price = page.getByTestId('product-price');
        await expect.poll(() => price.textContent()).toBe(words.technicalPrice);
        await page.getByText(words.grade, { exact: true }).click();
        await expect.poll(() => price.textContent()).toBe(words.arPrice);
        await expect.poll(() => page.url()).toContain(`variant=${arId}`);
        await screenshot(page, `variants-product-${viewport}-${language}`);

        // The quote request names the pack and sends it.
        const pricing = page.locator('section').filter({ has: price });
        await pricing.getByRole('button').first().click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.getByTestId('quote-variant').textContent()).toContain(words.label);
        const email = `buyer-${tag}@example.com`;
        await dialog.locator('input[name="name"]').fill('Rahim Uddin');
        await dialog.locator('input[name="email"]').fill(email);
        await dialog.locator('textarea[name="inquiry"]').fill('Price for 20 bottles, please.');
        await dialog.locator('button[type="submit"]').click();
        await dialog.waitFor({ state: 'hidden' });
        const { inquiries } = await site.call<{ inquiries: StoredInquiry[] }>(
          'GET',
          '/inquiries?limit=50',
          undefined,
          site.adminToken,
        );
        const inquiry = inquiries.find((found) => found.email === email)!;
        expect(inquiry.lines[0].variantId).toBe(arId);

        // The basket keeps the pack and names it.
        await pricing.getByRole('button', { name: words.addToQuote }).click();
        await page.goto(`${words.path}/quote-basket`);
        await expect.poll(() => page.getByTestId('basket-variant').first().textContent()).toBe(words.label);
        await screenshot(page, `variants-basket-${viewport}-${language}`);

        // The admin's quotation editor names it on the line.
        const admin = (await openPage(viewport, 'admin')).page;
        await admin.goto(`/admin/inquiries?id=${inquiry._id}`);
        const detail = admin.getByRole('dialog', { name: 'Inquiry Details' });
        await detail.getByTestId('inquiry-line-variant').getByText('AR 99% · 2.5 litre bottle').waitFor();
        await detail.getByRole('button', { name: 'Write quotation' }).click();
        const variantSelect = detail.getByLabel('Grade and pack');
        await expect.poll(() => variantSelect.inputValue()).toBe(arId);
        // Sales offers the carboy instead: the line counts in its price unit from its lowest list price.
        await variantSelect.selectOption({ label: 'Technical 98% · 35 kg carboy' });
        await detail.getByText(/^List price: ৳\s?30\.00–৳\s?32\.00 per kg$/).waitFor();
        await variantSelect.scrollIntoViewIfNeeded();
        await screenshot(admin, `variants-quotation-editor-${viewport}-${language}`);
      });
    }
  }
});

describe.skipIf(!hasBrowser)('a catalogue card of a product sold in grades and packs', () => {
  it('takes a phone buyer to the product page’s picker, and the basket line carries the pack chosen', async ({
    site,
    openPage,
  }) => {
    const tag = Date.now().toString(36);
    const product = await createProduct(site.api, site.adminToken, {
      name: `Perchloric Acid ${tag}`,
      variants: [carboy, bottle],
    });
    const { page } = await openPage('phone');
    await page.goto(`/products?q=${encodeURIComponent(`Perchloric Acid ${tag}`)}`);
    const card = page.locator('article').filter({ hasText: `Perchloric Acid ${tag}` });
    // No bare "Add to quote" that would put the product in the basket without a grade and pack.
    const choose = card.getByRole('link', { name: `Choose grade and pack: Perchloric Acid ${tag}` });
    await choose.waitFor();
    expect(await card.getByRole('button', { name: /Add to quote/ }).count()).toBe(0);
    await screenshot(page, 'variants-catalogue-card-phone-en');
    await choose.click();

    await expect.poll(() => page.url()).toContain('#grade-and-pack');
    const picker = page.locator('#grade-and-pack');
    await expect.poll(() => picker.evaluate((box) => box.getBoundingClientRect().top)).toBeLessThan(200);
    await picker.getByText('AR 99%', { exact: true }).click();
    await picker.getByRole('button', { name: 'Add to quote' }).click();
    await page.goto('/quote-basket');
    await expect
      .poll(() => page.getByTestId('basket-variant').first().textContent())
      .toBe('AR 99% · 2.5 litre bottle');
    const basket = await page.evaluate(() => localStorage.getItem('quoteBasket'));
    expect(basket).toContain(product.variants[1]._id);
  });
});
