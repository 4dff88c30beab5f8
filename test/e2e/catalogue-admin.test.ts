// The admin's product management in a real browser, on a desktop and a phone: add through the
// catalogue's modal (every form rule answered with the spec's message), edit with photos and a
// data sheet on the edit page, contact-for-pricing from a card, delete with confirmation from a card
// and from the product page, and the dashboard tab. Other accounts get none of it.

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { cardNames } from './catalogue-helpers';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it } from './helpers/site';

const fixture = (name: string) => path.resolve('test/fixtures', name);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function submitExpecting(page: Page, dialogName: string, message: string) {
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: 'Add Product' }).click();
  await expectToast(page, message);
  await page
    .getByRole('dialog', { name: dialogName })
    .getByRole('alert')
    .filter({ hasText: message })
    .waitFor();
}

describe.skipIf(!hasBrowser)('product management by the admin', () => {
  it('adds a product through the modal, with every form rule checked in order', async ({ openPage }) => {
    const { page } = await openPage('desktop', 'admin');
    await page.goto('/');
    await page.getByText('No products available').waitFor();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Product name').waitFor();
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('USD');
    expect(await dialog.getByLabel('Unit').inputValue()).toBe('piece');

    await submitExpecting(page, 'Add Product', 'Please fill in all required fields');
    await dialog.getByLabel('Product name').fill('Caustic Soda Flakes 99%');
    await dialog
      .getByLabel(/^Description/)
      .fill('Sodium hydroxide flakes for scouring, soap making and pH control.');
    await submitExpecting(page, 'Add Product', 'Please select an image for the product');
    await dialog
      .getByLabel('Main photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await submitExpecting(page, 'Add Product', 'Please select a valid image file (JPEG, PNG, GIF, WebP)');
    await dialog.getByLabel('Main photo').setInputFiles(fixture('photo.jpg'));
    await submitExpecting(page, 'Add Product', 'Please enter a valid minimum price');
    await dialog.getByLabel('Minimum price').fill('0');
    await submitExpecting(page, 'Add Product', 'Please enter a valid minimum price');
    await dialog.getByLabel('Minimum price').fill('520');
    await dialog.getByLabel('Maximum price').fill('500');
    await submitExpecting(page, 'Add Product', 'Maximum price must be greater than minimum price');
    await dialog.getByLabel('Maximum price').fill('560.5');
    await dialog.getByLabel('Unit').selectOption('MT');
    await dialog.getByLabel('CAS number').fill('1310-73-3');
    await submitExpecting(page, 'Add Product', 'Please enter a valid CAS number (for example 7664-93-9)');
    await dialog.getByLabel('CAS number').fill('1310-73-2');
    await dialog.getByLabel('Category').fill('Acids & Alkalis');
    await dialog
      .getByLabel('Add additional photos')
      .setInputFiles([fixture('avatar.png'), fixture('photo.jpg')]);
    await dialog.getByRole('list', { name: 'Additional photos' }).getByRole('img').nth(1).waitFor();
    await dialog.getByLabel('Specification 1 name').fill('Assay (NaOH)');
    await dialog.getByLabel('Specification 1 value').fill('99.0% min');
    await screenshot(page, 'product-form-desktop');
    await expectNoAxeViolations(page, 'the product form, filled in after errors');

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Product created successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cardNames(page)).toEqual(['Caustic Soda Flakes 99%']);
    await page.getByText('$520 - $560.5 per MT').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows the server refusing a file that only claims to be an image, and keeps the form open', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage('desktop', 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Product name').fill('Fake Picture');
    await dialog.getByLabel(/^Description/).fill('Should never be stored.');
    await dialog.getByLabel('Main photo').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(fixture('not-an-image.png')),
    });
    await dialog.getByLabel('Contact for pricing (no price shown)').check();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Please select a valid image file (JPEG, PNG, GIF, WebP)');
    await dialog.getByLabel('Product name').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const { pagination } = await site.call<{ pagination: { totalProducts: number } }>(
      'GET',
      '/products?q=fake',
    );
    expect(pagination.totalProducts).toBe(0);
  });

  it('edits a product with its photos and a data sheet on the edit page', async ({ site, openPage }) => {
    const product = await createProduct(site.api, site.adminToken, {
      name: 'Hydrogen Peroxide 35%',
      category: 'Textile Chemicals',
      price: { minValue: 80, currency: 'BDT', unit: 'kg', contactForPrice: false },
      extraPhotos: 3,
    });
    const { page } = await openPage('desktop', 'admin');
    await page.goto(`/products/${product._id}`);
    await page.getByText('1 / 4').waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${site.url}/products/${product._id}/edit`);
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();

    await page.getByLabel('Product name').fill('Hydrogen Peroxide 50%');
    await page.getByLabel('Minimum price').fill('95');
    await page.getByLabel('Maximum price').fill('110');
    const photos = page.getByRole('list', { name: 'Additional photos' });
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await page.getByLabel('Add additional photos').setInputFiles(fixture('avatar.png'));
    await expect.poll(() => photos.getByRole('img').count()).toBe(3);
    // The same picture again is refused when it is added, not dropped later by the server.
    await page.getByLabel('Add additional photos').setInputFiles(fixture('avatar.png'));
    await page.getByRole('alert').filter({ hasText: 'This picture is already added' }).waitFor();
    expect(await photos.getByRole('img').count()).toBe(3);
    await page.getByText(/Additional photos \(3 of 10\)/).waitFor();
    await page.getByLabel('Main photo').setInputFiles(fixture('avatar.png'));
    await page.getByLabel('Safety Data Sheet (SDS) file').setInputFiles({
      name: 'sds.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await screenshot(page, 'product-edit-desktop');
    await expectNoAxeViolations(page, 'the edit product page');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expectToast(page, 'Product updated successfully');
    // Back on the product's page, at the address of its name as saved.
    await page.waitForURL(new RegExp(`/products/[a-z0-9-]+-${product._id.slice(0, 8)}$`));
    await page.getByRole('heading', { level: 1, name: 'Hydrogen Peroxide 50%' }).waitFor();
    await expect(page.getByTestId('product-price').textContent()).resolves.toBe('৳ 95 - ৳ 110 per kg');
    await page.getByText('1 / 4').waitFor();
    // The new main photo is the square avatar picture.
    const main = page.getByRole('img', { name: 'Hydrogen Peroxide 50%, photo 1 of 4' });
    await expect(main.getAttribute('width')).resolves.toBe('300');
    await page.getByRole('link', { name: /Safety Data Sheet \(SDS\)/ }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('edits from a card on a phone, and deletes from a card after confirming', async ({ site, openPage }) => {
    // Longer than the card's cut of it (LIST_DESCRIPTION_LENGTH): the form edits the whole product.
    const description = 'Light soda ash (sodium carbonate) for glass, detergent and textile plants. '
      .repeat(4)
      .trim();
    const { _id } = await createProduct(site.api, site.adminToken, {
      name: 'Soda Ash Light',
      category: 'Acids & Alkalis',
      description,
    });
    const { page } = await openPage('phone', 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Edit Soda Ash Light' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await dialog.getByLabel('Product name').inputValue()).toBe('Soda Ash Light');
    expect(await dialog.getByLabel(/^Description/).inputValue()).toBe(description);
    // The price inputs line up, though "Maximum price (optional)" takes two lines on a phone.
    const [minimum, maximum] = await Promise.all([
      dialog.getByLabel('Minimum price').boundingBox(),
      dialog.getByLabel('Maximum price').boundingBox(),
    ]);
    expect(maximum!.y).toBe(minimum!.y);
    expect(maximum!.height).toBe(minimum!.height);
    await dialog.getByLabel('Contact for pricing (no price shown)').check();
    await dialog.getByLabel('In stock').uncheck();
    await screenshot(page, 'product-form-phone');
    await expectNoAxeViolations(page, 'the product form on a phone');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully');
    const card = page.locator('article').filter({ hasText: 'Soda Ash Light' });
    await card.getByText('Contact for pricing').waitFor();
    await card.getByText('Out of Stock').waitFor();
    expect((await site.api.call<{ description: string }>('GET', `/products/${_id}`)).description).toBe(
      description,
    );

    await page.getByRole('button', { name: 'Delete Soda Ash Light' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    await confirm.getByText(/Are you sure you want to delete "Soda Ash Light"\?/).waitFor();
    await screenshot(page, 'product-delete-confirm-phone');
    await expectNoAxeViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await card.waitFor();
    await page.getByRole('button', { name: 'Delete Soda Ash Light' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product deleted successfully');
    await card.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('deletes from the product page and returns to the catalogue', async ({ site, openPage }) => {
    const product = await createProduct(site.api, site.adminToken, {
      name: 'Ferric Chloride 40%',
      category: 'Water Treatment',
    });
    const { page } = await openPage('desktop', 'admin');
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete product' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Product deleted successfully');
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => cardNames(page)).not.toContain('Ferric Chloride 40%');
    expect(pageErrors(page)).toEqual([]);
  });

  it('manages products from the dashboard tab', async ({ openPage }) => {
    const { page } = await openPage('desktop', 'admin');
    await page.goto('/admin?tab=products');
    const tab = page.getByRole('region', { name: 'Product Management' });
    await tab.getByText('Caustic Soda Flakes 99%').waitFor();
    await tab.getByRole('searchbox', { name: 'Search products' }).fill('peroxide');
    await expect.poll(() => tab.getByRole('listitem').allInnerTexts()).toHaveLength(1);
    await tab.getByRole('button', { name: 'Edit Hydrogen Peroxide 50%' }).click();
    await page.getByRole('dialog', { name: 'Edit Product' }).getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'admin-products-tab-desktop');
  });

  it('gives other accounts none of it', async ({ site, openPage }) => {
    const user = await site.call<{ token: string }>('POST', '/auth/signup', {
      fullName: 'Rahim Uddin',
      email: 'rahim@example.com',
      password: 'secret123',
    });
    const { page } = await openPage('desktop', { token: user.token });
    await page.goto('/');
    await page.locator('article').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Product' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    const [first] = await cardNames(page);
    await page.getByRole('link', { name: first }).click();
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.goto(`${page.url()}/edit`);
    await expectToast(page, "You don't have permission to access this page");
    await page.waitForURL(`${site.url}/`);
  });
});
