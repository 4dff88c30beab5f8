// A product deleted between a public write's read of it and the write's statement: the statement
// fails its foreign key, stores nothing and the buyer is told the product (or its document) is not
// there, in their language, never a 500. The deletion is made to fall in that window every time by a
// trigger, installed for this file's database alone, that deletes the product the row being written
// names just before the row is stored.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { PRODUCT_NOT_FOUND } from '@/contract/product-rules';
import { documentRequests, inquiries, leads, mailOutbox, products, sampleRequests } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { uploadGatedDocument } from '../helpers/products';

const t = setupApi(() => createTestApp({}, { mail: { autoStart: false } }));
const admin = t.signUpAdmin({ email: 'desk@meghna.example' });

beforeAll(async () => {
  await t.app.db.execute(sql`
    CREATE FUNCTION test_delete_named_product() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM products WHERE id = NEW.product_id;
      RETURN NEW;
    END $$`);
  for (const table of ['inquiries', 'sample_requests', 'document_requests']) {
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER test_delete_named_product BEFORE INSERT ON ${table}
        FOR EACH ROW EXECUTE FUNCTION test_delete_named_product()`),
    );
  }
});

async function newProduct(name: string) {
  const [row] = await t.app.db
    .insert(products)
    .values({ name, description: `${name} for industry`, category: 'Acids & Alkalis' })
    .returning();
  return row.id;
}

const gatedDocument = (productId: string) => uploadGatedDocument(t.app, productId, admin);

const stored = async () => ({
  inquiries: await t.app.db.$count(inquiries),
  samples: await t.app.db.$count(sampleRequests),
  documentRequests: await t.app.db.$count(documentRequests),
  leads: await t.app.db.$count(leads),
  mails: await t.app.db.$count(mailOutbox),
});

const buyer = { name: 'Nasrin Akter', email: 'nasrin@textile.example', phone: '+880 1711-222333' };
const post = (url: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

describe('a public write whose product is deleted before its statement', () => {
  it('answers an inquiry 404 "Product not found", in English and Bengali, storing nothing', async () => {
    const before = await stored();
    for (const [language, message] of [
      ['en', PRODUCT_NOT_FOUND],
      ['bn', 'পণ্যটি পাওয়া যায়নি'],
    ]) {
      const productId = await newProduct(`Sulphuric Acid 98% (${language})`);
      const response = await post(
        '/api/inquiries',
        { ...buyer, productId, inquiry: 'Price for 5 MT' },
        language,
      );
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a sample request 404 "Product not found", storing nothing', async () => {
    const before = await stored();
    const productId = await newProduct('Caustic Soda Flakes');
    const response = await post('/api/samples', {
      ...buyer,
      productId,
      quantity: 2,
      unit: 'kg',
      intendedUse: 'Trial batch in our dye house',
      company: 'Padma Textiles Ltd',
      deliveryAddress: 'Plot 12, BSCIC, Narayanganj',
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe(PRODUCT_NOT_FOUND);
    expect(await stored()).toEqual(before);
  });

  it('answers a document request 404 "Document not found" (deleted with its product), storing nothing', async () => {
    const documentId = await gatedDocument(await newProduct('Hydrogen Peroxide 50%'));
    const before = await stored();
    const response = await post(`/api/documents/${documentId}/requests`, {
      name: buyer.name,
      email: buyer.email,
      company: 'Padma Textiles Ltd',
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.notFound);
    expect(await stored()).toEqual(before);
  });
});
