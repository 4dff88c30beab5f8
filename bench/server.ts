// The benchmark's server process: an in-memory database holding the synthetic catalogue, served by
// the real app on a loopback port. It reports the port and some product ids to its parent.
import { sql } from 'drizzle-orm';
import { buildApp } from '@/server/app';
import { testConfig } from '@/server/config';
import { openPglite } from '@/server/db/client';
import { products, siteSettings } from '@/server/db/schema';
import { STAFF_RECIPIENTS_SETTING } from '@/server/features/mail/outbox';
import { syntheticProducts } from './synthetic-catalogue';

const count = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const database = await openPglite();
const rows = syntheticProducts(count);
const ids: string[] = [];
for (let i = 0; i < rows.length; i += 500) {
  const inserted = await database.db
    .insert(products)
    .values(rows.slice(i, i + 500))
    .returning({ id: products.id });
  ids.push(...inserted.map((row) => row.id));
}
// Fresh statistics, as autovacuum would have gathered on a live server.
await database.db.execute(sql`analyze products`);

// Staff alerts go to the benchmark's own SMTP server (run.ts), with the mail worker running.
await database.db
  .insert(siteSettings)
  .values({ key: STAFF_RECIPIENTS_SETTING, value: ['sales@bench.example'] });
const app = await buildApp(
  testConfig({ logLevel: 'silent', smtpUrl: process.env.BENCH_SMTP_URL }),
  database.db,
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ port, count, ids: ids.filter((_, i) => i % Math.ceil(count / 50) === 0) });

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
