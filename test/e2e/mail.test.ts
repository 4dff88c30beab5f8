// Mail from the built server, as an operator runs it: nothing lost or sent twice when the process is
// killed outright with mail pending, and the admin's side in a real browser (the link in a staff
// alert, the Outbox with "Send again", the staff recipients form) on a phone and a desktop.
import { FORM_MIN_FILL_MS, FORM_STAMP_FIELD } from '@/contract/spam';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { apiClient } from './helpers/api';
import {
  expectNoAxeViolations,
  expectToast,
  hasBrowser,
  newPage,
  pageErrors,
  screenshot,
} from './helpers/browser';
import type { RunningServer } from './helpers/server';
import { describe, expect, it, VIEWPORT_NAMES } from './helpers/site';

// Sent as a person fills the form: apiClient adds the spam rule's start stamp, unless one is given.
const clients = new WeakMap<RunningServer, ReturnType<typeof apiClient>>();
async function sendContact(server: RunningServer, name: string, stamp?: string) {
  const client = clients.get(server) ?? apiClient(server);
  clients.set(server, client);
  const answer = await client.call<{ data: { _id: string } }>('POST', '/contact', {
    name,
    email: 'buyer@example.com',
    subject: 'sales',
    message: `Price for 5 MT, please (${name})`,
    ...(stamp ? { [FORM_STAMP_FIELD]: stamp } : {}),
  });
  return answer.data._id;
}

/**
 * Start stamps for `count` submissions (a stamp vouches for one), asked for at once and aged past the
 * minimum fill time together: fifty people filling the form side by side, not one after another.
 */
async function personStamps(server: RunningServer, count: number) {
  const stamps = await Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${server.url}/api/form-stamp`);
      return ((await response.json()) as { stamp: string }).stamp;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, FORM_MIN_FILL_MS + 200));
  return stamps;
}

const subjectFor = (name: string) => `New contact message from ${name}: Sales & Pricing`;

describe('mail and a killed server', () => {
  it('delivers every staff alert exactly once after a SIGKILL while all 50 were pending', async ({
    startServer,
  }) => {
    const smtp = await startSmtpServer();
    try {
      await smtp.stop(); // the SMTP server is down while the mail is queued
      const server = await startServer({ env: { SMTP_URL: smtp.url } });
      const names = Array.from({ length: 50 }, (_, i) => `Killed Sender ${i}`);
      const stamps = await personStamps(server, names.length);
      for (const [i, name] of names.entries()) await sendContact(server, name, stamps[i]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await server.stop('SIGKILL');

      await smtp.start();
      const restarted = await startServer({ dataDir: server.dataDir, env: { SMTP_URL: smtp.url } });
      // The first retry comes 30 s after the refused attempt.
      await smtp.waitFor(50, 90_000);
      // No mail is left to send, and the server that would send it has stopped: whatever copies
      // were to arrive have arrived.
      const api = apiClient(restarted);
      const token = await api.adminToken();
      const unsent = async () =>
        (
          await api.call<{ pagination: { totalMails: number } }>(
            'GET',
            '/admin/outbox?status=pending',
            undefined,
            token,
          )
        ).pagination.totalMails;
      await expect.poll(unsent).toBe(0);
      expect(await restarted.stop('SIGTERM')).toBe(0);
      expect(smtp.messages).toHaveLength(50);
      expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(50);
      expect(smtp.messages.map((mail) => mail.subject).sort()).toEqual(names.map(subjectFor).sort());
      expect(smtp.messages.every((mail) => mail.envelope.to.join() === 'admin@example.com')).toBe(true);
    } finally {
      await smtp.close();
    }
  }, 150_000);
});

describe.skipIf(!hasBrowser)('the admin side of mail', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let token: string;

  it.beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  it.afterAll(async () => {
    await smtp.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`opens the message a staff alert links to, and shows the outbox with Send again (${viewport})`, async ({
      startServer,
      browser,
    }) => {
      server = await startServer({ env: { SMTP_URL: smtp.url } });
      token = await apiClient(server).adminToken();
      const api = apiClient(server).call;
      const { context, page } = await newPage(browser, server.url, viewport, token);

      // Older messages first, so the linked one is not at the top of the list.
      const before = smtp.messages.length;
      const linkedName = `Farhana Akter ${viewport}`;
      await sendContact(server, linkedName);
      for (let i = 0; i < 6; i++) await sendContact(server, `Later Sender ${i} ${viewport}`);
      const alert = (await smtp.waitFor(before + 7))
        .slice(before)
        .find((mail) => mail.subject === subjectFor(linkedName));
      const link = (alert?.text ?? '').match(/https?:\/\/\S+\/admin\?\S+/)?.[0];
      expect(link).toBeDefined();
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, server.url));
      const linked = page.locator('article[aria-current="true"]');
      await linked.waitFor();
      expect(await linked.getAttribute('aria-label')).toBe(`Message from ${linkedName}`);
      await expect.poll(() => linked.isVisible()).toBe(true);
      const box = await linked.boundingBox();
      const height = page.viewportSize()!.height;
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(height);

      // A mail queued while the SMTP server is down: pending, with the error, and "Send again".
      await smtp.stop();
      await sendContact(server, `Waiting Sender ${viewport}`);
      await expect
        .poll(
          async () =>
            (
              await api<{ mails: { attempts: number }[] }>(
                'GET',
                '/admin/outbox?status=pending',
                undefined,
                token,
              )
            ).mails[0]?.attempts ?? 0,
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await page.goto('/admin?tab=outbox');
      const waiting = page.getByRole('article', { name: new RegExp(`Waiting Sender ${viewport}`) });
      await waiting.waitFor();
      await waiting.getByText('Pending', { exact: true }).waitFor();
      await waiting.getByText(/ECONNREFUSED/).waitFor();
      await page.getByRole('article').filter({ hasText: 'Sent' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-outbox-${viewport}`);
      await expectNoAxeViolations(page, `the Outbox tab (${viewport})`);

      await smtp.start();
      const sentBefore = smtp.messages.length;
      await waiting.getByRole('button', { name: /^Send again/ }).click();
      await expectToast(page, 'The mail will be sent again now');
      const [resent] = (await smtp.waitFor(sentBefore + 1)).slice(sentBefore);
      expect(resent.subject).toBe(subjectFor(`Waiting Sender ${viewport}`));
      await waiting.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await waiting.getByRole('button', { name: /^Send again/ }).count()).toBe(0);

      // The staff recipients and the sales address: the contract's message for a bad address, then saved.
      const recipients = page.getByRole('textbox', { name: 'Staff alert recipients' });
      const salesAddress = page.getByRole('textbox', { name: "Sales address for buyers' replies" });
      await page.getByText(`Buyers' replies now go to: ${server.admin.email}`).waitFor();
      await recipients.fill('sales@meghna.example\nnot-an-address');
      await page.getByRole('button', { name: 'Save mail settings' }).click();
      await page.getByText('"not-an-address" is not a valid email address').waitFor();
      await screenshot(page, `admin-outbox-recipients-error-${viewport}`);
      await recipients.fill('sales@meghna.example\nmd@meghna.example');
      await salesAddress.fill('orders@meghna.example');
      await page.getByRole('button', { name: 'Save mail settings' }).click();
      await expectToast(page, 'Mail settings saved');
      await page.getByText('Now going to: sales@meghna.example, md@meghna.example').waitFor();
      await page.getByText("Buyers' replies now go to: orders@meghna.example").waitFor();
      await screenshot(page, `admin-mail-settings-${viewport}`);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
      await server.stop();
    });
  }
});
