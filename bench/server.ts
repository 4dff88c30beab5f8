// The benchmark's server process: the real app on a loopback port, on the database the server
// itself would open (the embedded one on its worker thread, under a fresh data directory, or a
// fresh database on TEST_DATABASE_URL's server with BENCH_DB=postgres), holding the synthetic
// catalogue. With BENCH_JOIN=<database> it is a second instance on the database another such
// process made and filled (two instances behind the proxy, run.ts): it adds nothing to it and
// leaves it in place when it stops. BENCH_ROOT names another checkout whose code is measured instead (before and after
// figures); this process then runs with that checkout as its working directory. It reports the
// port, some product ids, a photo's URL and its memory to its parent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_STAFF_ADDRESS } from './mail';
import { cpuMicroseconds } from './rounds';
import { syntheticProducts } from './synthetic-catalogue';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const load = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(root, 'src/server', file)).href);

const { buildApp } = await load<typeof import('../src/server/app')>('app.ts');
const { testConfig } = await load<typeof import('../src/server/config')>('config.ts');
const client = await load<typeof import('../src/server/db/client')>('db/client.ts');
const schema = await load<typeof import('../src/server/db/schema')>('db/schema.ts');
const { eq, sql } = await import('drizzle-orm');

const count = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const onPostgres = process.env.BENCH_DB === 'postgres';
const joining = process.env.BENCH_JOIN;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));

async function openDatabase() {
  if (!onPostgres) return client.openDatabase({ dataDir });
  const pg = (await import('pg')).default;
  const serverUrl = process.env.TEST_DATABASE_URL!;
  if (joining) {
    const url = new URL(serverUrl);
    url.pathname = `/${joining}`;
    return client.openPostgres(url.href);
  }
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await client.openPostgres(url.href);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const database = await openDatabase();
/**
 * Fills the database with the synthetic catalogue; answers the products' ids. Its rows are let go
 * once stored: a server in production holds none of them (184 MB of this process's heap at 100,000
 * products, 21 MB at 10,000, which every collection of the old generation went through).
 */
async function seed() {
  const rows = syntheticProducts(count);
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await database.db
      .insert(schema.products)
      .values(rows.slice(i, i + 500))
      .returning({ id: schema.products.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
const ids = joining ? [] : await seed();
// Vacuumed and analysed, as the site's start does on the embedded database (src/server/main.ts,
// db/embedded-maintenance.ts) and autovacuum does on a PostgreSQL server after a bulk insert: with
// only fresh statistics, the visibility map stayed empty and every index-only count (a category's
// products) read the table's rows instead: under the mixed load at 100,000 products on PGlite those
// counts held the database up to 1.9 s each (9-15 ms each once vacuumed).
if (!joining) await database.db.execute(sql`vacuum (analyze) products`);
// Staff alerts go to the benchmark's own SMTP server (run.ts, bench/mail.ts), with the mail worker
// running (a checkout from before the outbox has no settings table and sends no mail).
if ('siteSettings' in schema && !joining) {
  await database.db
    .insert(schema.siteSettings)
    .values({ key: 'staffRecipients', value: [BENCH_STAFF_ADDRESS] });
}
// One real photo file (the synthetic products name assets that are not stored).
const sharp = (await import('sharp')).default;
const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
  .webp()
  .toBuffer();
const asset = 'b'.repeat(32);
if (!joining) {
  await database.db.insert(schema.media).values({
    key: `${asset}-640.webp`,
    asset,
    contentType: 'image/webp',
    byteSize: photo.length,
    data: photo,
  });
}

const webDir = path.join(root, 'dist/web');
const app = await buildApp(
  testConfig({
    logLevel: 'silent',
    smtpUrl: process.env.BENCH_SMTP_URL,
    webDir: fs.existsSync(path.join(webDir, 'index.html')) ? webDir : undefined,
  }),
  database.db,
  // As main.ts does on the embedded database (a checkout without the option ignores it).
  { cacheTtlMs: database.kind === 'pglite' ? Number.POSITIVE_INFINITY : undefined } as object,
);
await app.listen({ port: 0, host: '127.0.0.1' });
// As main.ts does once listening: products read ahead of visitors going through the catalogue (a
// checkout from before it has no such export and skips this).
const products = await load<Partial<typeof import('../src/server/features/products')>>(
  'features/products/index.ts',
);
const readAhead = products.startCatalogueReadAhead?.(app);
// And, as main.ts does, the home pages rendered ahead of the first visitors (a checkout from before
// it has no such export and skips this).
const site = await load<Partial<typeof import('../src/server/features/site')>>('features/site/index.ts');
await site.warmUpHomePages?.(app);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
global.gc?.();
process.send?.({
  port,
  count,
  // The database a second instance joins (BENCH_JOIN).
  database: onPostgres ? (joining ?? `bench_${process.pid}`) : undefined,
  kind: database.kind,
  // Every product, in an order that spreads them over the catalogue.
  ids: ids.map((_, i) => ids[(i * 7919) % ids.length]),
  media: `/media/${asset}-640.webp`,
  html: fs.existsSync(path.join(webDir, 'index.html')),
  rss: process.memoryUsage().rss,
});
// An admin's edit of a product's description (BENCH_MIXED_EDIT_EVERY, run.ts): a sentence added,
// announced as the edit route announces it. A checkout from before product changes named their words
// announces none, as its route did: every list and search is then forgotten; one from before an edit
// in place named only the words it changed names all of the product's.
const productWrite = await load<Partial<typeof import('../src/server/features/products/product-write')>>(
  'features/products/product-write.ts',
);
const productRepository = await load<
  Partial<typeof import('../src/server/features/products/product-repository')>
>('features/products/product-repository.ts');
let edits = 0;
async function editDescription() {
  const id = ids[(edits++ * 7919 + 4_999) % ids.length];
  const { products: table } = schema;
  // Its search texts; a checkout from before names were among them answers the text alone.
  const repository = productRepository as typeof productRepository & {
    findSearchText?: (db: unknown, id: string) => Promise<string | null>;
  };
  const textsOf = async (tx: unknown) => {
    if (repository.findSearchTexts) return repository.findSearchTexts(tx as never, id);
    const text = await repository.findSearchText?.(tx, id);
    return typeof text === 'string' ? { text, name: '', vocabulary: 0 } : null;
  };
  await database.db.transaction(async (tx) => {
    const before = await textsOf(tx);
    await tx
      .update(table)
      .set({ description: sql`${table.description} || ' Keep the container closed.'` })
      .where(eq(table.id, id));
    const after = await textsOf(tx);
    const { searchTextWords, bringsNewWords, changedSearchWords } = productWrite;
    // A checkout from before the vocabulary was counted judged new words by the product's text.
    const olderNewWords = bringsNewWords as unknown as (before: string, after: string) => boolean;
    const named =
      before && after && searchTextWords && bringsNewWords
        ? {
            inPlace: true,
            words: changedSearchWords?.(before, after) ?? searchTextWords(before.text, after.text),
            newWords: repository.findSearchTexts
              ? bringsNewWords(before, after)
              : olderNewWords(before.text, after.text),
          }
        : {};
    await app.changes.publish(tx, { kind: 'catalogue', product: id, ...named });
  });
}

process.on('message', (message) => {
  if (message === 'memory') process.send?.({ rss: process.memoryUsage().rss });
  if (message === 'cpu') process.send?.({ cpu: cpuMicroseconds() });
  if (message === 'edit') editDescription().catch((error) => console.error('bench edit failed:', error));
});

process.on('SIGTERM', async () => {
  await readAhead?.stop();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
