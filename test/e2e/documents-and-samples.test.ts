// The document centre and sample requests in a real browser, on a phone and a desktop, in English and
// Bengali: a guest asks for an on-request SDS on the documents page, receives the link by mail (a real
// SMTP server) and downloads the PDF from the page it opens; a guest asks for a sample on the product
// page, lands on its tracking page, and sees the status the sales team sets.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { addSdsOnRequest, apiClient, createProduct } from './helpers/api';
import {
  hasBrowser,
  launchBrowser,
  newPage,
  pageErrors,
  screenshot,
  type ViewportName,
} from './helpers/browser';
import { type RunningServer, startServer } from './helpers/server';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const VIEWPORTS: ViewportName[] = ['phone', 'desktop'];
const LANGUAGES: Locale[] = ['en', 'bn'];
const prefix = (locale: Locale) => (locale === 'bn' ? '/bn' : '');

const WORDS = {
  en: {
    request: 'Request by e-mail',
    send: 'Send me the link',
    download: 'Download PDF',
    sample: 'Request a sample',
    submit: 'Send request',
    received: 'Status: Received',
    approved: 'Status: Approved',
  },
  bn: {
    request: 'ইমেইলে চেয়ে নিন',
    send: 'লিংক পাঠান',
    download: 'PDF ডাউনলোড করুন',
    sample: 'নমুনা চান',
    submit: 'অনুরোধ পাঠান',
    received: 'অবস্থা: গৃহীত',
    approved: 'অবস্থা: অনুমোদিত',
  },
} as const;

let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
let token: string;

describe.skipIf(!hasBrowser)('documents and samples in a real browser', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    api = apiClient(server);
    token = await api.adminToken();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  for (const viewport of VIEWPORTS) {
    for (const locale of LANGUAGES) {
      const words = WORDS[locale];

      it(`requests a gated SDS and opens it from the mail (${viewport}, ${locale})`, async () => {
        const name = `Nitric Acid ${viewport} ${locale}`;
        const product = await createProduct(api, token, { name, casNumber: '7697-37-2' });
        await addSdsOnRequest(api.call, token, product._id, {
          language: locale,
          pdf: [PDF, `% ${viewport} ${locale}\n`],
        });

        const { page } = await newPage(browser, server.url, viewport);
        await page.goto(`${prefix(locale)}/documents?q=${encodeURIComponent(name)}`);
        await page.getByRole('button', { name: words.request }).click();
        const dialog = page.getByRole('dialog');
        const email = `buyer-${viewport}-${locale}@example.com`;
        await dialog.getByRole('textbox').nth(0).fill('Rahim Uddin');
        await dialog.getByRole('textbox').nth(1).fill('Padma Textiles Ltd');
        await dialog.getByRole('textbox').nth(2).fill(email);
        await screenshot(page, `document-request-${viewport}-${locale}`);
        await dialog.getByRole('button', { name: words.send }).click();
        await dialog.waitFor({ state: 'hidden' });

        await expect
          .poll(() => smtp.messages.find((mail) => JSON.stringify(mail.to).includes(email)), {
            timeout: 20_000,
          })
          .toBeTruthy();
        const mail = smtp.messages.find((m) => JSON.stringify(m.to).includes(email))!;
        const link = /https?:\/\/[^\s]+\/documents\/download\/[A-Za-z0-9_-]{43}/.exec(mail.text!)![0];
        expect(link).toContain(`${prefix(locale)}/documents/download/`);
        await page.goto(new URL(link).pathname);
        const button = page.getByRole('link', { name: words.download });
        await button.waitFor();
        await screenshot(page, `document-download-${viewport}-${locale}`);
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        const saved = await download.path();
        const bytes = (await import('node:fs')).readFileSync(saved!);
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pageErrors(page)).toEqual([]);
        await page.context().close();
      });

      it(`requests a sample and follows it on its tracking page (${viewport}, ${locale})`, async () => {
        const product = await createProduct(api, token, { name: `Soda Ash Light ${viewport} ${locale}` });
        const { page } = await newPage(browser, server.url, viewport);
        await page.goto(`${prefix(locale)}/products/${product._id}`);
        await page.getByRole('button', { name: words.sample }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="quantity"]').fill('2');
        await dialog.locator('textarea[name="intendedUse"]').fill('Trial batch in our dye house');
        await dialog.locator('input[name="name"]').fill('Nasrin Akter');
        await dialog.locator('input[name="company"]').fill('Meghna Dyeing Ltd');
        await dialog.locator('input[name="email"]').fill(`sample-${viewport}-${locale}@example.com`);
        await dialog.locator('input[name="phone"]').fill('+880 1711-555666');
        await dialog.locator('textarea[name="deliveryAddress"]').fill('Plot 12, BSCIC, Narayanganj');
        await screenshot(page, `sample-form-${viewport}-${locale}`);
        await dialog.getByRole('button', { name: words.submit }).click();
        await page.waitForURL(/\/samples\/[A-Za-z0-9_-]{43}$/);
        await expect.poll(() => page.getByTestId('sample-status').textContent()).toBe(words.received);

        const trackingToken = new URL(page.url()).pathname.split('/').pop()!;
        const mine = await api.call<{ samples: { _id: string; productName: string }[] }>(
          'GET',
          '/admin/samples?status=new',
          undefined,
          token,
        );
        const id = mine.samples.find((s) => s.productName === product.name)!._id;
        await api.call('PATCH', `/admin/samples/${id}/status`, { status: 'approved' }, token);
        await page.reload();
        await expect.poll(() => page.getByTestId('sample-status').textContent()).toBe(words.approved);
        await screenshot(page, `sample-tracking-${viewport}-${locale}`);
        expect(trackingToken).toHaveLength(43);
        expect(pageErrors(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
