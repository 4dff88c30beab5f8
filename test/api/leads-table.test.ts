// The sales desk's queue table (migration 0021): every inquiry, contact message, sample request and
// document request has its lead row, written by the database with the lead itself; the desk status,
// products and first response follow what happens to it; and the migration gives the leads stored
// before it their rows.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryLines, leads, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { databaseMigratedUpTo } from '../helpers/migrations';

const t = setupApi();
const admin = t.signUpAdmin();
let productId: string;

beforeAll(async () => {
  const [product] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      description: 'Sodium hydroxide.',
      category: 'Acids & Alkalis',
    })
    .returning();
  productId = product.id;
});

const leadOf = async (column: 'inquiryId' | 'contactMessageId', id: string) =>
  (await t.app.db.select().from(leads).where(eq(leads[column], id)))[0];

describe('the leads table', () => {
  it('holds a submitted inquiry with its product, and follows its status and first response', async () => {
    const submitted = await t.call('POST', '/api/inquiries', null, {
      name: 'Rahim Uddin',
      email: 'rahim@padma.example',
      phone: '+880 1711-000000',
      inquiry: 'Price for 5 tons delivered to Gazipur',
      productId,
      productName: 'Caustic Soda Flakes 99%',
      inquiryType: 'pricing',
      timestamp: new Date().toISOString(),
    });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().data._id as string;
    const lead = await leadOf('inquiryId', id);
    expect(lead).toMatchObject({
      kind: 'inquiry',
      reference: id.slice(0, 8).toUpperCase(),
      status: 'new',
      buyerName: 'Rahim Uddin',
      email: 'rahim@padma.example',
      message: 'Price for 5 tons delivered to Gazipur',
      productIds: [productId],
      productNames: ['Caustic Soda Flakes 99%'],
      categories: ['Acids & Alkalis'],
      lineCount: 1,
      firstResponseAt: null,
      ownerId: null,
      isSpam: false,
    });

    const moved = await t.call('PATCH', `/api/inquiries/${id}/status`, admin, { status: 'inProgress' });
    expect(moved.statusCode).toBe(200);
    const after = await leadOf('inquiryId', id);
    expect(after.status).toBe('inProgress');
    expect(after.firstResponseAt).toBeInstanceOf(Date);
    expect(after.lastActivityAt.getTime()).toBeGreaterThanOrEqual(lead.lastActivityAt.getTime());
  });

  it("lists the products and categories of lines stored together or later, each once, in the lines' order", async () => {
    const [soda, acid] = await t.app.db
      .insert(products)
      .values([
        { name: 'Soda Ash Light', description: 'Sodium carbonate.', category: 'Industrial Chemicals' },
        { name: 'Hydrochloric Acid 33%', description: 'Muriatic acid.', category: 'Acids & Alkalis' },
      ])
      .returning();
    const [inquiry] = await t.app.db
      .insert(inquiries)
      .values({
        name: 'Karim',
        email: 'karim@example.com',
        inquiry: 'Monthly supply?',
        productName: 'Soda Ash Light',
      })
      .returning();
    const line = (
      position: number,
      product: { id: string; name: string } | null,
      quantity: number,
      unit: 'MT' | 'bag' | 'kg',
    ) => ({
      inquiryId: inquiry.id,
      position,
      productId: product?.id ?? null,
      productName: product?.name ?? 'A solvent we could not find',
      quantity,
      unit,
    });
    const caustic = { id: productId, name: 'Caustic Soda Flakes 99%' };
    await t.app.db
      .insert(inquiryLines)
      .values([line(0, soda, 5, 'MT'), line(1, caustic, 40, 'bag'), line(2, soda, 1, 'kg')]);
    expect(await leadOf('inquiryId', inquiry.id)).toMatchObject({
      productIds: [soda.id, productId],
      productNames: ['Soda Ash Light', 'Caustic Soda Flakes 99%', 'Soda Ash Light'],
      categories: ['Industrial Chemicals', 'Acids & Alkalis'],
      quantity: 5,
      unit: 'MT',
      lineCount: 3,
    });
    // Lines added later append what is new; the first line's quantity stays the lead's.
    await t.app.db
      .insert(inquiryLines)
      .values([line(3, acid, 2, 'MT'), line(4, null, 9, 'kg'), line(5, soda, 3, 'MT')]);
    expect(await leadOf('inquiryId', inquiry.id)).toMatchObject({
      productIds: [soda.id, productId, acid.id],
      productNames: [
        'Soda Ash Light',
        'Caustic Soda Flakes 99%',
        'Soda Ash Light',
        'Hydrochloric Acid 33%',
        'A solvent we could not find',
        'Soda Ash Light',
      ],
      categories: ['Industrial Chemicals', 'Acids & Alkalis'],
      quantity: 5,
      unit: 'MT',
      lineCount: 6,
    });
  });

  it('holds a contact message', async () => {
    const sent = await t.call('POST', '/api/contact', null, {
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      subject: 'general',
      message: 'Do you deliver to Chattogram EPZ?',
    });
    expect(sent.statusCode).toBe(201);
    const lead = await leadOf('contactMessageId', sent.json().data._id);
    expect(lead).toMatchObject({ kind: 'contact', status: 'new', buyerName: 'Nusrat Jahan', lineCount: 0 });
  });

  it('disappears with its lead', async () => {
    const sent = await t.call('POST', '/api/contact', null, {
      name: 'Spam Bot',
      email: 'bot@example.com',
      subject: 'general',
      message: 'Buy cheap followers now, best price',
    });
    const id = sent.json().data._id as string;
    expect(await leadOf('contactMessageId', id)).toBeDefined();
    expect((await t.call('DELETE', `/api/contact/admin/${id}`, admin)).statusCode).toBe(200);
    expect(await leadOf('contactMessageId', id)).toBeUndefined();
  });
});

describe('migration 0021 on a database with leads from before it', () => {
  it('gives every stored lead its row, with lines, categories and first responses', async () => {
    const database = await databaseMigratedUpTo(20);
    try {
      const [{ id: product }] = (
        await database.query<{ id: string }>(
          `insert into products (name, description, category) values ('Soda Ash Light', 'Na2CO3', 'Alkalis') returning id`,
        )
      ).rows;
      const [{ id: answered }] = (
        await database.query<{ id: string }>(
          `insert into inquiries (name, email, inquiry, product_name, status, company)
           values ('Karim', 'k@example.com', 'Price?', 'Soda Ash Light', 'responded', 'Padma Ltd') returning id`,
        )
      ).rows;
      await database.query(
        `insert into inquiry_lines (inquiry_id, position, product_id, product_name, quantity, unit)
         values ($1, 0, $2, 'Soda Ash Light', 5, 'MT'), ($1, 1, null, 'Old product', null, null)`,
        [answered, product],
      );
      await database.query(
        `insert into inquiry_events (inquiry_id, kind, status, created_at)
         values ($1, 'submitted', 'new', '2026-01-01T08:00:00Z'), ($1, 'quotationSent', null, '2026-01-02T08:00:00Z')`,
        [answered],
      );
      await database.query(
        `insert into contact_messages (name, email, subject, message, is_read) values ('Mina', 'm@example.com', 'general', 'Hello', true)`,
      );

      await database.migrateToLatest();

      const rows = (
        await database.query<Record<string, unknown>>(
          'select kind, status, company, product_ids, product_names, categories, quantity, unit, line_count, first_response_at from leads order by kind',
        )
      ).rows;
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        kind: 'contact',
        status: 'inProgress',
        line_count: 0,
        first_response_at: null,
      });
      expect(rows[1]).toMatchObject({
        kind: 'inquiry',
        status: 'responded',
        company: 'Padma Ltd',
        product_ids: [product],
        product_names: ['Soda Ash Light', 'Old product'],
        categories: ['Alkalis'],
        unit: 'MT',
        line_count: 2,
        first_response_at: new Date('2026-01-02T08:00:00Z'),
      });
      expect(Number(rows[1].quantity)).toBe(5);
    } finally {
      await database.close();
    }
  });
});
