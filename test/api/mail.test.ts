// Outgoing mail end to end: a real SMTP server (smtp-server) receives what the worker sends, parsed
// with mailparser. Staff alerts, the outbox and its "send again", the staff recipients setting, and
// an SMTP outage during which 50 mails are queued.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries, mailOutbox, products, quotations, siteSettings } from '@/server/db/schema';
import { queueMail } from '@/server/features/mail/outbox';
import { markAttemptFailed } from '@/server/features/mail/outbox-repository';
import { TAB_KEYS } from '@/web/features/admin/tabs';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import type { TestUser } from '../helpers/users';

const PUBLIC_URL = 'https://catalogue.example.com';
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() =>
  createTestApp(
    { smtpUrl: smtp.url, mailFrom: '"Meghna Chemicals" <sales@meghna.example>', publicUrl: PUBLIC_URL },
    // Retries within a second instead of 30 s, so an outage can end inside a test.
    { mail: { retry: { firstDelayMs: 100, maxDelayMs: 400 }, pollIntervalMs: 200 } },
  ),
);
const admin = t.signUpAdmin({ email: 'sales.desk@example.com' });
const user = t.signUp();
beforeEach(async () => {
  await t.app.db.delete(siteSettings);
  // Written past the app, which is told as the mail settings' own save would tell it.
  await t.app.changes.publish(t.app.db, { kind: 'staff' });
});

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '+880 1811-222333',
  subject: 'sales',
  message: 'Do you deliver to Chattogram EPZ?\nWe need 5 MT a month.',
  ...overrides,
});
const sendContact = async (overrides: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contactBody(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
};
const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who: TestUser | null = admin,
  payload?: object,
) => t.call(method, url, who, payload);
const mailsTo = (address: string, since: number) =>
  smtp.messages.slice(since).filter((m) => m.envelope.to.includes(address));
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

describe('staff alerts', () => {
  it('sends a new contact message to the staff at once, with text and HTML parts and a link to it', async () => {
    const before = smtp.messages.length;
    const id = await sendContact();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);

    expect(mail.envelope.to).toEqual(['sales.desk@example.com']);
    expect(mail.from?.text).toBe('"Meghna Chemicals" <sales@meghna.example>');
    expect(mail.subject).toBe('New contact message from Nusrat Jahan: Sales & Pricing');
    expect(mail.text).toContain('Email: nusrat@example.com');
    expect(mail.text).toContain('Phone: +880 1811-222333');
    expect(mail.text).toContain('Do you deliver to Chattogram EPZ?\nWe need 5 MT a month.');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('nusrat@example.com');
    expect(mail.html).not.toMatch(/<img/i);

    // The link opens the Contact Messages tab of the dashboard at this message, which the admin list holds.
    const [link] = linksIn(mail.text ?? '');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/admin`);
    expect(TAB_KEYS).toContain(url.searchParams.get('tab'));
    expect(url.searchParams.get('tab')).toBe('contacts');
    expect(url.searchParams.get('item')).toBe(id);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const list = await inject('GET', '/api/contact/admin');
    expect(list.json().data.map((m: { _id: string }) => m._id)).toContain(id);

    // Recorded as sent (once the pass that sent it is over), with the Message-ID the mail carried.
    await t.app.mail.deliverDue();
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, mail.messageId!));
    expect(row).toMatchObject({ status: 'sent', kind: 'contactAlert', toAddress: 'sales.desk@example.com' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends a new review to the staff with the product, rating and a link to the comments tab', async () => {
    const [product] = await t.app.db
      .insert(products)
      .values({
        name: 'Caustic Soda Flakes 99%',
        description: 'Sodium hydroxide',
        category: 'Industrial Chemicals',
      })
      .returning({ id: products.id });
    const before = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/comments/product/${product.id}`,
      payload: {
        commentText: 'Good purity, fast delivery.',
        rating: 4,
        commenterName: 'Guest Buyer',
        email: 'guest@example.com',
      },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe('New review of Caustic Soda Flakes 99% (4/5)');
    expect(mail.text).toContain('Good purity, fast delivery.');
    expect(mail.text).toContain('Rating: 4 out of 5');
    expect(mail.text).toContain('From: Guest Buyer (guest)');
    expect(mail.html).toContain('Caustic Soda Flakes 99%');
    const admin = linksIn(mail.text ?? '').find((link) => link.includes('/admin?'));
    expect(new URL(admin!).searchParams.get('tab')).toBe('comments');
    expect(new URL(admin!).searchParams.get('item')).toBe(response.json().comment._id);
  });

  it('queues nothing when the review is refused', async () => {
    const before = await t.app.db.$count(mailOutbox);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comments/product/00000000-0000-4000-8000-000000000000',
      payload: { commentText: 'Hello', commenterName: 'Guest', email: 'guest@example.com' },
    });
    expect(response.statusCode).toBe(404);
    expect(await t.app.db.$count(mailOutbox)).toBe(before);
  });
});

describe('staff recipients setting', () => {
  // The recipients and their languages are kept in the process (app.mail.addressing()): each of
  // these changes must reach the very next alert.
  it('writes the next alert to an admin promoted since the last one, and in the language an admin chose since', async () => {
    let before = smtp.messages.length;
    await sendContact({ name: 'First Sender' });
    expect((await smtp.waitFor(before + 1)).slice(before).map((m) => m.envelope.to)).toEqual([
      ['sales.desk@example.com'],
    ]);
    const promoted = await inject('PUT', `/api/admin/users/${user.id}/promote`);
    expect(promoted.statusCode).toBe(200);
    const chosen = await inject('PUT', '/api/me/language', admin, { language: 'bn' });
    expect(chosen.statusCode).toBe(200);
    try {
      before = smtp.messages.length;
      await sendContact({ name: 'Second Sender' });
      const arrived = (await smtp.waitFor(before + 2)).slice(before);
      const to = (address: string) => arrived.find((m) => m.envelope.to.includes(address));
      expect(to(user.email)?.subject).toBe('New contact message from Second Sender: Sales & Pricing');
      expect(to('sales.desk@example.com')?.subject).toMatch(/[\u0980-\u09FF]/);
    } finally {
      await inject('PUT', '/api/me/language', admin, { language: 'en' });
      await inject('PUT', `/api/admin/users/${user.id}/demote`);
    }
  });

  it('defaults to every admin, and sends to the saved addresses instead once set', async () => {
    const initial = await inject('GET', '/api/admin/settings/mail');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      staffRecipients: [],
      effectiveRecipients: ['sales.desk@example.com'],
      salesAddress: null,
      effectiveReplyTo: ['sales.desk@example.com'],
      smtpConfigured: true,
    });

    const saved = await inject('PUT', '/api/admin/settings/mail', admin, {
      staffRecipients: [' Sales@Meghna.example ', 'md@meghna.example', 'sales@meghna.example'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Mail settings saved',
      settings: { staffRecipients: ['sales@meghna.example', 'md@meghna.example'] },
    });

    const before = smtp.messages.length;
    await sendContact({ name: 'Second Sender' });
    const arrived = (await smtp.waitFor(before + 2)).slice(before);
    expect(arrived.flatMap((m) => m.envelope.to).sort()).toEqual([
      'md@meghna.example',
      'sales@meghna.example',
    ]);
    // One mail per recipient: nobody sees another recipient's address.
    for (const mail of arrived) expect(mail.envelope.to).toHaveLength(1);
    expect(mailsTo('sales.desk@example.com', before)).toHaveLength(0);

    const cleared = await inject('PUT', '/api/admin/settings/mail', admin, { staffRecipients: [] });
    expect(cleared.json().settings.effectiveRecipients).toEqual(['sales.desk@example.com']);
  });

  it('refuses a bad address or more than 20 with the rule broken, and anyone but an admin', async () => {
    const bad = await inject('PUT', '/api/admin/settings/mail', admin, {
      staffRecipients: ['ok@example.com', 'not-an-address'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '"not-an-address" is not a valid email address' });
    const many = Array.from({ length: 21 }, (_, i) => `staff${i}@example.com`);
    const tooMany = await inject('PUT', '/api/admin/settings/mail', admin, { staffRecipients: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'At most 20 staff recipients' });
    const notList = await inject('PUT', '/api/admin/settings/mail', admin, {
      staffRecipients: 'a@example.com',
    });
    expect(notList.statusCode).toBe(400);
    expect((await t.app.db.select().from(siteSettings)).length).toBe(0);

    expect((await inject('PUT', '/api/admin/settings/mail', null, { staffRecipients: [] })).statusCode).toBe(
      401,
    );
    expect((await inject('PUT', '/api/admin/settings/mail', user, { staffRecipients: [] })).statusCode).toBe(
      403,
    );
    expect((await inject('GET', '/api/admin/settings/mail', user)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/settings/mail', null)).statusCode).toBe(401);
  });
});

describe('the outbox', () => {
  it('lists mail newest first with its delivery state, filtered by status, for admins only', async () => {
    await sendContact({ name: 'Listed Sender' });
    await t.app.mail.deliverDue();
    const response = await inject('GET', '/api/admin/outbox?status=sent&limit=5');
    expect(response.statusCode).toBe(200);
    const { mails, pagination } = response.json();
    expect(mails[0]).toMatchObject({
      kind: 'contactAlert',
      to: 'sales.desk@example.com',
      subject: 'New contact message from Listed Sender: Sales & Pricing',
      status: 'sent',
      // Sent at the first attempt.
      attempts: 1,
      lastError: null,
    });
    expect(mails[0].sentAt).toEqual(expect.any(String));
    expect(mails[0]).not.toHaveProperty('textBody');
    const times = mails.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(pagination).toMatchObject({ currentPage: 1, totalMails: expect.any(Number) });
    expect((await inject('GET', '/api/admin/outbox?status=pending')).json().mails).toEqual([]);

    const bad = await inject('GET', '/api/admin/outbox?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of: all, pending, sent, failed');
    expect((await inject('GET', '/api/admin/outbox', null)).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/outbox', user)).statusCode).toBe(403);
  });

  it('gives a mail up only after the give-up time, and "send again" makes a failed mail go out', async () => {
    await smtp.stop();
    await sendContact({ name: 'Given Up' });
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'New contact message from Given Up: Sales & Pricing'));
    // A failure within the give-up time keeps it pending; past it, the mail is failed.
    await t.app.mail.deliverDue();
    expect(
      await markAttemptFailed(t.app.db, row.id, {
        error: 'ECONNREFUSED',
        retryInMs: 60_000,
        giveUpAfterMs: 60_000,
      }),
    ).toBe('pending');
    expect(
      await markAttemptFailed(t.app.db, row.id, {
        error: 'ECONNREFUSED',
        retryInMs: 60_000,
        giveUpAfterMs: 0,
      }),
    ).toBe('failed');
    const failed = (await inject('GET', '/api/admin/outbox?status=failed')).json().mails;
    expect(failed).toEqual([
      expect.objectContaining({ id: row.id, status: 'failed', lastError: 'ECONNREFUSED' }),
    ]);
    // Each claim was an attempt, and the first gave the mail its Message-ID, which a retry keeps.
    expect(failed[0].attempts).toBeGreaterThanOrEqual(1);
    const [attempted] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(attempted.messageId).toMatch(/^<[^@]+@meghna\.example>$/);

    await smtp.start();
    const before = smtp.messages.length;
    const resent = await inject('POST', `/api/admin/outbox/${row.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: 'The mail will be sent again now',
      mail: { id: row.id, status: 'pending', attempts: 0, lastError: null },
    });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.messageId).toBe(attempted.messageId);
    await t.app.mail.deliverDue();
    const [after] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after.status).toBe('sent');

    const again = await inject('POST', `/api/admin/outbox/${row.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This mail has already been sent');
    const unknown = await inject('POST', '/api/admin/outbox/00000000-0000-4000-8000-000000000000/resend');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mail not found');
    expect((await inject('POST', `/api/admin/outbox/${row.id}/resend`, user)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/outbox/${row.id}/resend`, null)).statusCode).toBe(401);
  });

  it('delivers all 50 mails queued while SMTP was down once it is back, each exactly once', async () => {
    await smtp.stop();
    const before = smtp.messages.length;
    const names = Array.from({ length: 50 }, (_, i) => `Outage Sender ${i}`);
    for (const name of names) await sendContact({ name });
    const subjects = names.map((name) => `New contact message from ${name}: Sales & Pricing`);
    const queued = () => t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));

    // Every one tried and refused at least once, and kept with the error.
    await expect
      .poll(async () => (await queued()).every((row) => row.attempts >= 1 && row.lastError !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    const waiting = await queued();
    expect(waiting).toHaveLength(50);
    expect(waiting.every((row) => row.status === 'pending' && row.lastError?.includes('ECONNREFUSED'))).toBe(
      true,
    );

    await smtp.start();
    const arrived = (await smtp.waitFor(before + 50, 20_000)).slice(before);
    // A moment longer, for any copy that would arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outage = smtp.messages.slice(before).filter((m) => subjects.includes(m.subject ?? ''));
    expect(arrived.length).toBe(50);
    expect(outage).toHaveLength(50);
    expect(new Set(outage.map((m) => m.messageId)).size).toBe(50);
    expect(new Set(outage.map((m) => m.subject)).size).toBe(50);
    expect((await queued()).every((row) => row.status === 'sent')).toBe(true);
  }, 60_000);

  it('sends 50 acknowledgements and 50 staff alerts for 50 basket inquiries made while SMTP was down, none twice', async () => {
    const [product] = await t.app.db
      .insert(products)
      .values({ name: 'Soda Ash Dense', description: 'Soda ash for glass', category: 'Industrial Chemicals' })
      .returning();
    await smtp.stop();
    const before = smtp.messages.length;
    const buyers = Array.from({ length: 50 }, (_, i) => `outage-buyer-${i}@example.com`);
    for (const [i, email] of buyers.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: {
          name: `Outage Buyer ${i}`,
          email,
          lines: [{ productId: product.id, quantity: i + 1, unit: 'MT' }],
        },
      });
      expect(response.statusCode).toBe(201);
    }
    // Every acknowledgement tried and refused while the server was down.
    const acknowledgementRows = () =>
      t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, buyers));
    await expect
      .poll(async () => (await acknowledgementRows()).filter((row) => row.attempts >= 1).length, {
        timeout: 15_000,
      })
      .toBe(50);

    await smtp.start();
    await smtp.waitFor(before + 100, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // any second copy would be here by now
    const arrived = smtp.messages.slice(before);
    const acknowledgements = arrived.filter((m) =>
      /^Your price request [0-9A-F]{8}: Soda Ash Dense$/.test(m.subject ?? ''),
    );
    const alerts = arrived.filter((m) =>
      /^New inquiry: Soda Ash Dense \(Outage Buyer \d+\)$/.test(m.subject ?? ''),
    );
    expect(acknowledgements.map((m) => m.envelope.to.join()).sort()).toEqual([...buyers].sort());
    expect(new Set(alerts.map((m) => m.subject)).size).toBe(50);
    expect(alerts).toHaveLength(50);
    expect(alerts.every((m) => m.envelope.to.join() === admin.email)).toBe(true);
    expect(arrived).toHaveLength(100);
  }, 60_000);
});

describe('attachments', () => {
  it('attaches what the resolver gives for a quotation mail, and holds the mail while there is none', async () => {
    const [inquiry] = await t.app.db
      .insert(inquiries)
      .values({ name: 'Buyer', email: 'buyer@example.com', inquiry: 'Price?', productName: 'Caustic Soda' })
      .returning();
    const [quotation] = await t.app.db
      .insert(quotations)
      .values({
        inquiryId: inquiry.id,
        version: 1,
        incoterm: 'EXW',
        deliveryPlace: 'Dhaka',
        paymentTerms: '30 days',
        validUntil: '2030-01-31',
        vatTreatment: 'exempt',
        sentByName: 'Site Admin',
      })
      .returning();
    await queueMail(t.app.db, 'buyer@example.com', {
      kind: 'quotation',
      subject: 'Your quotation Q-1',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      quotationId: quotation.id,
    });

    // No resolver (the app's own renders the quotation PDF; this test puts its own in later): not
    // sent without its PDF, kept pending with the reason.
    t.app.mail.setAttachmentResolver(null);
    const before = smtp.messages.length;
    await t.app.mail.deliverDue();
    const [waiting] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Your quotation Q-1'));
    // (The worker's own 200 ms polls may have tried again meanwhile.)
    expect(waiting.status).toBe('pending');
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.lastError).toMatch(/attachment resolver/);
    expect(smtp.messages.length).toBe(before);

    const asked: (string | null)[] = [];
    const pdf = Buffer.from('%PDF-1.4\n% test quotation\n%%EOF\n');
    t.app.mail.setAttachmentResolver(async (row) => {
      asked.push(row.quotationId);
      return [{ filename: 'quotation-Q-1.pdf', content: pdf, contentType: 'application/pdf' }];
    });
    try {
      await t.app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, waiting.id));
      await t.app.mail.deliverDue();
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(asked).toEqual([quotation.id]);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: 'quotation-Q-1.pdf',
        contentType: 'application/pdf',
      });
      expect(mail.attachments[0].content.equals(pdf)).toBe(true);
      expect(mail.text).toContain('Attached.');
    } finally {
      t.app.mail.setAttachmentResolver(null);
    }
  });
});
