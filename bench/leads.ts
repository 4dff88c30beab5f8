// `npx tsx bench/leads.ts` (part of `npm run bench`): the sales desk's queue at 100,000 leads
// (BENCH_LEADS to change) on a fresh embedded database: GET /api/admin/leads through the real app
// (app.inject, as an admin) for the default view, each filter and the search, in rounds interleaved
// with a bare Fastify route through app.inject too (bench/rounds.ts): each row's median, its rounds'
// range and its ratio to that anchor. Then the CSV export of every lead, timed, with the growth of
// the process's peak memory while it streams. Figures, not a pass or a fail.
//   BENCH_LEADS=100000 BENCH_ROUNDS=3 BENCH_CALLS=10
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { LeadFilterQuery, type LeadListParams } from '../src/contract/leads';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { leadsCsv } from '../src/server/features/leads/lead-list-csv';
import { translator } from '../src/server/i18n/translator';
import { bearer, signUpAdmin } from '../test/helpers/users';
import { anchorApp, printInterleaved } from './rounds';

const COUNT = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 10);

async function main() {
  const { db, close } = await openPglite();
  const app = await buildApp(testConfig({ logLevel: 'silent' }), db);
  const anchor = anchorApp();
  try {
    const started = Date.now();
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const admin = await signUpAdmin(app, { fullName: 'Bench Admin', email: 'bench-admin@example.com' });
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
    // Every lead names a catalogue product that has a Bengali name, as a real desk's mostly do: the
    // Bengali view shows it in the list (leads-repository.ts, shownProductNames).
    const [product] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into products (name, name_bn, description, category)
        values ('Caustic Soda Flakes', 'কস্টিক সোডা ফ্লেক্স', 'Sodium hydroxide.', 'Alkalis') returning id`),
    );
    await db.execute(sql`
      update leads set
        product_ids = array[${product.id}::uuid],
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
      await db.execute(
        sql`select reference from leads order by created_at desc offset ${Math.floor(COUNT / 20)} limit 1`,
      ),
    );
    // A case may ask as a Bengali page does (its Accept-Language).
    const cases: [string, LeadListParams, string?][] = [
      ['default view', {}],
      ['default view, Bengali', {}, 'bn'],
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
      ['search a whole reference', { q: sample.reference.toLowerCase() }],
      ['search a phone', { q: '1711-004242' }],
      ['search a word from messages', { q: 'sulphuric' }],
      ['search a Bengali word', { q: 'সালফিউরিক' }],
    ];
    const headers = bearer(admin);
    // Each case's answer once, to show what it finds: its rows on the first page and its capped count.
    const headersOf = (language = 'en') => ({ ...headers, 'accept-language': language });
    for (const [name, params, language] of cases) {
      const query = new URLSearchParams(params as Record<string, string>);
      const answer = await app.inject({ url: `/api/admin/leads?${query}`, headers: headersOf(language) });
      if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
      const { data, paging } = answer.json();
      console.log(`${name}: ${data.length} rows, ${paging.total}${paging.capped ? '+' : ''} found`);
    }
    await printInterleaved(
      cases.map(([name, params, language]) => ({
        label: name,
        call: () =>
          app.inject({
            url: `/api/admin/leads?${new URLSearchParams(params as Record<string, string>)}`,
            headers: headersOf(language),
          }),
      })),
      () => anchor.inject({ url: '/' }),
      { rounds: ROUNDS, calls: CALLS },
    );

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
    const context = { adminId: admin.id, overdueBefore: new Date(Date.now() - 24 * 60 * 60 * 1000) };
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
    await anchor.close();
    await app.close();
    await close();
  }
}

await main();
