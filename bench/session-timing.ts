// How long the database's connections are waited for and held, by what held them: load it into the
// benchmark's server with BENCH_NODE_ARGS="--import ./bench/session-timing.ts" (run.ts). On the
// embedded database the pool's connections share PGlite's one session (src/server/db/pglite-sessions.ts):
// a connection is held from the query's sending to its answer, which includes its wait at the
// database's thread behind the others' queries and any open transaction. When
// the server stops it prints, for the last BENCH_TIMING_SECONDS (default 60, the mixed load), the
// waits' percentiles and the BENCH_TIMING_TOP (12) holders that held the session longest in all, by
// their statements.
import { createRequire } from 'node:module';
import type pg from 'pg';

type Checkout = { at: number; wait: number; hold: number; statements: string[] };

const require = createRequire(`${process.cwd()}/`);
const { Pool } = require('pg') as typeof pg;
const checkouts: Checkout[] = [];
const connect = Pool.prototype.connect as (this: pg.Pool) => Promise<pg.PoolClient>;

function watch(client: pg.PoolClient, asked: number) {
  const taken = performance.now();
  const checkout: Checkout = { at: asked, wait: taken - asked, hold: 0, statements: [] };
  const { query, release } = client;
  client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
    checkout.statements.push(String(text).replace(/\s+/g, ' ').trim().slice(0, 50));
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof client.query;
  client.release = (...args) => {
    checkout.hold = performance.now() - taken;
    Object.assign(client, { query, release });
    checkouts.push(checkout);
    return release.apply(client, args);
  };
  return client;
}

// pg-pool's query() checks a client out through connect() with a callback; a transaction without.
type Callback = (error: unknown, client?: pg.PoolClient, done?: unknown) => void;
Pool.prototype.connect = function (this: pg.Pool, callback?: Callback) {
  const asked = performance.now();
  if (!callback) return connect.call(this).then((client) => watch(client, asked));
  return (connect as unknown as (cb: Callback) => void).call(this, (error, client, done) =>
    callback(error, client && watch(client, asked), done),
  );
} as typeof Pool.prototype.connect;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

process.on('exit', () => {
  const since = performance.now() - Number(process.env.BENCH_TIMING_SECONDS ?? 60) * 1000;
  const recent = checkouts.filter((checkout) => checkout.at >= since);
  if (recent.length === 0) return;
  const waits = recent.map((checkout) => checkout.wait);
  const lines = [
    `\nDatabase connections, last ${process.env.BENCH_TIMING_SECONDS ?? 60} s: ${recent.length} checkouts, wait p50 ${percentile(waits, 0.5).toFixed(1)} ms, p99 ${percentile(waits, 0.99).toFixed(1)} ms, max ${Math.max(...waits).toFixed(1)} ms`,
  ];
  const byHolder = new Map<string, number[]>();
  for (const checkout of recent) {
    const holder = checkout.statements.join(' | ').slice(0, 160);
    byHolder.set(holder, [...(byHolder.get(holder) ?? []), checkout.hold]);
  }
  const total = (holds: number[]) => holds.reduce((sum, hold) => sum + hold, 0);
  for (const [holder, holds] of [...byHolder]
    .sort((a, b) => total(b[1]) - total(a[1]))
    .slice(0, Number(process.env.BENCH_TIMING_TOP ?? 12))) {
    lines.push(
      `  held ${Math.round(total(holds))} ms in all, ${holds.length}x, p50 ${percentile(holds, 0.5).toFixed(1)} ms, max ${Math.max(...holds).toFixed(1)} ms: ${holder}`,
    );
  }
  process.stderr.write(`${lines.join('\n')}\n`);
});
