// `npx tsx bench/leads.ts` (part of `npm run bench`): the sales desk's queue at 100,000 leads
// (BENCH_LEADS to change) on a fresh embedded database: the median and p95 time of a page as
// GET /api/admin/leads reads it (the page and its capped count), for the default view, each filter
// and the search; and the CSV export of every lead, timed, with the growth of the process's peak
// memory while it streams.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { LEADS_COUNT_CAP, LeadFilterQuery, type LeadListParams } from '../src/contract/leads';
import { openPglite } from '../src/server/db/client';
import { leadsCsv } from '../src/server/features/leads/lead-list-csv';
import { countLeads, listLeads } from '../src/server/features/leads/leads-repository';
import { translator } from '../src/server/i18n/translator';

const COUNT = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 40;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
};

async function main() {
  const { db, close } = await openPglite();
  try {
    const started = Date.now();
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [admin] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into users (full_name, email, password_hash, role)
        values ('Bench Admin', 'bench-admin@example.com', 'x', 'admin') returning id`),
    );
    // Contact messages make their leads by trigger; the leads then get the spread of kinds,
    // statuses, owners, products and answers a year of a desk would have.
    await db.execute(sql`
      insert into contact_messages (name, email, phone, subject, message, created_at)
      select (array['Rahim', 'Karim', 'Sadia', 'Tanvir', 'Farhana', 'করিম', 'রহিম'])[1 + i % 7] || ' Buyer' || i,
        'buyer' || i || '@company' || (i % 500) || '.example', '+880 1711-' || lpad((i % 1000000)::text, 6, '0'), 'sales',
        (array['Price for caustic soda delivered to Gazipur', 'Need sulphuric acid drums monthly',
               'সালফিউরিক অ্যাসিডের দাম জানতে চাই', 'Safety data sheet for hydrogen peroxide',
               'Sample of soda ash for a trial batch'])[1 + i % 5] || ' ' || i,
        now() - (i * 5 || ' minutes')::interval
      from generate_series(1, ${COUNT}) i`);
    await db.execute(sql`
      update leads set
        kind = (array['inquiry', 'contact', 'sample', 'document'])[1 + (abs(hashtext(id::text)) % 4)],
        status = (array['new', 'inProgress', 'responded', 'closed'])[1 + (abs(hashtext(email)) % 4)],
        owner_id = case when abs(hashtext(reference)) % 3 = 0 then ${admin.id}::uuid end,
        first_response_at = case when abs(hashtext(phone)) % 5 > 0 then created_at + interval '2 hours' end,
        is_spam = abs(hashtext(message)) % 50 = 0,
        product_names = array['Caustic Soda Flakes'],
        categories = array[(array['Alkalis', 'Acids', 'Solvents', 'Oxidisers'])[1 + abs(hashtext(buyer_name)) % 4]]`);
    await db.execute(sql`vacuum analyze leads`);
    console.log(`${COUNT} leads made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const [sample] = rowsOf<{ reference: string }>(
      await db.execute(sql`select reference from leads order by created_at desc offset 5000 limit 1`),
    );
    const context = { adminId: admin.id, overdueBefore: new Date(Date.now() - 24 * 60 * 60 * 1000) };
    const cases: [string, LeadListParams][] = [
      ['default view', {}],
      ['kind=document', { kind: 'document' }],
      ['status=closed', { status: 'closed' }],
      ['owner=mine', { owner: 'mine' }],
      ['owner=unassigned', { owner: 'unassigned' }],
      ['category=Solvents', { category: 'Solvents' }],
      ['from/to (one week)', { from: '2026-01-01', to: '2026-01-07' }],
      ['overdue', { overdue: 'true' }],
      ['spam=only', { spam: 'only' }],
      ['sort=buyer asc', { sort: 'buyer', dir: 'asc' }],
      ['search a name', { q: 'farhana' }],
      ['search an e-mail prefix', { q: 'buyer4242@' }],
      ['search a reference', { q: sample.reference.slice(0, 6) }],
      ['search a phone', { q: '1711-004242' }],
      ['search a word from messages', { q: 'sulphuric' }],
      ['search a Bengali word', { q: 'সালফিউরিক' }],
    ];
    console.log('case | median ms | p95 ms | rows | count');
    for (const [name, params] of cases) {
      const filter = LeadFilterQuery.parse(params);
      const times: number[] = [];
      let shown = 0;
      let counted = 0;
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const [{ rows }, total] = await Promise.all([
          listLeads(db, filter, context, { after: null, limit: 50 }),
          countLeads(db, filter, context, LEADS_COUNT_CAP),
        ]);
        times.push(performance.now() - at);
        shown = rows.length;
        counted = total;
      }
      const count = counted > LEADS_COUNT_CAP ? `${LEADS_COUNT_CAP}+` : String(counted);
      console.log(
        `${name} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${shown} | ${count}`,
      );
    }

    // The export of every lead (spam aside): streamed to nowhere, its bytes counted, memory sampled.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    let bytes = 0;
    let lines = 0;
    const at = performance.now();
    await pipeline(
      leadsCsv(db, LeadFilterQuery.parse({}), context, translator('bn')),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
          done();
        },
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - at) / 1000).toFixed(1)} s; ` +
        `peak RSS growth ${((peak - rssBefore) / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await close();
  }
}

await main();
