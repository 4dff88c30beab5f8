// The sales desk's conversation in a real browser, with a real SMTP server, in English and in Bengali:
// one admin gives a buyer's inquiry to another, who is told by the bell and by mail, writes to the
// buyer (the mail arrives) and adds a note; the buyer opens their page from the mail, reads the
// message and never the note, and answers; the answer shows in the admin's timeline. Each screen is
// looked at on a phone and a desktop, with axe.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { COMPANY } from '@/contract/site';
import { FORM_MIN_FILL_MS, FORM_STAMP_FIELD } from '@/contract/spam';
import type { Locale } from '@/i18n/locales';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { createProduct } from './helpers/api';
import { expectNoAxeViolations, expectToast, hasBrowser, pageErrors, screenshot } from './helpers/browser';
import { describe, expect, it as siteIt } from './helpers/site';

const it = siteIt
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestSmtpServer> => {
    const smtp = await startSmtpServer();
    onCleanup(() => smtp.close());
    return smtp;
  })
  .extend('siteOptions', { scope: 'file' }, async ({ smtp }) => ({ env: { SMTP_URL: smtp.url } }));

/** A text of the catalogs, as the page shows it (`{name}` placeholders filled in). */
function word(locale: Locale, namespace: string, key: string, values: Record<string, string> = {}) {
  const file = path.resolve(`src/i18n/catalogs/${locale}/${namespace}.json`);
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const text = catalog[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
/** An admin's server message in the page's language (that catalog is keyed by the English). */
const said = (locale: Locale, english: string) =>
  locale === 'en' ? english : word('bn', 'admin-messages', english);

/** The first mail (arrived or still to come) to `to` with this subject. */
async function mailTo(smtp: TestSmtpServer, to: string, subject: string): Promise<ReceivedMail> {
  const find = () => smtp.messages.find((mail) => mail.envelope.to.includes(to) && mail.subject === subject);
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

const JOURNEYS = [
  { locale: 'en', viewport: 'phone', other: 'desktop' },
  { locale: 'bn', viewport: 'desktop', other: 'phone' },
] as const;

describe.skipIf(!hasBrowser)('the sales desk conversation', () => {
  it.beforeAll(async ({ site, browser }) => {
    expect(browser.isConnected()).toBe(true);
    expect((await fetch(`${site.url}/api/health`)).ok).toBe(true);
  });

  for (const { locale, viewport, other } of JOURNEYS) {
    it(`assigns, writes to the buyer, keeps a note and hears the answer (${locale}, ${viewport})`, async ({
      site,
      smtp,
      openPage,
    }) => {
      const prefix = locale === 'bn' ? '/bn' : '';
      const a = (key: string, values?: Record<string, string>) => word(locale, 'admin', key, values);
      const tag = `${locale}-${Date.now().toString(36)}`;
      const product = await createProduct(site.api, site.adminToken, { name: `Soda Ash Light ${tag}` });

      // A second admin, Babul, reading the site in the journey's language.
      const babulEmail = `babul-${tag}@meghna.example`;
      const signedUp = await site.call<{ token: string; _id: string }>('POST', '/auth/signup', {
        fullName: `Babul Hossain ${tag}`,
        email: babulEmail,
        password: 'Desk-pass-2026',
      });
      await site.call('PUT', `/admin/users/${signedUp._id}/promote`, undefined, site.adminToken);
      await site.call('PUT', '/me/language', { language: locale }, signedUp.token);
      const babul = { token: signedUp.token };

      // The buyer asks for a price on a page in the journey's language, at a person's pace (the
      // spam rule's start stamp, src/contract/spam.ts).
      const buyerEmail = `rahim-${tag}@dyeing.example`;
      const { stamp } = (await (await fetch(`${site.url}/api/form-stamp`)).json()) as { stamp: string };
      await sleep(FORM_MIN_FILL_MS + 200);
      const asked = await fetch(`${site.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({
          lines: [{ productId: product._id, quantity: 5, unit: 'MT' }],
          name: 'Rahim Uddin',
          email: buyerEmail,
          inquiry: 'Please quote delivered to Gazipur.',
          [FORM_STAMP_FIELD]: stamp,
        }),
      });
      expect(asked.status).toBe(201);
      const inquiryId: string = (await asked.json()).data._id;
      const reference = inquiryId.slice(0, 8).toUpperCase();

      // The site's admin opens the lead from the inquiry's id and gives it to Babul.
      const alice = await openPage(viewport, 'admin');
      await alice.page.goto(`${prefix}/admin/leads/${inquiryId}`);
      // It moves to the lead's own address.
      await alice.page.waitForURL(
        (url) => /\/admin\/leads\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.includes(inquiryId),
      );
      const leadPath = new URL(alice.page.url()).pathname.replace(/^\/bn/, '');
      expect(leadPath).not.toContain(inquiryId);
      await alice.page.getByRole('heading', { name: `${reference} · Rahim Uddin` }).waitFor();
      await alice.page
        .getByLabel(a('admin.leadThread.owner'), { exact: true })
        .selectOption({ label: `Babul Hossain ${tag}` });
      await expectToast(alice.page, said(locale, 'Owner saved'));

      // Babul hears of it by mail, in his language, with the link to the lead...
      const assigned = await mailTo(
        smtp,
        babulEmail,
        word(locale, 'mail', 'mail.leadAssigned.subject', { reference, name: 'Rahim Uddin' }),
      );
      expect(assigned.text).toContain(leadPath);
      // ...and by the bell, which opens the lead.
      const desk = await openPage(viewport, babul);
      await desk.page.goto(`${prefix}/admin`);
      const bell = desk.page.getByRole('button', { name: new RegExp(`^${a('admin.notifications.title')}`) });
      await bell.click();
      const note = desk.page.getByText(a('admin.notification.leadAssigned.title')).first();
      await note.waitFor();
      await screenshot(desk.page, `desk-thread-bell-${locale}-${viewport}`);
      await note.click();
      await desk.page.waitForURL((url) => url.pathname.endsWith(leadPath));

      // He writes to the buyer: the message mode is the default, and says where it goes.
      const message = `We can deliver 5 MT to Gazipur next week (${tag}).`;
      const composer = desk.page.getByRole('form', { name: a('admin.leadThread.toBuyer') });
      await composer.getByText(buyerEmail).waitFor();
      await composer.getByLabel(a('admin.leadThread.messageLabel')).fill(message);
      await composer.getByRole('button', { name: a('admin.leadThread.send') }).click();
      await expectToast(desk.page, said(locale, 'Message sent to the buyer'));
      const timeline = desk.page.getByRole('region', { name: a('admin.leadThread.timeline') });
      await timeline.getByText(message).waitFor();
      const toBuyer = await mailTo(
        smtp,
        buyerEmail,
        word(locale, 'mail', 'mail.leadMessage.subject', { reference, company: COMPANY.shortName }),
      );
      expect(toBuyer.text).toContain(message);

      // Then a note, in the other mode, marked as staff-only.
      const secret = `Price-sensitive buyer, offer 2% off (${tag})`;
      await desk.page.getByRole('tab', { name: a('admin.leadThread.internalNote') }).click();
      const noteForm = desk.page.getByRole('form', { name: a('admin.leadThread.internalNote') });
      await noteForm.getByText(a('admin.leadThread.noteHint')).waitFor();
      await noteForm.getByLabel(a('admin.leadThread.noteLabel')).fill(secret);
      await noteForm.getByRole('button', { name: a('admin.leadThread.addNote') }).click();
      await expectToast(desk.page, said(locale, 'Note added'));
      await timeline.getByText(secret).waitFor();
      await timeline.getByText(a('admin.leadThread.noteHidden')).waitFor();
      await screenshot(desk.page, `desk-thread-lead-${locale}-${viewport}`);
      await expectNoAxeViolations(desk.page, `the lead (${locale}, ${viewport})`);

      // The buyer follows the mail's link: the message is there, the note is not; they answer.
      const link = (toBuyer.text ?? '').match(/https?:\/\/[^\s]+\/quotes\/[\w-]{43}/)?.[0];
      expect(link, 'the tracking link in the message mail').toBeDefined();
      const buyer = await openPage(viewport);
      await buyer.page.goto(new URL(link!).pathname);
      await buyer.page.getByText(message).waitFor();
      await buyer.page
        .getByText(word(locale, 'account', 'account.tracking.event.staffMessage'))
        .first()
        .waitFor();
      expect(await buyer.page.content()).not.toContain('Price-sensitive');
      const answer = `Yes please, deliver on Sunday (${tag}).`;
      await buyer.page.getByLabel(word(locale, 'account', 'account.tracking.yourQuestion')).fill(answer);
      await buyer.page
        .getByRole('button', { name: word(locale, 'account', 'account.tracking.sendQuestion') })
        .click();
      await buyer.page.getByText(answer).waitFor();
      expect(await buyer.page.content()).not.toContain('Price-sensitive');
      await screenshot(buyer.page, `desk-thread-tracking-${locale}-${viewport}`);
      await expectNoAxeViolations(buyer.page, `the tracking page (${locale}, ${viewport})`);

      // The answer joins the same timeline, after the note.
      await desk.page.reload();
      await timeline.getByText(answer).waitFor();
      const texts = await timeline.getByRole('listitem').allTextContents();
      const at = (text: string) => texts.findIndex((entry) => entry.includes(text));
      expect(at(message)).toBeLessThan(at(secret));
      expect(at(secret)).toBeLessThan(at(answer));

      // The same screen on the other device.
      const second = await openPage(other, babul);
      await second.page.goto(`${prefix}${leadPath}`);
      await second.page.getByText(answer).waitFor();
      await screenshot(second.page, `desk-thread-lead-${locale}-${other}`);
      await expectNoAxeViolations(second.page, `the lead (${locale}, ${other})`);

      for (const page of [alice.page, desk.page, buyer.page, second.page] as Page[]) {
        expect(pageErrors(page)).toEqual([]);
      }
    });
  }
});
