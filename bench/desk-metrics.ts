// `npm run bench`, the sales desk's figures: GET /api/admin/leads/metrics's reads (leadMetrics) on the
// embedded database holding 100,000 leads made over two years (four in five answered, one in a
// hundred spam) and 5,000 quoted inquiries, vacuumed as the embedded server does at start and every
// night (db/embedded-maintenance.ts). The endpoint through the real app (app.inject, as an admin), then
// each of its reads alone, in rounds interleaved with a bare Fastify route through app.inject
// (bench/rounds.ts): each row's median, its rounds' range and its ratio to that anchor. Figures, not a
// pass or a fail.
//   BENCH_LEADS=100000 BENCH_ROUNDS=3 BENCH_CALLS=10
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import {
  answeredLeadsSince,
  countLeadsPerDay,
  countQuotedInquiriesSince,
  countUnansweredBefore,
} from '../src/server/features/leads/metrics-repository';
import { bearer, signUpAdmin } from '../test/helpers/users';
import { anchorApp, printInterleaved } from './rounds';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const QUOTED = Math.min(5_000, LEADS);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-desk-'));
const database = await openDatabase({ dataDir });
const { db } = database;
const app = await buildApp(testConfig({ logLevel: 'silent' }), db);
const anchor = anchorApp();
try {
  const started = performance.now();
  // The contact messages, then their leads in one statement as the trigger would write them (row by
  // row, the trigger takes minutes for 100,000 on the embedded database).
  await db.execute(sql`ALTER TABLE contact_messages DISABLE TRIGGER USER`);
  await db.execute(sql`
    INSERT INTO contact_messages (name, email, subject, message, created_at)
    SELECT 'Buyer ' || n, 'buyer' || (n % 20000) || '@example.com', 'sales', 'Price for lot ' || n,
           now() - (n * (730.0 / ${LEADS})) * interval '1 day'
    FROM generate_series(1, ${LEADS}) AS n`);
  await db.execute(sql`ALTER TABLE contact_messages ENABLE TRIGGER USER`);
  await db.execute(sql`
    INSERT INTO leads (kind, contact_message_id, reference, buyer_name, email, message, created_at, last_activity_at)
    SELECT 'contact', id, upper(left(id::text, 8)), name, email, message, created_at, created_at FROM contact_messages`);
  await db.execute(sql`
    UPDATE leads SET
      first_response_at = CASE WHEN hashtext(id::text) % 5 <> 0 THEN created_at + (abs(hashtext(id::text)) % 2880) * interval '1 minute' END,
      is_spam = hashtext(reference) % 100 = 0`);
  await db.execute(sql`
    INSERT INTO inquiries (name, email, inquiry, product_name, created_at)
    SELECT 'Buyer ' || n, 'quoted' || n || '@example.com', 'Price?', 'Soda Ash', now() - (n % 365) * interval '1 day'
    FROM generate_series(1, ${QUOTED}) AS n`);
  await db.execute(sql`
    INSERT INTO quotations (inquiry_id, version, incoterm, delivery_place, payment_terms, valid_until, vat_treatment, sent_by_name, sent_at, accepted_at)
    SELECT id, 1, 'EXW', 'Dhaka', 'Advance', '2099-01-01', 'included', 'Desk', created_at + interval '1 day',
           CASE WHEN hashtext(id::text) % 3 = 0 THEN created_at + interval '3 days' END
    FROM inquiries`);
  await db.execute(sql`VACUUM (ANALYZE)`);
  console.log(`desk metrics: ${LEADS + QUOTED} leads made in ${Math.round(performance.now() - started)} ms`);

  const headers = bearer(await signUpAdmin(app));
  const figures = await app.inject({ url: '/api/admin/leads/metrics', headers });
  if (figures.statusCode !== 200) throw new Error(`metrics: ${figures.statusCode} ${figures.body}`);
  const last = figures.json();
  console.log(
    `desk metrics: overdue ${last.overdue}, answered in 30 days ${last.answeredCount}, ` +
      `median response ${last.medianFirstResponseMinutes} min`,
  );
  // Each read alone too (called directly), to tell which one a slow total comes from.
  const DAY_MS = 86_400_000;
  const now = Date.now();
  await printInterleaved(
    [
      {
        label: `GET /api/admin/leads/metrics (${LEADS + QUOTED} leads)`,
        call: () => app.inject({ url: '/api/admin/leads/metrics', headers }),
      },
      { label: '  answered, 30 days', call: () => answeredLeadsSince(db, new Date(now - 30 * DAY_MS)) },
      { label: '  overdue', call: () => countUnansweredBefore(db, new Date(now - 2 * DAY_MS)) },
      { label: '  per day, 12 weeks', call: () => countLeadsPerDay(db, new Date(now - 84 * DAY_MS)) },
      { label: '  quoted, 90 days', call: () => countQuotedInquiriesSince(db, new Date(now - 90 * DAY_MS)) },
    ],
    () => anchor.inject({ url: '/' }),
    { rounds: ROUNDS, calls: CALLS },
  );
} finally {
  await anchor.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
