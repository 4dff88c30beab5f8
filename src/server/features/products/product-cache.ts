// Product pages and the catalogue's pages are read far more often than anything on them changes.
// Their answers are kept in memory and forgotten at once when a product, its comments or its photos
// change: every such write publishes a 'catalogue' change (lib/change-bus.ts), which reaches this
// cache on every instance. A read that began before a change may end after the clear; it carries
// the generation it began in and is not kept, so nothing stale is stored. A change to one product
// (made, edited, deleted) forgets its answers and keeps the other products', which it does not
// alter; of the lists, searches and counts (at 100,000 products a broad search takes up to a second
// to read again on the embedded database, one after another on its one session) it forgets only
// those it may alter: a change to its reviews alone (a buyer's comment), none, since lists show no
// reviews; an edit leaving its place in every list as it was (a price, its stock, a photo, a
// document), those showing it; a change naming its words (lib/change.ts: for an edit in place,
// those its text gained or lost), also the searches one of whose words they hold (`Finds`: with a
// misspelt word, also when the change brought words new to the catalogue; related products, when it
// was renamed), and for a product made, deleted or moved (its category, its grades) every list in
// the catalogue's order and every count; a change naming none, everything. Emptying everything on
// each one threw away the whole catalogue read ahead (catalogue-read-ahead.ts), and on each comment
// every search. With a shared PostgreSQL server the answers also expire after five minutes, a bound
// on what the change bus cannot see (a row edited by hand in psql; a listener that lost its
// connection empties everything once it listens again); an expired answer is served while it is
// read again (a few such reads at a time, lib/background-refresh.ts), so that no request waits for
// that. The bound is paid for in reads: a product in demand is read again once a bound, so at a
// minute an instance went through a catalogue of 100,000 products being crawled by re-reading up to
// 1,700 products a second (at 100,000 products, ids in rotation: 79 µs of the server's time a
// request against 63 on the embedded database, where nothing expires). At 5 s, products asked for
// in rotation were read again on most visits.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALES } from '@/i18n/locales';
import { createBackgroundRefresh } from '@/server/lib/background-refresh';
import { type CachedJson, compressOnce, ownBytes } from '@/server/lib/cached-json';
import { createLruStore } from '@/server/lib/lru-store';
import type { Finds } from './product-repository';

export const DETAIL_TTL_MS = 5 * 60_000;
/**
 * Product answers are kept up to this many bytes. A detail is some 3-4 KB of JSON, and a browser's
 * compressed copy of it under half that: a catalogue of 10,000 products is answered wholly from
 * memory in one language, a larger one keeps the products asked for most recently.
 */
export const DETAIL_BYTES = 64 * 1024 * 1024;
/**
 * Every product answer is also kept compressed (Brotli, about a third of its JSON), up to this many
 * bytes: all of a catalogue of 100,000 products in one language. Visitors going through more
 * products than the answers above can hold (a least-recently-used store then misses on every one of
 * them) get the compressed copy, unpacked, instead of a read of the database. At 100,000 products
 * on PostgreSQL, ids in rotation: 95-125 µs of the server's time a request instead of 280-310
 * (measured side by side on a busy machine).
 */
export const PACKED_DETAIL_BYTES = 160 * 1024 * 1024;
/**
 * Brotli's quality for the compressed copies, made on every read of a product from the database.
 * From quality 2 up, each call sets up hash tables of a quarter of a megabyte or more: in a process
 * holding many small buffers, as a server full of answers does, a 2.6 KB answer took 90-290 µs at
 * quality 2 and 6, and 15-30 µs at quality 1, which needs no such tables (a script of its own,
 * holding 500 MB). The copies come out some 8 % larger (1,195 bytes against 1,101). They are also
 * what browsers are sent.
 */
const PACKING_QUALITY = 1;
/** When a product was last unpacked from its copy: asked for again within this, it is in demand. */
const IN_DEMAND_MS = 1_000;
type PackedAnswer = Required<Pick<CachedJson, 'br' | 'etag'>> & { expires: number; unpackedAt?: number };
/**
 * A catalogue answer kept by its URL, with the products it shows (a list's, by id) and the words
 * that find them (`Finds`: absent for an answer any edit of a product's words may change).
 */
export type CataloguePage = CachedJson & { shows?: readonly string[]; finds?: Finds };
/** What a list's read began after: the clears of every list, and the changes to single products. */
export type ListMark = { lists: number; changes: number };
type KeptCount = { total: number; finds: Finds };
const MAX_PAGES = 300;
/** Page addresses known by their product's id, at most: a catalogue of this many products. */
const MAX_SLUGS = 200_000;
const MAX_COUNTS = 1_000;
/** Changes naming a product's words remembered, for the list reads under way during them. */
const MAX_LIST_CHANGES = 64;

/**
 * Whether a change of a product naming these words (space-separated, lib/change.ts), which
 * brought words new to the catalogue or not and renamed it or not, may alter a list finding
 * products so.
 */
const mayFind = (finds: Finds, words: string, { newWords = false, renamed = false }) =>
  !finds ||
  (finds.misspelt && newWords) ||
  (finds.byName === true && renamed) ||
  finds.words.some((word) => words.includes(word));

/**
 * Requests for the same key while it is being read share that one read: under load, 50 clients
 * asking for a page nobody has asked for yet would otherwise run its query 50 times over, one
 * after the other on the embedded database. A change forgets the reads under way, so a request
 * that arrives after a change starts a fresh one.
 */
function createSingleFlight() {
  const pending = new Map<string, Promise<unknown>>();
  return {
    /** A read under way for `key` is no longer shared: the next request starts a fresh one. */
    forget: (key: string) => pending.delete(key),
    /** As `forget`, for every key that `matches`. */
    forgetWhere(matches: (key: string) => boolean) {
      for (const key of pending.keys()) if (matches(key)) pending.delete(key);
    },
    run<V>(key: string, load: () => Promise<V>): Promise<V> {
      let running = pending.get(key) as Promise<V> | undefined;
      if (!running) {
        const started: Promise<V> = load().finally(() => {
          if (pending.get(key) === started) pending.delete(key);
        });
        running = started;
        pending.set(key, running);
      }
      return running;
    },
    clear: () => pending.clear(),
  };
}

const packedSize = (packed: PackedAnswer) => packed.br.length + 200;
// What a kept answer costs: its JSON, and half as much again for the compressed copy browsers ask for.
const answerBytes = (body: CachedJson) => Math.ceil(body.json.length * 1.5) + 200;

export function createProductCache(
  ttlMs = DETAIL_TTL_MS,
  now: () => number = () => Date.now(),
  detailBytes = DETAIL_BYTES,
  packedBytes = PACKED_DETAIL_BYTES,
) {
  let generation = 0;
  const details = createLruStore<CachedJson>({
    name: 'product-detail',
    budget: detailBytes,
    sizeOf: answerBytes,
    ttlMs,
    now,
  });
  const packedDetails = createLruStore<PackedAnswer>({
    name: 'product-detail-packed',
    budget: packedBytes,
    sizeOf: packedSize,
    ttlMs,
    now,
  });
  const pages = createLruStore<CataloguePage>({ name: 'catalogue-page', budget: MAX_PAGES, ttlMs, now });
  const counts = createLruStore<KeptCount>({ name: 'catalogue-count', budget: MAX_COUNTS, ttlMs, now });
  const reads = createSingleFlight();
  // Counts the changes that empty the lists, searches and counts: every one but a review's, an
  // edit in place's or an edit of words alone. A list read that began before one is not kept after
  // it (`generation` counts the clears of everything).
  let listGeneration = 0;
  // Changes to one product (forgetProduct), counted, and the count at each product's last one: a
  // read of a product that began before its change is not kept after it. Emptied with the rest.
  let productChanges = 0;
  const changedAt = new Map<string, number>();
  /** Whether product `id` changed since `seen` was taken. */
  const productChangedSince = (id: string, seen: number) =>
    seen !== productChanges && (changedAt.get(id) ?? 0) > seen;
  /** Whether the product of a detail key (`locale:id`) changed since `seen` was taken. */
  const changedSince = (key: string, seen: number) =>
    productChangedSince(key.slice(key.indexOf(':') + 1), seen);
  // The last changes naming a product's words (when, in counted product changes, and which lists
  // they alter, by what the lists find), and the change before which some may be missing: a list
  // read under way during one is kept only if the change does not alter it.
  const listChanges: { at: number; alters: (finds: Finds) => boolean }[] = [];
  let listChangesFrom = 0;
  const altersSince = (seen: number, finds: Finds) =>
    seen !== productChanges &&
    (seen < listChangesFrom || listChanges.some((change) => change.at > seen && change.alters(finds)));
  /** Whether a list's answer or count, read since `mark`, may have missed a change: not kept then. */
  const listChangedSince = (mark: ListMark, finds: Finds, shows: readonly string[] = []) =>
    mark.lists !== listGeneration ||
    shows.some((id) => productChangedSince(id, mark.changes)) ||
    altersSince(mark.changes, finds);
  const listMark = (): ListMark => ({ lists: listGeneration, changes: productChanges });
  let productRead = () => {};
  // A product's page address (its slug) → its id, for the products read ahead: the site's pages ask
  // for a product by its slug, and are then answered from the copy kept by id.
  const slugIds = new Map<string, string>();
  // Answers past their time are read again a few at a time (lib/background-refresh.ts).
  const refreshes = createBackgroundRefresh({ name: 'product' });
  /** Stores only when `current()` is still `since` (the generation the read began in). */
  const guardedBy =
    (current: () => number) =>
    <V>(store: { set(key: string, value: V): void }) =>
    (key: string, value: V, since = current()) => {
      if (since === current()) store.set(key, value);
    };
  const guarded = guardedBy(() => generation);
  const stores = { detail: details, page: pages };
  const setCount = (filter: string, total: number, since: ListMark, finds: Finds) => {
    if (!listChangedSince(since, finds)) counts.set(filter, { total, finds });
  };
  const setPacked = guarded(packedDetails);

  function knowSlug(slug: string, id: string, since: number) {
    if (since !== generation) return;
    if (slugIds.size >= MAX_SLUGS) slugIds.clear();
    slugIds.set(slug.toLowerCase(), id);
  }

  const compressedCopy = (body: CachedJson): PackedAnswer => ({
    br: compressOnce(body, body.json, 'br', PACKING_QUALITY),
    etag: body.etag,
    expires: now() + ttlMs,
  });

  /**
   * A product's answer from its compressed copy (some 10 µs). It is kept whole again only when it is
   * in demand (asked for twice within a second): a visitor going through every product (a crawler)
   * would otherwise push out, one by one, the products asked for most, and each copy kept whole for
   * a while gave the garbage collector more work than unpacking it (at 100,000 products, ids in
   * rotation: 240 µs of the server's time a request when each was kept whole again, 125 µs without).
   */
  function unpacked(key: string, packed: PackedAnswer | undefined): CachedJson | undefined {
    if (!packed) return undefined;
    const body = { json: zlib.brotliDecompressSync(packed.br), br: packed.br, etag: packed.etag };
    const at = now();
    // Kept in bytes of its own size (zlib answers a view of a 16 KB buffer), no longer than its copy.
    if (packed.unpackedAt !== undefined && at - packed.unpackedAt < IN_DEMAND_MS && packed.expires > at)
      details.set(key, { ...body, json: ownBytes(body.json) }, packed.expires);
    packed.unpackedAt = at;
    return body;
  }

  /**
   * A product's answer (`detail`) or a catalogue-wide one (`page`, by its URL): kept; or, past its
   * time, the kept one while it is read again for the next request; or read now, once for everyone
   * asking at the same time. `read` is given the generation it began in. `onFailure` hears of a read again that failed (the old answer is then
   * dropped, and the next request reads it and answers its error).
   */
  function answer(
    kind: 'detail' | 'page',
    key: string,
    read: (since: ListMark) => Promise<CataloguePage>,
    onFailure: (error: unknown) => void,
  ): CachedJson | Promise<CachedJson> {
    const store = stores[kind];
    const kept = store.get(key) ?? (kind === 'detail' ? unpacked(key, packedDetails.get(key)) : undefined);
    if (kept) return kept;
    // A product read for a request waiting for it (not a refresh) is told to onProductRead's listener.
    const readOnce = (forRequest = false) =>
      reads.run(`${kind}:${key}`, async () => {
        if (forRequest && kind === 'detail') productRead();
        if (kind === 'page') {
          const since = listMark();
          const body = await read(since);
          // A product it shows, or may find, was edited meanwhile: what it shows may be old.
          if (!listChangedSince(since, body.finds, body.shows)) pages.set(key, body);
          return body;
        }
        const since = generation;
        const seen = productChanges;
        const body = await read(listMark());
        if (changedSince(key, seen)) return body;
        guarded(details)(key, body, since);
        setPacked(key, compressedCopy(body), since);
        return body;
      });
    // A product known only by its compressed copy is served from it too: when the copies have
    // expired together (on PostgreSQL, five minutes after a crawl), the next burst of visitors would
    // otherwise all wait for the database at once.
    const expired =
      store.stale(key) ?? (kind === 'detail' ? unpacked(key, packedDetails.stale(key)) : undefined);
    if (!expired) return readOnce(true);
    refreshes.refresh(`${kind}:${key}`, () =>
      readOnce().catch((error) => {
        store.delete(key);
        packedDetails.delete(key);
        onFailure(error);
      }),
    );
    return expired;
  }

  return {
    answer,
    /** Take it before reading the database; give it back when storing what was read. */
    generation: () => generation,
    /**
     * Keeps a product's answer, read ahead of any request (catalogue-read-ahead.ts), as its compressed
     * copy alone: kept whole, 100,000 answers would take 400 MB. Not while the copies' budget has no
     * room left for it (answers visitors asked for are not pushed out for it), nor when a change came
     * since `since`: false then, and the reading ahead stops.
     */
    prepare(
      locale: string,
      product: { id: string; slug: string },
      body: CachedJson,
      since: { generation: number; productChanges: number },
    ): boolean {
      if (since.generation !== generation) return false;
      const key = `${locale}:${product.id}`;
      // Its reviews changed since it was read: read again when asked for.
      if (changedSince(key, since.productChanges)) return true;
      if (!packedDetails.holds(key)) {
        // One past its time (on PostgreSQL) is replaced.
        packedDetails.delete(key);
        const copy = compressedCopy(body);
        if (packedDetails.used + packedSize(copy) > packedBytes) return false;
        packedDetails.set(key, copy);
      }
      knowSlug(product.slug, product.id, since.generation);
      return true;
    },
    /** Taken before reading products ahead, and given back to `prepare` with them. */
    readAheadMark: () => ({ generation, productChanges }),
    /** Records that `slug` is the page address of product `id`, read since the last change. */
    knowSlug,
    /**
     * The id of the product whose current page address `slug` is, when it was read (or read ahead)
     * since the last change (undefined otherwise: the slug is then looked up in the database).
     */
    slugId: (slug: string) => slugIds.get(slug.toLowerCase()),
    /**
     * The id of the product at page address `slug`: known, or looked up (`lookup`) once for everyone
     * asking at the same time, and then known. Undefined when no product is there.
     */
    idOfSlug(slug: string, lookup: () => Promise<string | null>): string | Promise<string | undefined> {
      const known = slugIds.get(slug.toLowerCase());
      if (known) return known;
      return reads.run(`slug:${slug.toLowerCase()}`, async () => {
        const since = generation;
        const id = await lookup();
        if (id) knowSlug(slug, id, since);
        return id ?? undefined;
      });
    },
    /** `listener` hears of each product a request waits for the database for (catalogue-read-ahead.ts). */
    onProductRead(listener: () => void) {
      productRead = listener;
    },
    /** A product's whole answer, by `locale:id`. */
    detail: (idOrSlug: string) => details.get(idOrSlug),
    setDetail: guarded(details),
    /** A catalogue page's whole answer, by its URL. */
    page: (url: string) => pages.get(url),
    /** How many products match a filter, so that paging on does not count them again. */
    count: (filter: string) => counts.get(filter)?.total,
    /** Keeps a count read since `since`, made of the products `finds` finds, unless it may be old. */
    setCount,
    /**
     * The kept count, or `count()`'s, run once for everyone asking at the same time: the product
     * pages of one category, asked for together, share their related products' count.
     */
    countOnce(filter: string, count: () => Promise<number>, finds: Finds): number | Promise<number> {
      const kept = counts.get(filter);
      if (kept !== undefined) return kept.total;
      return reads.run(`count:${filter}`, async () => {
        const since = listMark();
        const total = await count();
        setCount(filter, total, since, finds);
        return total;
      });
    },
    /**
     * Forgets one product's answers, in every language, and every list, search and count; but when
     * only its reviews changed (`onlyReviews`), no list; when its place in every list is as it was
     * (`inPlace`), only the lists showing it. Given its words (`words`, lib/change.ts), a search
     * holding none of them stays: with `inPlace`, the lists showing it and the
     * searches finding it are forgotten; without, also every list in the catalogue's order and every
     * count. The other products' answers stay kept.
     */
    forgetProduct(
      id: string,
      { onlyReviews = false, inPlace = false, words, ...change }: ProductChange = {},
    ) {
      productChanges++;
      changedAt.set(id, productChanges);
      for (const locale of LOCALES) {
        const key = `${locale}:${id}`;
        details.delete(key);
        packedDetails.delete(key);
        reads.forget(`detail:${key}`);
      }
      if (onlyReviews) return;
      if (!inPlace && words === undefined) {
        listGeneration++;
        pages.clear();
        counts.clear();
        reads.forgetWhere((key) => !key.startsWith('detail:') && !key.startsWith('slug:'));
        return;
      }
      /** Whether this change alters a list or count finding products so (a list showing it aside). */
      const alters = (finds: Finds) =>
        words !== undefined && ((!inPlace && finds?.words.length === 0) || mayFind(finds, words, change));
      if (words !== undefined) {
        listChanges.push({ at: productChanges, alters });
        if (listChanges.length > MAX_LIST_CHANGES) listChangesFrom = listChanges.shift()!.at;
      }
      for (const url of pages.keys()) {
        const page = pages.stale(url);
        if (page?.shows?.includes(id) || alters(page?.finds)) pages.delete(url);
      }
      for (const filter of counts.keys()) if (alters(counts.stale(filter)?.finds)) counts.delete(filter);
      // A list read under way may show it, or find it: later requests read afresh (it is not kept
      // either).
      reads.forgetWhere(
        (key) => key.startsWith('page:') || (words !== undefined && key.startsWith('count:')),
      );
    },
    clear() {
      generation++;
      listGeneration++;
      changedAt.clear();
      listChanges.length = 0;
      reads.clear();
      refreshes.clear();
      details.clear();
      packedDetails.clear();
      pages.clear();
      counts.clear();
      slugIds.clear();
    },
  };
}
export type ProductCache = ReturnType<typeof createProductCache>;
type ProductChange = {
  onlyReviews?: boolean;
  inPlace?: boolean;
  words?: string;
  newWords?: boolean;
  renamed?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    productCache: ProductCache;
  }
}

export const productCachePlugin = fp(
  async (app: FastifyInstance, options: { ttlMs?: number }) => {
    const cache = createProductCache(options.ttlMs);
    app.decorate('productCache', cache);
    app.changes.subscribe('catalogue', (change) =>
      change?.product ? cache.forgetProduct(change.product, change) : cache.clear(),
    );
  },
  { name: 'product-cache', dependencies: ['change-bus'] },
);
