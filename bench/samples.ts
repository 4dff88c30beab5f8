// `npx tsx bench/samples.ts`: the admin's sample request list at 100,000 requests (BENCH_SAMPLES to
// change), on a fresh embedded database: the median time of a page, newest first, of all requests, of
// one status, and of a page deep in the list, as the admin tab asks for them (page and total).
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { listSamples } from '../src/server/features/samples/sample-repository';

const COUNT = Number(process.env.BENCH_SAMPLES ?? 100_000);
const RUNS = 30;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const { db, close } = await openPglite();
  try {
    const started = Date.now();
    await db.execute(sql`
      insert into sample_requests (product_name, quantity, unit, intended_use, name, company, email, phone,
        delivery_address, status, tracking_token_hash, created_at)
      select 'Caustic Soda Flakes 99%', 2, 'kg', 'Trial batch', 'Buyer ' || i, 'Company ' || i,
        'buyer' || i || '@example.com', '+880 1711-000000', 'Dhaka',
        (array['new', 'approved', 'dispatched', 'delivered', 'declined'])[1 + i % 5],
        md5(i::text) || md5((i * 7)::text), now() - (i || ' minutes')::interval
      from generate_series(1, ${COUNT}) i`);
    // As the embedded database's maintenance (db/embedded-maintenance.ts) and autovacuum on a server leave it.
    await db.execute(sql`vacuum analyze sample_requests`);
    console.log(`${COUNT} sample requests inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const cases = [
      ['first page, all', { status: 'all' as const, page: 1, limit: 20 }],
      ['first page, status new', { status: 'new' as const, page: 1, limit: 20 }],
      ['page 100, all', { status: 'all' as const, page: 100, limit: 20 }],
    ] as const;
    for (const [name, query] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const { rows, total } = await listSamples(db, query);
        times.push(performance.now() - at);
        if (rows.length !== 20 || total === 0) throw new Error(`${name}: ${rows.length} rows of ${total}`);
      }
      console.log(`${name}: median ${median(times).toFixed(1)} ms over ${RUNS} runs`);
    }
  } finally {
    await close();
  }
}

await main();
