// The sales desk's work on a lead: owners (with the assignee's bell and mail, read from a real SMTP
// server), statuses one or many at once, messages to the buyer (mailed, shown on their tracking page,
// answered there into the same timeline) and internal notes the buyer never sees, the first response,
// and the round-robin rule.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leads, mailOutbox, products } from '@/server/db/schema';
import { saveSalesAddressSetting } from '@/server/features/mail/mail-settings';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { seedTrackedInquiry } from '../helpers/tracking';
import { bearer, type TestUser } from '../helpers/users';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://catalogue.example.com' }));
const alice = t.signUpAdmin({ fullName: 'Alice Akter', email: 'alice.desk@example.com' });
const bob = t.signUpAdmin({ fullName: 'Babul Hossain', email: 'babul.desk@example.com' });
const user = t.signUp({ fullName: 'Karim Buyer' });

let inquiry: { token: string; inquiryId: string; leadId: string };
let contactLeadId: string;

const leadOf = async (column: 'inquiryId' | 'contactMessageId', id: string) => {
  const [row] = await t.app.db.select().from(leads).where(eq(leads[column], id));
  return row;
};

async function newContactLead(email = 'nasrin@example.com') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Nasrin Sultana', email, subject: 'sales', message: 'Do you stock soda ash?' },
  });
  expect(response.statusCode).toBe(201);
  return leadOf('contactMessageId', response.json().data._id);
}

beforeAll(async () => {
  const language = await t.app.inject({
    method: 'PUT',
    url: '/api/me/language',
    payload: { language: 'bn' },
    headers: bearer(bob),
  });
  expect(language.statusCode).toBe(200);
  await saveSalesAddressSetting(t.app.db, 'sales@meghna.example.com');
  const seeded = await seedTrackedInquiry(t.app.db, { name: 'Rahim Uddin', email: 'rahim@example.com' });
  inquiry = { ...seeded, leadId: (await leadOf('inquiryId', seeded.inquiryId)).id };
  contactLeadId = (await newContactLead()).id;
});

const detail = async (leadId: string, who: TestUser = alice) => {
  const response = await t.call('GET', `/api/admin/leads/${leadId}`, who);
  expect(response.statusCode).toBe(200);
  return response.json();
};
/**
 * The first mail to `address` whose subject has `words`, arriving after the first `before` mails (staff
 * alerts come and go meanwhile).
 */
async function mailTo(address: string, words: string, before: number) {
  for (let count = before + 1; ; count++) {
    const found = (await smtp.waitFor(count))
      .slice(before)
      .find((mail) => mail.envelope.to.includes(address) && mail.subject?.includes(words));
    if (found) return found;
  }
}
const queuedOfKind = async (kind: string) =>
  (await t.app.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, kind)))[0].n;

describe('who may call the desk', () => {
  it('answers guests 401 and ordinary accounts 403 on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Parameters<typeof t.call>[0], string, unknown][] = [
      ['GET', `/api/admin/leads/${id}`, undefined],
      ['PUT', '/api/admin/leads/owner', { ids: [id], ownerId: null }],
      ['PUT', '/api/admin/leads/status', { ids: [id], status: 'closed' }],
      ['POST', `/api/admin/leads/${id}/messages`, { body: 'Hello' }],
      ['POST', `/api/admin/leads/${id}/notes`, { body: 'Hello' }],
      ['GET', '/api/admin/leads/auto-assign', undefined],
      ['PUT', '/api/admin/leads/auto-assign', { enabled: false, adminIds: [] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, user, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 for a lead that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/admin/leads/${id}`, alice)).json().message).toBe('Lead not found');
    expect((await t.call('GET', '/api/admin/leads/not-an-id', alice)).statusCode).toBe(404);
    const response = await t.call('PUT', '/api/admin/leads/owner', alice, { ids: [id], ownerId: null });
    expect(response.statusCode).toBe(404);
  });

  it("finds a lead's screen by the id of the inquiry or message it is", async () => {
    expect((await detail(inquiry.inquiryId))._id).toBe(inquiry.leadId);
    const lead = await detail(contactLeadId);
    expect(lead.kind).toBe('contact');
    expect((await detail(lead.sourceId))._id).toBe(contactLeadId);
  });
});

describe('PUT /api/admin/leads/owner', () => {
  it('gives a lead to another admin, who gets a bell and a mail in their language', async () => {
    const before = smtp.messages.length;
    const response = await t.call('PUT', '/api/admin/leads/owner', alice, {
      ids: [inquiry.leadId],
      ownerId: bob.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Owner saved', updated: 1 });

    const lead = await detail(inquiry.leadId);
    expect(lead.owner).toEqual({ _id: bob.id, name: 'Babul Hossain' });
    expect(lead.timeline.at(-1)).toMatchObject({
      kind: 'ownerChanged',
      ownerName: 'Babul Hossain',
      actorName: 'Alice Akter',
    });

    const mail = await mailTo(bob.email, 'আপনার দায়িত্বে', before);
    expect(mail.subject).toBe(`আপনার দায়িত্বে: Rahim Uddin-এর অনুরোধ ${lead.reference}`);
    expect(mail.text).toContain('Alice Akter আপনাকে Rahim Uddin-এর অনুরোধ');
    expect(mail.text).toContain('Caustic Soda Flakes 99%');
    expect(mail.text).toContain(`https://catalogue.example.com/admin/leads/${inquiry.leadId}`);

    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...bearer(bob), 'accept-language': 'bn' },
    });
    expect(bell.json().notifications[0]).toMatchObject({
      title: 'আপনার দায়িত্বে একটি অনুরোধ',
      message: `Alice Akter আপনাকে Rahim Uddin-এর অনুরোধ ${lead.reference}-এর দায়িত্ব দিয়েছেন।`,
      link: `/admin/leads/${inquiry.leadId}`,
    });
    const mine = (await t.call('GET', '/api/notifications', alice)).json();
    expect(
      mine.notifications.some((n: { link: string }) => n.link === `/admin/leads/${inquiry.leadId}`),
    ).toBe(false);
  });

  it('takes a lead for oneself without telling anyone, and unassigns one or many at once', async () => {
    const assignmentMails = await queuedOfKind('leadAssigned');
    const mine = await t.call('PUT', '/api/admin/leads/owner', alice, {
      ids: [inquiry.leadId, contactLeadId],
      ownerId: alice.id,
    });
    expect(mine.json().updated).toBe(2);
    expect((await detail(contactLeadId)).owner).toEqual({ _id: alice.id, name: 'Alice Akter' });
    const unassigned = await t.call('PUT', '/api/admin/leads/owner', alice, {
      ids: [inquiry.leadId, contactLeadId],
      ownerId: null,
    });
    expect(unassigned.statusCode).toBe(200);
    const lead = await detail(inquiry.leadId);
    expect(lead.owner).toBeNull();
    expect(lead.timeline.at(-1)).toMatchObject({ kind: 'ownerChanged', ownerName: null });
    expect(await queuedOfKind('leadAssigned')).toBe(assignmentMails);
  });

  it('refuses an unknown or non-admin owner, and bad lists, with 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [
        { ids: [inquiry.leadId], ownerId: '00000000-0000-4000-8000-000000000000' },
        'The owner must be an administrator',
      ],
      [{ ids: [inquiry.leadId], ownerId: user.id }, 'The owner must be an administrator'],
      [{ ids: [inquiry.leadId], ownerId: 'bob' }, 'The owner must be an administrator'],
      [{ ids: [], ownerId: null }, 'Choose at least one lead'],
      [{ ids: ['x'], ownerId: null }, 'Each lead must be given by its id'],
      [{ ids: Array(501).fill(inquiry.leadId), ownerId: null }, 'At most 500 leads can be changed at once'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call('PUT', '/api/admin/leads/owner', alice, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await detail(inquiry.leadId)).owner).toBeNull();
  });
});

describe("the desk's messages in Bengali", () => {
  it('answers a Bengali page in Bengali, from the admin area catalog', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/leads/owner',
      headers: { ...bearer(alice), 'accept-language': 'bn' },
      payload: { ids: [contactLeadId], ownerId: user.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('দায়িত্বপ্রাপ্ত ব্যক্তিকে অবশ্যই অ্যাডমিন হতে হবে');
  });
});

describe('messages and notes', () => {
  it('refuses an empty message or note with 400', async () => {
    for (const [path, message] of [
      ['messages', 'Please write your message to the buyer'],
      ['notes', 'Please write your note'],
    ]) {
      for (const payload of [{ body: '   ' }, {}]) {
        const response = await t.call('POST', `/api/admin/leads/${inquiry.leadId}/${path}`, alice, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
    }
  });

  it('mails a message to the buyer with the reference in the subject, replies to the sales address', async () => {
    const [before] = await t.app.db.select().from(leads).where(eq(leads.id, inquiry.leadId));
    expect(before.firstResponseAt).toBeNull();
    const sent = smtp.messages.length;
    const response = await t.call('POST', `/api/admin/leads/${inquiry.leadId}/messages`, alice, {
      body: 'Which grade do you need: technical or food?',
    });
    expect(response.statusCode).toBe(201);
    const { lead } = response.json();
    expect(lead.firstResponseAt).not.toBeNull();
    expect(lead.timeline.slice(-2)).toMatchObject([
      {
        kind: 'staffMessage',
        message: 'Which grade do you need: technical or food?',
        actorName: 'Alice Akter',
      },
      { kind: 'mail', mail: { to: 'rahim@example.com', subject: expect.stringContaining(lead.reference) } },
    ]);

    const mail = await mailTo('rahim@example.com', 'a message from', sent);
    expect(mail.subject).toBe(`Your request ${lead.reference}: a message from Meghna Chemicals`);
    expect(mail.replyTo?.text).toBe('sales@meghna.example.com');
    expect(mail.text).toContain('Which grade do you need: technical or food?');
    expect(mail.text).toMatch(/https:\/\/catalogue\.example\.com\/quotes\/[\w-]{43}/);
    // The page's link in the mail opens the buyer's page.
    const token = /\/quotes\/([\w-]{43})/.exec(mail.text ?? '')?.[1];
    expect((await t.call('GET', `/api/quotes/${token}`)).statusCode).toBe(200);
    // Its outcome shows in the timeline once the worker has sent it.
    await vi.waitFor(async () =>
      expect((await detail(inquiry.leadId)).timeline.at(-1).mail.status).toBe('sent'),
    );
  });

  it("keeps a note in the timeline and out of the buyer's page; the buyer's answer joins the thread", async () => {
    const noted = await t.call('POST', `/api/admin/leads/${inquiry.leadId}/notes`, alice, {
      body: 'Price-sensitive buyer, offer 2% off',
    });
    expect(noted.statusCode).toBe(201);
    expect(noted.json().lead.timeline.at(-1)).toMatchObject({ kind: 'note', actorName: 'Alice Akter' });

    const page = await t.call('GET', `/api/quotes/${inquiry.token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Which grade do you need: technical or food?');
    expect(page.body).not.toContain('Price-sensitive');
    expect(page.body).not.toContain('Alice');
    expect(page.json().history.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'staffMessage',
    ]);

    const answer = await t.call('POST', `/api/quotes/${inquiry.token}/messages`, null, {
      message: 'Technical grade, 5 MT please.',
    });
    expect(answer.statusCode).toBe(201);
    const lead = await detail(inquiry.leadId);
    expect(lead.timeline.map((entry: { kind: string }) => entry.kind).slice(-4)).toEqual([
      'staffMessage',
      'mail',
      'note',
      'buyerQuestion',
    ]);
    expect(lead.timeline.at(-1)).toMatchObject({
      kind: 'buyerQuestion',
      message: 'Technical grade, 5 MT please.',
      actorName: 'Rahim Uddin',
    });
  });

  it('writes to a contact message sender by mail only, and counts it as the first response', async () => {
    const sent = smtp.messages.length;
    const response = await t.call('POST', `/api/admin/leads/${contactLeadId}/messages`, alice, {
      body: 'Yes, soda ash light is in stock in Dhaka.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().lead).toMatchObject({ buyerHasPage: false, firstResponseAt: expect.any(String) });
    const mail = await mailTo('nasrin@example.com', 'a message from', sent);
    expect(mail.text).toContain('Yes, soda ash light is in stock in Dhaka.');
    expect(mail.text).toContain('To answer, simply reply to this e-mail.');
    expect(mail.text).not.toContain('/quotes/');
  });
});

describe('a sample request', () => {
  it("shows the desk's messages on the buyer's sample page, never a note", async () => {
    const [product] = await t.app.db
      .insert(products)
      .values({ name: 'Soda Ash Light', description: 'Sodium carbonate.', category: 'Acids & Alkalis' })
      .returning();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/samples',
      payload: {
        productId: product.id,
        quantity: 2,
        unit: 'kg',
        intendedUse: 'Trial batch in our dye house',
        name: 'Salma Begum',
        company: 'Padma Textiles Ltd',
        email: 'salma@padma.example',
        phone: '+880 1711-555666',
        deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
      },
    });
    expect(created.statusCode).toBe(201);
    const { sample, trackingToken } = created.json();
    const lead = await detail(sample._id);
    expect(lead).toMatchObject({ kind: 'sample', buyerHasPage: true });

    const sent = smtp.messages.length;
    await t.call('POST', `/api/admin/leads/${lead._id}/notes`, alice, { body: 'Send the 1 kg pack only' });
    const response = await t.call('POST', `/api/admin/leads/${lead._id}/messages`, alice, {
      body: 'Your sample leaves our Tongi store tomorrow.',
    });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo('salma@padma.example', 'a message from', sent);
    expect(mail.text).toContain(`/samples/${trackingToken}`);

    const page = await t.call('GET', `/api/samples/track/${trackingToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().messages).toEqual([
      { at: expect.any(String), message: 'Your sample leaves our Tongi store tomorrow.' },
    ]);
    expect(page.body).not.toContain('1 kg pack');
  });
});

describe('PUT /api/admin/leads/status', () => {
  it("changes an inquiry through its own history and a contact message's on the desk, at once", async () => {
    const response = await t.call('PUT', '/api/admin/leads/status', alice, {
      ids: [inquiry.leadId, contactLeadId],
      status: 'inProgress',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Status saved', updated: 2 });
    const page = (await t.call('GET', `/api/quotes/${inquiry.token}`)).json();
    expect(page.status).toBe('inProgress');
    expect(page.history.at(-1)).toMatchObject({ kind: 'status', status: 'inProgress' });
    for (const id of [inquiry.leadId, contactLeadId]) {
      const lead = await detail(id);
      expect(lead.status).toBe('inProgress');
      expect(lead.timeline.at(-1)).toMatchObject({
        kind: 'status',
        status: 'inProgress',
        actorName: 'Alice Akter',
      });
    }
  });

  it('refuses an unknown status with 400', async () => {
    const response = await t.call('PUT', '/api/admin/leads/status', alice, {
      ids: [inquiry.leadId],
      status: 'won',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Status must be one of: new, inProgress, responded, closed');
  });
});

describe('automatic assignment', () => {
  it('is off by default', async () => {
    expect((await t.call('GET', '/api/admin/leads/auto-assign', alice)).json().rule).toEqual({
      enabled: false,
      adminIds: [],
    });
    expect((await newContactLead('first@example.com')).ownerId).toBeNull();
  });

  it('refuses an admin list naming someone who is not an admin', async () => {
    const response = await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
      enabled: true,
      adminIds: [alice.id, user.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Each admin in the rotation must be an administrator');
    const empty = await t.call('PUT', '/api/admin/leads/auto-assign', alice, { enabled: true, adminIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose at least one admin for the rotation');
  });

  it('gives each new lead to the next admin in turn, whatever kind it is, also when they arrive at once', async () => {
    const saved = await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
      enabled: true,
      adminIds: [alice.id, bob.id],
    });
    expect(saved.statusCode).toBe(200);
    const owners = [];
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com']) {
      owners.push((await newContactLead(email)).ownerId);
    }
    const seeded = await seedTrackedInquiry(t.app.db, { email: 'r4@example.com' });
    owners.push((await leadOf('inquiryId', seeded.inquiryId)).ownerId);
    expect(owners).toEqual([alice.id, bob.id, alice.id, bob.id]);

    // Saving the rule again keeps whose turn it is; six at once still alternate.
    await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
      enabled: true,
      adminIds: [alice.id, bob.id],
    });
    const together = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => newContactLead(`burst${n}@example.com`)),
    );
    const given = together.map((lead) => lead.ownerId);
    expect(given.filter((id) => id === alice.id)).toHaveLength(3);
    expect(given.filter((id) => id === bob.id)).toHaveLength(3);

    await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
      enabled: false,
      adminIds: [alice.id, bob.id],
    });
    expect((await newContactLead('off@example.com')).ownerId).toBeNull();
  });
});
