// The admin area in Bengali, on a phone and a desktop: the dashboard's tabs and counts in Bengali,
// an inquiry answered with a quotation (the Bengali editor, its totals in Bengali digits, the
// Bengali toast), and the site setting that switches Bengali pages to Latin digits and back. Every
// state passes axe; screenshots under /tmp are for people to read (Bengali is longer than English).
import type { Page } from 'playwright-core';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/bengali-admin-${name}.png` });

/** Screenshots of the open dialog, one screen at a time. */
async function dialogShots(page: Page, name: string) {
  const body = page.locator('dialog[open] .overflow-y-auto');
  const { scrollHeight, clientHeight } = await body.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  for (let part = 0; part * clientHeight < scrollHeight && part < 8; part++) {
    await body.evaluate((el, top) => el.scrollTo(0, top), part * clientHeight);
    await page.screenshot({ path: `/tmp/bengali-admin-${name}-${part}.png` });
  }
}

describe.skipIf(!hasBrowser)('the admin area in Bengali', () => {
  for (const viewport of VIEWPORT_NAMES) {
    it(`shows the dashboard in Bengali, sends a quotation and changes the digits (${viewport})`, async ({
      site,
      openPage,
    }) => {
      const productName = `Caustic Soda Flakes 99% (${viewport})`;
      const productId = (await createProduct(site.api, site.adminToken, { name: productName }))._id;
      const { data: inquiry } = await site.call<{ data: { _id: string } }>('POST', '/inquiries', {
        name: `Rafiqul Islam ${viewport}`,
        email: `rafiq-${viewport}@example.com`,
        inquiry: 'Please quote 10 MT delivered to our mill in Narayanganj.',
        productId,
      });

      const { page } = await openPage(viewport, 'admin');
      await page.goto('/bn/admin');
      await page.getByRole('heading', { level: 1, name: 'অ্যাডমিন ড্যাশবোর্ড' }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'ব্যবস্থাপনা' });
      for (const label of ['ব্যবহারকারী ব্যবস্থাপনা', 'মন্তব্য ব্যবস্থাপনা', 'দামের অনুরোধ', 'আউটবক্স']) {
        await tabs.getByRole('tab', { name: label }).waitFor();
      }
      // The counts are written in Bengali digits: at least one new inquiry, so a "নতুন" badge.
      await page.getByRole('link', { name: /দামের অনুরোধ.*[০-৯]+টি নতুন/ }).waitFor();
      expect(await page.getByTestId('stat-products').textContent()).toMatch(/^[০-৯]+$/);
      await expectNoAxeViolations(page, `Bengali dashboard (${viewport})`);
      await shot(page, `dashboard-${viewport}`);

      await tabs.getByRole('tab', { name: 'দামের অনুরোধ' }).click();
      const list = page.getByRole('region', { name: 'দামের অনুরোধ' });
      await list.getByRole('group', { name: 'অবস্থা অনুযায়ী বাছাই' }).waitFor();
      await list.getByText(/^[০-৯]+টি অনুরোধ$/).waitFor();
      await expectNoAxeViolations(page, `Bengali inquiries tab (${viewport})`);
      await shot(page, `inquiries-${viewport}`);

      // The other tabs, each in Bengali and passing axe.
      for (const [tab, heading] of [
        ['users', 'ব্যবহারকারী ব্যবস্থাপনা'],
        ['comments', 'মন্তব্য ব্যবস্থাপনা'],
        ['careers', 'ক্যারিয়ার ব্যবস্থাপনা'],
        ['contacts', 'যোগাযোগের বার্তা'],
      ] as const) {
        await page.goto(`/bn/admin?tab=${tab}`);
        await page.getByRole('tabpanel', { name: heading }).waitFor();
        await page.getByRole('heading', { level: 2, name: heading }).waitFor({ state: 'attached' });
        await expectNoAxeViolations(page, `Bengali ${tab} tab (${viewport})`);
        await shot(page, `${tab}-${viewport}`);
      }
      await page.goto('/bn/admin?tab=careers');
      await page.getByRole('button', { name: 'নতুন চাকরির বিজ্ঞপ্তি' }).click();
      const careerForm = page.getByRole('dialog', { name: 'নতুন চাকরির বিজ্ঞপ্তি' });
      await careerForm.getByLabel('পদের নাম (ইংরেজি)').waitFor();
      await careerForm.getByLabel('বাংলায় পদের নাম').waitFor();
      await careerForm.getByRole('button', { name: 'চাহিদা যোগ করুন', exact: true }).waitFor();
      await expectNoAxeViolations(page, `Bengali career form (${viewport})`);
      await dialogShots(page, `career-form-${viewport}`);
      await page.keyboard.press('Escape');

      // The inquiry's detail and the quotation editor.
      await page.goto(`/bn/admin/inquiries?id=${inquiry._id}`);
      const detail = page.getByRole('dialog', { name: 'অনুরোধের বিস্তারিত' });
      await detail.getByText('এখনো কোনো কোটেশন পাঠানো হয়নি।').waitFor();
      await detail.getByRole('button', { name: 'কোটেশন লিখুন' }).click();
      const editor = detail.getByRole('form', { name: 'কোটেশন লিখুন' });
      await editor.waitFor();
      expect(await editor.getByLabel('এই দামের সাথে ১৫% ভ্যাট যোগ হবে').isChecked()).toBe(true);
      await editor.locator('[name="lines.0.quantity"]').fill('10');
      await editor.locator('[name="lines.0.unit"]').selectOption('MT');
      await editor.locator('[name="lines.0.unitPrice"]').fill('95000');
      await editor.getByLabel('ইনকোটার্ম').selectOption('DAP');
      await editor.getByLabel('ডেলিভারির স্থান').fill('Narayanganj');
      await editor.getByLabel('পেমেন্টের শর্ত').fill('৫০% অগ্রিম');
      // The live totals in Bengali digits, with lakh grouping.
      const preview = editor.getByRole('region', { name: 'ক্রেতা যে মোট দেখবেন' });
      await preview.getByText('৳ ১০,৯২,৫০০.০০', { exact: true }).waitFor();
      await expectNoAxeViolations(page, `Bengali quotation editor (${viewport})`);
      await dialogShots(page, `editor-${viewport}`);

      await editor.getByRole('button', { name: 'কোটেশন পাঠান' }).click();
      await expectToast(page, 'কোটেশন ক্রেতার কাছে পাঠানো হয়েছে');
      const versions = detail.getByRole('list', { name: 'কোটেশনের সংস্করণ' });
      await versions.getByText('সংস্করণ ১').waitFor();
      await versions.getByText('চালু', { exact: true }).waitFor();
      expect(await detail.getByLabel('অবস্থা').inputValue()).toBe('responded');
      await expectNoAxeViolations(page, `Bengali quotation sent (${viewport})`);
      await dialogShots(page, `sent-${viewport}`);
      await page.keyboard.press('Escape');

      // The digits setting, beside the mail settings in the Outbox tab.
      await page.goto('/bn/admin?tab=outbox');
      const settings = page.getByRole('form', { name: 'সাইট সেটিংস' });
      await settings.waitFor();
      expect(await settings.getByLabel('বাংলা (১২৩)').isChecked()).toBe(true);
      await expectNoAxeViolations(page, `Bengali outbox and settings (${viewport})`);
      await shot(page, `outbox-${viewport}`);
      await settings.getByLabel('ইংরেজি (123)').check();
      await settings.getByRole('button', { name: 'সাইট সেটিংস সংরক্ষণ করুন' }).click();
      await expectToast(page, 'সাইট সেটিংস সংরক্ষণ হয়েছে');
      expect(await site.call('GET', '/admin/settings/site', undefined, site.adminToken)).toEqual({
        numerals: 'latin',
      });
      // The next Bengali page writes Latin digits: the dashboard's counts, the quotation's version.
      await page.goto('/bn/admin');
      expect(await page.evaluate(() => document.documentElement.dataset.numerals)).toBe('latin');
      await expect.poll(() => page.getByTestId('stat-products').textContent()).toMatch(/^[0-9]+$/);
      await shot(page, `dashboard-latin-${viewport}`);

      await page.goto('/bn/admin?tab=outbox');
      const again = page.getByRole('form', { name: 'সাইট সেটিংস' });
      await again.getByLabel('বাংলা (১২৩)').check();
      await again.getByRole('button', { name: 'সাইট সেটিংস সংরক্ষণ করুন' }).click();
      await expectToast(page, 'সাইট সেটিংস সংরক্ষণ হয়েছে');
      await page.goto('/bn/admin');
      expect(await page.evaluate(() => document.documentElement.dataset.numerals)).toBe('bengali');
      await expect.poll(() => page.getByTestId('stat-products').textContent()).toMatch(/^[০-৯]+$/);
      expect(pageErrors(page)).toEqual([]);
    });
  }
});
