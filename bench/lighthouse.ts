// `npm run bench:lighthouse` (and the last part of `npm run bench`): Lighthouse's performance category
// with its default mobile settings (a Moto G Power's screen, simulated slow 4G and CPU slowed 4
// times) on every public page in both languages, run through its Node API against Chromium, beside a
// static HTML page from a bare server as the anchor of what is possible. `/products` is left out: it
// is a permanent redirect to `/`. Rounds interleave the pages and the anchor (each round measures every
// one once, so a busy moment of a shared machine touches all alike); each row shows the score's median
// and the rounds' min-max, and the medians of LCP, TBT, CLS and FCP. Lighthouse's simulation scales
// the main thread's work it observed, so a loaded machine lowers the scores: the machine's load
// average before and after, and Lighthouse's own CPU benchmark index, are printed beside them. It
// reports figures; it does not pass or fail. Target: a score of at least 97 on every page.
// Runs the built site (`npm run build` first) of the current directory as production does. BENCH_RUNS
// rounds (default 3); BENCH_PAGES=/contact,/bn/contact,product,/bn/product measures only those pages (a
// product page is `product`), beside the anchor; BENCH_LIGHTHOUSE_REPORTS=<directory> keeps each
// page's last JSON report there, to read its audits (long tasks, unused scripts, the LCP element and
// its phases, ...). BENCH_BEFORE=<another checkout, built> measures that one's pages in the same rounds
// too ("before: ..." rows, each page right after its counterpart), for a before/after on a busy machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { productPath } from '../src/contract/product-slug';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/e2e/helpers/browser';
import { startServer } from '../test/e2e/helpers/server';
import { median } from './rounds';
import { startStaticPage } from './static-page';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const ONLY = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const BEFORE = process.env.BENCH_BEFORE;

type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number; benchmarkIndex: number };

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function audit(port: number, url: string, reportFile?: string): Promise<Run> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function report(label: string, runs: Run[]) {
  const m = (key: keyof Run) => median(runs.map((run) => run[key]));
  const scores = runs.map((run) => run.score);
  console.log(
    `  ${label.padEnd(34)} score ${String(m('score')).padStart(3)} (${Math.min(...scores)}-${Math.max(...scores)})   LCP ${seconds(m('lcp'))} s   TBT ${Math.round(m('tbt'))} ms   CLS ${m('cls').toFixed(3)}   FCP ${seconds(m('fcp'))} s   CPU index ${Math.round(m('benchmarkIndex'))}`,
  );
}

export async function runLighthouseBench() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run "npm run build" first.');
  if (REPORTS) fs.mkdirSync(REPORTS, { recursive: true });
  const options = { env: { SEED_DEMO: 'true', NODE_ENV: 'production' }, readyWithinMs: 300_000 };
  const [server, beforeServer] = await Promise.all([
    startServer(options),
    BEFORE ? startServer({ ...options, cwd: BEFORE }) : undefined,
  ]);
  const anchor = await startStaticPage();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const firstProduct = async (url: string) => {
      const list = (await (await fetch(`${url}/api/products?limit=1`)).json()) as {
        products: { _id: string; name: string; casNumber: string | null }[];
      };
      return productPath(list.products[0]);
    };
    const product = await firstProduct(server.url);
    // Each seeded catalogue has ids of its own: the other checkout's page of its first product.
    const beforeProduct = beforeServer ? await firstProduct(beforeServer.url) : product;
    const addresses = ['/', '/home', product, '/careers', '/about', '/contact', '/documents'];
    const pages = addresses
      .flatMap((address) => [address, `/bn${address === '/' ? '' : address}`])
      .filter(
        (address) =>
          !ONLY || ONLY.includes(address.replace(product, '/product').replace(/^\/product$/, 'product')),
      )
      .flatMap((address) => [
        { label: address, url: `${server.url}${address}` },
        ...(beforeServer
          ? [
              {
                label: `before: ${address}`,
                url: `${beforeServer.url}${address.replace(product, beforeProduct)}`,
              },
            ]
          : []),
      ])
      .concat({ label: 'static HTML page (anchor)', url: anchor.url });
    // Each page once before measuring: a live site serves them from its page cache.
    for (const page of pages) await (await fetch(page.url)).text();
    const loadBefore = load();
    const measured = new Map<string, Run[]>(pages.map(({ label }) => [label, []]));
    const failed = new Map<string, string[]>();
    for (let round = 0; round < RUNS; round++) {
      for (const page of pages) {
        const reportFile = REPORTS
          ? path.join(
              REPORTS,
              `${page.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.json`,
            )
          : undefined;
        // A run that fails twice (Lighthouse's trace sometimes misses the navigation's start on a busy
        // machine) is left out of the row and counted there.
        const attempt = () => audit(chrome.port, page.url, reportFile);
        const run = await attempt()
          .catch(attempt)
          .catch((error: Error) => {
            failed.set(page.label, [...(failed.get(page.label) ?? []), error.message.split('\n')[0]]);
            return undefined;
          });
        if (run) measured.get(page.label)!.push(run);
      }
    }
    console.log(
      `\nLighthouse ${RUNS} interleaved rounds, performance, default mobile settings (simulated slow 4G, CPU x4): median (min-max) (target: score >= 97)`,
    );
    console.log(
      `  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${os.cpus().length} CPUs`,
    );
    for (const { label } of pages) {
      if (measured.get(label)!.length > 0) report(label, measured.get(label)!);
      if (failed.has(label))
        console.log(`  ${label}: ${failed.get(label)!.length} run(s) failed: ${failed.get(label)![0]}`);
    }
  } finally {
    chrome.kill();
    anchor.close();
    await Promise.all([server.stop(), beforeServer?.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouseBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
