// The desk's figures from fixed data: the median first response in Dhaka business hours (and how a
// holiday changes it), the leads overdue now, leads per week by kind and status, and the quotation
// win rate; the holiday list's rules; admins only.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, inquiries, leads, quotations } from '@/server/db/schema';
import { setupApi } from '../helpers/api';

const t = setupApi();
const admin = t.signUpAdmin();
const user = t.signUp();

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Dhaka wall-clock time on the day `days` after `sunday` (a Dhaka date). */
const at = (sunday: string, days: number, hhmm: string) =>
  new Date(Date.parse(`${sunday}T${hhmm}:00+06:00`) + days * DAY_MS);

// A Sunday three to four weeks back (Dhaka dates), so the week after it is inside the 30 days whatever
// today is, and the overdue lead below (eight days old) never falls in it: two weeks back, it did on
// every Dhaka Sunday.
const today = new Date(Date.now() + 6 * 60 * 60 * 1000);
const back = new Date(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 21 * DAY_MS,
);
const sunday = new Date(back.getTime() - back.getUTCDay() * DAY_MS).toISOString().slice(0, 10);
const monday = new Date(Date.parse(`${sunday}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

async function contactLead(email: string, createdAt: Date, firstResponseAt: Date | null = null) {
  const [message] = await t.app.db
    .insert(contactMessages)
    .values({ name: 'Rahim', email, subject: 'sales', message: 'Price?', createdAt })
    .returning();
  const [lead] = await t.app.db
    .update(leads)
    .set({ firstResponseAt })
    .where(eq(leads.contactMessageId, message.id))
    .returning();
  return lead;
}

async function quotedInquiry(sentDaysAgo: number[], accepted: boolean) {
  const [inquiry] = await t.app.db
    .insert(inquiries)
    .values({ name: 'Karim', email: 'karim@example.com', inquiry: 'Price?', productName: 'Soda Ash' })
    .returning();
  await t.app.db.insert(quotations).values(
    sentDaysAgo.map((days, index) => ({
      inquiryId: inquiry.id,
      version: index + 1,
      incoterm: 'EXW' as const,
      deliveryPlace: 'Dhaka',
      paymentTerms: 'Advance',
      validUntil: '2099-01-01',
      vatTreatment: 'included' as const,
      sentByName: 'Desk',
      sentAt: new Date(Date.now() - days * DAY_MS),
      acceptedAt: accepted && index === sentDaysAgo.length - 1 ? new Date() : null,
    })),
  );
}

let spamId: string;
beforeAll(async () => {
  // Sunday 10:00 -> 11:30 (90 min); Sunday 17:00 -> Monday 10:00 (60 + 60); Thursday 17:30 -> Saturday 10:30 (30 + 30).
  await contactLead('a@example.com', at(sunday, 0, '10:00'), at(sunday, 0, '11:30'));
  await contactLead('b@example.com', at(sunday, 0, '17:00'), at(sunday, 1, '10:00'));
  await contactLead('c@example.com', at(sunday, 4, '17:30'), at(sunday, 6, '10:30'));
  // Overdue: unanswered for days (eight, so always in an earlier week than this one); not overdue:
  // just in; left out: spam.
  await contactLead('late@example.com', new Date(Date.now() - 8 * DAY_MS));
  await contactLead('fresh@example.com', new Date());
  spamId = (await contactLead('spam@example.com', new Date(Date.now() - 6 * DAY_MS))).id;
  await t.app.db.update(leads).set({ isSpam: true }).where(eq(leads.id, spamId));
  // Win rate: two inquiries quoted within 90 days (one in two versions, accepted), one before.
  await quotedInquiry([20, 10], true);
  await quotedInquiry([5], false);
  await quotedInquiry([120], true);
});

const metrics = async () => {
  const response = await t.call('GET', '/api/admin/leads/metrics', admin);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/admin/leads/metrics', () => {
  it('answers the median first response in business minutes, overdue now, leads per week and the win rate', async () => {
    const body = await metrics();
    expect(body.medianFirstResponseMinutes).toBe(90);
    expect(body.answeredCount).toBe(3);
    // The other inquiries made here are unanswered too, and just in: not overdue.
    expect(body.overdue).toBe(1);
    expect(body.winRate).toEqual({ sent: 2, accepted: 1, rate: 0.5 });

    expect(body.weeks).toHaveLength(12);
    const week = body.weeks.find((w: { weekStart: string }) => w.weekStart === sunday);
    expect(week).toMatchObject({ total: 3, byKind: { contact: 3, inquiry: 0 }, byStatus: { new: 3 } });
    const current = body.weeks.at(-1);
    // fresh@ and the three quoted inquiries were made now; the spam lead is not counted anywhere.
    expect(current.byKind).toMatchObject({ contact: 1, inquiry: 3 });
    const total = body.weeks.reduce((sum: number, w: { total: number }) => sum + w.total, 0);
    expect(total).toBe(3 + 1 + 1 + 3);
  });

  it('skips the holidays the admin lists', async () => {
    const saved = await t.call('PUT', '/api/admin/settings/holidays', admin, { holidays: [monday] });
    expect(saved.statusCode).toBe(200);
    // Sunday 17:00 -> Monday 10:00 is now 60 minutes: the median of 90, 60 and 60.
    expect((await metrics()).medianFirstResponseMinutes).toBe(60);
    await t.call('PUT', '/api/admin/settings/holidays', admin, { holidays: [] });
  });

  it('counts a lead marked as spam nowhere', async () => {
    await t.app.db
      .update(leads)
      .set({ isSpam: false })
      .where(inArray(leads.id, [spamId]));
    expect((await metrics()).overdue).toBe(2);
    await t.app.db.update(leads).set({ isSpam: true }).where(eq(leads.id, spamId));
  });
});

describe('/api/admin/settings/holidays', () => {
  it('keeps the dates sorted and without repeats', async () => {
    const saved = await t.call('PUT', '/api/admin/settings/holidays', admin, {
      holidays: ['2026-12-16', '2026-03-26', ' 2026-12-16 '],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ holidays: ['2026-03-26', '2026-12-16'], message: 'Holidays saved' });
    expect((await t.call('GET', '/api/admin/settings/holidays', admin)).json()).toEqual({
      holidays: ['2026-03-26', '2026-12-16'],
    });
  });

  it('refuses what is not a list of real dates, or too many, with 400 and the rule', async () => {
    const many = Array.from({ length: 201 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10),
    );
    const cases: [unknown, string][] = [
      [{}, 'Holidays must be a list of dates'],
      [{ holidays: '2026-12-16' }, 'Holidays must be a list of dates'],
      [{ holidays: ['16/12/2026'] }, 'Each holiday must be a date written YYYY-MM-DD'],
      [{ holidays: ['2026-02-30'] }, 'Each holiday must be a date written YYYY-MM-DD'],
      [{ holidays: [20261216] }, 'Each holiday must be a date written YYYY-MM-DD'],
      [{ holidays: many }, 'At most 200 holidays'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call('PUT', '/api/admin/settings/holidays', admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await t.call('GET', '/api/admin/settings/holidays', admin)).json().holidays).toHaveLength(2);
  });
});

describe('admin only', () => {
  it('answers a guest 401 and an ordinary account 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/leads/metrics'],
      ['GET', '/api/admin/settings/holidays'],
      ['PUT', '/api/admin/settings/holidays'],
    ] as const) {
      expect((await t.call(method, url, null, { holidays: [] })).statusCode, url).toBe(401);
      expect((await t.call(method, url, user, { holidays: [] })).statusCode, url).toBe(403);
    }
  });
});
