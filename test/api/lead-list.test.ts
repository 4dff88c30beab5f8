// The sales desk's queue (GET /api/admin/leads) and its CSV export: every filter, the sorts, the
// search over reference, buyer, company, e-mail, phone and message, pages taken by key that neither
// repeat nor skip a lead, and bad queries answered 400 with the contract's message.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_LIST_MESSAGES, LEADS_COUNT_CAP } from '@/contract/leads';
import { contactMessages, leads, products } from '@/server/db/schema';
import { findSearchHits } from '@/server/features/leads/leads-repository';
import { setupApi } from '../helpers/api';
import { readCsv } from '../helpers/csv';

const t = setupApi();
const admin = t.signUpAdmin({ fullName: 'Nasrin Akter' });
const otherAdmin = t.signUpAdmin({ fullName: 'Kamal Hossain' });
const user = t.signUp();

const DAY = 24 * 60 * 60 * 1000;
// Fixed timestamps: a year ago is overdue whatever the clock says, an hour from now never is.
const LONG_AGO = new Date(Date.now() - 365 * DAY);
const FUTURE = new Date(Date.now() + 60 * 60 * 1000);

type Seed = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
  kind?: 'inquiry' | 'contact' | 'sample' | 'document';
  status?: 'new' | 'inProgress' | 'responded' | 'closed';
  owner?: 'admin' | 'other';
  createdAt: Date;
  answered?: boolean;
  spam?: boolean;
  product?: boolean;
};

const SEEDS: Seed[] = [
  {
    name: 'Rahim Uddin',
    email: 'rahim@padma.example',
    phone: '+880 1711-000111',
    company: 'Padma Textiles',
    message: 'Caustic soda price for Gazipur',
    kind: 'inquiry',
    createdAt: LONG_AGO,
    product: true,
  },
  {
    name: 'করিম মিয়া',
    email: 'karim@meghna.example',
    company: 'মেঘনা ডাইং',
    message: 'সালফিউরিক অ্যাসিডের দাম জানতে চাই',
    kind: 'inquiry',
    status: 'inProgress',
    owner: 'admin',
    createdAt: new Date('2026-03-10T10:00:00+06:00'),
    answered: true,
  },
  {
    name: 'Sadia Islam',
    email: 'sadia@jamuna.example',
    message: 'Please call me about a sample',
    kind: 'sample',
    owner: 'other',
    createdAt: new Date('2026-03-12T10:00:00+06:00'),
    answered: true,
  },
  {
    name: 'Tanvir Ahmed',
    email: 'tanvir@karnaphuli.example',
    phone: '01819-222333',
    message: 'Need the safety data sheet',
    kind: 'document',
    status: 'closed',
    createdAt: FUTURE,
  },
  {
    name: 'Spam Bot',
    email: 'bot@spam.example',
    message: 'cheap pills',
    createdAt: new Date('2026-03-11T10:00:00+06:00'),
    spam: true,
  },
  {
    name: 'Farhana Begum',
    email: 'farhana@surma.example',
    message: 'General question about delivery',
    createdAt: new Date('2026-03-11T12:00:00+06:00'),
    answered: true,
  },
];

const ids: Record<string, string> = {};
const references: Record<string, string> = {};
let productId: string;

beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({ name: 'Caustic Soda Flakes', description: 'Sodium hydroxide.', category: 'Alkalis' })
    .returning();
  productId = product.id;
  for (const seed of SEEDS) {
    // A contact message makes its lead through the table's trigger; the lead is then given the
    // kind, owner and dates each case needs.
    const [message] = await t.app.db
      .insert(contactMessages)
      .values({
        name: seed.name,
        email: seed.email,
        phone: seed.phone,
        subject: 'sales',
        message: seed.message,
      })
      .returning();
    const [lead] = await t.app.db
      .update(leads)
      .set({
        kind: seed.kind ?? 'contact',
        status: seed.status ?? 'new',
        company: seed.company ?? null,
        ownerId: seed.owner === 'admin' ? admin.id : seed.owner === 'other' ? otherAdmin.id : null,
        createdAt: seed.createdAt,
        lastActivityAt: seed.createdAt,
        firstResponseAt: seed.answered ? seed.createdAt : null,
        isSpam: seed.spam ?? false,
        ...(seed.product
          ? {
              productIds: [productId],
              productNames: ['Caustic Soda Flakes'],
              categories: ['Alkalis'],
              quantity: 5,
              unit: 'MT' as const,
            }
          : {}),
      })
      .where(eq(leads.contactMessageId, message.id))
      .returning();
    ids[seed.name] = lead.id;
    references[seed.name] = lead.reference;
  }
});

const list = async (query: string) => {
  const response = await t.call('GET', `/api/admin/leads${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; buyerName: string; overdue: boolean }[];
    paging: { nextCursor: string | null; total: number; capped: boolean };
  };
};
const names = async (query: string) => (await list(query)).data.map((row) => row.buyerName);

describe('the leads list', () => {
  it('answers guests 401 and users 403 on the list and the export', async () => {
    for (const url of ['/api/admin/leads', '/api/admin/leads/export.csv', '/api/admin/leads?sort=nothing']) {
      expect((await t.call('GET', url, null)).statusCode).toBe(401);
      expect((await t.call('GET', url, user)).statusCode).toBe(403);
    }
  });

  it('lists every lead but spam, newest first, with owner, overdue mark and a count', async () => {
    const body = await list('');
    expect(body.data.map((row) => row.buyerName)).toEqual([
      'Tanvir Ahmed',
      'Sadia Islam',
      'Farhana Begum',
      'করিম মিয়া',
      'Rahim Uddin',
    ]);
    expect(body.paging).toEqual({ nextCursor: null, total: 5, capped: false });
    const karim = body.data.find((row) => row.buyerName === 'করিম মিয়া');
    expect(karim).toMatchObject({
      owner: { id: admin.id, name: 'Nasrin Akter' },
      status: 'inProgress',
      overdue: false,
    });
    const rahim = body.data.find((row) => row.buyerName === 'Rahim Uddin');
    expect(rahim).toMatchObject({
      overdue: true,
      kind: 'inquiry',
      quantity: 5,
      unit: 'MT',
      productNames: ['Caustic Soda Flakes'],
    });
  });

  it("shows each product's name in the page's language while it exists, else the name the request stored", async () => {
    const productsOf = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/leads?kind=inquiry',
        headers: { authorization: `Bearer ${admin.token}`, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data as { buyerName: string; productNames: string[] }[];
      return rows.find((row) => row.buyerName === 'Rahim Uddin')?.productNames;
    };
    await t.app.db.update(products).set({ nameBn: 'কস্টিক সোডা ফ্লেক্স' }).where(eq(products.id, productId));
    try {
      expect(await productsOf('bn')).toEqual(['কস্টিক সোডা ফ্লেক্স']);
      expect(await productsOf('en')).toEqual(['Caustic Soda Flakes']);
      // A lead naming a product that is gone keeps the stored name.
      await t.app.db
        .update(leads)
        .set({ productIds: ['00000000-0000-4000-8000-000000000000'] })
        .where(eq(leads.id, ids['Rahim Uddin']));
      expect(await productsOf('bn')).toEqual(['Caustic Soda Flakes']);
    } finally {
      await t.app.db
        .update(leads)
        .set({ productIds: [productId] })
        .where(eq(leads.id, ids['Rahim Uddin']));
      await t.app.db.update(products).set({ nameBn: null }).where(eq(products.id, productId));
    }
  });

  it('filters by kind, status, owner (mine, unassigned, an admin), product, category and dates', async () => {
    expect(await names('?kind=inquiry')).toEqual(['করিম মিয়া', 'Rahim Uddin']);
    expect(await names('?status=closed')).toEqual(['Tanvir Ahmed']);
    expect(await names('?owner=mine')).toEqual(['করিম মিয়া']);
    expect(await names(`?owner=${otherAdmin.id}`)).toEqual(['Sadia Islam']);
    expect(await names('?owner=unassigned')).toEqual(['Tanvir Ahmed', 'Farhana Begum', 'Rahim Uddin']);
    expect(await names(`?product=${productId}`)).toEqual(['Rahim Uddin']);
    expect(await names('?category=Alkalis')).toEqual(['Rahim Uddin']);
    // Dhaka days: 2026-03-11 takes in Farhana (and the spam, which stays hidden).
    expect(await names('?from=2026-03-11&to=2026-03-11')).toEqual(['Farhana Begum']);
    expect(await names('?from=2026-03-10&to=2026-03-12')).toEqual([
      'Sadia Islam',
      'Farhana Begum',
      'করিম মিয়া',
    ]);
    expect(await names('?kind=&status=')).toHaveLength(5);
  });

  it('shows overdue leads (unanswered for over a business day) and spam only when asked', async () => {
    expect(await names('?overdue=true')).toEqual(['Rahim Uddin']);
    expect(await names('?spam=only')).toEqual(['Spam Bot']);
  });

  it('searches words of name, company and message, and e-mail, phone and reference anywhere', async () => {
    expect(await names('?q=rah')).toEqual(['Rahim Uddin']);
    expect(await names('?q=padma%20textiles')).toEqual(['Rahim Uddin']);
    expect(await names('?q=tanvir%40karna')).toEqual(['Tanvir Ahmed']);
    expect(await names('?q=karnaphuli')).toEqual(['Tanvir Ahmed']);
    expect(await names('?q=01819%20222')).toEqual(['Tanvir Ahmed']);
    expect(await names('?q=1711000')).toEqual(['Rahim Uddin']);
    expect(await names(`?q=${references['Sadia Islam'].slice(0, 6).toLowerCase()}`)).toContain('Sadia Islam');
    expect(await names(`?q=${encodeURIComponent('সালফিউরিক')}`)).toEqual(['করিম মিয়া']);
    expect(await names(`?q=${encodeURIComponent('মেঘনা')}`)).toEqual(['করিম মিয়া']);
    expect(await names('?q=delivery')).toEqual(['Farhana Begum']);
    expect(await names('?q=nothing-like-this')).toEqual([]);
  });

  it("reads a code's few matches first, and leaves words and spam filters to the page's own plan", async () => {
    // A reference or a phone number: its matches by id (spam too: the page filters them after).
    const sadia = references['Sadia Islam'].slice(0, 6).toLowerCase();
    expect(await findSearchHits(t.app.db, sadia, LEADS_COUNT_CAP)).toContain(ids['Sadia Islam']);
    expect(await findSearchHits(t.app.db, '01819 222', LEADS_COUNT_CAP)).toEqual([ids['Tanvir Ahmed']]);
    expect(await findSearchHits(t.app.db, '0000000', LEADS_COUNT_CAP)).toEqual([]);
    // More matches than the cap, a word, or no search: the page's query searches as it reads.
    expect(await findSearchHits(t.app.db, 'example', LEADS_COUNT_CAP)).toBeNull();
    expect(await findSearchHits(t.app.db, sadia, 0)).toBeNull();
    expect(await findSearchHits(t.app.db, undefined, LEADS_COUNT_CAP)).toBeNull();
    // The same leads either way, whatever else filters them.
    expect(await names(`?q=${sadia}&kind=sample`)).toContain('Sadia Islam');
    expect(await names(`?q=${sadia}&kind=document`)).toEqual([]);
    expect(await names('?q=01819-222333&spam=only')).toEqual([]);
  });

  it('sorts by the whitelisted columns in both directions', async () => {
    expect(await names('?sort=buyer&dir=asc')).toEqual([
      'Farhana Begum',
      'Rahim Uddin',
      'Sadia Islam',
      'Tanvir Ahmed',
      'করিম মিয়া',
    ]);
    expect((await names('?sort=created&dir=asc'))[0]).toBe('Rahim Uddin');
    expect((await names('?sort=lastActivity&dir=desc'))[0]).toBe('Tanvir Ahmed');
  });

  it('pages by key without repeating or skipping a lead, in every sort', async () => {
    for (const sort of ['created', 'lastActivity', 'buyer', 'reference']) {
      for (const dir of ['asc', 'desc']) {
        const whole = await names(`?sort=${sort}&dir=${dir}`);
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<typeof list>> = await list(
            `?sort=${sort}&dir=${dir}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.data.length).toBeLessThanOrEqual(2);
          paged.push(...page.data.map((row) => row.buyerName));
          cursor = page.paging.nextCursor;
        } while (cursor);
        expect(paged, `${sort} ${dir}`).toEqual(whole);
      }
    }
  });

  it('keeps pages apart when leads share a timestamp to the microsecond', async () => {
    const same = new Date('2026-03-11T12:00:00.123+06:00');
    await t.app.db
      .update(leads)
      .set({ createdAt: same })
      .where(inArray(leads.id, [ids['Sadia Islam'], ids['Farhana Begum']]));
    const first = await list('?limit=2');
    const second = await list(`?limit=2&cursor=${first.paging.nextCursor}`);
    const seen = [...first.data, ...second.data].map((row) => row.id);
    expect(new Set(seen).size).toBe(4);
  });

  it('refuses an unknown sort, a bad filter value or a broken page key with 400 and the rule', async () => {
    const cases: [string, string][] = [
      ['?sort=email', LEAD_LIST_MESSAGES.sortInvalid],
      ['?dir=up', LEAD_LIST_MESSAGES.directionInvalid],
      ['?kind=order', LEAD_LIST_MESSAGES.kindInvalid],
      ['?status=won', LEAD_LIST_MESSAGES.statusInvalid],
      ['?owner=someone', LEAD_LIST_MESSAGES.ownerInvalid],
      ['?product=42', LEAD_LIST_MESSAGES.productInvalid],
      ['?from=11/03/2026', LEAD_LIST_MESSAGES.dateInvalid],
      ['?from=2026-03-12&to=2026-03-10', LEAD_LIST_MESSAGES.dateRangeInvalid],
      ['?overdue=yes', LEAD_LIST_MESSAGES.overdueInvalid],
      ['?spam=all', LEAD_LIST_MESSAGES.spamInvalid],
      [`?q=${'x'.repeat(101)}`, LEAD_LIST_MESSAGES.searchTooLong],
      ['?limit=1000', LEAD_LIST_MESSAGES.limitInvalid],
      ['?cursor=not-a-key', LEAD_LIST_MESSAGES.cursorInvalid],
      // A key of the buyer sort where a date belongs.
      [
        `?cursor=${Buffer.from(JSON.stringify(['Rahim', ids['Rahim Uddin']])).toString('base64url')}`,
        LEAD_LIST_MESSAGES.cursorInvalid,
      ],
    ];
    for (const [query, message] of cases) {
      const response = await t.call('GET', `/api/admin/leads${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    const exported = await t.call('GET', '/api/admin/leads/export.csv?sort=email', admin);
    expect(exported.statusCode).toBe(400);
    expect(exported.json().message).toBe(LEAD_LIST_MESSAGES.sortInvalid);
  });
});

describe('the leads export', () => {
  it('streams the filtered leads as UTF-8 CSV with a BOM, dated filename and headers', async () => {
    const response = await t.call('GET', '/api/admin/leads/export.csv?kind=inquiry', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const {
      bom,
      rows: [header, ...rows],
    } = readCsv(response.rawPayload);
    expect(bom).toBe(true);
    expect(header.slice(0, 4)).toEqual(['Reference', 'Kind', 'Status', 'Buyer']);
    expect(rows.map((row) => row[3])).toEqual(['করিম মিয়া', 'Rahim Uddin']);
    expect(rows[0]).toContain('সালফিউরিক অ্যাসিডের দাম জানতে চাই');
    expect(rows[1][8]).toMatch(/^5 \S/);
  });

  it('writes headers and words in Bengali for a Bengali page', async () => {
    const response = await t.call('GET', '/api/admin/leads/export.csv?lang=bn&status=closed', admin);
    const {
      rows: [header, ...rows],
    } = readCsv(response.rawPayload);
    expect(header.slice(0, 4)).toEqual(['রেফারেন্স', 'ধরন', 'অবস্থা', 'ক্রেতা']);
    expect(rows).toHaveLength(1);
    expect(rows[0][1]).toBe('নথির অনুরোধ');
  });

  it('reads leads in batches: more leads than a batch all arrive, once each', async () => {
    const values = Array.from({ length: 1203 }, (_, index) => ({
      name: `Batch buyer ${index}`,
      email: `batch${index}@bulk.example`,
      subject: 'sales' as const,
      message: 'bulk',
    }));
    await t.app.db.insert(contactMessages).values(values);
    const response = await t.call('GET', '/api/admin/leads/export.csv?q=bulk', admin);
    const {
      rows: [, ...rows],
    } = readCsv(response.rawPayload);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[0])).size).toBeGreaterThan(1100);
  });
});
