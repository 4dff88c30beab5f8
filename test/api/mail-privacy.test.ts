// No usable private link at rest (DESIGN.md §6): after a buyer's acknowledgement and quotation mail
// have been queued and sent through a real SMTP server, every text, JSON and binary column of every
// table is read and nothing in it opens a buyer's request, while the links in the mails received do.
// Sent mail loses its bodies after the retention period; an upgraded database keeps no token in the
// mail it had already sent.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { migrationsFolder } from '@/server/db/client';
import { mailOutbox, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { emptyPglite } from '../helpers/migrations';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer, signUp } from '../helpers/users';

let smtp: TestSmtpServer;
let productId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() =>
  createTestApp(
    { smtpUrl: smtp.url, publicUrl: 'https://catalogue.example.com', mailRetentionDays: 7 },
    // The retention sweep every 200 ms instead of hourly, so a test sees it run.
    { mail: { pollIntervalMs: 200, retentionSweepMs: 200 } },
  ),
);
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Sulphuric Acid 98%', description: 'Battery grade', category: 'Acids' })
    .returning();
  productId = product.id;
});

/** Everything that could be a tracking token: a run of exactly 43 base64url characters. */
const tokenCandidates = (text: string) =>
  [...text.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g)].map((match) => match[0]);

/** Which of the candidates open a buyer's request. */
async function working(candidates: Iterable<string>): Promise<string[]> {
  const opened: string[] = [];
  for (const candidate of new Set(candidates)) {
    const response = await t.app.inject({ method: 'GET', url: `/api/quotes/${candidate}` });
    if (response.statusCode === 200) opened.push(candidate);
  }
  return opened;
}

/** A PDF's text (poppler), where the PDF's compressed streams hide it from a plain reading. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mail-privacy-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes);
    return execFileSync('pdftotext', [join(dir, 'file.pdf'), '-']).toString();
  } catch {
    if (process.env.CI) throw new Error('pdftotext (poppler-utils) is required under CI');
    return '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every value of every text, JSON and binary column of every table, as text. */
async function wholeDatabaseText(): Promise<string> {
  const rowsOf = async <T>(query: Parameters<typeof t.app.db.execute>[0]) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`,
  );
  // The list comes from the database itself, so a table added later is read too.
  expect(new Set(columns.map((column) => column.table_name))).toContain('mail_outbox');
  const parts: string[] = [];
  for (const column of columns) {
    const values = await rowsOf<{ value: unknown }>(
      sql.raw(`select "${column.column_name}" as value from "${column.table_name}"`),
    );
    for (const { value } of values) {
      if (value === null) continue;
      if (value instanceof Uint8Array) {
        const bytes = Buffer.from(value);
        parts.push(bytes.toString('latin1'));
        if (bytes.subarray(0, 5).toString() === '%PDF-') parts.push(pdfText(bytes));
      } else {
        parts.push(typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
  }
  return parts.join('\n');
}

describe('a copy of the database', () => {
  it('opens no buyer request after an acknowledgement and a quotation were sent, though the mails received do', async () => {
    const before = smtp.messages.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Rahim Uddin',
        email: 'rahim@example.com',
        lines: [{ productId, quantity: 5, unit: 'MT' }],
      },
    });
    expect(asked.statusCode).toBe(201);
    const inquiryId = asked.json().data._id;
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiryId}/quotations`,
      headers: bearer(admin),
      payload: {
        lines: [
          {
            productId,
            productName: 'Sulphuric Acid 98%',
            quantity: 5,
            unit: 'MT',
            unitPrice: 95000,
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
    expect(quoted.statusCode).toBe(201);

    // The acknowledgement, the staff alert and the quotation, all recorded as sent.
    const received = (await smtp.waitFor(before + 3)).slice(before);
    await t.app.mail.deliverDue();
    const rows = await t.app.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);

    // Each mail the buyer received holds a link that opens the request.
    const buyerMails = received.filter((mail) => mail.envelope.to.includes('rahim@example.com'));
    expect(buyerMails).toHaveLength(2);
    for (const mail of buyerMails) {
      const links = [...(mail.text ?? '').matchAll(/\/quotes\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]);
      expect(links).toHaveLength(1);
      expect(tokenCandidates(mail.text ?? '')).toContain(links[0]);
      expect(await working(links)).toEqual(links);
    }
    // The answer to the submission is the one other place a token was shown.
    const answered = /\/quotes\/([A-Za-z0-9_-]{43})$/.exec(asked.json().trackingUrl)![1];
    expect(await working([answered])).toEqual([answered]);

    // The database holds none of them, and nothing else that opens a request.
    const everything = await wholeDatabaseText();
    expect(everything).toContain('Rahim Uddin');
    const candidates = [
      ...tokenCandidates(everything),
      ...[...everything.matchAll(/\/quotes\/([^\s"'<>]{1,80})/g)].map((m) => m[1]),
    ];
    expect(await working(candidates)).toEqual([]);
    expect(everything).not.toContain(answered);
  });
});

describe('a password reset link', () => {
  it('is in the mail received and nowhere in the database', async () => {
    const account = await signUp(t.app, { email: 'salma@example.com' });
    const before = smtp.messages.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: account.email },
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];
    await t.app.mail.deliverDue();

    const everything = await wholeDatabaseText();
    expect(everything).toContain('salma@example.com');
    expect(everything).not.toContain(token);
    // Nothing stored sets a password: each candidate is tried as a link.
    for (const candidate of new Set(tokenCandidates(everything))) {
      const tried = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: candidate, newPassword: 'another-secret-1' },
      });
      expect(tried.statusCode).toBe(400);
    }
    // While the mailed link does.
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'another-secret-1' },
    });
    expect(used.statusCode).toBe(200);
  });
});

describe('sent mail past the retention period', () => {
  it('loses its bodies and attachment, while younger and unsent mail keep theirs', async () => {
    const queue = (subject: string) =>
      t.app.db
        .insert(mailOutbox)
        .values({
          kind: 'quotation',
          toAddress: 'old.buyer@example.com',
          subject,
          textBody: `${subject} text`,
          htmlBody: `<p>${subject}</p>`,
          attachmentName: 'quotation.pdf',
          attachment: Buffer.from('%PDF-1.4 a quotation'),
          privateLinks: [{ kind: 'inquiryTracking', id: '5f0c2a4e-0b7e-4a51-9b53-3c5f9e0d1a22' }],
          status: 'sent',
          sentAt: sql`now()`,
          // Not due: the worker leaves these rows alone.
          nextAttemptAt: new Date(Date.now() + 86_400_000),
        })
        .returning()
        .then(([row]) => row);
    const old = await queue('Sent eight days ago');
    const recent = await queue('Sent six days ago');
    const waiting = await queue('Still waiting');
    await t.app.db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(mailOutbox.id, old.id));
    await t.app.db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '6 days'` })
      .where(eq(mailOutbox.id, recent.id));
    await t.app.db
      .update(mailOutbox)
      .set({ status: 'pending', sentAt: null })
      .where(eq(mailOutbox.id, waiting.id));

    const read = async (id: string) =>
      (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    // The worker's sweep (every 200 ms here, hourly by default) empties the old one.
    await expect.poll(async () => (await read(old.id)).textBody, { timeout: 10_000 }).toBe('');
    expect(await read(old.id)).toMatchObject({
      htmlBody: '',
      attachment: null,
      privateLinks: [],
      subject: 'Sent eight days ago',
      status: 'sent',
    });
    for (const kept of [recent, waiting]) {
      expect(await read(kept.id)).toMatchObject({
        textBody: `${kept.subject} text`,
        htmlBody: `<p>${kept.subject}</p>`,
        attachmentName: 'quotation.pdf',
      });
      expect((await read(kept.id)).attachment).not.toBeNull();
    }
  });
});

describe('upgrading a database whose sent mail holds tracking links', () => {
  it('cuts the tokens out of mail already sent and leaves mail still to send as it was', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 8);
    writeFileSync(journalPath, JSON.stringify(journal));

    const token = 'Ab3_dEf-ghIjkLmNoPqRsTuVwXyZ0123456789abcde';
    const body = (path: string) => `Track your request: https://catalogue.example.com${path}/quotes/${token}`;
    const client = await emptyPglite();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await client.query(
        `insert into mail_outbox (kind, to_address, subject, text_body, html_body, message_id, status, attempts)
         values ('inquiryAcknowledgement', 'sent@example.com', 'Sent', $1, $2, '<a@catalogue.mail>', 'sent', 0),
                ('inquiryAcknowledgement', 'waiting@example.com', 'Waiting', $3, $3, '<b@catalogue.mail>', 'pending', 2)`,
        [body(''), `<a href="${body('/bn')}">link</a>`, body('')],
      );

      rmSync(folder, { recursive: true, force: true });
      await migrate(drizzle(client), { migrationsFolder });

      const rows = await client.query<{
        subject: string;
        text_body: string;
        html_body: string;
        message_id: string;
        attempts: number;
        unfinished_attempts: number;
        private_links: unknown;
        attachment: Uint8Array | null;
      }>('select * from mail_outbox order by subject');
      const [sent, waiting] = rows.rows;
      expect(sent.text_body).toBe('Track your request: https://catalogue.example.com/quotes/[removed]');
      expect(sent.html_body).toBe(
        '<a href="Track your request: https://catalogue.example.com/bn/quotes/[removed]">link</a>',
      );
      expect(waiting.text_body).toBe(body(''));
      expect(waiting.html_body).toBe(body(''));
      expect(sent).toMatchObject({
        message_id: '<a@catalogue.mail>',
        unfinished_attempts: 0,
        private_links: [],
      });
      expect(waiting).toMatchObject({ message_id: '<b@catalogue.mail>', attempts: 2, attachment: null });
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
