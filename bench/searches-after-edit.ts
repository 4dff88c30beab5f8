// `npx tsx bench/searches-after-edit.ts`: what one product's edit costs the catalogue's searches, at
// 100,000 products (BENCH_PRODUCTS to change) on a fresh embedded database, through the real app
// (app.inject). The searches of bench/searches.ts are asked for once each (read from the database),
// then after each kind of change a product's edit publishes (lib/change.ts), one after another:
// how many were read again, and their total and longest time. The edit is made in SQL and its change
// published as the product routes publish it: which edits keep a product in its place is the API
// tests' part (test/api/change-bus.test.ts). Figures, not a pass or a fail.
import { eq, type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { findSearchTexts, vocabularySize } from '../src/server/features/products/product-repository';
import {
  bringsNewWords,
  changedSearchWords,
  searchTextWords,
} from '../src/server/features/products/product-write';
import { SEARCHES } from './searches';
import { syntheticProducts } from './synthetic-catalogue';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const paths = SEARCHES.map((q) => `/api/products?q=${encodeURIComponent(q)}`);

async function main() {
  const { db, close } = await openPglite();
  // As on the embedded database in production: answers kept until a change (main.ts).
  const app = await buildApp(testConfig({ logLevel: 'silent' }), db, {
    cacheTtlMs: Number.POSITIVE_INFINITY,
  });
  try {
    const rows = syntheticProducts(COUNT);
    for (let i = 0; i < rows.length; i += 500) await db.insert(products).values(rows.slice(i, i + 500));
    await db.execute(sql`vacuum (analyze) products`);

    /** Every search once, one after another: how many were read from the database, and their times. */
    async function askAll() {
      const read: string[] = [];
      const times: number[] = [];
      for (const [i, url] of paths.entries()) {
        const kept = app.productCache.page(url) !== undefined;
        const started = performance.now();
        const answer = await app.inject({ url });
        times.push(performance.now() - started);
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
        if (!kept) read.push(SEARCHES[i]);
      }
      const total = times.reduce((sum, time) => sum + time, 0);
      // Which, when only some were.
      const which = read.length > 0 && read.length < paths.length ? ` (${read.join(', ')})` : '';
      return `${read.length} of ${paths.length} read from the database; ${total.toFixed(0)} ms in all, longest ${Math.max(...times).toFixed(0)} ms${which}`;
    }

    console.log(
      `${COUNT.toLocaleString('en-US')} products, ${paths.length} searches asked for one after another`,
    );
    console.log(`  first time:                            ${await askAll()}`);
    console.log(`  again (kept):                          ${await askAll()}`);
    // The product first found for the broadest search (shown on the first page of many), and one
    // from the middle of the catalogue.
    const [top] = (await app.inject({ url: paths[0] })).json().products;
    const [middle, nextToIt] = await db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.createdAt)
      .offset(Math.floor(COUNT / 2))
      .limit(2);
    const edit = async (id: string, change: { inPlace?: boolean }) => {
      await db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({ priceMin: sql`coalesce(${products.priceMin}, 100) + 1` })
          .where(eq(products.id, id));
        await app.changes.publish(tx, { kind: 'catalogue', product: id, ...change });
      });
    };
    await edit(top._id, { inPlace: true });
    console.log(`  after a price edit of the top product: ${await askAll()}`);
    await edit(middle.id, { inPlace: true });
    console.log(`  after a price edit of another one:     ${await askAll()}`);
    // A sentence added to its description, then taken out again: the words its search text gained
    // or lost go with the change, as the edit route sends them.
    const editDescription = async (description: SQL, id = middle.id) => {
      await db.transaction(async (tx) => {
        const before = (await findSearchTexts(tx, id))!;
        await tx.update(products).set({ description }).where(eq(products.id, id));
        const after = (await findSearchTexts(tx, id))!;
        await app.changes.publish(tx, {
          kind: 'catalogue',
          product: id,
          inPlace: true,
          words: changedSearchWords(before, after),
          newWords: bringsNewWords(before, after),
        });
      });
    };
    await editDescription(sql`${products.description} || ' Keep the container closed.'`);
    console.log(`  after a sentence added to a description: ${await askAll()}`);
    await editDescription(sql`replace(${products.description}, ' Keep the container closed.', '')`);
    console.log(`  after it is taken out again:           ${await askAll()}`);
    // The same sentence in another product's description: its words are the catalogue's already.
    await editDescription(sql`${products.description} || ' Keep the container closed.'`, nextToIt.id);
    console.log(`  after it is added to another product:  ${await askAll()}`);
    // A product made, as the create route announces it: with its words, and whether the catalogue's
    // vocabulary grew.
    const make = async (values: Partial<typeof products.$inferInsert>) => {
      await db.transaction(async (tx) => {
        const before = { vocabulary: await vocabularySize(tx) };
        const [made] = await tx
          .insert(products)
          .values({ ...syntheticProducts(1)[0], ...values })
          .returning({ id: products.id });
        const texts = (await findSearchTexts(tx, made.id))!;
        await app.changes.publish(tx, {
          kind: 'catalogue',
          product: made.id,
          words: searchTextWords(texts.text),
          newWords: bringsNewWords(before, texts),
        });
      });
    };
    await make({
      name: 'Zinc Oxide 99.5% (Korea) - 25 kg bag',
      nameBn: null,
      description: 'Zinc oxide for rubber compounding and ceramic glazes.',
      descriptionBn: null,
      casNumber: '1314-13-2',
    });
    console.log(`  after a product made:                  ${await askAll()}`);
    // Another pack of a product the catalogue sells: every word of it is the catalogue's already.
    await make({});
    console.log(`  after another pack of one made:        ${await askAll()}`);
    // As every such change did before: with no words, everything.
    await edit(middle.id, {});
    console.log(`  after a change naming no words:        ${await askAll()}`);
  } finally {
    await app.close();
    await close();
  }
}

await main();
