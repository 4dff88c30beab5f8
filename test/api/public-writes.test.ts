// The public forms' writes on the embedded database: each stores its row, its lines, its mails and
// (by trigger) its lead in one statement, with no transaction around it. Every statement waits its
// turn on the database's one session, and a transaction holds that session for all of its round
// trips while every other request waits behind it. (The spies read the embedded database's client;
// a PostgreSQL pool's statements take another path, so the file runs on PGlite alone.)
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { leadEvents, leads, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { uploadGatedDocument } from '../helpers/products';

const t = setupApi(() => createTestApp({}, { mail: { autoStart: false } }));
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });
const ids: string[] = [];
let documentId: string;

beforeAll(async () => {
  for (const name of ['Sulphuric Acid 98%', 'Caustic Soda Flakes', 'Hydrogen Peroxide 50%']) {
    const [row] = await t.app.db
      .insert(products)
      .values({ name, description: `${name} for industry`, category: 'Acids & Alkalis' })
      .returning();
    ids.push(row.id);
  }
  documentId = await uploadGatedDocument(t.app, ids[0], admin);
});

/** The statements a submission ran that write one of `tables`, and whether it opened a transaction. */
async function writesOf(submit: () => Promise<LightMyRequestResponse>, tables: string[]) {
  const client = (t.app.db as unknown as { $client: PGlite }).$client;
  const statements = vi.spyOn(client, 'query');
  const transactions = vi.spyOn(client, 'transaction');
  try {
    const response = await submit();
    expect(response.statusCode, response.body).toBe(201);
    const writing = new RegExp(`insert into "(${tables.join('|')})"`);
    return {
      response,
      writes: statements.mock.calls.map(([sql]) => String(sql)).filter((sql) => writing.test(sql)),
      transaction: transactions.mock.calls.length > 0,
    };
  } finally {
    statements.mockRestore();
    transactions.mockRestore();
  }
}

const post = (url: string, payload: object) => () => t.app.inject({ method: 'POST', url, payload });

const contact = { name: 'Nasrin Akter', email: 'nasrin@textile.example', phone: '+880 1711-222333' };

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a public form write', () => {
  it('stores a one-product inquiry, its line and both mails in one statement', async () => {
    const { response, writes, transaction } = await writesOf(
      post('/api/inquiries', { ...contact, productId: ids[0], inquiry: 'Price for 5 MT, please' }),
      ['inquiries', 'inquiry_lines', 'mail_outbox', 'lead_events', 'notifications'],
    );
    expect(transaction).toBe(false);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /insert into "inquiries"[\s\S]*insert into "mail_outbox"[\s\S]*insert into "notifications"[\s\S]*insert into "inquiry_lines"/,
    );
    expect(response.json().trackingUrl).toBeTruthy();
  });

  it('stores a basket of several lines in one statement; the lead lists every product and starts its timeline', async () => {
    const { response, writes, transaction } = await writesOf(
      post('/api/inquiries', {
        ...contact,
        inquiry: 'Monthly supply, please quote',
        lines: [
          { productId: ids[0], quantity: 2, unit: 'MT' },
          { productId: ids[1], quantity: 40, unit: 'bag', note: 'Flakes' },
          { productId: ids[2], quantity: 4.5, unit: 'IBC' },
        ],
        deliveryLocation: 'Factory gate, Gazipur',
      }),
      ['inquiries', 'inquiry_lines', 'mail_outbox', 'lead_events'],
    );
    expect(transaction).toBe(false);
    expect(writes).toHaveLength(1);
    const inquiryId = response.json().data._id;
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.inquiryId, inquiryId));
    expect(lead).toMatchObject({ lineCount: 3, productIds: ids, quantity: 2, unit: 'MT' });
    const events = await t.app.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events).toMatchObject([{ kind: 'submitted', status: 'new', actorName: 'Nasrin Akter' }]);
  });

  it('stores a sample request and its mails in one statement', async () => {
    const { writes, transaction } = await writesOf(
      post('/api/samples', {
        ...contact,
        productId: ids[1],
        quantity: 2,
        unit: 'kg',
        intendedUse: 'Trial batch in our dye house',
        company: 'Padma Textiles Ltd',
        deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
      }),
      ['sample_requests', 'mail_outbox', 'notifications'],
    );
    expect(transaction).toBe(false);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /insert into "mail_outbox"[\s\S]*insert into "notifications"[\s\S]*insert into "sample_requests"/,
    );
  });

  it('stores a document request and its mails in one statement', async () => {
    const { writes, transaction } = await writesOf(
      post(`/api/documents/${documentId}/requests`, {
        name: contact.name,
        email: contact.email,
        company: 'Padma Textiles Ltd',
      }),
      ['document_requests', 'mail_outbox', 'notifications'],
    );
    expect(transaction).toBe(false);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(
      /insert into "mail_outbox"[\s\S]*insert into "notifications"[\s\S]*insert into "document_requests"/,
    );
  });
});
