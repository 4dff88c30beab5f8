// What a mail carries besides its words, through a real SMTP server: where a reply goes (the buyer for
// a staff alert, the sales address for a buyer's mail), a Message-ID on the sender's domain, and the
// quotation PDF as it stood when the mail was queued, however late the mail leaves. And a mail that
// kills whoever sends it is given up instead of tried for ever. Delivery runs only when a test asks
// (deliverDue, or the wake-up a route gives after its commit), so no poll interferes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { mailOutbox, products, siteSettings } from '@/server/db/schema';
import { queueMail } from '@/server/features/mail/outbox';
import { claimDueMail, UNFINISHED_ATTEMPTS_ERROR } from '@/server/features/mail/outbox-repository';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import type { ReceivedMail } from '../helpers/smtp';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer, signUp, type TestUser } from '../helpers/users';

let smtp: TestSmtpServer;
let productId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() =>
  createTestApp(
    { smtpUrl: smtp.url, mailFrom: '"Meghna Chemicals" <sales@Meghna.example>' },
    { mail: { autoStart: false } },
  ),
);
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Caustic Soda Flakes 99%', description: 'Sodium hydroxide', category: 'Alkalis' })
    .returning();
  productId = product.id;
});
beforeEach(async () => {
  await t.app.db.delete(siteSettings);
  // Written past the app, which is told as the mail settings' own save would tell it.
  await t.app.changes.publish(t.app.db, { kind: 'staff' });
});

/** Sends what is due and answers the `count` mails that arrived since `before` messages. */
async function arrived(before: number, count: number): Promise<ReceivedMail[]> {
  await t.app.mail.deliverDue();
  return (await smtp.waitFor(before + count)).slice(before);
}

const ask = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Rahim Uddin', email, lines: [{ productId, quantity: 5, unit: 'MT' }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
};

const quote = async (inquiryId: string, unitPrice: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiryId}/quotations`,
    headers: bearer(admin),
    payload: {
      lines: [
        {
          productId,
          productName: 'Caustic Soda Flakes 99%',
          quantity: 5,
          unit: 'MT',
          unitPrice,
          currency: 'BDT',
        },
      ],
      incoterm: 'CIF',
      deliveryPlace: 'Chattogram',
      paymentTerms: '50% advance',
      validUntil: addDays(todayInDhaka(), 14),
      vatTreatment: 'added',
    },
  });
  expect(response.statusCode).toBe(201);
};

const saveMailSettings = (body: object, who: TestUser | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/mail',
    headers: who ? bearer(who) : {},
    payload: body,
  });

describe('replies', () => {
  it('go from a staff alert to the buyer, and from a buyer mail to the staff until a sales address is set', async () => {
    const start = smtp.messages.length;
    await ask('rahim@example.com');
    const mails = await arrived(start, 2);
    const alert = mails.find((mail) => mail.envelope.to.includes('desk@meghna.example'))!;
    const acknowledgement = mails.find((mail) => mail.envelope.to.includes('rahim@example.com'))!;
    expect(alert.replyTo?.value.map((address) => address.address)).toEqual(['rahim@example.com']);
    expect(acknowledgement.replyTo?.value.map((address) => address.address)).toEqual(['desk@meghna.example']);

    const saved = await saveMailSettings({ staffRecipients: [], salesAddress: ' Sales@Meghna.example ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({
      salesAddress: 'sales@meghna.example',
      effectiveReplyTo: ['sales@meghna.example'],
    });
    const before = smtp.messages.length;
    const inquiryId = await ask('karim@example.com');
    await quote(inquiryId, 95000);
    const buyerMails = (await arrived(before, 3)).filter((mail) =>
      mail.envelope.to.includes('karim@example.com'),
    );
    expect(buyerMails).toHaveLength(2);
    for (const mail of buyerMails) {
      expect(mail.replyTo?.value.map((address) => address.address)).toEqual(['sales@meghna.example']);
    }
  });

  it('take a contact message and a review back to whoever wrote', async () => {
    const before = smtp.messages.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nusrat', email: 'nusrat@example.com', subject: 'sales', message: 'Hello' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/comments/product/${productId}`,
      payload: { commentText: 'Good purity.', rating: 5, commenterName: 'Guest', email: 'guest@example.com' },
    });
    const mails = await arrived(before, 2);
    const replyTo = (subject: RegExp) =>
      mails.find((mail) => subject.test(mail.subject ?? ''))?.replyTo?.value.map((a) => a.address);
    expect(replyTo(/^New contact message from Nusrat/)).toEqual(['nusrat@example.com']);
    expect(replyTo(/^New review of Caustic Soda/)).toEqual(['guest@example.com']);
  });
});

describe('the sales address setting', () => {
  it('is an address or blank (the staff recipients), for admins only, and left as it is when not sent', async () => {
    const bad = await saveMailSettings({ staffRecipients: [], salesAddress: 'sales at meghna' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('"sales at meghna" is not a valid email address');

    await saveMailSettings({ staffRecipients: [], salesAddress: 'sales@meghna.example' });
    const unchanged = await saveMailSettings({ staffRecipients: ['md@meghna.example'] });
    expect(unchanged.json().settings).toMatchObject({ salesAddress: 'sales@meghna.example' });
    const cleared = await saveMailSettings({ staffRecipients: ['md@meghna.example'], salesAddress: '' });
    expect(cleared.json().settings).toMatchObject({
      salesAddress: null,
      effectiveReplyTo: ['md@meghna.example'],
    });

    const buyer = await signUp(t.app);
    expect((await saveMailSettings({ staffRecipients: [], salesAddress: '' }, buyer)).statusCode).toBe(403);
    expect((await saveMailSettings({ staffRecipients: [], salesAddress: '' }, null)).statusCode).toBe(401);
  });
});

describe('Message-IDs', () => {
  it('are on the sender’s domain and kept across a retry', async () => {
    await smtp.stop();
    await queueMail(t.app.db, 'buyer@example.com', {
      kind: 'inquiryAcknowledgement',
      subject: 'A retried mail',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    await t.app.mail.deliverDue();
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'A retried mail'));
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@meghna\.example>$/);
    await smtp.start();
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.id, row.id));
    const [mail] = await arrived(smtp.messages.length, 1);
    expect(mail.messageId).toBe(row.messageId);
  });
});

/** A PDF's text, or null without poppler (required under CI). */
function pdfText(pdf: Buffer): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-delivery-'));
  try {
    fs.writeFileSync(path.join(dir, 'q.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'q.pdf'), '-']).toString();
  } catch (error) {
    if (process.env.CI) throw error;
    return null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a quotation mail delayed by an SMTP outage', () => {
  it('carries the PDF of the version it announces as it was then, not as it is when the mail leaves', async () => {
    const start = smtp.messages.length;
    const inquiryId = await ask('delayed@example.com');
    await arrived(start, 2);
    await smtp.stop();
    await quote(inquiryId, 95000);
    await t.app.mail.deliverDue();
    // Revised while the first mail waits: version 1 is now superseded.
    await quote(inquiryId, 90000);
    await smtp.start();
    const before = smtp.messages.length;
    await t.app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.kind, 'quotation'));
    const mails = (await arrived(before, 2)).filter((mail) =>
      mail.envelope.to.includes('delayed@example.com'),
    );
    const number = (version: number) => `Q-${inquiryId.slice(0, 8).toUpperCase()}-${version}`;
    const first = mails.find((mail) => mail.subject?.startsWith(`Quotation ${number(1)}:`))!;
    const second = mails.find((mail) => mail.subject?.startsWith(`Quotation ${number(2)}:`))!;

    // The attachment is the document made when the mail was queued.
    const [queued] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, first.subject!));
    expect(first.attachments).toHaveLength(1);
    expect(first.attachments[0].filename).toBe(`quotation-${number(1)}.pdf`);
    expect(first.attachments[0].content.equals(queued.attachment!)).toBe(true);

    const firstText = pdfText(first.attachments[0].content);
    const secondText = pdfText(second.attachments[0].content);
    if (firstText !== null && secondText !== null) {
      expect(firstText).toContain(number(1));
      expect(firstText).toContain('95,000.00');
      expect(firstText).not.toContain('SUPERSEDED');
      expect(secondText).toContain('90,000.00');
      expect(secondText).not.toContain('SUPERSEDED');
    }
  });
});

describe('a mail that kills whoever sends it', () => {
  it('counts each claim as an attempt and is failed after three claims ended without an outcome', async () => {
    await queueMail(t.app.db, 'poison@example.com', {
      kind: 'contactAlert',
      subject: 'A poison mail',
      text: 'Boom',
      html: '<p>Boom</p>',
    });
    const read = async () =>
      (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'A poison mail')))[0];
    // Three workers claim it and die before recording anything; each claim's lease runs out.
    for (let claim = 1; claim <= 3; claim++) {
      const claimed = await claimDueMail(t.app.db, {
        leaseMs: 1,
        limit: 50,
        messageIdDomain: 'meghna.example',
      });
      expect(claimed.map((row) => row.subject)).toContain('A poison mail');
      expect((await read()).attempts).toBe(claim);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    // The next pass gives it up instead of sending it a fourth time.
    const before = smtp.messages.length;
    const report = await t.app.mail.deliverDue();
    expect(report.sent).toBe(0);
    expect(smtp.messages.length).toBe(before);
    expect(await read()).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: UNFINISHED_ATTEMPTS_ERROR,
    });

    // An admin can send it again, with a fresh count.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${(await read()).id}/resend`,
      headers: bearer(admin),
    });
    expect(resent.statusCode).toBe(200);
    const [mail] = await arrived(before, 1);
    expect(mail.subject).toBe('A poison mail');
    expect(await read()).toMatchObject({ status: 'sent', attempts: 1, unfinishedAttempts: 0 });
  });
});

// On the embedded database every statement waits its turn on the one session, which under a flow of
// public writes (each waking the worker) was busy with a last, empty look at the outbox every pass.
// (The spy reads the embedded database's client; a PostgreSQL pool's statements take another path.)
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a delivery pass', () => {
  it('claims once when fewer mails than a batch are due, and sends them all', async () => {
    await t.app.mail.deliverDue();
    for (const n of [1, 2, 3]) {
      await queueMail(t.app.db, `buyer${n}@example.com`, {
        kind: 'inquiryAcknowledgement',
        subject: `Thank you ${n}`,
        text: 'Received.',
        html: '<p>Received.</p>',
      });
    }
    const client = (t.app.db as unknown as { $client: PGlite }).$client;
    const statements = vi.spyOn(client, 'query');
    try {
      const before = smtp.messages.length;
      expect(await t.app.mail.deliverDue()).toMatchObject({ sent: 3, retrying: 0, failed: 0 });
      expect(
        (await smtp.waitFor(before + 3))
          .slice(before)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(['Thank you 1', 'Thank you 2', 'Thank you 3']);
      const claims = statements.mock.calls.filter(([sql]) =>
        /^with "along_0" as \(update "mail_outbox"/.test(String(sql)),
      );
      expect(claims).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
  });
});
