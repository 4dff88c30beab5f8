// `npm run bench:web` (and the last part of `npm run bench`): cold loads of every public page in both
// languages in Chromium over the DevTools protocol, on an emulated slow phone network (150 ms round
// trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4 times), with an empty cache, beside a static HTML
// page served under the same emulation as the anchor of what is possible. Rounds interleave the pages
// and the anchor (each round loads every one once, so a busy moment of a shared machine touches all
// alike); each row shows the median and the rounds' min-max. Prints LCP, FCP, CLS, total blocking
// time, requests, bytes by type, and the scripts loaded by the end of the load as the site's Brotli
// files weigh them. It reports figures; it does not pass or fail. Targets: LCP at most 0.9 s on every
// page, CLS at most 0.05, a product page's scripts at most 100 KB Brotli. Runs the built site
// (`npm run build` first) of the current directory, so another checkout's build can be measured
// from its own directory; BENCH_BEFORE=<another checkout, built> measures that one's pages in the same
// rounds too ("before: ..." rows), for a before/after on a busy machine. BENCH_RUNS rounds (default 3),
// BENCH_VIEWPORTS=phone,desktop; BENCH_PAGES=/,product,/bn/product measures only those pages (a product
// page is `product`), beside the anchor.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { productPath } from '../src/contract/product-slug';
import { startServer } from '../test/e2e/helpers/server';
import { startStaticPage } from './static-page';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VIEWPORTS = {
  phone: { label: 'phone 390x844', size: { width: 390, height: 844 } },
  desktop: { label: 'desktop 1366x900', size: { width: 1366, height: 900 } },
} as const;
const ONLY = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const VIEWPORT_NAMES = (process.env.BENCH_VIEWPORTS ?? 'phone,desktop').split(
  ',',
) as (keyof typeof VIEWPORTS)[];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Metrics = {
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  requests: number;
  bytes: Record<string, { count: number; bytes: number }>;
  /** The scripts fetched by the end of the load, as the built Brotli files weigh them. */
  scripts: { count: number; brotli: number };
};

/** A built script's size as the server sends it: its Brotli file, or compressed here if it has none. */
function brotliSize(root: string, pathname: string) {
  const built = path.join(root, 'dist/web', pathname);
  if (fs.existsSync(`${built}.br`)) return fs.statSync(`${built}.br`).size;
  return fs.existsSync(built) ? zlib.brotliCompressSync(fs.readFileSync(built)).length : 0;
}

// Gathered in the page: largest contentful paint, first paint, layout shifts and long tasks, from
// the moment the document starts (observers with buffered entries see what came before them).
const OBSERVE = `
  window.__bench = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

async function measure(
  browser: Browser,
  { url, root }: { url: string; root?: string },
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 500 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  const bytes: Metrics['bytes'] = {};
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type.toLowerCase());
    if (event.type === 'Script') scripts.add(new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'other';
    bytes[type] ??= { count: 0, bytes: 0 };
    bytes[type].count++;
    bytes[type].bytes += event.encodedDataLength;
  });
  await page.addInitScript(OBSERVE);
  const result = await (async () => {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Late requests (API calls after the scripts ran) and the paints they cause.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return page.evaluate(() => {
      const bench = (window as unknown as { __bench: { lcp: number; cls: number; longTasks: number[][] } })
        .__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      // Total blocking time: each long task's time beyond 50 ms, between first paint and the end.
      const tbt = bench.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { lcp: bench.lcp, cls: bench.cls, fcp, tbt };
    });
  })().finally(() => context.close());
  const requests = Object.values(bytes).reduce((sum, row) => sum + row.count, 0);
  const brotli = root === undefined ? 0 : [...scripts].reduce((sum, file) => sum + brotliSize(root, file), 0);
  return { ...result, requests, bytes, scripts: { count: scripts.size, brotli } } satisfies Metrics;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function report(label: string, runs: Metrics[]) {
  const m = (key: 'lcp' | 'fcp' | 'cls' | 'tbt') => median(runs.map((run) => run[key]));
  const lcps = runs.map((run) => run.lcp);
  const types = [...new Set(runs.flatMap((run) => Object.keys(run.bytes)))].sort();
  const byType = types
    .map((type) => {
      const count = median(runs.map((run) => run.bytes[type]?.count ?? 0));
      const size = median(runs.map((run) => run.bytes[type]?.bytes ?? 0));
      return `${type} ${count} (${kb(size)})`;
    })
    .join(', ');
  const scripts = median(runs.map((run) => run.scripts.brotli));
  console.log(
    `  ${label.padEnd(34)} LCP ${seconds(m('lcp'))} s (${seconds(Math.min(...lcps))}-${seconds(Math.max(...lcps))})   FCP ${seconds(m('fcp'))} s   CLS ${m('cls').toFixed(3)}   TBT ${Math.round(m('tbt'))} ms   requests ${median(runs.map((run) => run.requests))}`,
  );
  console.log(
    `  ${''.padEnd(34)} ${byType}${scripts ? `; scripts loaded ${median(runs.map((run) => run.scripts.count))}, ${(scripts / 1000).toFixed(1)} KB Brotli` : ''}`,
  );
}

const totalBytes = (run: Metrics) => Object.values(run.bytes).reduce((sum, row) => sum + row.bytes, 0);

/**
 * What a Bengali product page costs beyond the English one (its texts, and the font unless the
 * machine has its own copy), against the issue's limit of 60 KB; and the worst case from the built
 * files, for a phone without the font.
 */
function reportLanguageCost(english: Metrics[], bengali: Metrics[]) {
  const extra = median(bengali.map(totalBytes)) - median(english.map(totalBytes));
  const fontBytes = median(bengali.map((run) => run.bytes.font?.bytes ?? 0));
  const assets = fs.readdirSync('dist/web/assets');
  const size = (pattern: RegExp) =>
    assets
      .filter((name) => pattern.test(name))
      .reduce((sum, name) => sum + fs.statSync(`dist/web/assets/${name}`).size, 0);
  const worstCase =
    size(/^noto-sans-bengali-400-.*\.woff2$/) +
    size(/^public-bn-.*\.js\.br$/) +
    size(/^public-bn-.*\.css$/) -
    size(/^public-en-.*\.js\.br$/);
  console.log(
    `  Bengali product page beyond the English one: ${kb(extra)} transferred (font ${kb(fontBytes)}); without a local font, texts + font from the build: ${kb(worstCase)} (limit 60 KB)`,
  );
}

export async function runFrontendBench() {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run "npm run build" first.');
  const before = process.env.BENCH_BEFORE;
  // Production mode on the server, as the site runs (deploy/env.example).
  const options = { env: { SEED_DEMO: 'true', NODE_ENV: 'production' }, readyWithinMs: 300_000 };
  const [server, beforeServer] = await Promise.all([
    startServer(options),
    before ? startServer({ ...options, cwd: before }) : undefined,
  ]);
  const anchor = await startStaticPage();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  try {
    // The pages of one build: every public address in both languages (the demo catalogue's first
    // product for "a product"), labelled with `prefix`.
    const pagesOf = async (site: { url: string }, root: string, prefix: string) => {
      const list = (await (await fetch(`${site.url}/api/products?limit=1`)).json()) as {
        products: { _id: string; name: string; casNumber: string | null }[];
      };
      const product = productPath(list.products[0]);
      const addresses = ['/', '/products', product, '/careers', '/contact', '/about'];
      const pages = addresses.flatMap((address) => {
        const bengali = `/bn${address === '/' ? '' : address}`;
        return [address, bengali]
          .filter(
            (page) =>
              !ONLY || ONLY.includes(page === product ? 'product' : page.replace(product, '/product')),
          )
          .map((page) => ({ label: `${prefix}${page}`, url: `${site.url}${page}`, root }));
      });
      return { pages, product: `${prefix}${product}` };
    };
    const after = await pagesOf(server, '.', '');
    const earlier = beforeServer ? await pagesOf(beforeServer, before!, 'before: ') : undefined;
    const pages: { label: string; url: string; root?: string }[] = [
      ...after.pages,
      ...(earlier?.pages ?? []),
      { label: 'static HTML page (anchor)', url: anchor.url },
    ];
    for (const name of VIEWPORT_NAMES) {
      const { label: viewportLabel, size } = VIEWPORTS[name];
      console.log(
        `\nCold load, ${viewportLabel}, 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU x${CPU_SLOWDOWN}, ${RUNS} interleaved rounds: median (min-max) (targets: LCP <= 0.9 s, CLS <= 0.05)`,
      );
      const measured = new Map<string, Metrics[]>(pages.map(({ label }) => [label, []]));
      const failed = new Map<string, string[]>();
      for (let round = 0; round < RUNS; round++) {
        for (const page of pages) {
          // A load that does not finish (a busy machine) is left out of the row and counted there.
          const run = await measure(browser, page, size).catch((error: Error) => {
            failed.set(page.label, [...(failed.get(page.label) ?? []), error.message.split('\n')[0]]);
            return undefined;
          });
          if (run) measured.get(page.label)!.push(run);
        }
      }
      for (const { label } of pages) {
        if (measured.get(label)!.length > 0) report(label, measured.get(label)!);
        if (failed.has(label))
          console.log(`  ${label}: ${failed.get(label)!.length} load(s) failed: ${failed.get(label)![0]}`);
      }
      // Only when both product pages were among those measured (BENCH_PAGES may leave them out).
      const english = measured.get(after.product);
      const bengali = measured.get(`/bn${after.product}`);
      if (english?.length && bengali?.length) reportLanguageCost(english, bengali);
    }
  } finally {
    await browser.close();
    anchor.close();
    await server.stop();
    await beforeServer?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runFrontendBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
