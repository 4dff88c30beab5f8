// `npm run bench`: the site under 50 concurrent connections beside a bare Fastify hello-world
// measured in the same run with the same requests, printed as ratios (site requests per second /
// hello-world's), since a shared machine moves raw figures far more than ratios. Rounds interleave
// the two; each row shows the median ratio and the rounds' min-max. Then a mixed load of many
// clients with a new visitor arriving every quarter second on a fresh connection (timed from a
// process of its own, bench/visitor.ts), and the server's memory.
//
// Options (environment):
//   BENCH_SIZES=37,10000,100000   catalogue sizes, each on a fresh database
//   BENCH_DBS=pglite,postgres,proxy   databases: proxy is two instances on one PostgreSQL database
//                                 behind deploy/Caddyfile, measured through Caddy (postgres and proxy
//                                 need TEST_DATABASE_URL, proxy Caddy too; skipped with a note without)
//   BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_CONNECTIONS=50
//   BENCH_WARMUP_SECONDS=5         an uncounted pass of every row on both servers before the rounds
//   BENCH_ROWS=detail,rotating,... only these rows (names as in ROWS below)
//   BENCH_MIXED_SECONDS=60 BENCH_MIXED_CLIENTS=200 (0 seconds: no mixed load)
//   BENCH_MIXED_LOCKSTEP=true     each connection walks the mix from its start (see mixedLoad)
//   BENCH_MIXED_EDIT_EVERY=5000   during the mixed load, a sentence added to a product's description
//                                 every so many ms, as an admin's edit (bench/server.ts)
//   BENCH_ROOT=/path/to/checkout  measure another checkout's server code (for before/after)
//   BENCH_ONLY=mail               only the inquiry-to-staff-mail timing (bench/mail.ts)
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   flags for the server and anchor processes;
//                                 "--import ./bench/session-timing.ts" prints how long the database
//                                 session was waited for and held, and by which statements;
//                                 "--import ./bench/loop-delay.ts" how long the event loop was held up;
//                                 "--import ./bench/slow-requests.ts" which requests were slowest
// After each catalogue's table, a quote basket inquiry is timed to its staff alert at a real SMTP server.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
// @ts-expect-error autocannon's own module, untyped: see below.
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { hasCaddy, type RunningProxy, startProxy } from '../test/deploy/deployment';
import { freePort } from '../test/e2e/helpers/server';
import { startSmtpServer } from '../test/helpers/smtp';
import { personStamps } from './form-stamps';
import { measureInquiryMail } from './mail';
import { median, ratio } from './rounds';
import { SEARCHES } from './searches';

type Ready = {
  port: number;
  count: number;
  /** On PostgreSQL, the database's name. */
  database?: string;
  kind: string;
  ids: string[];
  media: string;
  html: boolean;
  rss: number;
  /** Product page addresses, as the site links them (a slug address; an id address redirects). */
  pages?: string[];
};
type Request = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  // Paths taken in turn across all connections as requests are sent: with a plain list, each
  // connection walks it in step with the others and all ask for the same product at once.
  rotate?: string[];
  // A body whose `{n}` becomes a number of its own each time it is sent: the same inquiry again
  // would be answered as a repeat (its dedupe window) instead of stored. Its `{stamp}` becomes a
  // start stamp of its own (a stamp vouches for one submission), from the pool asked for before.
  numbered?: boolean;
  // Whole requests taken in turn across all connections, as `rotate` takes paths.
  interleave?: Request[];
};

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '37,10000,100000').split(',').map(Number);
const DBS = (env.BENCH_DBS ?? (env.TEST_DATABASE_URL ? 'pglite,postgres,proxy' : 'pglite,proxy')).split(',');
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const MIXED_SECONDS = Number(env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_CLIENTS = Number(env.BENCH_MIXED_CLIENTS ?? 200);
const LOCKSTEP = env.BENCH_MIXED_LOCKSTEP === 'true';
const EDIT_EVERY = Number(env.BENCH_MIXED_EDIT_EVERY ?? 0);
const ONLY_MAIL = env.BENCH_ONLY === 'mail';
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const ROWS: { name: string; label: string; requests(ready: Ready): Request[] | null }[] = [
  {
    name: 'detail',
    label: 'product detail, one id',
    requests: (r) => [{ path: `/api/products/${r.ids[0]}` }],
  },
  {
    name: 'rotating',
    label: 'product detail, ids in rotation',
    requests: (r) => [{ path: '/', rotate: r.ids.map((id) => `/api/products/${id}`) }],
  },
  // The catalogue's lists and searches are asked for by its page in the browser, which takes them
  // compressed, as it takes the pages. Plain, a list of twelve products is some 45 KB, and receiving
  // it cost the load generator more than answering it cost the server (57 µs a request against 45),
  // so that the rows measured the load generator (the table's last column).
  {
    name: 'list',
    label: 'catalogue list, page 1',
    requests: () => [{ path: '/api/products?page=1', headers: BROWSER_ENCODING }],
  },
  {
    name: 'search',
    label: `search (${SEARCHES.length} queries in turn)`,
    requests: () =>
      SEARCHES.map((q) => ({ path: `/api/products?q=${encodeURIComponent(q)}`, headers: BROWSER_ENCODING })),
  },
  {
    name: 'html',
    label: 'product page HTML',
    requests: (r) =>
      r.html ? (r.pages ?? []).map((page) => ({ path: page, headers: BROWSER_ENCODING })) : null,
  },
  { name: 'media', label: 'a /media image', requests: (r) => [{ path: r.media }] },
  {
    name: 'br',
    label: 'detail, Accept-Encoding: br',
    requests: (r) => [{ path: `/api/products/${r.ids[0]}`, headers: BROWSER_ENCODING }],
  },
];
// autocannon turns every answer's body into a string, for hooks (onResponse, verifyBody) this bench
// never uses. For bodies that differ from one answer to the next (the product pages, the searches
// in turn), compressed ones above all, that decoding cost the load generator two to four times what
// the server spent on the request, on the same two cores: the rows measured autocannon. Bodies are
// still received and counted; they are just not decoded.
PipelinedRequestsQueue.prototype.addBody = () => {};

const chosenRows = env.BENCH_ROWS
  ? ROWS.filter((row) => env.BENCH_ROWS!.split(',').includes(row.name))
  : ROWS;

function start<T>(file: string, extraEnv: Record<string, string> = {}, cwd?: string) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    // BENCH_NODE_ARGS: extra flags for the processes, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof.
    // --max-semi-space-size as `npm start` runs the server (README, "The embedded database": memory).
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      '--max-semi-space-size=16',
      ...(env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Production mode, as the site runs (deploy/env.example): the libraries' development checks would
    // be part of what the figures measured.
    env: { ...env, NODE_ENV: env.NODE_ENV ?? 'production', ...extraEnv },
    cwd,
  });
  const ready = new Promise<T>((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return { child, ready };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Run = {
  rps: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  bad: number;
  timeouts: number;
};

// The start stamps the mixed load's writes take in turn (mixedLoad asks for them): one a write, at
// up to 300 writes a second (140 a second were measured on a quiet two-core machine). A write sent
// once they have run out has none, and the site drops it as a bot's: the mixed load counts those.
const STAMP_POOL = Math.max(2_000, MIXED_SECONDS * 300);
let stamps: () => string | undefined = () => undefined;
let unstamped = 0;
const numberedBody = (body: string | undefined, n: number) => {
  if (!body?.includes('{stamp}')) return body?.replace('{n}', String(n));
  const stamp = stamps();
  if (stamp === undefined) unstamped++;
  return body.replace('{n}', String(n)).replace('{stamp}', stamp ?? '');
};

async function cannon(port: number, requests: Request[], connections: number, seconds: number): Promise<Run> {
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests.map(({ rotate, numbered, interleave, ...request }) =>
      interleave
        ? {
            ...request,
            setupRequest: (sent) => {
              const n = turn++;
              const next = interleave[n % interleave.length];
              return {
                ...sent,
                method: next.method ?? 'GET',
                path: next.path,
                headers: next.headers ?? {},
                body: next.numbered ? numberedBody(next.body, n) : next.body,
              };
            },
          }
        : rotate
          ? { ...request, setupRequest: (sent) => ({ ...sent, path: rotate[turn++ % rotate.length] }) }
          : numbered
            ? { ...request, setupRequest: (sent) => ({ ...sent, body: numberedBody(request.body, turn++) }) }
            : request,
    ),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    bad: result.non2xx + result.errors,
    timeouts: result.timeouts,
  };
}

const int = (value: number) =>
  Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : 'failed';

/** A process's CPU time so far in microseconds (user and system), asked of it (server.ts, anchor.ts). */
const cpuTime = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => resolve((message as { cpu: number }).cpu));
    child.send('cpu');
  });

/** A load and the CPU time the processes serving it spent, per request. */
async function measured(port: number, requests: Request[], serving: ChildProcess[]) {
  const cpu = async () => (await Promise.all(serving.map(cpuTime))).reduce((a, b) => a + b, 0);
  const before = await cpu();
  const loaderBefore = process.cpuUsage();
  const run = await cannon(port, requests, CONNECTIONS, SECONDS);
  const loader = process.cpuUsage(loaderBefore);
  const requestsDone = Math.max(1, run.total);
  return {
    run,
    cpuPerRequest: ((await cpu()) - before) / requestsDone,
    loaderPerRequest: (loader.user + loader.system) / requestsDone,
  };
}

async function tableFor(
  ready: Ready,
  anchor: { port: number; child: ChildProcess },
  serving: ChildProcess[],
) {
  const rows = chosenRows.flatMap((row) => {
    const requests = row.requests(ready);
    return requests
      ? [
          {
            ...row,
            requests,
            runs: [] as Run[],
            ratios: [] as number[],
            cpuRatios: [] as number[],
            cpu: [] as number[],
            loader: [] as number[],
          },
        ]
      : [];
  });
  // A pass of every row on both servers first, not counted: the first catalogue a run measured came
  // out 30-40 % below the same catalogue measured second (whichever database came first), its
  // server's CPU time per request too.
  for (const row of rows) {
    await cannon(anchor.port, row.requests, CONNECTIONS, WARMUP_SECONDS);
    await cannon(ready.port, row.requests, CONNECTIONS, WARMUP_SECONDS);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rows) {
      // Each row beside its own hello-world figure, taken just before it with the row's own
      // requests: the load generator shares the machine, and the work it does per request differs
      // by row (a path taken in turn is a request written anew each time, a fixed one is written
      // once). Against a fixed '/', the rotating row's ratio counted that work as the site's: the
      // hello-world itself answered ids in rotation at about two thirds of its rate for one address.
      const hello = await measured(anchor.port, row.requests, [anchor.child]);
      const site = await measured(ready.port, row.requests, serving);
      row.runs.push(site.run);
      row.ratios.push(site.run.rps / hello.run.rps);
      row.cpu.push(site.cpuPerRequest);
      row.loader.push(site.loaderPerRequest);
      row.cpuRatios.push(hello.cpuPerRequest / site.cpuPerRequest);
    }
  }
  // Two ratios to the hello-world: requests per second, which the load generator's own work on the
  // same cores bounds too, and the server's CPU time per request, which it does not (requests a
  // second one core could serve; Caddy's time is not counted behind the proxy). The load generator's
  // own time per request shows when a row measures it: at or above the server's, it is what holds
  // the requests per second down.
  console.log(
    `| request | ratio (min-max) | CPU ratio (min-max) | server CPU µs/request | req/s | p50 / p99 / max ms | non-2xx+errors | timeouts | load generator µs/request |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const range = (values: number[]) =>
    `${ratio(median(values))}x (${ratio(Math.min(...values))}-${ratio(Math.max(...values))})`;
  for (const row of rows) {
    const p99 = Math.max(...row.runs.map((run) => run.p99));
    const max = Math.max(...row.runs.map((run) => run.max));
    const p50 = median(row.runs.map((run) => run.p50));
    console.log(
      `| ${row.label} | ${range(row.ratios)} | ${range(row.cpuRatios)} | ${int(median(row.cpu))} | ${int(median(row.runs.map((run) => run.rps)))} | ${p50} / ${p99} / ${max} | ${row.runs.reduce((n, run) => n + run.bad, 0)} | ${row.runs.reduce((n, run) => n + run.timeouts, 0)} | ${int(median(row.loader))} |`,
    );
  }
}

const postJson = (path: string, body: object): Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  numbered: true,
});

const inquiryRequest = (ids: string[], i: number) =>
  postJson('/api/inquiries', {
    name: 'Bench Buyer',
    email: 'buyer@example.com',
    inquiry: 'Monthly supply, please quote (bench {n})',
    formStamp: '{stamp}',
    deliveryLocation: 'Tongi, Gazipur',
    lines: [0, 1, 2].map((k) => ({ productId: ids[(i * 3 + k) % ids.length], quantity: 5 + k, unit: 'MT' })),
  });

const contactRequest = () =>
  postJson('/api/contact', {
    name: 'Bench Buyer',
    email: 'buyer@example.com',
    subject: 'sales',
    message: 'Price for 5 MT? (bench {n})',
    formStamp: '{stamp}',
  });

async function mixedLoad(ready: Ready, server: ChildProcess) {
  const ids = ready.ids;
  // Start stamps as the forms get them, old enough to pass for a person's (src/contract/spam.ts):
  // more than the load's writes can use (one request in 41).
  stamps = await personStamps(`http://127.0.0.1:${ready.port}`, STAMP_POOL);
  unstamped = 0;
  const mix: Request[] = [];
  for (let i = 0; i < 40; i++) {
    mix.push({ path: `/api/products?page=${(i % 5) + 1}` });
    mix.push({ path: `/api/products?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}` });
    mix.push({ path: `/api/products/${ids[(i * 7) % ids.length]}`, headers: BROWSER_ENCODING });
    mix.push({ path: `/api/products/${ids[(i * 13 + 1) % ids.length]}` });
    if (ready.html)
      mix.push({
        path: i % 2 ? '/' : (ready.pages?.[i % ready.pages.length] ?? `/products/${ids[i % ids.length]}`),
        headers: BROWSER_ENCODING,
      });
    // The public writes, kept as a person's are (a form stamp old enough): a three-line quote
    // basket and a contact message in turn, one request in 41.
    if (i % 16 === 0) mix.push(inquiryRequest(ids, i));
    if (i % 16 === 8) mix.push(contactRequest());
  }
  // New visitors, 2 s into the load, each asking for a product the mix mostly does not ask for
  // (bench/visitor.ts, in a process of its own).
  const visitors = fork(fileURLToPath(new URL('./visitor.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...env,
      BENCH_VISIT_PORT: String(ready.port),
      BENCH_VISIT_AFTER: '2000',
      BENCH_VISIT_PATHS: Array.from(
        { length: 400 },
        (_, n) => `/api/products/${ids[(n * 31 + 5) % ids.length]}`,
      ).join(','),
    },
  });
  await new Promise((resolve) => visitors.once('message', resolve));
  // The mix's requests are taken in turn across all connections, so that at any moment about one
  // request in 41 is a write, as among independent visitors. Walked by each connection from its
  // start (BENCH_MIXED_LOCKSTEP=true, as this bench did before), all 200 connections send their
  // first quote basket within the same few milliseconds, a burst of 200 writes on the embedded
  // database's one session that the figures then measure instead of the mix.
  const requests = LOCKSTEP ? mix : [{ path: '/', interleave: mix }];
  visitors.send('start');
  const editing = EDIT_EVERY > 0 ? setInterval(() => server.send('edit'), EDIT_EVERY) : undefined;
  const run = await cannon(ready.port, requests, MIXED_CLIENTS, MIXED_SECONDS).finally(() =>
    clearInterval(editing),
  );
  const timed = new Promise<{ wait: number; at: number }[]>((resolve) => visitors.once('message', resolve));
  visitors.send('stop');
  const visits = (await timed).sort((a, b) => a.wait - b.wait);
  const waits = visits.map((visit) => visit.wait);
  console.log(
    `\nMixed load: ${MIXED_CLIENTS} clients for ${MIXED_SECONDS} s (list, search, detail${ready.html ? ', home and product pages' : ''}, one quote basket or contact message in ${Math.round(mix.length / 5)} requests${LOCKSTEP ? ', every connection walking the mix from its start' : ''}${EDIT_EVERY > 0 ? `, a product's description edited every ${EDIT_EVERY} ms` : ''})`,
  );
  console.log(
    `  ${int(run.rps)} req/s   latency p50 ${run.p50} ms, p90 ${run.p90} ms, p99 ${run.p99} ms, max ${run.max} ms   non-2xx+errors ${run.bad}, timeouts ${run.timeouts}`,
  );
  console.log(
    `  new visitor (fresh connection, every 250 ms, ${waits.length} of them): p50 ${int(median(waits))} ms, max ${int(waits.at(-1) ?? 0)} ms, failed ${waits.filter((w) => !Number.isFinite(w)).length}`,
  );
  // When the slowest waited, to be set beside the server's event-loop delays (bench/loop-delay.ts).
  const slowest = visits.slice(-5).reverse();
  console.log(
    `  slowest visitors: ${slowest.map((v) => `${int(v.wait)} ms at ${v.at.toFixed(1)} s`).join(', ')}`,
  );
  if (unstamped > 0)
    console.log(
      `  ${int(unstamped)} writes went without a start stamp (the pool ran out) and were dropped as bots'`,
    );
}

const memory = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    child.once('message', (message) => resolve((message as { rss: number }).rss));
    child.send('memory');
  });
/** The address each product page lives at: where its id address redirects, or the id address itself. */
function pageAddresses(ready: Ready) {
  return Promise.all(
    ready.ids.slice(0, 50).map(async (id) => {
      const response = await fetch(`http://127.0.0.1:${ready.port}/products/${id}`, { redirect: 'manual' });
      await response.arrayBuffer();
      return response.headers.get('location') ?? `/products/${id}`;
    }),
  );
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main() {
  const root = env.BENCH_ROOT ? path.resolve(env.BENCH_ROOT) : undefined;
  console.log(
    `Benchmark of ${root ?? 'this checkout'}: ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} rounds`,
  );
  const smtp = await startSmtpServer();
  const anchor = start<{ port: number }>('./anchor.ts');
  const { port: anchorPort } = await anchor.ready;
  try {
    for (const db of DBS) {
      const behindProxy = db === 'proxy';
      if (behindProxy && !(env.TEST_DATABASE_URL && hasCaddy)) {
        const missing = [
          !env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
          !hasCaddy && 'Caddy (apt-get install caddy)',
        ];
        console.log(
          `\n## Two instances on PostgreSQL behind the proxy: skipped, needs ${missing.filter(Boolean).join(' and ')}`,
        );
        continue;
      }
      for (const size of SIZES) {
        const started = Date.now();
        const serverEnv = {
          BENCH_PRODUCTS: String(size),
          BENCH_DB: behindProxy ? 'postgres' : db,
          BENCH_SMTP_URL: smtp.url,
          // As `npm start` runs the server (README, "The embedded database": memory).
          MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '32768',
        };
        const server = start<Ready>('./server.ts', serverEnv, root);
        const ready = await server.ready;
        // The second instance on the first one's database, and Caddy with deploy/Caddyfile in front.
        const second = behindProxy
          ? start<Ready>('./server.ts', { ...serverEnv, BENCH_JOIN: ready.database! }, root)
          : undefined;
        let proxy: RunningProxy | undefined;
        const proxyDir = second ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-')) : undefined;
        if (second && proxyDir) {
          const { port: secondPort } = await second.ready;
          const proxyPort = await freePort();
          proxy = await startProxy(proxyPort, [ready.port, secondPort], proxyDir);
          ready.port = proxyPort;
        }
        if (ready.html) ready.pages = await pageAddresses(ready);
        const title = behindProxy
          ? 'Two instances on PostgreSQL behind the proxy (Caddy, deploy/Caddyfile)'
          : db === 'postgres'
            ? 'PostgreSQL'
            : 'Embedded PGlite';
        console.log(
          `\n## ${title}, ${int(ready.count)} products (ready in ${((Date.now() - started) / 1000).toFixed(0)} s, idle RSS ${mb(ready.rss)}${second ? ' each' : ''})\n`,
        );
        try {
          if (!ONLY_MAIL) {
            await tableFor(
              ready,
              { port: anchorPort, child: anchor.child },
              second ? [server.child, second.child] : [server.child],
            );
            console.log(`\nRSS after the table: ${mb(await memory(server.child))}`);
          }
          await measureInquiryMail(`http://127.0.0.1:${ready.port}`, smtp, ready.ids);
          if (MIXED_SECONDS > 0 && !ONLY_MAIL) {
            await mixedLoad(ready, server.child);
            console.log(`  RSS after the mixed load: ${mb(await memory(server.child))}`);
          }
        } finally {
          await proxy?.stop();
          if (proxyDir) fs.rmSync(proxyDir, { recursive: true, force: true });
          if (second) await stop(second.child);
          await stop(server.child);
        }
      }
    }
  } finally {
    await stop(anchor.child);
    await smtp.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
