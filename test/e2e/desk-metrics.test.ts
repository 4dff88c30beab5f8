// The sales desk's figures and settings in a real browser, on a phone and a desktop, in English and
// Bengali: the dashboard's response time, overdue count, win rate and weekly chart (uPlot, loaded on
// the admin page only), the Desk settings screen (a holiday added and removed, an address blocked and
// unblocked), and a person's contact form still arriving through the spam rule. Every state passes
// axe; screenshots under screenshots/ are for people to look at.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

const LANGUAGES = [
  {
    code: 'en',
    prefix: '',
    figures: 'Sales desk',
    median: 'Median first response (business hours)',
    chart: 'Chart of leads per week by kind, the last 12 weeks',
    settings: 'Desk settings',
    day: 'Date',
    addHoliday: 'Add holiday',
    saved: 'Holidays saved',
    email: 'E-mail address',
    block: 'Block',
    blocked: 'E-mail address blocked',
    unblock: (email: string) => `Unblock ${email}`,
    unblocked: 'E-mail address unblocked',
  },
  {
    code: 'bn',
    prefix: '/bn',
    figures: 'বিক্রয় ডেস্ক',
    median: 'প্রথম উত্তরের মধ্যমা সময় (কর্মঘণ্টায়)',
    chart: 'গত ১২ সপ্তাহে ধরন অনুযায়ী প্রতি সপ্তাহের অনুরোধের চার্ট',
    settings: 'ডেস্কের সেটিংস',
    day: 'তারিখ',
    addHoliday: 'ছুটি যোগ করুন',
    saved: 'ছুটির দিনগুলো সংরক্ষণ করা হয়েছে।',
    email: 'ইমেইল ঠিকানা',
    block: 'ব্লক করুন',
    blocked: 'ইমেইল ঠিকানাটি ব্লক করা হয়েছে।',
    unblock: (email: string) => `${email} ঠিকানার ব্লক তুলুন`,
    unblocked: 'ইমেইল ঠিকানাটির ব্লক তুলে নেওয়া হয়েছে।',
  },
] as const;

/** Whatever in the page's text is not Bengali, digits or punctuation (English left behind). */
const latinWords = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.flatMap((element) => element.textContent?.match(/[A-Za-z]{3,}/g) ?? []),
    );

describe.skipIf(!hasBrowser)('the sales desk figures and settings', () => {
  it.beforeAll(async ({ site }) => {
    // Leads made as a person makes them: through the public forms' API, which the helper stamps.
    for (const name of ['Farhana Akter', 'Tanvir Hasan']) {
      await site.call('POST', '/contact', {
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        subject: 'sales',
        message: 'Do you deliver to Gazipur?',
      });
    }
  });

  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORT_NAMES) {
      it(`shows the desk's figures and chart (${language.code}, ${viewport})`, async ({ openPage }) => {
        const { page } = await openPage(viewport, 'admin');
        const scripts: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await page.goto(`${language.prefix}/admin`);
        const figures = page.getByRole('region', { name: language.figures });
        await figures.getByText(language.median).waitFor();
        await figures.getByRole('img', { name: language.chart }).locator('canvas').first().waitFor();
        // Two leads this week, neither answered: no median yet, and the weekly table counts them.
        await expect.poll(() => page.getByTestId('desk-median').textContent()).toBe('–');
        const lastWeek = figures.getByRole('table').locator('tbody tr').last();
        await expect
          .poll(() => lastWeek.locator('td').last().textContent())
          .toBe(language.code === 'bn' ? '২' : '2');
        if (language.code === 'bn')
          expect(await latinWords(page, 'section[aria-labelledby="desk-figures"]')).toEqual([]);
        await screenshot(page, `desk-metrics-dashboard-${language.code}-${viewport}`);
        await expectNoAxeViolations(page, `desk figures (${language.code}, ${viewport})`);
        expect(pageErrors(page)).toEqual([]);
        // The chart library came with the admin page; public pages never name it (catalogue.test.ts).
        expect(scripts.some((url) => /leads-chart/.test(url))).toBe(true);
      });

      it(`edits the holidays and the blocked list (${language.code}, ${viewport})`, async ({ openPage }) => {
        const { page } = await openPage(viewport, 'admin');
        await page.goto(`${language.prefix}/admin`);
        await page.getByRole('link', { name: language.settings }).click();
        await page.getByRole('heading', { level: 1, name: language.settings }).waitFor();

        const day = `2030-0${viewport === 'phone' ? 3 : 4}-${language.code === 'bn' ? 16 : 26}`;
        await page.getByLabel(language.day).fill(day);
        await page.getByRole('button', { name: language.addHoliday }).click();
        await expectToast(page, language.saved);
        const holiday = page.locator(`time[datetime="${day}"]`);
        await holiday.waitFor();

        const email = `spam-${language.code}-${viewport}@junk.example`;
        await page.getByRole('textbox', { name: language.email }).fill(email.toUpperCase());
        await page.getByRole('button', { name: language.block, exact: true }).click();
        await expectToast(page, language.blocked);
        await page.getByText(email, { exact: true }).waitFor();
        if (language.code === 'bn') expect(await latinWords(page, 'h1, section h2, section p')).toEqual([]);
        await screenshot(page, `desk-metrics-settings-${language.code}-${viewport}`);
        await expectNoAxeViolations(page, `desk settings (${language.code}, ${viewport})`);

        await page.getByRole('button', { name: language.unblock(email) }).click();
        await expectToast(page, language.unblocked);
        await expect.poll(() => page.getByText(email, { exact: true }).count()).toBe(0);
        await holiday.locator('..').getByRole('button').click();
        await expect.poll(() => holiday.count()).toBe(0);
        expect(pageErrors(page)).toEqual([]);
      });
    }
  }

  it("still takes a person's contact message, and the honeypot is out of everyone's reach", async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage('phone');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Nusrat Jahan');
    await form.getByLabel('Email').fill('nusrat@example.com');
    await form.getByLabel('Subject').selectOption('sales');
    await form.getByLabel('Message').fill('Price for 2 MT of soda ash, please.');
    // The trap is neither reachable by Tab nor announced.
    const trap = form.locator('input[name="mc_hp_ref"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await expectNoAxeViolations(page, 'the contact form with its honeypot');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor({ timeout: 15_000 });
    const contacts = await site.call<{ data: { name: string }[] }>(
      'GET',
      '/contact/admin?limit=100',
      undefined,
      site.adminToken,
    );
    expect(contacts.data.filter((message) => message.name === 'Nusrat Jahan')).toHaveLength(1);
  });
});
