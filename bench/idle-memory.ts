// `npx tsx bench/idle-memory.ts` (after `npm run build`): the built server's memory as production
// runs it (`node --max-semi-space-size=16 dist/server/main.js`, MALLOC_MMAP_THRESHOLD_=32768 as `npm start` and the systemd
// unit set, NODE_ENV=production) on a fresh embedded database holding BENCH_PRODUCTS (10,000)
// synthetic products: its RSS idle after start (BENCH_IDLE_SECONDS, 20, after it answers, and again
// BENCH_SETTLED_SECONDS, 60, after), under BENCH_LOAD_CLIENTS (200) clients asking for
// the catalogue's lists, searches, products and pages for BENCH_LOAD_SECONDS (30), and idle again
// after them. Each figure is split as /metrics reports it: this thread's JavaScript heap, memory
// outside it (buffers), and the rest of the RSS, which is mostly the database thread (PostgreSQL's
// WebAssembly memory and compiled code, its own heap) and native code. BENCH_DATA_DIR=<directory>
// keeps the seeded database there and uses it again on the next run (to compare settings).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { products } from '../src/server/db/schema';
import { freePort } from '../test/e2e/helpers/server';
import { SEARCHES } from './searches';
import { syntheticProducts } from './synthetic-catalogue';

const env = process.env;
const COUNT = Number(env.BENCH_PRODUCTS ?? 10_000);
const CLIENTS = Number(env.BENCH_LOAD_CLIENTS ?? 200);
const LOAD_SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 30);
const IDLE_SECONDS = Number(env.BENCH_IDLE_SECONDS ?? 20);
const SETTLED_SECONDS = Number(env.BENCH_SETTLED_SECONDS ?? 60);

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = syntheticProducts(COUNT);
    for (let i = 0; i < rows.length; i += 500) {
      await database.db.insert(products).values(rows.slice(i, i + 500));
    }
    await database.db.execute(sql`analyze products`);
  } finally {
    await database.close();
  }
}

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', 'dist/server/main.js'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '32768',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-123',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 300_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.ok) return child;
    await sleep(250);
  }
  throw new Error('the server did not answer within 5 minutes');
}

/** The kernel's figures for the process (kB in /proc/<pid>/status), in bytes. */
function kernelMemory(child: ChildProcess) {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), anonymous: field('RssAnon'), files: field('RssFile') };
}

const rssOf = (child: ChildProcess) => kernelMemory(child).rss;

/**
 * RSS from the kernel, with its part mapped from files (the node binary and its libraries); heap and
 * external from the server's own /metrics (prom-client); the rest of the anonymous memory is mostly
 * the database thread's (PostgreSQL's WebAssembly memory and compiled code, that thread's heap).
 */
async function memory(child: ChildProcess, port: number) {
  const { rss, anonymous, files } = kernelMemory(child);
  const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? Number.NaN);
  const heap = metric('nodejs_heap_size_total_bytes');
  const external = metric('nodejs_external_memory_bytes');
  return `RSS ${mb(rss)} (files ${mb(files)}; JS heap ${mb(heap)}, used ${mb(metric('nodejs_heap_size_used_bytes'))}; external ${mb(external)}; the rest ${mb(anonymous - heap - external)})`;
}

async function load(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const list = (await (await fetch(`${base}/api/products?limit=100`)).json()) as {
    products: { _id: string; slug?: string }[];
  };
  const ids = list.products.map((product) => product._id);
  // A product page's address, as the site links it: where its id address redirects.
  const pages = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${base}/products/${id}`, { redirect: 'manual' });
      await response.arrayBuffer();
      return response.headers.get('location') ?? `/products/${id}`;
    }),
  );
  const requests = ids.flatMap((id, i) => [
    { path: `/api/products?page=${(i % 20) + 1}` },
    { path: `/api/products?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}` },
    { path: `/api/products/${id}` },
    { path: i % 2 ? pages[i] : `/bn${pages[i]}`, headers: { 'accept-encoding': 'br' } },
  ]);
  const result = await autocannon({ url: base, connections: CLIENTS, duration: LOAD_SECONDS, requests });
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`;
}

async function main() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run "npm run build" first.');
  const kept = env.BENCH_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  let server: ChildProcess | undefined;
  try {
    if (!fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
      const seeded = Date.now();
      await seed(dataDir);
      const seconds = Math.round((Date.now() - seeded) / 1000);
      console.log(`${COUNT.toLocaleString('en-US')} products seeded in ${seconds} s`);
    }
    const port = await freePort();
    server = await start(dataDir, port);
    await sleep(IDLE_SECONDS * 1000);
    console.log(`idle after start:     ${await memory(server, port)}`);
    // The start's own work grows the young generation to its full room (--max-semi-space-size, 32 MB)
    // and V8 hands that back only once allocation has been quiet for a while (its memory reducer,
    // some 25 s after the start here): the figure a server idle for a minute holds.
    await sleep(Math.max(0, SETTLED_SECONDS - IDLE_SECONDS) * 1000);
    console.log(`idle ${SETTLED_SECONDS} s after start: ${await memory(server, port)}`);
    let peak = 0;
    const running = server;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(running));
    }, 250);
    const loaded = await load(port).finally(() => clearInterval(sampler));
    console.log(`under ${CLIENTS} clients for ${LOAD_SECONDS} s (${loaded}): peak RSS ${mb(peak)}`);
    console.log(`right after the load: ${await memory(server, port)}`);
    await sleep(IDLE_SECONDS * 1000);
    console.log(`idle after the load:  ${await memory(server, port)}`);
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
