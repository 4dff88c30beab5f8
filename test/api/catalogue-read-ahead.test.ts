// Visitors going through the catalogue get every product's answer read ahead of them
// (products/catalogue-read-ahead.ts): the answer is then the route's own, byte for byte, and a change
// is never hidden by it.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { productSlug } from '@/contract/product-slug';
import { startCatalogueReadAhead } from '@/server/features/products';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { saveProduct } from '../helpers/products';

// Kept without end, as on the embedded database: only a change can make a read fresh.
const t = setupApi(() => createTestApp({}, { cacheTtlMs: Number.POSITIVE_INFINITY }));
const admin = t.signUpAdmin();

const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}` });
const nameOf = async (id: string) => (await get(id)).json().name;

let ids: string[] = [];
let readAhead: ReturnType<typeof startCatalogueReadAhead> | undefined;
afterEach(async () => {
  await readAhead?.stop();
  // The products of one test are not the next one's.
  await t.database.db.execute(sql`delete from products`);
  t.app.productCache.clear();
});

async function createProducts(names: string[]) {
  ids = [];
  for (const name of names) {
    const response = await saveProduct(t.app, admin, [], { name });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().product._id);
  }
  t.app.productCache.clear();
}

/** Renames every product in the database alone: no change is published, so only a read shows it. */
const renameBehindTheCache = () =>
  t.database.db.execute(sql`update products set name = 'Renamed behind the cache'`);

/** The read-ahead with its threshold at `reads`, after a visitor opened the first two products. */
async function afterTwoProductsOpened(reads: number) {
  const started = startCatalogueReadAhead(t.app, { reads });
  readAhead = started;
  await get(ids[0]);
  await get(ids[1]);
  await started.settled();
  return started;
}

describe('the catalogue read ahead of visitors going through it', () => {
  it('answers every product from memory, with the bytes and ETag the route itself gives', async () => {
    await createProducts(['Citric Acid', 'Soda Ash Light', 'Hydrogen Peroxide 50%', 'Ferric Chloride']);
    const fresh = await Promise.all(ids.map(get));
    t.app.productCache.clear();

    // Two products opened for the first time: a visitor going through the catalogue.
    await afterTwoProductsOpened(2);
    await renameBehindTheCache();

    for (const [i, id] of ids.entries()) {
      // By id, and by its page's address as the site's pages ask for it.
      const slug = productSlug(fresh[i].json());
      for (const answer of [await get(id), await get(slug)]) {
        // Not read again (the renaming does not show): the same bytes, and the same ETag.
        expect(answer.body).toBe(fresh[i].body);
        expect(answer.headers.etag).toBe(fresh[i].headers.etag);
      }
    }
  });

  it('leaves the catalogue alone for a visitor opening a few products', async () => {
    await createProducts(['Citric Acid', 'Soda Ash Light', 'Hydrogen Peroxide 50%']);
    await afterTwoProductsOpened(3);
    await renameBehindTheCache();
    expect(await nameOf(ids[2])).toBe('Renamed behind the cache');
  });

  it("never hides a product's edit, and keeps the other products read ahead, which it does not alter", async () => {
    await createProducts(['Citric Acid', 'Soda Ash Light', 'Ferric Chloride']);
    await afterTwoProductsOpened(2);

    // An edit through the API publishes a change: the next read shows it at once.
    const edited = await saveProduct(t.app, admin, [], { id: ids[2], name: 'Ferric Chloride 40%' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await nameOf(ids[2])).toBe('Ferric Chloride 40%');

    // The other products, read ahead before it, are still answered from memory.
    await renameBehindTheCache();
    expect(await nameOf(ids[1])).toBe('Soda Ash Light');
  });

  it('after a change that empties everything, reads ahead again for the next visitor going through', async () => {
    await createProducts(['Citric Acid', 'Soda Ash Light', 'Ferric Chloride']);
    const reading = await afterTwoProductsOpened(2);
    await t.app.changes.publish(t.app.db, { kind: 'catalogue' });

    // Products read for requests since the change: a visitor still going through, read ahead again.
    await get(ids[0]);
    await get(ids[2]);
    await reading.settled();
    await renameBehindTheCache();
    expect(await nameOf(ids[1])).toBe('Soda Ash Light');
  });
});
