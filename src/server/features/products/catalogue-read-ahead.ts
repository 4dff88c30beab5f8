// When visitors go through the catalogue (a crawler, a buyer's comparison tool), every product's
// answer is read ahead of them, in the background. Each product they open for the first time since
// the last change would otherwise wait for a read of the database: at 100,000 products on the
// embedded database, ids in rotation, some 360 µs of the server's time a product, against 45-65 µs
// for an answer kept compressed. A person opens a few products a minute; READS_BEFORE_READING_AHEAD
// products read for requests within WINDOW_MS is a visitor going through them.
//
// Only then: reading every product grows the embedded database thread's memory by some 30 MB at
// 10,000 products (npm run bench:memory), which a site nobody goes through need not spend.
// The answers are kept as compressed copies (ProductCache.prepare), in the site's default language,
// by id and found by the address of the product's page too (the site asks by it), while their
// budget has room; products are read a page at a time in id order, and requests come first between
// pages. At most once between two changes that empty the cache: the next crawl starts it again. A
// change to one product (its edit, a review) forgets that product alone, read again when asked for.
// On PostgreSQL the copies pass their time five minutes later, and each is then read again as it is
// asked for (product-cache.ts). Reading the whole catalogue ahead again instead, once a minute
// under a crawl (when the copies lasted a minute), cost more than it saved: at 100,000 products, ids
// in rotation went from 0.24 to 0.16 of a bare server's rate.
import type { FastifyInstance } from 'fastify';
import { productSlug } from '@/contract/product-slug';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { detailAnswer } from './detail-answer';
import { findProductsWithReviews, listProductIdsAfter } from './product-repository';

const READS_BEFORE_READING_AHEAD = 500;
const WINDOW_MS = 10_000;
const PAGE = 100;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export function startCatalogueReadAhead(
  app: FastifyInstance,
  { reads: threshold = READS_BEFORE_READING_AHEAD, windowMs = WINDOW_MS } = {},
) {
  const cache = app.productCache;
  let stopped = false;
  let running: Promise<void> | undefined;
  /** The cache generation last read ahead (or being read): once per change. */
  let readAheadIn = -1;
  let windowStart = 0;
  let readsInWindow = 0;

  async function readAhead(since: number) {
    const started = performance.now();
    let prepared = 0;
    let after = '';
    while (!stopped && cache.generation() === since) {
      const mark = cache.readAheadMark();
      const ids = await listProductIdsAfter(app.db, after, PAGE);
      if (ids.length === 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ prepared, ms }, 'every product answer read ahead');
        return;
      }
      const found = await findProductsWithReviews(app.db, ids);
      for (const [id, product] of found) {
        const slug = productSlug({ _id: id, ...product.product });
        if (!cache.prepare(DEFAULT_LOCALE, { id, slug }, detailAnswer(product, DEFAULT_LOCALE), mark)) {
          // A change came meanwhile (the next crawl starts again), or the budget is full.
          if (cache.generation() === since)
            app.log.info({ prepared }, 'product answers read ahead until their memory budget was full');
          return;
        }
        prepared++;
      }
      after = ids[ids.length - 1];
      await nextTurn();
    }
  }

  cache.onProductRead(() => {
    const now = Date.now();
    if (now - windowStart > windowMs) {
      windowStart = now;
      readsInWindow = 0;
    }
    if (++readsInWindow < threshold || stopped || running || readAheadIn === cache.generation()) return;
    readAheadIn = cache.generation();
    running = readAhead(readAheadIn)
      .catch((error) => app.log.error({ err: error }, 'reading product answers ahead failed'))
      .finally(() => {
        running = undefined;
      });
  });

  return {
    /** Settles when the reading ahead under way, if any, has ended (tests). */
    settled: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      await running;
    },
  };
}
