// Spam without captchas: the six public forms (one-product inquiry, quote basket, contact, review,
// sample request, document request) answer a bot (honeypot filled, no or a forged start stamp, sent sooner than the
// minimum) and a blocked sender as they answer a person, and store, notify and mail nothing. Mail
// goes to a real SMTP server. Then "mark as spam", which blocks the buyers' addresses, and the
// blocked list.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { FORM_STAMP_FIELD, FORM_STAMP_SPENT_MESSAGE, FORM_TRAP_FIELD } from '@/contract/spam';
import { SPAM_MESSAGES } from '@/contract/spam-schemas';
import {
  blockedEmails,
  comments,
  contactMessages,
  documentRequests,
  inquiries,
  leads,
  mailOutbox,
  notifications,
  products,
  sampleRequests,
  spentFormStamps,
} from '@/server/db/schema';
import { forgetSpentStamps } from '@/server/features/spam/spent-stamps';
import { setupApi } from '../helpers/api';
import { createTestApp, formStampAged } from '../helpers/app';
import { uploadGatedDocument } from '../helpers/products';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const t = setupApi(() => createTestApp({ smtpUrl: smtp.url }, { mail: { autoStart: false } }));
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
const user = t.signUp({ email: 'plain-user@example.com' });

const ids: string[] = [];
beforeAll(async () => {
  const rows = await t.app.db
    .insert(products)
    .values(
      ['Caustic Soda Flakes 99%', 'Soda Ash Light'].map((name) => ({
        name,
        description: `${name} for industry`,
        category: 'Acids & Alkalis',
      })),
    )
    .returning();
  ids.push(...rows.map((row) => row.id));
});

let gatedDocumentId: string;
beforeAll(async () => {
  gatedDocumentId = await uploadGatedDocument(t.app, ids[0], admin);
});

let seq = 0;
const buyer = (email: string) => ({ name: 'Rahim Uddin', email, phone: '+880 1711-555666' });
// Each form: where it posts, a valid body from `email`, and what its success answer looks like.
const forms = [
  {
    name: 'one-product inquiry',
    url: () => '/api/inquiries',
    body: (email: string) => ({
      ...buyer(email),
      inquiry: `Price for 5 tons (#${++seq})`,
      productId: ids[0],
      productName: 'Caustic Soda Flakes 99%',
      inquiryType: 'pricing',
      timestamp: new Date().toISOString(),
    }),
    answer: (body: Record<string, unknown>) =>
      expect(body).toMatchObject({ success: true, data: { status: 'new' } }),
  },
  {
    name: 'quote basket',
    url: () => '/api/inquiries',
    body: (email: string) => ({
      ...buyer(email),
      inquiry: `Monthly supply (#${++seq})`,
      lines: [
        { productId: ids[0], quantity: 2, unit: 'MT' },
        { productId: ids[1], quantity: 40, unit: 'bag' },
      ],
    }),
    answer: (body: Record<string, unknown>) =>
      expect(body).toMatchObject({ success: true, trackingUrl: expect.any(String) }),
  },
  {
    name: 'contact',
    url: () => '/api/contact',
    body: (email: string) => ({ ...buyer(email), subject: 'sales', message: `Do you deliver? (#${++seq})` }),
    answer: (body: Record<string, unknown>) =>
      expect(body).toMatchObject({
        success: true,
        message: 'Thank you for your message! We will get back to you soon.',
      }),
  },
  {
    name: 'review',
    url: () => `/api/comments/product/${ids[1]}`,
    body: (email: string) => ({
      commentText: `Dissolves cleanly (#${++seq})`,
      commenterName: 'Karim',
      email,
      rating: 5,
    }),
    answer: (body: Record<string, unknown>) =>
      expect(body).toMatchObject({ comment: { commenterName: 'Karim' } }),
  },
  {
    name: 'sample request',
    url: () => '/api/samples',
    body: (email: string) => ({
      ...buyer(email),
      productId: ids[0],
      quantity: 2,
      unit: 'kg',
      intendedUse: `Trial batch (#${++seq})`,
      company: 'Padma Textiles Ltd',
      deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
    }),
    answer: (body: Record<string, unknown>) =>
      expect(body).toMatchObject({ sample: { status: 'new' }, trackingToken: expect.any(String) }),
  },
  {
    name: 'document request',
    url: () => `/api/documents/${gatedDocumentId}/requests`,
    body: (email: string) => ({ name: 'Rahim Uddin', email, company: `Padma Textiles (#${++seq})` }),
    answer: (body: Record<string, unknown>) => expect(body).toEqual({ message: DOCUMENT_MESSAGES.requested }),
  },
];

const counted = [
  inquiries,
  contactMessages,
  comments,
  sampleRequests,
  documentRequests,
  leads,
  mailOutbox,
  notifications,
];
const counts = () =>
  Promise.all(counted.map(async (table) => (await t.app.db.select({ n: count() }).from(table))[0].n));

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('the public forms against bots', () => {
  const bots: [string, () => Record<string, unknown>][] = [
    ['the honeypot filled', () => ({ [FORM_TRAP_FIELD]: 'https://cheap-pills.example' })],
    ['sent a second after the form was shown', () => ({ [FORM_STAMP_FIELD]: formStampAged(t.app, 1_000) })],
    ['no start stamp', () => ({ [FORM_STAMP_FIELD]: '' })],
    [
      'a forged start stamp',
      () => ({ [FORM_STAMP_FIELD]: `${(Date.now() - 60_000).toString(36)}.forgedforgedforgedforg` }),
    ],
    ['a stamp older than a day', () => ({ [FORM_STAMP_FIELD]: formStampAged(t.app, 25 * 60 * 60 * 1000) })],
  ];

  for (const form of forms) {
    it(`${form.name}: answers a bot like a person and keeps, notifies and mails nothing`, async () => {
      const before = await counts();
      for (const [what, extra] of bots) {
        const response = await post(form.url(), { ...form.body('bot@spam.example'), ...extra() });
        expect(response.statusCode, what).toBe(201);
        form.answer(response.json());
      }
      expect(await counts()).toEqual(before);
      await t.app.mail.deliverDue();
      expect(smtp.messages.filter((mail) => mail.text?.includes('bot@spam.example'))).toEqual([]);
    });

    it(`${form.name}: still takes a person's submission, sent after the minimum`, async () => {
      const before = await counts();
      const response = await post(form.url(), {
        ...form.body('person@buyer.example'),
        [FORM_STAMP_FIELD]: formStampAged(t.app, 4_000),
        [FORM_TRAP_FIELD]: '',
      });
      expect(response.statusCode).toBe(201);
      form.answer(response.json());
      const after = await counts();
      // Its source row (inquiry, message, review, sample or document request) and its mail are stored.
      const sources = (n: number[]) => n[0] + n[1] + n[2] + n[3] + n[4];
      expect(sources(after)).toBe(sources(before) + 1);
      expect(after[counted.indexOf(mailOutbox)]).toBeGreaterThan(before[counted.indexOf(mailOutbox)]);
    });
  }

  it('checks the rule after the form rules: a bot sending bad input gets the same 400 as a person', async () => {
    const response = await post('/api/contact', {
      ...forms[2].body('bot@spam.example'),
      email: 'nope',
      [FORM_TRAP_FIELD]: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });

  it('hands out a start stamp that vouches for a form sent three seconds later', async () => {
    const response = await t.call('GET', '/api/form-stamp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { stamp } = response.json();
    const fresh = await post('/api/contact', {
      ...forms[2].body('quick@buyer.example'),
      [FORM_STAMP_FIELD]: stamp,
    });
    expect(fresh.statusCode).toBe(201);
    expect(
      await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'quick@buyer.example')),
    ).toEqual([]);
  });
});

describe('a form stamp', () => {
  it("vouches for one stored submission: sent again, it is refused 409 in the reader's language, storing nothing", async () => {
    const stamp = formStampAged(t.app, 4_000);
    // A submission the rules refuse does not spend it: the person corrects the form and sends again.
    const refused = await post('/api/contact', {
      ...forms[2].body('once@buyer.example'),
      email: 'nope',
      [FORM_STAMP_FIELD]: stamp,
    });
    expect(refused.statusCode).toBe(400);
    const first = await post('/api/contact', {
      ...forms[2].body('once@buyer.example'),
      [FORM_STAMP_FIELD]: stamp,
    });
    expect(first.statusCode, first.body).toBe(201);

    const before = await counts();
    for (const form of forms) {
      const again = await post(form.url(), { ...form.body('once@buyer.example'), [FORM_STAMP_FIELD]: stamp });
      expect(again.statusCode, form.name).toBe(409);
      expect(again.json().message, form.name).toBe(FORM_STAMP_SPENT_MESSAGE);
    }
    const bengali = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...forms[2].body('once@buyer.example'), [FORM_STAMP_FIELD]: stamp },
      headers: { 'accept-language': 'bn' },
    });
    expect(bengali.statusCode).toBe(409);
    expect(bengali.json().message).toBe('এই ফর্মটি আগেই পাঠানো হয়েছে। আরেকটি পাঠাতে অনুগ্রহ করে পাতাটি রিলোড করুন।');
    expect(await counts()).toEqual(before);
  });

  it('spent by a stored inquiry still answers the same inquiry sent again as its repeat', async () => {
    const stamp = formStampAged(t.app, 4_000);
    const body = { ...forms[0].body('repeat@buyer.example'), [FORM_STAMP_FIELD]: stamp };
    const first = await post('/api/inquiries', body);
    expect(first.statusCode, first.body).toBe(201);
    const repeat = await post('/api/inquiries', body);
    expect(repeat.statusCode, repeat.body).toBe(201);
    expect(repeat.json().data._id).toBe(first.json().data._id);
  });

  it('is forgotten once past its life', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.app.db.insert(spentFormStamps).values({ stampHash: 'an-old-stamp', spentAt: old });
    const spent = await t.app.db.$count(spentFormStamps);
    expect(await forgetSpentStamps(t.app.db, new Date(Date.now() - 24 * 60 * 60 * 1000))).toBe(1);
    expect(await t.app.db.$count(spentFormStamps)).toBe(spent - 1);
  });
});

describe('PUT /api/admin/leads/spam', () => {
  const leadOf = async (email: string) => {
    const [row] = await t.app.db.select().from(leads).where(eq(leads.email, email));
    return row;
  };

  it('hides the leads, blocks their addresses, and drops what those addresses send next', async () => {
    await post('/api/contact', forms[2].body('Spammer@Junk.example'));
    const lead = await leadOf('Spammer@Junk.example');
    const marked = await t.call('PUT', '/api/admin/leads/spam', admin, { ids: [lead.id], spam: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ updated: 1, blocked: ['spammer@junk.example'] });
    expect((await leadOf('Spammer@Junk.example')).isSpam).toBe(true);

    for (const form of forms) {
      const before = await counts();
      const response = await post(form.url(), form.body('SPAMMER@junk.example'));
      expect(response.statusCode, form.name).toBe(201);
      form.answer(response.json());
      expect(await counts(), form.name).toEqual(before);
    }

    // Unmarking brings the lead back and leaves the address blocked.
    const unmarked = await t.call('PUT', '/api/admin/leads/spam', admin, { ids: [lead.id], spam: false });
    expect(unmarked.json()).toMatchObject({ updated: 1, blocked: [] });
    expect((await leadOf('Spammer@Junk.example')).isSpam).toBe(false);
    expect(
      await t.app.db.select().from(blockedEmails).where(eq(blockedEmails.email, 'spammer@junk.example')),
    ).toHaveLength(1);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [unknown, string][] = [
      [{ ids: [], spam: true }, 'Choose at least one lead'],
      [{ spam: true }, 'Choose at least one lead'],
      [{ ids: ['not-a-uuid'], spam: true }, 'Lead ids must be UUIDs'],
      [{ ids: Array.from({ length: 501 }, () => unknown), spam: true }, 'Choose at most 500 leads at a time'],
      [{ ids: [unknown] }, 'Say whether the leads are spam'],
      [{ ids: [unknown], spam: true }, 'Some of these leads do not exist'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.call('PUT', '/api/admin/leads/spam', admin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('the blocked list', () => {
  it('adds an address lower-case, lists it, refuses it twice, removes it', async () => {
    const added = await t.call('POST', '/api/admin/blocked-emails', admin, {
      email: '  Bulk@Mailer.Example ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().email.email).toBe('bulk@mailer.example');
    expect(
      (await t.call('POST', '/api/admin/blocked-emails', admin, { email: 'bulk@mailer.example' })).statusCode,
    ).toBe(409);

    const listed = await t.call('GET', '/api/admin/blocked-emails', admin);
    expect(listed.json().emails.map((row: { email: string }) => row.email)).toContain('bulk@mailer.example');

    const dropped = await post('/api/contact', forms[2].body('bulk@mailer.example'));
    expect(dropped.statusCode).toBe(201);
    expect(
      await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'bulk@mailer.example')),
    ).toEqual([]);

    const removed = await t.call(
      'DELETE',
      `/api/admin/blocked-emails/${encodeURIComponent('Bulk@Mailer.example')}`,
      admin,
    );
    expect(removed.statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/admin/blocked-emails/bulk@mailer.example', admin)).statusCode).toBe(
      404,
    );
    await post('/api/contact', forms[2].body('bulk@mailer.example'));
    expect(
      await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'bulk@mailer.example')),
    ).toHaveLength(1);
  });

  it('pages by key, newest first, and finds an address by any part of it', async () => {
    const spread = Array.from({ length: 120 }, (_, i) => ({
      email: `paged${String(i).padStart(3, '0')}@bulk${i % 3}.example`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    await t.app.db.insert(blockedEmails).values(spread);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = await t.call('GET', `/api/admin/blocked-emails${query}`, admin);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { emails: { email: string }[]; nextCursor: string | null };
      expect(body.emails.length).toBeLessThanOrEqual(50);
      seen.push(...body.emails.map((row) => row.email));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    const paged = seen.filter((email) => email.startsWith('paged'));
    expect(paged).toEqual(spread.map((row) => row.email).reverse());

    const found = await t.call('GET', `/api/admin/blocked-emails?q=${encodeURIComponent('D11')}`, admin);
    expect(found.json().emails.map((row: { email: string }) => row.email)).toEqual([
      'paged119@bulk2.example',
      'paged118@bulk1.example',
      'paged117@bulk0.example',
      'paged116@bulk2.example',
      'paged115@bulk1.example',
      'paged114@bulk0.example',
      'paged113@bulk2.example',
      'paged112@bulk1.example',
      'paged111@bulk0.example',
      'paged110@bulk2.example',
    ]);
    // A pattern's wildcards are searched as written.
    expect((await t.call('GET', '/api/admin/blocked-emails?q=%25', admin)).json().emails).toEqual([]);
    const broken = await t.call('GET', '/api/admin/blocked-emails?cursor=not-a-key', admin);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(SPAM_MESSAGES.cursorInvalid);
  });

  it('refuses an address that is not one', async () => {
    for (const email of ['', 'not-an-address', 'a@b']) {
      const response = await t.call('POST', '/api/admin/blocked-emails', admin, { email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message).toMatch(
        /E-mail address is required|Please enter a valid email address/,
      );
    }
    const unknown = await t.call('DELETE', '/api/admin/blocked-emails/nope', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This e-mail address is not blocked');
  });
});

describe('admin only', () => {
  const routes: [string, string, unknown?][] = [
    ['PUT', '/api/admin/leads/spam', { ids: [], spam: true }],
    ['GET', '/api/admin/blocked-emails'],
    ['POST', '/api/admin/blocked-emails', { email: 'x@example.com' }],
    ['DELETE', '/api/admin/blocked-emails/x@example.com'],
  ];
  it('answers a guest 401 and an ordinary account 403', async () => {
    for (const [method, url, payload] of routes) {
      expect((await t.call(method as 'GET', url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method as 'GET', url, user, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
