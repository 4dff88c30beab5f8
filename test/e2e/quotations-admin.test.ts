// Formal quotations in a real browser, on a phone and a desktop: an admin opens a buyer's inquiry,
// writes a two-line quotation (the form's own rules first), sends it, then revises it, and reads
// both versions back with the right states. The editor passes axe.
import type { Locator, Page } from 'playwright-core';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

/** Screenshots (under /tmp, for looking at) of the whole open dialog, one screen at a time. */
async function shot(page: Page, name: string) {
  const body = page.locator('dialog[open] .overflow-y-auto');
  const { scrollHeight, clientHeight } = await body.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  const before = await body.evaluate((el) => el.scrollTop);
  for (let part = 0; part * clientHeight < scrollHeight && part < 8; part++) {
    await body.evaluate((el, top) => el.scrollTo(0, top), part * clientHeight);
    await page.screenshot({ path: `/tmp/quotations-${name}-${part}.png` });
  }
  await body.evaluate((el, top) => el.scrollTo(0, top), before);
}

/** Fills one line of the editor by its fields' names (every line has the same labels). */
async function fillLine(
  editor: Locator,
  index: number,
  line: {
    product?: string;
    quantity: string;
    unit: string;
    price: string;
    currency?: string;
    packing?: string;
  },
) {
  const field = (name: string) => editor.locator(`[name="lines.${index}.${name}"]`);
  if (line.product !== undefined) await field('productName').fill(line.product);
  await field('quantity').fill(line.quantity);
  await field('unit').selectOption(line.unit);
  await field('unitPrice').fill(line.price);
  if (line.currency) await field('currency').selectOption(line.currency);
  if (line.packing) await field('packing').fill(line.packing);
}

describe.skipIf(!hasBrowser)('formal quotations in the admin area', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`writes, sends and revises a quotation from an inquiry (${viewport})`, async ({ site, openPage }) => {
      const productName = `Caustic Soda Flakes 99% (${viewport})`;
      const productId = (await createProduct(site.api, site.adminToken, { name: productName }))._id;
      const buyer = `Shirin Sultana ${viewport}`;
      const { data: inquiry } = await site.call<{ data: { _id: string } }>('POST', '/inquiries', {
        name: buyer,
        email: `shirin-${viewport}@example.com`,
        inquiry: 'Please quote 10 MT delivered to our dyeing unit in Gazipur.',
        productId,
      });

      const { page } = await openPage(viewport, 'admin');
      await page.goto(`/admin/inquiries?id=${inquiry._id}`);
      const detail = page.getByRole('dialog', { name: 'Inquiry Details' });
      await detail.getByText('No quotation sent yet.').waitFor();
      await detail.getByRole('button', { name: 'Write quotation' }).click();

      const editor = detail.getByRole('form', { name: 'Write quotation' });
      await editor.waitFor();
      // The one-line inquiry comes in as the first line, with no quantity yet: the admin must give one.
      expect(await editor.locator('[name="lines.0.productName"]').inputValue()).toBe(productName);
      expect(await editor.locator('[name="lines.0.quantity"]').inputValue()).toBe('');
      expect(await editor.getByLabel('Valid until').inputValue()).toBe(addDays(todayInDhaka(), 14));
      expect(await editor.getByLabel('VAT at 15% is added to these prices').isChecked()).toBe(true);

      // Sending as it stands: the contract's messages beside the fields, the first one focused.
      await editor.getByRole('button', { name: 'Send quotation' }).click();
      await editor.getByText('Quantity is required').waitFor();
      await editor.getByText('Unit price is required').waitFor();
      await editor.getByText('Unit is required').waitFor();
      await editor.getByText('Incoterm is required').waitFor();
      await editor.getByText('Delivery place is required').waitFor();
      await editor.getByText('Payment terms are required').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('lines.0.quantity');
      await expectNoAxeViolations(page, `quotation editor with errors (${viewport})`);
      await shot(page, `errors-${viewport}`);

      await fillLine(editor, 0, { quantity: '10', unit: 'MT', price: '95000', packing: '25 kg bags' });
      await editor.getByRole('button', { name: 'Add line' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('lines.1.productName');
      await fillLine(editor, 1, {
        product: 'Hydrogen Peroxide 50%',
        quantity: '4',
        unit: 'drum',
        price: '250',
        currency: 'USD',
      });
      await editor.getByLabel('Incoterm').selectOption('DAP');
      await editor.getByLabel('Delivery place').fill('Gazipur, Dhaka');
      await editor.getByLabel('Payment terms').fill('50% advance, balance on delivery');
      await editor.getByLabel('Notes').fill('Prices firm for the quantities above.');
      // Enter in a field does not send the quotation (the count of versions at the end says so).
      await editor.getByLabel('Payment terms').press('Enter');

      // The live preview: per currency, VAT added at 15 %.
      const preview = editor.getByRole('region', { name: 'Totals the buyer will see' });
      await preview.getByText('৳ 9,50,000.00', { exact: true }).waitFor();
      await preview.getByText('৳ 1,42,500.00', { exact: true }).waitFor();
      await preview.getByText('৳ 10,92,500.00', { exact: true }).waitFor();
      await preview.getByText('$1,150.00', { exact: true }).waitFor();
      await editor.getByLabel('Prices include VAT').check();
      await preview.getByText('$1,000.00', { exact: true }).waitFor();
      expect(await preview.getByText('৳ 1,42,500.00').count()).toBe(0);
      await editor.getByLabel('VAT at 15% is added to these prices').check();

      await expectNoAxeViolations(page, `quotation editor (${viewport})`);
      await shot(page, `editor-${viewport}`);

      await editor.getByRole('button', { name: 'Send quotation' }).click();
      await expectToast(page, 'Quotation sent to the buyer');
      const versions = detail.getByRole('list', { name: 'Quotation versions' });
      await versions.getByText('Version 1').waitFor();
      // The versions themselves, not the lines listed inside each.
      const items = versions.locator(':scope > li');
      const first = items.first();
      await first.getByText('Open', { exact: true }).waitFor();
      await first.getByText(/^Sent by Administrator · /).waitFor();
      await first.getByText('Delivery', { exact: true }).waitFor();
      await first.getByText('DAP Gazipur, Dhaka').waitFor();
      // The inquiry moved to Responded.
      expect(await detail.getByLabel('Status').inputValue()).toBe('responded');
      await shot(page, `sent-${viewport}`);

      // A revision starts from version 1: only the price changes.
      await detail.getByRole('button', { name: 'Revise quotation' }).click();
      const revision = detail.getByRole('form', { name: 'Revise quotation (version 2)' });
      await revision.waitFor();
      expect(await revision.locator('[name="lines.1.productName"]').inputValue()).toBe(
        'Hydrogen Peroxide 50%',
      );
      expect(await revision.getByLabel('Incoterm').inputValue()).toBe('DAP');
      await revision.locator('[name="lines.0.unitPrice"]').fill('-1');
      await revision.getByRole('button', { name: 'Send revision' }).click();
      await revision.getByText('Unit price cannot be negative').waitFor();
      await revision.locator('[name="lines.0.unitPrice"]').fill('92000');
      await revision.getByRole('button', { name: 'Remove line 2' }).click();
      expect(await revision.locator('[name="lines.1.productName"]').count()).toBe(0);
      await expect(revision.getByRole('button', { name: 'Remove line 1' }).isDisabled()).resolves.toBe(true);
      await revision.getByRole('button', { name: 'Send revision' }).click();
      await expectToast(page, 'Quotation sent to the buyer');

      await expect.poll(() => items.count()).toBe(2);
      await items.nth(0).getByText('Version 2').waitFor();
      await items.nth(0).getByText('Open', { exact: true }).waitFor();
      await items.nth(0).getByText('৳ 9,20,000.00', { exact: true }).first().waitFor();
      await items.nth(1).getByText('Version 1').waitFor();
      await items.nth(1).getByText('Superseded', { exact: true }).waitFor();
      // The old version stays readable: unfold it.
      await items.nth(1).getByText('Version 1').click();
      await items.nth(1).getByText('Hydrogen Peroxide 50%').waitFor();
      await expectNoAxeViolations(page, `quotation versions (${viewport})`);
      await shot(page, `versions-${viewport}`);

      const stored = await site.call<{ quotations: { version: number; state: string }[] }>(
        'GET',
        `/inquiries/${inquiry._id}/quotations`,
        undefined,
        site.adminToken,
      );
      expect(stored.quotations.map((q) => [q.version, q.state])).toEqual([
        [2, 'open'],
        [1, 'superseded'],
      ]);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
