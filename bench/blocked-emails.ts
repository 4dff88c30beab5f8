// `npx tsx bench/blocked-emails.ts`: the desk's blocked list at 100,000 addresses (BENCH_BLOCKED to
// change) on a fresh embedded database: GET /api/admin/blocked-emails through the real app
// (app.inject, as an admin) for the first page, a page far down the list (by its key), and searches
// by a part of an address, interleaved with a bare Fastify route (bench/rounds.ts). Figures, not a
// pass or a fail.
//   BENCH_BLOCKED=100000 BENCH_ROUNDS=3 BENCH_CALLS=10
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { bearer, signUpAdmin } from '../test/helpers/users';
import { anchorApp, printInterleaved } from './rounds';

const COUNT = Number(process.env.BENCH_BLOCKED ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 10);

async function main() {
  const { db, close } = await openPglite();
  const app = await buildApp(testConfig({ logLevel: 'silent' }), db);
  const anchor = anchorApp();
  try {
    const started = Date.now();
    const admin = await signUpAdmin(app, { fullName: 'Bench Admin', email: 'bench-admin@example.com' });
    await db.execute(sql`
      insert into blocked_emails (email, created_at)
      select 'sender' || i || '@spam' || (i % 700) || '.example', now() - (i || ' minutes')::interval
      from generate_series(1, ${COUNT}) i`);
    await db.execute(sql`vacuum analyze blocked_emails`);
    console.log(`${COUNT} blocked addresses made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const headers = bearer(admin);
    const list = (query: string) => app.inject({ url: `/api/admin/blocked-emails${query}`, headers });
    // A key far down the list: the 1,000th page's, walked to once.
    let cursor: string | null = null;
    for (let page = 0; page < Math.min(1000, Math.floor(COUNT / 50) - 1) && (page === 0 || cursor); page++) {
      const answer = await list(cursor ? `?cursor=${cursor}` : '');
      cursor = answer.json().nextCursor;
    }
    const cases: [string, string][] = [
      ['first page', ''],
      ['a page far down (by key)', `?cursor=${cursor}`],
      ['search a domain part', '?q=spam42.'],
      ['search a whole address', '?q=sender4242%40spam42.example'],
      ['search with no match', '?q=nobody-at-all'],
    ];
    for (const [name, query] of cases) {
      const answer = await list(query);
      if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
      console.log(`${name}: ${answer.json().emails.length} rows`);
    }
    await printInterleaved(
      cases.map(([name, query]) => ({ label: name, call: () => list(query) })),
      () => anchor.inject({ url: '/' }),
      { rounds: ROUNDS, calls: CALLS },
    );
  } finally {
    await app.close();
    await anchor.close();
    await close();
  }
}

await main();
