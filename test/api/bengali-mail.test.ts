// Mails in the reader's language, through a real SMTP server and mailparser: a buyer who asked on a
// Bengali page gets a Bengali acknowledgement and quotation; an English one gets the mails as they
// always were; each staff recipient gets the alert in their account's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { quotationMail } from '@/server/features/quotations/quotation-mail';
import { findQuotation } from '@/server/features/quotations/quotation-repository';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { daysFromToday, seedTrackedInquiry } from '../helpers/tracking';
import { bearer, signUpAdmin, type TestUser } from '../helpers/users';

let smtp: TestSmtpServer;
let t: TestApp;
let englishDesk: TestUser;
let bengaliDesk: TestUser;
let productId: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://catalogue.example.com' });
  englishDesk = await signUpAdmin(t.app, { email: 'desk.en@example.com' });
  bengaliDesk = await signUpAdmin(t.app, { email: 'desk.bn@example.com' });
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
      description: 'Sodium hydroxide flakes',
      category: 'Industrial Chemicals',
    })
    .returning();
  productId = row.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
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
    expect(acknowledgement?.subject).toBe('আপনার দামের অনুরোধ: Caustic Soda Flakes 99%');
    expect(acknowledgement?.text).toContain('আমরা আপনার অনুরোধ পেয়েছি');
    expect(acknowledgement?.text).toContain('প্রিয় রহিম উদ্দিন,');
    expect(acknowledgement?.text).toContain('পরিমাণ: ১,২৫০ কেজি');
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
    expect(acknowledgement?.subject).toBe('Your price request: Caustic Soda Flakes 99%');
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
    const buyer = { name: 'রহিম', productName: 'Caustic Soda Flakes 99%' };
    const bengali = quotationMail(quotation!, { ...buyer, language: 'bn' }, 'https://x.example/quotes/t');
    expect(bengali.subject).toBe('Meghna Chemicals থেকে আপনার কোটেশন');
    expect(bengali.text).toContain('কোটেশন, সংস্করণ ১');
    expect(bengali.text).toContain('৳ ৪,১০,০০০.০০');
    expect(bengali.text).toContain('ভ্যাট: এই দামের সাথে ১৫% ভ্যাট যোগ হবে');
    const english = quotationMail(quotation!, { ...buyer, language: 'en' }, 'https://x.example/quotes/t');
    expect(english.subject).toBe('Your quotation from Meghna Chemicals');
    expect(english.text).toContain('৳ 4,10,000.00');
    expect(english.text).toContain('VAT: VAT at 15% is added to these prices');
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
