// `npm run bench:search`: how fast the catalogue answers with 10,000 products (BENCH_PRODUCTS to change).
// It reports figures; it does not pass or fail. Targets: search first page under 20 ms at the
// median; product detail at least 1,000 requests per second on loopback. (The inquiry's mail is
// timed by `npm run bench`, bench/mail.ts.)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SEARCHES } from './searches';

const SEARCH_REQUESTS = 480;
const FIRST_TIME_ROUNDS = 10;

type Ready = { port: number; count: number; ids: string[] };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Each request's time in milliseconds, in the order of the paths. */
async function timeEach(base: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  return times;
}

const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
const timeRequests = async (base: string, paths: string[]) => sorted(await timeEach(base, paths));

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const started = Date.now();
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    // As the site runs (deploy/env.example), as run.ts starts the same server.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(
    `Catalogue of ${ready.count.toLocaleString('en-US')} products ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );

  try {
    const searchPath = (i: number) => `/api/products?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`;
    // Warm-up, which also notes how many products each query finds.
    const found = await Promise.all(
      SEARCHES.map(async (_, i) => {
        const response = await fetch(`${base}${searchPath(i)}`);
        const body = (await response.json()) as { pagination: { totalProducts: number } };
        return body.pagination.totalProducts;
      }),
    );
    const searchTimes = await timeEach(
      base,
      Array.from({ length: SEARCH_REQUESTS }, (_, i) => searchPath(i)),
    );
    const search = sorted(searchTimes);
    // Each query's own median, slowest first: one slow query hides in the overall median.
    const perQuery = SEARCHES.map((query, q) => ({
      query: `"${query}" (${found[q]} found)`,
      median: percentile(sorted(searchTimes.filter((_, i) => i % SEARCHES.length === q)), 50),
    })).sort((a, b) => b.median - a.median);
    // Searches nobody has asked for yet, each with a page size of its own so that none is answered
    // from the catalogue's cache: the database's own work for each query.
    const firstTime = await timeRequests(
      base,
      Array.from(
        { length: FIRST_TIME_ROUNDS * SEARCHES.length },
        (_, i) => `${searchPath(i)}&limit=${13 + Math.floor(i / SEARCHES.length)}`,
      ),
    );
    const browse = await timeRequests(
      base,
      Array.from({ length: 100 }, (_, i) => `/api/products?page=${(i % 20) + 1}`),
    );

    console.log(
      `GET /api/products?q=... first page, ${SEARCH_REQUESTS} sequential requests, ${SEARCHES.length} queries`,
    );
    console.log(
      `  median ${ms(percentile(search, 50))}   p95 ${ms(percentile(search, 95))}   max ${ms(search.at(-1)!)}   (target: median under 20 ms)`,
    );
    console.log('  per query, median, slowest first:');
    for (const row of perQuery) console.log(`    ${ms(row.median).padStart(9)}  ${row.query}`);
    console.log(
      `GET /api/products?q=... first time (not cached), ${firstTime.length} sequential requests, ${SEARCHES.length} queries`,
    );
    console.log(
      `  median ${ms(percentile(firstTime, 50))}   p95 ${ms(percentile(firstTime, 95))}   max ${ms(firstTime.at(-1)!)}`,
    );
    console.log('GET /api/products?page=N (no search), 100 sequential requests');
    console.log(`  median ${ms(percentile(browse, 50))}   p95 ${ms(percentile(browse, 95))}\n`);

    const cannon = await autocannon({
      url: base,
      connections: 10,
      duration: 10,
      requests: ready.ids.map((id) => ({ method: 'GET', path: `/api/products/${id}` })),
    });
    console.log(
      `GET /api/products/{id}, autocannon, 10 connections, 10 s, ${ready.ids.length} products in rotation`,
    );
    console.log(
      `  ${Math.round(cannon.requests.average).toLocaleString('en-US')} requests/s on average   latency median ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms   non-2xx ${cannon.non2xx}, errors ${cannon.errors}   (target: at least 1,000 requests/s)`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
