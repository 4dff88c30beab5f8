// The round robin's owner is told as a manually chosen one is: a bell and a mail in their language,
// through the outbox, for leads from the public forms (inquiries, contact messages).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { bearer, type TestUser } from '../helpers/users';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const t = setupApi(() => createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://catalogue.example.com' }));
const alice = t.signUpAdmin({ fullName: 'Alice Akter', email: 'alice.rr@example.com' });
const bob = t.signUpAdmin({ fullName: 'Babul Hossain', email: 'babul.rr@example.com' });

let productId: string;
beforeAll(async () => {
  const language = await t.call('PUT', '/api/me/language', bob, { language: 'bn' });
  expect(language.statusCode).toBe(200);
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Caustic Soda Flakes 99%', description: 'Sodium hydroxide flakes', category: 'Alkalis' })
    .returning();
  productId = product.id;
  const rule = await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
    enabled: true,
    adminIds: [alice.id, bob.id],
  });
  expect(rule.statusCode).toBe(200);
});

async function inquire(name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@buyer.example.com`,
      inquiry: 'Price for 5 tons, delivered to Gazipur',
      productId,
      productName: 'Caustic Soda Flakes 99%',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data._id as string;
}

const assignmentMailsTo = (who: TestUser) =>
  smtp.messages.filter(
    (mail) =>
      mail.envelope.to.includes(who.email) &&
      (mail.subject?.startsWith('Assigned to you') || mail.subject?.startsWith('আপনার দায়িত্বে')),
  );

async function assignmentBells(who: TestUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...bearer(who), 'accept-language': who === bob ? 'bn' : 'en' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().notifications as { title: string; message: string; link: string }[]).filter(
    (n) => n.title === 'Lead assigned to you' || n.title === 'আপনার দায়িত্বে একটি অনুরোধ',
  );
}

const leadOf = async (sourceId: string) =>
  (await t.call('GET', `/api/admin/leads/${sourceId}`, alice)).json() as {
    _id: string;
    reference: string;
    owner: { _id: string } | null;
  };

describe('the round robin tells the owner it chose', () => {
  it('gives two public inquiries to two admins, each with one bell and one mail in their language', async () => {
    const first = await leadOf(await inquire('Rahim Uddin'));
    const second = await leadOf(await inquire('Sadia Islam'));
    expect([first.owner?._id, second.owner?._id]).toEqual([alice.id, bob.id]);

    await vi.waitFor(
      () => {
        expect(assignmentMailsTo(alice)).toHaveLength(1);
        expect(assignmentMailsTo(bob)).toHaveLength(1);
      },
      // The outbox sends in batches: staff alerts and the assignment mails may take a few seconds.
      { timeout: 10_000, interval: 100 },
    );
    const [toAlice] = assignmentMailsTo(alice);
    expect(toAlice.subject).toBe(`Assigned to you: ${first.reference} from Rahim Uddin`);
    expect(toAlice.text).toContain(
      `The round robin gave you the request ${first.reference} from Rahim Uddin.`,
    );
    expect(toAlice.text).toContain(`https://catalogue.example.com/admin/leads/${first._id}`);
    const [toBob] = assignmentMailsTo(bob);
    expect(toBob.subject).toBe(`আপনার দায়িত্বে: Sadia Islam-এর অনুরোধ ${second.reference}`);
    expect(toBob.text).toContain(
      `স্বয়ংক্রিয় বণ্টনে Sadia Islam-এর অনুরোধ ${second.reference} আপনার দায়িত্বে এসেছে।`,
    );

    expect(await assignmentBells(alice)).toEqual([
      expect.objectContaining({
        message: `The round robin gave you ${first.reference} from Rahim Uddin`,
        link: `/admin/leads/${first._id}`,
      }),
    ]);
    expect(await assignmentBells(bob)).toEqual([
      expect.objectContaining({
        message: `স্বয়ংক্রিয় বণ্টনে Sadia Islam-এর অনুরোধ ${second.reference} আপনার দায়িত্বে এসেছে।`,
        link: `/admin/leads/${second._id}`,
      }),
    ]);
  });

  it('tells the owner of a contact message too, and no one once the rule is off', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nasrin Sultana',
        email: 'nasrin@example.com',
        subject: 'sales',
        message: 'Soda ash?',
      },
    });
    expect(sent.statusCode).toBe(201);
    const lead = await leadOf(sent.json().data._id);
    expect(lead.owner?._id).toBe(alice.id);
    await vi.waitFor(() => expect(assignmentMailsTo(alice)).toHaveLength(2), { timeout: 10_000 });
    expect(assignmentMailsTo(alice)[1].subject).toBe(
      `Assigned to you: ${lead.reference} from Nasrin Sultana`,
    );
    expect(await assignmentBells(alice)).toHaveLength(2);

    await t.call('PUT', '/api/admin/leads/auto-assign', alice, {
      enabled: false,
      adminIds: [alice.id, bob.id],
    });
    const unowned = await leadOf(await inquire('Tanvir Ahmed'));
    expect(unowned.owner).toBeNull();
    expect(await assignmentBells(bob)).toHaveLength(1);
    expect(await assignmentBells(alice)).toHaveLength(2);
  });

  it('answers a repeated inquiry as the first, and tells its owner once', async () => {
    await t.call('PUT', '/api/admin/leads/auto-assign', alice, { enabled: true, adminIds: [bob.id] });
    const mailsBefore = assignmentMailsTo(bob).length;
    const bellsBefore = (await assignmentBells(bob)).length;
    const first = await inquire('Karim Mia');
    // The same buyer, product and words again: the repeat is found by the write's one statement.
    const again = await inquire('Karim Mia');
    expect(again).toBe(first);
    expect((await leadOf(first)).owner?._id).toBe(bob.id);
    await vi.waitFor(() => expect(assignmentMailsTo(bob)).toHaveLength(mailsBefore + 1), {
      timeout: 10_000,
    });
    // Nothing more follows for the repeat.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(assignmentMailsTo(bob)).toHaveLength(mailsBefore + 1);
    expect(await assignmentBells(bob)).toHaveLength(bellsBefore + 1);
  });
});
