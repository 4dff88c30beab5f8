// Mails in the reader's language, through a real SMTP server and mailparser: a buyer who asked on a
// Bengali page gets a Bengali acknowledgement and quotation, products under their Bengali names
// (the quotation's draft starts from them, so its mail and PDF carry them too); an English one gets
// the mails as they always were; each staff recipient gets the alert in their account's language.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInDhaka } from '@/contract/quotations';
import { products } from '@/server/db/schema';
import { quotationMail } from '@/server/features/quotations/quotation-mail';
import { findQuotation } from '@/server/features/quotations/quotation-repository';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';
import { bearer } from '../helpers/users';

let smtp: TestSmtpServer;
let productId: string;
/** A product without a Bengali name. */
let otherProductId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://catalogue.example.com' }));
const englishDesk = t.signUpAdmin({ email: 'desk.en@example.com' });
const bengaliDesk = t.signUpAdmin({ email: 'desk.bn@example.com' });
beforeAll(async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    payload: { language: 'bn' },
    headers: bearer(bengaliDesk),
  });
  expect(saved.statusCode).toBe(200);
  const [row] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
      description: 'Sodium hydroxide flakes',
      category: 'Industrial Chemicals',
    })
    .returning();
  productId = row.id;
  const [other] = await t.app.db
    .insert(products)
    .values({ name: 'Soda Ash Light', description: 'Sodium carbonate', category: 'Industrial Chemicals' })
    .returning();
  otherProductId = other.id;
});

const ask = (headers: Record<string, string>, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers,
    payload: {
      lines: [{ productId, quantity: 1250, unit: 'kg' }],
      name: 'রহিম উদ্দিন',
      email,
      inquiry: 'গাজীপুরে ডেলিভারি সহ দাম জানাবেন',
    },
  });

describe('inquiry mails', () => {
  it('acknowledges a Bengali inquiry in Bengali and alerts each staff member in their language', async () => {
    const before = smtp.messages.length;
    const response = await ask({ 'accept-language': 'bn' }, 'rahim.bn@example.com');
    expect(response.statusCode).toBe(201);
    const mails = (await smtp.waitFor(before + 3)).slice(before);
    const to = (address: string) => mails.find((mail) => mail.envelope.to.includes(address));

    const acknowledgement = to('rahim.bn@example.com');
    const reference = response.json().data._id.slice(0, 8).toUpperCase();
    expect(acknowledgement?.subject).toBe(`আপনার দামের অনুরোধ ${reference}: কস্টিক সোডা ফ্লেক্স ৯৯%`);
    expect(acknowledgement?.text).toContain('আমরা আপনার অনুরোধ পেয়েছি');
    expect(acknowledgement?.text).toContain('প্রিয় রহিম উদ্দিন,');
    expect(acknowledgement?.text).toContain('1. কস্টিক সোডা ফ্লেক্স ৯৯% | পরিমাণ: ১,২৫০ কেজি');
    expect(acknowledgement?.text).toContain(`রেফারেন্স: ${reference}`);
    expect(acknowledgement?.text).not.toContain('Caustic Soda');
    expect(acknowledgement?.text).toMatch(
      /আপনার অনুরোধের অগ্রগতি দেখুন: https:\/\/catalogue\.example\.com\/bn\/quotes\/[\w-]{43}/,
    );
    expect(acknowledgement?.html).toContain('<html lang="bn">');

    expect(to(bengaliDesk.email)?.subject).toBe('দামের নতুন অনুরোধ: Caustic Soda Flakes 99% (রহিম উদ্দিন)');
    expect(to(bengaliDesk.email)?.text).toContain('অনুরোধটি খুলুন');
    expect(to(englishDesk.email)?.subject).toBe('New inquiry: Caustic Soda Flakes 99% (রহিম উদ্দিন)');
  });

  it('acknowledges an English inquiry in English, as before', async () => {
    const before = smtp.messages.length;
    const response = await ask({}, 'rahim.en@example.com');
    expect(response.statusCode).toBe(201);
    const mails = (await smtp.waitFor(before + 3)).slice(before);
    const acknowledgement = mails.find((mail) => mail.envelope.to.includes('rahim.en@example.com'));
    const reference = response.json().data._id.slice(0, 8).toUpperCase();
    expect(acknowledgement?.subject).toBe(`Your price request ${reference}: Caustic Soda Flakes 99%`);
    expect(acknowledgement?.text).toContain(`Reference: ${reference}`);
    expect(acknowledgement?.text).toContain('We have received your request');
    expect(acknowledgement?.text).toContain('Quantity: 1,250 kg');
    expect(acknowledgement?.html).toContain('<html lang="en">');
  });
});

describe('the quotation mail', () => {
  it('is written in the inquiry language, money with the taka sign, lakh grouping and Bengali digits', async () => {
    const seeded = await seedTrackedInquiry(t.app.db, {
      quotations: [
        {
          validUntil: daysFromToday(14),
          vatTreatment: 'added',
          lines: [
            {
              productName: 'Caustic Soda Flakes 99%',
              quantity: 5,
              unit: 'MT',
              unitPrice: 82000,
              currency: 'BDT',
            },
          ],
        },
      ],
    });
    const quotation = await findQuotation(t.app.db, seeded.quotationIds[0]);
    const number = `Q-${seeded.inquiryId.slice(0, 8).toUpperCase()}-1`;
    const buyer = { name: 'রহিম' };
    const bengali = quotationMail(quotation!, { ...buyer, language: 'bn' }, 'https://x.example/quotes/t');
    expect(bengali.subject).toBe(`কোটেশন ${number}: Caustic Soda Flakes 99%`);
    expect(bengali.text).toContain(`কোটেশন ${number}`);
    expect(bengali.text).toContain('৳ ৪,১০,০০০.০০');
    expect(bengali.text).toContain('ভ্যাট: এই দামের সাথে ১৫% ভ্যাট যোগ হবে');
    const english = quotationMail(quotation!, { ...buyer, language: 'en' }, 'https://x.example/quotes/t');
    expect(english.subject).toBe(`Quotation ${number}: Caustic Soda Flakes 99%`);
    expect(english.text).toContain('৳ 4,10,000.00');
    expect(english.text).toContain('VAT: VAT at 15% is added to these prices');
  });
});

/** The text of a PDF as poppler reads it, or null without poppler (required under CI). */
function pdfText(pdf: Buffer): string | null {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    if (process.env.CI) throw new Error('pdftotext (poppler-utils) is required under CI');
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bengali-mail-'));
  try {
    const file = path.join(dir, 'quotation.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-']).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a Bengali inquiry quoted from its draft', () => {
  it('names the products in Bengali (in English where there is no Bengali name) in the draft, the mail and its PDF', async () => {
    const before = smtp.messages.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { 'accept-language': 'bn' },
      payload: {
        lines: [
          { productId, quantity: 2, unit: 'MT' },
          { productId: otherProductId, quantity: 3, unit: 'MT' },
        ],
        name: 'করিম',
        email: 'karim.bn@example.com',
      },
    });
    expect(asked.statusCode).toBe(201);
    const inquiryId = asked.json().data._id;
    const headers = bearer(englishDesk);
    const draft = (
      await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiryId}/quotations/draft`, headers })
    ).json();
    expect(draft.lines.map((line: { productName: string }) => line.productName)).toEqual([
      'কস্টিক সোডা ফ্লেক্স ৯৯%',
      'Soda Ash Light',
    ]);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiryId}/quotations`,
      headers,
      payload: {
        lines: draft.lines.map((line: Record<string, unknown>) => ({ ...line, unitPrice: 82000 })),
        incoterm: 'CIF',
        deliveryPlace: 'গাজীপুর',
        paymentTerms: '৫০% অগ্রিম',
        validUntil: addDays(todayInDhaka(), 14),
        vatTreatment: 'added',
      },
    });
    expect(sent.statusCode).toBe(201);
    // The acknowledgement, two staff alerts, and the quotation.
    const mail = (await smtp.waitFor(before + 4))
      .slice(before)
      .find((m) => m.envelope.to.includes('karim.bn@example.com') && m.attachments.length > 0)!;
    const number = `Q-${inquiryId.slice(0, 8).toUpperCase()}-1`;
    expect(mail.subject).toBe(`কোটেশন ${number}: কস্টিক সোডা ফ্লেক্স ৯৯% ও আরও ১টি`);
    expect(mail.text).toContain('1. কস্টিক সোডা ফ্লেক্স ৯৯% | পরিমাণ: ২ মেট্রিক টন');
    expect(mail.text).toContain('2. Soda Ash Light | পরিমাণ: ৩ মেট্রিক টন');
    expect(mail.text).not.toContain('Caustic Soda');

    const text = pdfText(mail.attachments[0].content);
    if (text !== null) {
      expect(text).toContain(number);
      expect(text).toContain('Soda Ash Light');
      expect(text).not.toContain('Caustic Soda');
    }
  });
});

describe('staff alerts', () => {
  it('sends a contact message alert to each staff member in their account language', async () => {
    const before = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'নুসরাত',
        email: 'nusrat@example.com',
        subject: 'sales',
        message: 'চট্টগ্রামে ডেলিভারি দেন?',
      },
    });
    expect(response.statusCode).toBe(201);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const to = (address: string) => mails.find((mail) => mail.envelope.to.includes(address));
    expect(to(bengaliDesk.email)?.subject).toBe('নুসরাত-এর নতুন বার্তা: বিক্রয় ও দাম');
    expect(to(bengaliDesk.email)?.text).toContain('(ঢাকার সময়)');
    expect(to(englishDesk.email)?.subject).toBe('New contact message from নুসরাত: Sales & Pricing');
    expect(to(englishDesk.email)?.text).toContain('(Dhaka time)');
  });
});
