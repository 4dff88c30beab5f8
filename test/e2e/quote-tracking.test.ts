// The buyer's tracking page in a real browser, on a phone and a desktop: a tracking link opens the
// inquiry with its quotations (the newest in full, the older one folded and marked superseded), the
// PDF downloads, the buyer accepts after confirming and sees it accepted; an expired quotation offers
// a fresh quote; a signed-in buyer finds the inquiry under My inquiries. The inquiries are written
// into the site's database before it starts, as the inquiry form and the admin's quotation form do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { COMPANY_LEGAL } from '@/contract/site';
import { TRACKING_MESSAGES } from '@/contract/tracking';
import { openPglite } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { hashPassword } from '@/server/features/auth/password';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';
import {
  expectNoAxeViolations,
  expectToast,
  hasBrowser,
  pageErrors,
  type ViewportName,
} from './helpers/browser';
import { describe, expect, it as siteIt, VIEWPORT_NAMES } from './helpers/site';

type Seeded = Awaited<ReturnType<typeof seedTrackedInquiry>>;

const buyer = { email: 'nasrin@example.com', password: 'buyer-password-1' };

/** A buyer's account and, per viewport, a revised, an expired and the buyer's own request. */
async function seedRequests(dataDir: string) {
  const requests = {} as Record<ViewportName, { revised: Seeded; expired: Seeded; mine: Seeded }>;
  const database = await openPglite(dataDir);
  try {
    const [user] = await database.db
      .insert(users)
      .values({
        fullName: 'Nasrin Akter',
        email: buyer.email,
        passwordHash: await hashPassword(buyer.password),
      })
      .returning();
    for (const viewport of VIEWPORT_NAMES) {
      requests[viewport] = {
        revised: await seedTrackedInquiry(database.db, {
          name: `Rahim Uddin (${viewport})`,
          lines: [
            { productName: 'Caustic Soda Flakes 99%', quantity: 5, unit: 'MT', note: '25 kg bags' },
            {
              productName: 'সালফিউরিক অ্যাসিড 98%',
              quantity: 20,
              unit: 'drum',
              variantLabel: {
                grade: 'technical',
                purity: '98%',
                packQuantity: 35,
                packUnit: 'kg',
                container: 'carboy',
              },
            },
          ],
          quotations: [
            { validUntil: daysFromToday(20), supersededAt: new Date() },
            { validUntil: daysFromToday(20) },
          ],
        }),
        expired: await seedTrackedInquiry(database.db, { quotations: [{ validUntil: daysFromToday(-2) }] }),
        mine: await seedTrackedInquiry(database.db, {
          name: 'Nasrin Akter',
          userId: user.id,
          lines: [{ productName: `ক্ষার Soda Ash (${viewport})`, quantity: 2, unit: 'MT' }],
          quotations: [{ validUntil: daysFromToday(15) }],
        }),
      };
    }
  } finally {
    await database.close();
  }
  return requests;
}

const it = siteIt
  // The requests, written into a data directory before the site starts on it.
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('seeded', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-tracking-'));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir, requests: await seedRequests(dataDir) };
  })
  .extend('siteOptions', { scope: 'file' }, async ({ seeded }) => ({ dataDir: seeded.dataDir }));

// Screenshots for people to look at, when asked for (SCREENSHOTS_DIR=/tmp/shots).
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe.skipIf(!hasBrowser)('the buyer’s tracking page in a real browser', () => {
  // The site and the browser start here, under the hook's time limit, rather than inside the first
  // journey's.
  it.beforeAll(async ({ site, browser }) => {
    expect(browser.isConnected()).toBe(true);
    expect((await fetch(`${site.url}/api/health`)).ok).toBe(true);
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`shows the quotation, downloads its PDF and accepts it (${viewport})`, async ({
      site,
      openPage,
      seeded,
    }) => {
      const { context, page } = await openPage(viewport);
      const { token, quotationIds } = seeded.requests[viewport].revised;
      await page.goto(`/quotes/${token}`);
      await page.getByRole('heading', { name: 'Your inquiry and quotations' }).waitFor();
      expect(await page.title()).toBe('Your Inquiry and Quotations | Meghna Chemicals');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

      // The request, its history and the current version in full, with the company's legal details.
      await expect.poll(() => page.getByText('সালফিউরিক অ্যাসিড 98%').first().isVisible()).toBe(true);
      // Each line of the request names the grade and pack asked for.
      await expect
        .poll(() => page.getByTestId('request-line-variant').first().textContent())
        .toBe('Technical 98% · 35 kg carboy');
      // Bengali is drawn in the site's own Noto Sans Bengali, whatever fonts the visitor's device has.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts].some(
              (font) => font.family.includes('Noto Sans Bengali') && font.status === 'loaded',
            );
          }),
        )
        .toBe(true);
      await page.getByRole('heading', { name: 'Status history' }).waitFor();
      await page.getByText('Request received').waitFor();
      const current = page.getByRole('article', { name: /Quotation version 2/ });
      await current.getByText(`BIN: ${COMPANY_LEGAL.bin}`).waitFor();
      await current.getByText('৳ 6,42,861.50').waitFor();
      // Drawn from the same layout as the PDF: the total in words and where to pay the advance.
      await current
        .getByText('In words: Taka Six Lakh Forty Two Thousand Eight Hundred Sixty One and Paisa Fifty only')
        .waitFor();
      await current.getByRole('heading', { name: 'Bank details for payment' }).waitFor();
      // The older version is folded away and marked superseded until opened.
      const older = page.getByRole('button', { name: /Version 1/ });
      await older.getByText('Superseded').waitFor();
      expect(await older.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('article', { name: /Quotation version 1/ }).isVisible()).toBe(false);
      await shot(page, `tracking-${viewport}`);
      await expectNoAxeViolations(page, `tracking page (${viewport})`);

      await older.click();
      const oldDocument = page.getByRole('article', { name: /Quotation version 1/ });
      await oldDocument.getByText(QUOTATION_MESSAGES.superseded).waitFor();
      expect(await oldDocument.getByRole('button', { name: 'Accept quotation' }).count()).toBe(0);

      // The PDF is a real PDF of this version.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        current.getByRole('link', { name: /Download PDF/ }).click(),
      ]);
      const pdf = fs.readFileSync((await download.path()) as string);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/^quotation-Q-[0-9A-F]{8}-2\.pdf$/);

      // Printed, the page is the quotations alone, black on white.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('heading', { name: 'Status history' }).isVisible()).toBe(false);
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await current.getByRole('button', { name: 'Accept quotation' }).isVisible()).toBe(false);
      expect(await oldDocument.isVisible()).toBe(true);
      await shot(page, `tracking-${viewport}-print`);
      // Printed to A4 for real: one version per page, the current one first.
      const printed = path.join(os.tmpdir(), `tracking-print-${viewport}-${process.pid}.pdf`);
      await page.pdf({ path: printed, format: 'A4' });
      const pages = execFileSync('pdftotext', ['-layout', printed, '-'])
        .toString()
        .split('\f')
        .filter((p) => p.trim());
      const number = (version: number) =>
        `Q-${seeded.requests[viewport].revised.inquiryId.slice(0, 8).toUpperCase()}-${version}`;
      expect(pages[0]).toContain(number(2));
      expect(pages[0]).not.toContain(number(1));
      expect(pages.find((text) => text.includes(number(1)))).toContain(
        'This quotation has been replaced by a newer version',
      );
      expect(pages.join('')).not.toContain('Status history');
      if (process.env.SCREENSHOTS_DIR)
        fs.copyFileSync(printed, path.join(process.env.SCREENSHOTS_DIR, `print-${viewport}.pdf`));
      fs.rmSync(printed);
      await page.emulateMedia({ media: 'screen' });

      // Accepting asks first; cancelling changes nothing.
      await current.getByRole('button', { name: 'Accept quotation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Accept quotation version 2?' });
      await dialog.getByText(TRACKING_MESSAGES.acceptConfirm).waitFor();
      await expectNoAxeViolations(page, `accept confirmation (${viewport})`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await current.getByRole('button', { name: 'Accept quotation' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Accept quotation' }).click();
      await expectToast(page, QUOTATION_MESSAGES.accepted);
      await current.getByText(/You accepted this quotation on/).waitFor();
      expect(await current.getByRole('button', { name: 'Accept quotation' }).count()).toBe(0);
      await page.getByText('You accepted the quotation (version 2)').waitFor();

      // It stays accepted on a fresh load, and the server says so too.
      await page.reload();
      await page
        .getByRole('article', { name: /Quotation version 2/ })
        .getByText(/You accepted this quotation on/)
        .waitFor();
      await shot(page, `tracking-accepted-${viewport}`);
      const stored = await (await fetch(`${site.url}/api/quotes/${token}`)).json();
      expect(stored.quotations[0]).toMatchObject({ _id: quotationIds[1], state: 'accepted' });
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });

    it(`offers a fresh quote for an expired quotation, and says so for a bad link (${viewport})`, async ({
      openPage,
      seeded,
    }) => {
      const { context, page } = await openPage(viewport);
      await page.goto(`/quotes/${seeded.requests[viewport].expired.token}`);
      const document = page.getByRole('article', { name: /Quotation version 1/ });
      await document.getByText(QUOTATION_MESSAGES.expired).waitFor();
      expect(await document.getByRole('button', { name: 'Accept quotation' }).count()).toBe(0);
      await document.getByRole('button', { name: 'Ask for a fresh quote' }).click();
      const form = page.getByRole('form', { name: 'Message to our sales team' });
      const textarea = form.getByRole('textbox', { name: /Ask for a fresh quote/ });
      expect(await textarea.inputValue()).toContain('fresh quotation');
      await form.getByRole('button', { name: 'Ask for a fresh quote' }).click();
      await expectToast(page, TRACKING_MESSAGES.freshQuoteSent);
      await page.getByText('You asked for a fresh quotation').waitFor();
      await shot(page, `tracking-expired-${viewport}`);
      await expectNoAxeViolations(page, `expired quotation (${viewport})`);

      // A question with nothing in it is stopped by the form with the contract's message.
      await form.getByRole('button', { name: 'Send question' }).click();
      await form.getByText(TRACKING_MESSAGES.messageRequired).waitFor();

      await page.goto(`/quotes/${seeded.requests[viewport].expired.token.slice(0, -2)}xx`);
      await page.getByRole('heading', { name: 'This link does not open an inquiry' }).waitFor();
      await page.getByText(TRACKING_MESSAGES.notFound).waitFor();
      await expectNoAxeViolations(page, `invalid link (${viewport})`);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });

    it(`lists a signed-in buyer's inquiries under My inquiries (${viewport})`, async ({
      site,
      openPage,
      seeded,
    }) => {
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buyer),
      });
      const { token } = await login.json();
      const { context, page } = await openPage(viewport, { token });
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'My inquiries' });
      const row = section.getByRole('link', { name: new RegExp(`Soda Ash \\(${viewport}\\)`) });
      await row.waitFor();
      await row.getByText('Open').waitFor();
      await shot(page, `my-inquiries-${viewport}`);
      await expectNoAxeViolations(page, `My inquiries (${viewport})`);
      await row.click();
      await page.waitForURL(`**/profile/inquiries/${seeded.requests[viewport].mine.inquiryId}`);
      await page
        .getByRole('region', { name: 'Your request' })
        .getByText(`ক্ষার Soda Ash (${viewport})`)
        .waitFor();
      expect(await page.title()).toBe('Your Inquiry | Meghna Chemicals');
      await page.getByRole('heading', { name: 'Your inquiry and quotations' }).waitFor();
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
