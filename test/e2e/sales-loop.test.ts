// The whole sales loop on the built server with a real SMTP server, on a phone and a desktop: a guest
// sends a three-product basket; the acknowledgement and the staff alert arrive by mail and their
// links are followed; the admin writes and sends a quotation from the inquiry the alert opens; the
// quotation arrives with its PDF; the buyer reads it on the tracking page, downloads the PDF and
// accepts it, and staff hear of the acceptance by mail. Then a signed-in buyer's basket lands under
// My inquiries on the profile.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { TRACKING_MESSAGES } from '@/contract/tracking';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it as siteIt, VIEWPORT_NAMES } from './helpers/site';

const it = siteIt
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestSmtpServer> => {
    const smtp = await startSmtpServer();
    onCleanup(() => smtp.close());
    return smtp;
  })
  // The site mails through the file's SMTP server.
  .extend('siteOptions', { scope: 'file' }, async ({ smtp }) => ({ env: { SMTP_URL: smtp.url } }));

const nextYear = `${new Date().getFullYear() + 1}-03-15`;

/** The first mail (arrived or still to come) to `to` whose subject matches. */
async function mailTo(smtp: TestSmtpServer, to: string, subject: RegExp): Promise<ReceivedMail> {
  const find = () =>
    smtp.messages.find((mail) => mail.envelope.to.includes(to) && subject.test(mail.subject ?? ''));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

/** The link in a mail's text part with this path, checked to be the site's and in the HTML part too. */
function linkIn(siteUrl: string, mail: ReceivedMail, path: RegExp): string {
  const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((url) => path.test(new URL(url).pathname + new URL(url).search));
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  expect(mail.html || '').toContain(link!.replace(/&/g, '&amp;'));
  // The server mails its PUBLIC_URL (here http://localhost:<port>); the browser uses 127.0.0.1.
  const url = new URL(link!);
  expect(url.port).toBe(new URL(siteUrl).port);
  return `${siteUrl}${url.pathname}${url.search}`;
}

/** A mail has both parts, and nothing in it loads from elsewhere (no tracking pixels). */
function expectTwoParts(mail: ReceivedMail) {
  expect(mail.text?.trim().length).toBeGreaterThan(50);
  expect(typeof mail.html === 'string' && mail.html.length > 100).toBe(true);
  expect(mail.html as string).not.toMatch(/<img\b/i);
  // Laid out for the phone's width in mail apps that honour it, not shrunk from a desktop page.
  expect(mail.html as string).toContain(
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
  );
}

const line = (page: Page, name: string) => page.getByTestId('basket-line').filter({ hasText: name });

async function fillLine(page: Page, name: string, quantity: string, unit: string) {
  await line(page, name)
    .getByLabel(/^Quantity/)
    .fill(quantity);
  await line(page, name).getByLabel(/^Unit/).selectOption(unit);
}

describe.skipIf(!hasBrowser)('the sales loop, end to end', () => {
  // The site and the browser start here, under the hook's time limit, rather than inside the first
  // journey's.
  it.beforeAll(async ({ site, browser }) => {
    expect(browser.isConnected()).toBe(true);
    expect((await fetch(`${site.url}/api/health`)).ok).toBe(true);
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`takes a guest's basket to an accepted quotation, by mail and browser (${viewport})`, async ({
      site,
      smtp,
      openPage,
    }) => {
      const { api, adminToken } = site;
      const tag = `${viewport} ${Date.now().toString(36)}`;
      const names = [`Sulphuric Acid 98% ${tag}`, `Caustic Soda Flakes ${tag}`, `Soda Ash Light ${tag}`];
      const products = [];
      for (const name of names) products.push(await createProduct(api, adminToken, { name }));
      const buyerEmail = `rafiq-${viewport}@dyeing.example`;
      const buyerName = `Rafiq Islam ${viewport}`;

      // The guest: one from a card of the catalogue, two from their product pages.
      const { context, page } = await openPage(viewport);
      await page.goto(`/?q=${encodeURIComponent(tag)}`);
      await page.getByRole('button', { name: `Add to quote: ${names[0]}` }).click();
      await expectToast(page, `${names[0]} added to your quote basket`);
      for (const product of products.slice(1)) {
        await page.goto(`/products/${product._id}`);
        await page
          .getByRole('region', { name: 'Pricing' })
          .getByRole('button', { name: `Add to quote: ${product.name}` })
          .click();
        await page.getByRole('link', { name: `In quote basket: ${product.name}. View basket` }).waitFor();
      }
      await page.goto('/quote-basket');
      await expect.poll(() => page.getByTestId('basket-line').count()).toBe(3);
      await fillLine(page, names[0], '2.5', 'MT');
      await line(page, names[0])
        .getByLabel(/^Grade or packing/)
        .fill('Technical grade, 35 kg carboys');
      await fillLine(page, names[1], '40', 'bag');
      await fillLine(page, names[2], '4', 'drum');
      await page.getByLabel(/^Delivery location/).fill('Factory gate, Kashimpur, Gazipur');
      await page.getByRole('textbox', { name: /^Date needed/ }).fill(nextYear.split('-').reverse().join('/'));
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(buyerName);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(buyerEmail);
      await expectNoAxeViolations(page, `filled basket (${viewport})`);
      await page.getByRole('button', { name: 'Send quote request' }).dblclick();
      await expectToast(page, 'Your inquiry has been submitted successfully!');
      await page
        .getByTestId('basket-confirmation')
        .getByRole('link', { name: 'Track your request' })
        .waitFor();

      // The buyer's acknowledgement: both parts, the summary, and the tracking link.
      const ack = await mailTo(smtp, buyerEmail, /^Your price request [0-9A-F]{8}: /);
      expectTwoParts(ack);
      for (const name of names) expect(ack.text).toContain(name);
      expect(ack.text).toContain('Factory gate, Kashimpur, Gazipur');
      expect(ack.text).not.toContain('admin@example.com');
      const trackingUrl = linkIn(site.url, ack, /^\/quotes\/[A-Za-z0-9_-]{43}$/);
      await page.goto(trackingUrl);
      await page.getByRole('heading', { name: 'Your inquiry and quotations' }).waitFor();
      await page.getByText(names[1]).first().waitFor();
      await page.getByText('Request received').waitFor();
      await expectNoAxeViolations(page, `tracking page before a quotation (${viewport})`);

      // The staff alert, to the admin (the default recipients), links to the inquiry.
      const alert = await mailTo(
        smtp,
        'admin@example.com',
        new RegExp(`^New inquiry: .*\\(${buyerName}\\)$`),
      );
      expectTwoParts(alert);
      expect(alert.text).toContain(buyerEmail);
      const adminUrl = linkIn(site.url, alert, /^\/admin\/inquiries\?id=[0-9a-f-]{36}$/);

      // The admin opens it from the mail and writes the quotation: the lines come in as asked.
      const admin = await openPage(viewport, 'admin');
      await admin.page.goto(adminUrl);
      const detail = admin.page.getByRole('dialog', { name: 'Inquiry Details' });
      await detail.getByText('2.5 MT').waitFor();
      await detail.getByRole('button', { name: 'Write quotation' }).click();
      const editor = detail.getByRole('form', { name: 'Write quotation' });
      await editor.waitFor();
      const field = (index: number, name: string) => editor.locator(`[name="lines.${index}.${name}"]`);
      expect(await field(0, 'productName').inputValue()).toBe(names[0]);
      expect(await field(1, 'quantity').inputValue()).toBe('40');
      expect(await field(2, 'unit').inputValue()).toBe('drum');
      await field(0, 'unitPrice').fill('52000');
      await field(1, 'unitPrice').fill('1850');
      await field(2, 'unitPrice').fill('210');
      await field(2, 'currency').selectOption('USD');
      await editor.getByLabel('Incoterm').selectOption('DAP');
      await editor.getByLabel('Delivery place').fill('Kashimpur, Gazipur');
      await editor.getByLabel('Payment terms').fill('30 days from delivery');
      await expectNoAxeViolations(admin.page, `quotation editor filled (${viewport})`);
      // Pressed twice in a hurry, it still makes one version and one mail.
      await editor.getByRole('button', { name: 'Send quotation' }).dblclick();
      await expectToast(admin.page, 'Quotation sent to the buyer');
      const versions = detail.getByRole('list', { name: 'Quotation versions' });
      await versions.getByText('Version 1').waitFor();
      const inquiryId = new URL(adminUrl).searchParams.get('id')!;
      const stored = await api.call<{ quotations: unknown[] }>(
        'GET',
        `/inquiries/${inquiryId}/quotations`,
        undefined,
        adminToken,
      );
      expect(stored.quotations).toHaveLength(1);
      const reference = inquiryId.slice(0, 8).toUpperCase();

      // The quotation mail carries its PDF, and its link opens the same tracking page.
      const quoted = await mailTo(smtp, buyerEmail, /^Quotation Q-[0-9A-F]{8}-1: /);
      expectTwoParts(quoted);
      expect(quoted.text).toContain('৳ 1,30,000'); // 2.5 MT at 52,000
      const attachment = quoted.attachments.find((a) => a.contentType === 'application/pdf');
      expect(attachment?.filename).toMatch(/^quotation-Q-[0-9A-F]{8}-1\.pdf$/);
      expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
      // Its link is a token of its own (a stored hash cannot give the first one back): the same page.
      const mailedPage = await context.newPage();
      await mailedPage.goto(linkIn(site.url, quoted, /^\/quotes\/[A-Za-z0-9_-]{43}$/));
      await mailedPage.getByRole('article', { name: /Quotation version 1/ }).waitFor();
      await mailedPage.getByText(names[2]).first().waitFor();
      await mailedPage.close();

      // The buyer reloads the tracking page: the quotation, its PDF, and accepting it.
      await page.reload();
      const quotation = page.getByRole('article', { name: /Quotation version 1/ });
      await quotation.getByText('Kashimpur, Gazipur').first().waitFor();
      expect(await quotation.textContent()).toContain('৳ 1,30,000.00');
      // A phone's card for a line with neither packing nor lead time has no empty "-" row.
      const card = quotation.locator('ol > li').filter({ hasText: names[1] });
      expect(await card.textContent()).toMatch(/৳ 74,000\.00$/);
      await screenshot(page, `sales-loop-tracking-${viewport}`);
      await expectNoAxeViolations(page, `tracking page with the quotation (${viewport})`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        quotation.getByRole('link', { name: /Download PDF/ }).click(),
      ]);
      const pdf = fs.readFileSync((await download.path()) as string);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A question first, pressed twice in a hurry: the sales desk hears of it once.
      const ask = page.getByRole('form', { name: 'Message to our sales team' });
      await ask
        .getByRole('textbox', { name: /Your question/ })
        .fill('Can you deliver the drums by 10 March?');
      await ask.getByRole('button', { name: 'Send question' }).dblclick();
      await expectToast(page, TRACKING_MESSAGES.questionSent);
      const question = await mailTo(
        smtp,
        'admin@example.com',
        new RegExp(`^Question from a buyer: ${reference}$`),
      );
      expect(question.text).toContain('Can you deliver the drums by 10 March?');
      expect(linkIn(site.url, question, /^\/admin\/inquiries\?id=/)).toBe(adminUrl);

      await quotation.getByRole('button', { name: 'Accept quotation' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Accept quotation' }).click();
      await expectToast(page, QUOTATION_MESSAGES.accepted);
      await quotation.getByText(/You accepted this quotation on/).waitFor();
      await page.reload();
      await page
        .getByRole('article', { name: /Quotation version 1/ })
        .getByText(/You accepted this quotation on/)
        .waitFor();
      await expectNoAxeViolations(page, `accepted quotation (${viewport})`);

      // Staff hear of it, with the link to the inquiry.
      const accepted = await mailTo(
        smtp,
        'admin@example.com',
        new RegExp(`^Quotation accepted: ${reference} \\(version 1\\)$`),
      );
      expectTwoParts(accepted);
      expect(linkIn(site.url, accepted, /^\/admin\/inquiries\?id=/)).toBe(adminUrl);

      // The admin, following that link, finds the version marked accepted.
      await admin.page.goto(linkIn(site.url, accepted, /^\/admin\/inquiries\?id=/));
      await admin.page
        .getByRole('dialog', { name: 'Inquiry Details' })
        .getByRole('list', { name: 'Quotation versions' })
        .locator(':scope > li')
        .first()
        .getByText('Accepted', { exact: true })
        .waitFor();

      // Every mail went once: one acknowledgement and one quotation to the buyer, one question.
      expect(smtp.messages.filter((mail) => mail.envelope.to.includes(buyerEmail))).toHaveLength(2);
      expect(smtp.messages.filter((mail) => mail.subject === question.subject)).toHaveLength(1);
      expect(pageErrors(page)).toEqual([]);
      expect(pageErrors(admin.page)).toEqual([]);
      await admin.context.close();
      await context.close();
    });

    it(`shows a signed-in buyer's basket inquiry under My inquiries (${viewport})`, async ({
      site,
      smtp,
      openPage,
    }) => {
      const { api, adminToken } = site;
      const tag = `${viewport} ${Date.now().toString(36)}`;
      const product = await createProduct(api, adminToken, { name: `Hydrogen Peroxide 50% ${tag}` });
      const email = `salma-${viewport}-${Date.now().toString(36)}@example.com`;
      const { token } = await api.call<{ token: string }>('POST', '/auth/signup', {
        fullName: `Salma Begum ${viewport}`,
        email,
        password: 'secret123',
      });

      const { context, page } = await openPage(viewport, { token });
      await page.goto(`/products/${product._id}`);
      await page.getByRole('button', { name: `Add to quote: ${product.name}` }).click();
      await page.getByRole('link', { name: `In quote basket: ${product.name}. View basket` }).click();
      await fillLine(page, product.name, '6', 'IBC');
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Email', exact: true }).inputValue())
        .toBe(email);
      await page.getByRole('button', { name: 'Send quote request' }).click();
      await expectToast(page, 'Your inquiry has been submitted successfully!');
      await mailTo(smtp, email, /^Your price request [0-9A-F]{8}: /);

      await page.goto('/profile');
      const row = page
        .getByRole('region', { name: 'My inquiries' })
        .getByRole('link', { name: new RegExp(tag) });
      await row.waitFor();
      await expectNoAxeViolations(page, `My inquiries (${viewport})`);
      await row.click();
      await page.waitForURL('**/profile/inquiries/*');
      await page.getByRole('region', { name: 'Your request' }).getByText(product.name).waitFor();
      await page.getByText('6 IBCs').first().waitFor();
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
