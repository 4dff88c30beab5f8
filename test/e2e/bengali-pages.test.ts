// The site's own pages in Bengali at phone width (and desktop for the screenshots): about, careers,
// contact (a message sent), login and sign-up (an account made in Bengali) and a buyer's tracking page.
// Each page says it is Bengali, has a Bengali title and headings, and passes axe.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { AUTH_MESSAGES } from '@/contract/auth';
import { CONTACT_MESSAGES } from '@/contract/contact';
import { openPglite } from '@/server/db/client';
import { translator } from '@/server/i18n/translator';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';
import { apiClient } from './helpers/api';
import {
  expectNoAxeViolations,
  expectToast,
  hasBrowser,
  newPage,
  pageErrors,
  type ViewportName,
} from './helpers/browser';
import { describe, expect, it, type StartServer, VIEWPORT_NAMES } from './helpers/site';

const bn = translator('bn');

const CAREER = {
  title: 'Lab Chemist',
  description: 'Test incoming lots of acids and dyes.',
  location: 'Gazipur',
  department: 'Quality Control',
  requirements: ['BSc in Chemistry', 'Two years in a laboratory', 'Careful records', 'Teamwork'],
  responsibilities: ['Test incoming lots'],
  salary: { max: 55000, currency: 'BDT' },
};

type Seed = NonNullable<Parameters<typeof seedTrackedInquiry>[1]>;

/** A site of the test's own with one tracked inquiry written before it starts (the data directory is locked while it runs). */
async function siteWithInquiry(startServer: StartServer, seed: Seed) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bengali-'));
  const database = await openPglite(dataDir);
  let token: string;
  try {
    ({ token } = await seedTrackedInquiry(database.db, seed));
  } finally {
    await database.close();
  }
  return { server: await startServer({ dataDir }), token };
}

// Screenshots for people to look at, when asked for (SCREENSHOTS_DIR=/tmp/shots).
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Nothing on the page is wider than the screen (Bengali runs longer than English). */
async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectBengaliPage(page: Page, title: string) {
  expect(await page.locator('html').getAttribute('lang')).toBe('bn');
  await expect.poll(() => page.title()).toBe(`${title} | Meghna Chemicals`);
}

describe.skipIf(!hasBrowser)('the site’s own pages in Bengali', () => {
  it('shows the about, careers, login and sign-up pages in Bengali (phone)', async ({ site, openPage }) => {
    await site.call('POST', '/careers', CAREER, site.adminToken);
    const { page } = await openPage('phone');
    await page.goto('/bn/about');
    await page.getByRole('heading', { level: 1, name: /১৯৫৮ সালে যাত্রা শুরু/ }).waitFor();
    await expectBengaliPage(page, 'আমাদের সম্পর্কে');
    await page.getByRole('heading', { name: 'আমাদের লক্ষ্য' }).waitFor();
    await page.getByText('টেক্সটাইল কেমিক্যাল').first().waitFor();
    await expectNoSideways(page);
    await expectNoAxeViolations(page, 'about, Bengali');

    await page.goto('/bn/careers');
    await page.getByRole('heading', { level: 1, name: 'আমাদের সঙ্গে গড়ুন আপনার ক্যারিয়ার' }).waitFor();
    await expectBengaliPage(page, 'ক্যারিয়ার');
    const card = page.getByRole('article', { name: /Lab Chemist/ });
    await card.getByText('পূর্ণকালীন').waitFor();
    await card.getByText('সর্বোচ্চ ৳ ৫৫,০০০').waitFor();
    await card.getByText('আরও ১টি').waitFor();
    await card.getByRole('button', { name: 'বিস্তারিত দেখুন' }).click();
    await card.getByRole('button', { name: 'কম দেখান' }).waitFor();
    await expectNoSideways(page);
    await expectNoAxeViolations(page, 'careers, Bengali');

    await page.goto('/bn/login');
    await page.getByRole('heading', { name: 'আবার স্বাগতম' }).waitFor();
    await expectBengaliPage(page, 'লগইন');
    await page.getByRole('button', { name: 'পাসওয়ার্ড দেখান' }).waitFor();
    await expectNoAxeViolations(page, 'login, Bengali');
    // The link to sign up stays in Bengali.
    await page.getByRole('link', { name: 'একটি অ্যাকাউন্ট খুলুন' }).click();
    await page.waitForURL(/\/bn\/signup$/);
    await page.getByRole('heading', { name: 'আপনার অ্যাকাউন্ট খুলুন' }).waitFor();
    await expectBengaliPage(page, 'অ্যাকাউন্ট খুলুন');
    await page.getByText('কমপক্ষে ৬টি অক্ষর।').waitFor();
    await expectNoAxeViolations(page, 'signup, Bengali');
    await page.getByLabel('পূর্ণ নাম').fill('রাশেদা বেগম');
    await page.getByLabel('ইমেইল').fill('rasheda@example.com');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await expectToast(page, bn.msg(AUTH_MESSAGES.accountCreated));
    await page.waitForURL(/\/bn$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('sends a message from the Bengali contact page (phone)', async ({ openPage }) => {
    const { page } = await openPage('phone');
    await page.goto('/bn/contact');
    await page.getByRole('heading', { level: 1, name: 'আমাদের দলের সঙ্গে কথা বলুন' }).waitFor();
    await expectBengaliPage(page, 'যোগাযোগ');
    await expectNoSideways(page);
    await expectNoAxeViolations(page, 'contact, Bengali');
    const form = page.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
    await form.getByLabel('নাম').fill('করিম মিয়া');
    await form.getByLabel('ইমেইল').fill('karim@example.com');
    await form.getByLabel('বিষয়').selectOption('sales');
    await form.getByLabel('বার্তা').fill('সোডা অ্যাশের দাম জানাবেন।');
    await form.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    await expectToast(page, bn.msg(CONTACT_MESSAGES.sent));
    await page.getByRole('heading', { name: 'বার্তা পাঠানো হয়েছে' }).waitFor();
    await page.getByRole('button', { name: 'আরেকটি বার্তা পাঠান' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a buyer’s tracking page in Bengali, with its figures in Bengali digits (phone)', async ({
    browser,
    startServer,
  }) => {
    const { server, token } = await siteWithInquiry(startServer, {
      quotations: [{ validUntil: daysFromToday(20) }],
    });
    const { context, page } = await newPage(browser, server.url, 'phone');
    await page.goto(`/bn/quotes/${token}`);
    await page.getByRole('heading', { level: 1, name: 'আপনার অনুরোধ ও কোটেশন' }).waitFor();
    await expectBengaliPage(page, 'আপনার অনুরোধ ও কোটেশন');
    await page.getByRole('heading', { name: 'অবস্থার ইতিহাস' }).waitFor();
    await page.getByText('অনুরোধ পাওয়া গেছে').waitFor();
    const quotation = page.getByRole('article', { name: /কোটেশন সংস্করণ ১/ });
    await quotation.getByText('৳ ৬,৪২,৮৬১.৫০').waitFor();
    await expectNoSideways(page);
    await expectNoAxeViolations(page, 'tracking, Bengali');
    // Accepting asks first, in Bengali.
    await quotation.getByRole('button', { name: 'কোটেশন গ্রহণ করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'কোটেশনের সংস্করণ ১ গ্রহণ করবেন?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'accept confirmation, Bengali');
    await dialog.getByRole('button', { name: 'কোটেশন গ্রহণ করুন' }).click();
    await quotation.getByText(/আপনি .* তারিখে এই কোটেশনটি গ্রহণ করেছেন/).waitFor();
    await page.getByText('আপনি কোটেশনটি গ্রহণ করেছেন (সংস্করণ ১)').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
});

// Only when asked for: the pages at both sizes, for a person to read.
describe.skipIf(!hasBrowser || !process.env.SCREENSHOTS_DIR)('Bengali page screenshots', () => {
  it('takes them', async ({ browser, startServer }) => {
    fs.mkdirSync(process.env.SCREENSHOTS_DIR as string, { recursive: true });
    const { server, token } = await siteWithInquiry(startServer, {
      quotations: [
        { validUntil: daysFromToday(20), supersededAt: new Date() },
        { validUntil: daysFromToday(20), vatTreatment: 'added' },
      ],
    });
    const api = apiClient(server);
    await api.call('POST', '/careers', CAREER, await api.adminToken());
    for (const viewport of VIEWPORT_NAMES as ViewportName[]) {
      const { context, page } = await newPage(browser, server.url, viewport);
      for (const [name, url] of [
        ['about', '/bn/about'],
        ['careers', '/bn/careers'],
        ['contact', '/bn/contact'],
        ['login', '/bn/login'],
        ['home', '/bn/home'],
        ['tracking', `/bn/quotes/${token}`],
      ]) {
        await page.goto(url);
        await page.locator('h1').first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        await shot(page, `bn-${name}-${viewport}`);
      }
      await context.close();
    }
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
});
