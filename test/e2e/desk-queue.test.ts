// The sales desk's queue in a real browser, on a phone and a desktop: a view's filters live in the URL
// and survive a reload; the phone shows cards, the desktop a table; the page reads in Bengali with no
// English left; every state passes axe; and the bulk bar changes the status of the selected leads
// through PUT /api/admin/leads/status and shows the list again; a product is chosen by typing its name.
// Screenshots under /tmp.
import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/desk-queue-${name}.png`, fullPage: true });

describe.skipIf(!hasBrowser)('the sales desk queue', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`filters by URL, reads in Bengali and changes status in bulk (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const marker = `Queuetest${viewport}`;
      const productId = (
        await createProduct(site.api, site.adminToken, { name: `Soda Ash Light (${viewport})` })
      )._id;
      for (const buyer of ['Rafiqul Islam', 'Shirin Sultana']) {
        await site.call('POST', '/inquiries', {
          name: `${buyer} ${marker}`,
          email: `${buyer.split(' ')[0].toLowerCase()}-${viewport}@example.com`,
          inquiry: `Please quote 10 MT delivered to Narayanganj. ${marker}`,
          productId,
        });
      }

      // Two more inquiries, one about another product, for the product filter.
      const picker = `Pickertest${viewport}`;
      const flakes = await createProduct(site.api, site.adminToken, {
        name: `Caustic Soda Flakes (${viewport})`,
        nameBn: `কস্টিক সোডা ফ্লেক্স (${viewport})`,
      });
      for (const [buyer, product] of [
        ['Jamal Uddin', productId],
        ['Nasima Khatun', flakes._id],
      ]) {
        await site.call('POST', '/inquiries', {
          name: `${buyer} ${picker}`,
          email: `${buyer.split(' ')[0].toLowerCase()}-${viewport}@example.com`,
          inquiry: `Please quote 5 MT. ${picker}`,
          productId: product,
        });
      }

      const { page } = await openPage(viewport, 'admin');
      // The product filter: typed, chosen from the list, kept in the URL, named after a reload.
      await page.goto(`/admin/leads?q=${picker}`);
      await page.getByText(`Jamal Uddin ${picker}`).filter({ visible: true }).first().waitFor();
      const productBox = page.getByRole('combobox', { name: 'Product' });
      await productBox.fill('caustic soda flakes');
      await page.getByRole('option', { name: `Caustic Soda Flakes (${viewport})` }).click();
      await page.waitForURL((url) => url.searchParams.get('product') === flakes._id);
      await page
        .getByText(`Jamal Uddin ${picker}`)
        .filter({ visible: true })
        .first()
        .waitFor({ state: 'detached' });
      await page.getByText(`Nasima Khatun ${picker}`).filter({ visible: true }).first().waitFor();
      expect(await page.getByTestId('leads-range').textContent()).toBe('1–1 of 1');
      await page.reload();
      await page.getByText(`Nasima Khatun ${picker}`).filter({ visible: true }).first().waitFor();
      await expect.poll(() => productBox.inputValue()).toBe(`Caustic Soda Flakes (${viewport})`);
      await expectNoAxeViolations(page, `queue by product (${viewport})`);
      await shot(page, `product-${viewport}`);
      await page.goto(`/bn/admin/leads?q=${picker}&product=${flakes._id}`);
      const productBoxBn = page.getByRole('combobox', { name: 'পণ্য' });
      await expect.poll(() => productBoxBn.inputValue()).toBe(`কস্টিক সোডা ফ্লেক্স (${viewport})`);
      await productBoxBn.fill('সোডা');
      await page.getByRole('option', { name: `কস্টিক সোডা ফ্লেক্স (${viewport})` }).waitFor();
      await shot(page, `product-bn-${viewport}`);
      await page.getByRole('button', { name: 'পণ্যের ফিল্টার সরান' }).click();
      await page.waitForURL((url) => !url.searchParams.has('product'));
      await page.getByText(`Jamal Uddin ${picker}`).filter({ visible: true }).first().waitFor();
      // The rows name the product as the page does, not as the buyer's English request stored it.
      await page.getByText(`কস্টিক সোডা ফ্লেক্স (${viewport})`).filter({ visible: true }).first().waitFor();

      await page.goto(`/admin/leads?q=${marker}&kind=inquiry&sort=buyer&dir=asc`);
      await page.getByRole('heading', { level: 1, name: 'Sales desk' }).waitFor();
      // The table's cells are in the page on a phone too, hidden: the visible one is the row or card shown.
      const firstBuyer = page.getByText(`Rafiqul Islam ${marker}`).filter({ visible: true }).first();
      await firstBuyer.waitFor();

      // The view is the URL: after a reload the same filters are set and the same leads shown.
      await page.reload();
      await firstBuyer.waitFor();
      expect(await page.getByRole('searchbox').inputValue()).toBe(marker);
      expect(await page.getByRole('combobox', { name: /^Kind/ }).inputValue()).toBe('inquiry');
      expect(await page.getByTestId('leads-range').textContent()).toBe('1–2 of 2');

      // A phone gets a compact list, a desktop the table.
      const table = page.getByRole('table');
      if (viewport === 'phone') {
        expect(await table.isVisible()).toBe(false);
        expect(await page.getByRole('listitem').filter({ hasText: marker }).count()).toBe(2);
      } else {
        await table.waitFor();
        expect(await table.getByRole('row').count()).toBe(3);
      }
      await expectNoAxeViolations(page, `queue (${viewport})`);
      await shot(page, `en-${viewport}`);

      // In Bengali: the same view, worded in Bengali.
      await page.goto(`/bn/admin/leads?q=${marker}&kind=inquiry`);
      await page.getByRole('heading', { level: 1, name: 'বিক্রয় ডেস্ক' }).waitFor();
      await page.getByText('দামের জিজ্ঞাসা').filter({ visible: true }).first().waitFor();
      expect(await page.getByTestId('leads-range').textContent()).toBe('২টির মধ্যে ১–২');
      // A select cannot wrap: the sort order's long Bengali words fit in its box, on a phone too.
      const orderFits = await page
        .getByRole('combobox', { name: /^ক্রম/ })
        .evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(select.selectedOptions[0]?.text ?? '').width <= room;
        });
      expect(orderFits).toBe(true);
      await expectNoAxeViolations(page, `Bengali queue (${viewport})`);
      await shot(page, `bn-${viewport}`);

      // Bulk: select one lead, close it, and the list is asked for again.
      await page.goto(`/admin/leads?q=${marker}&kind=inquiry&sort=buyer&dir=asc`);
      await firstBuyer.waitFor();
      await page
        .getByRole('checkbox', { name: /^Select [0-9A-F]{8}$/ })
        .first()
        .check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await bar.getByText('1 selected').waitFor();
      await bar.getByLabel('New status').selectOption('closed');
      await shot(page, `bulk-${viewport}`);
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/admin/leads/status'));
      const reloaded = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/admin/leads',
      );
      await bar.getByRole('button', { name: 'Apply' }).first().click();
      const request = await sent;
      expect(request.method()).toBe('PUT');
      expect(Object.keys(request.postDataJSON())).toEqual(['ids', 'status']);
      expect(request.postDataJSON().status).toBe('closed');
      await reloaded;
      // The lead's own row (or card) now says Closed (the endpoint is the lead screen's, DESIGN.md §6).
      await page
        .getByRole(viewport === 'phone' ? 'listitem' : 'row')
        .filter({ hasText: `Rafiqul Islam ${marker}`, visible: true })
        .getByText('Closed', { exact: true })
        .waitFor();
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
