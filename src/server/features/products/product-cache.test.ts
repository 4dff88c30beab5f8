import { describe, expect, it } from 'vitest';
import { type CachedJson, cachedJson } from '@/server/lib/cached-json';
import { type CataloguePage, createProductCache } from './product-cache';
import { type Finds, IN_CATALOGUE_ORDER } from './product-repository';

const answer = (name: string, bytes = 0): CachedJson =>
  cachedJson(JSON.stringify({ name, pad: 'x'.repeat(bytes) }));
const nameIn = (body: CachedJson | undefined) => (body ? JSON.parse(body.json.toString()).name : undefined);
const never = () => {
  throw new Error('not expected');
};
/** A search's words (`Finds`), all in some catalogue word. */
const finding = (...words: string[]): Finds => ({ words, misspelt: false });

describe('createProductCache', () => {
  it('answers a stored product until its time to live has passed', () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    cache.setDetail('a', answer('Acetone'));
    clock = 999;
    expect(nameIn(cache.detail('a'))).toBe('Acetone');
    clock = 1000;
    expect(cache.detail('a')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createProductCache();
    cache.setDetail('a', answer('Acetone'));
    cache.clear();
    expect(cache.detail('a')).toBeUndefined();
  });

  it('keeps answers up to its size in bytes, forgetting the least recently asked for first', () => {
    // Each answer is charged one and a half times its JSON (for a compressed copy) and a little more.
    const cache = createProductCache(60_000, Date.now, 10_000);
    for (const name of ['a', 'b', 'c']) cache.setDetail(name, answer(name, 2_000));
    expect(nameIn(cache.detail('a'))).toBe('a');
    cache.setDetail('d', answer('d', 2_000));
    expect(cache.detail('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((name) => nameIn(cache.detail(name)))).toEqual(['a', 'c', 'd']);
  });
});

describe('a product answer past what the answers kept whole can hold', () => {
  it('is answered from its compressed copy, without reading it again or pushing out the others', async () => {
    // Room for two answers kept whole: the first of three is pushed out.
    const cache = createProductCache(60_000, Date.now, 14_000);
    const read = (name: string) => async () => answer(name, 4_000);
    for (const name of ['a', 'b', 'c']) await cache.answer('detail', name, read(name), never);
    expect(cache.detail('a')).toBeUndefined();
    const again = await cache.answer('detail', 'a', read('a, read again'), never);
    expect(nameIn(again)).toBe('a');
    expect(again.etag).toBe(answer('a', 4_000).etag);
    // Not kept whole again: a visitor going through every product would push out the ones in demand.
    expect(cache.detail('a')).toBeUndefined();
    expect(['b', 'c'].map((name) => nameIn(cache.detail(name)))).toEqual(['b', 'c']);
  });

  it('is kept whole again once it is in demand: asked for twice within a second', async () => {
    let clock = 0;
    const cache = createProductCache(60_000, () => clock, 14_000);
    for (const name of ['a', 'b', 'c'])
      await cache.answer('detail', name, async () => answer(name, 4_000), never);
    await cache.answer('detail', 'a', never, never);
    clock = 1_000;
    await cache.answer('detail', 'a', never, never);
    expect(cache.detail('a')).toBeUndefined();
    clock = 1_999;
    await cache.answer('detail', 'a', never, never);
    const kept = cache.detail('a');
    expect(nameIn(kept)).toBe('a');
    // In memory of its own size, not a view of zlib's output buffer.
    expect(kept!.json.buffer.byteLength).toBe(kept!.json.length);
  });

  it('is not kept past its time: then answered from its copy while it is read again for the next request', async () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock, 14_000);
    for (const name of ['a', 'b', 'c'])
      await cache.answer('detail', name, async () => answer(name, 4_000), never);
    clock = 1000;
    let reads = 0;
    const readAgain = async () => answer(`a, read again ${++reads}`, 4_000);
    expect(nameIn(await cache.answer('detail', 'a', readAgain, never))).toBe('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(nameIn(await cache.answer('detail', 'a', readAgain, never))).toBe('a, read again 1');
    expect(reads).toBe(1);
  });

  it('is forgotten with the rest when cleared', async () => {
    const cache = createProductCache(60_000, Date.now, 14_000);
    for (const name of ['a', 'b', 'c'])
      await cache.answer('detail', name, async () => answer(name, 4_000), never);
    cache.clear();
    expect(nameIn(await cache.answer('detail', 'a', async () => answer('a, renamed'), never))).toBe(
      'a, renamed',
    );
  });
});

describe('a read that began before a change', () => {
  it('is not kept once the change has cleared the cache', () => {
    const cache = createProductCache();
    const since = cache.generation();
    cache.clear();
    cache.setDetail('a', answer('Acetone, as read before the change'), since);
    expect(cache.detail('a')).toBeUndefined();
    cache.setDetail('a', answer('Acetone'), cache.generation());
    expect(nameIn(cache.detail('a'))).toBe('Acetone');
  });
});

describe('an answer asked for through the cache', () => {
  it('is read once for everyone asking at the same time, then kept', async () => {
    const cache = createProductCache();
    let reads = 0;
    const read = async () => answer(`read ${++reads}`);
    const [first, second] = await Promise.all([
      cache.answer('detail', 'a', read, never),
      cache.answer('detail', 'a', read, never),
    ]);
    expect([nameIn(first), nameIn(second)]).toEqual(['read 1', 'read 1']);
    expect(nameIn(await cache.answer('detail', 'a', read, never))).toBe('read 1');
  });

  it('past its time, is answered as it was while it is read again for the next request', async () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    let reads = 0;
    const read = async () => answer(`read ${++reads}`);
    await cache.answer('page', '/api/products?page=1', read, never);
    clock = 1000;
    expect(nameIn(await cache.answer('page', '/api/products?page=1', read, never))).toBe('read 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(nameIn(await cache.answer('page', '/api/products?page=1', read, never))).toBe('read 2');
  });

  it('past its time with many others, is read again among a few at a time, all served as they were meanwhile', async () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) await cache.answer('detail', name, async () => answer(name), never);
    clock = 1000;
    const reading: string[] = [];
    const finish: (() => void)[] = [];
    const readAgain = (name: string) => () =>
      new Promise<CachedJson>((resolve) => {
        reading.push(name);
        finish.push(() => resolve(answer(`${name}, read again`)));
      });
    for (const name of names)
      expect(nameIn(await cache.answer('detail', name, readAgain(name), never))).toBe(name);
    expect(reading).toEqual(['a', 'b']);

    while (finish.length > 0) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(reading).toEqual(names);
    for (const name of names)
      expect(nameIn(await cache.answer('detail', name, readAgain(name), never))).toBe(`${name}, read again`);
  });

  it('is dropped when reading it again fails, so that the next request answers the failure', async () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    await cache.answer('detail', 'a', async () => answer('Acetone'), never);
    clock = 1000;
    const failures: unknown[] = [];
    const gone = async (): Promise<CachedJson> => {
      throw new Error('deleted');
    };
    expect(nameIn(await cache.answer('detail', 'a', gone, (error) => failures.push(error)))).toBe('Acetone');
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toHaveLength(1);
    await expect(cache.answer('detail', 'a', gone, never)).rejects.toThrow('deleted');
  });

  it('is never served past a change, even expired', async () => {
    let clock = 0;
    const cache = createProductCache(1000, () => clock);
    await cache.answer('detail', 'a', async () => answer('Acetone'), never);
    clock = 1000;
    cache.clear();
    expect(nameIn(await cache.answer('detail', 'a', async () => answer('Acetone, renamed'), never))).toBe(
      'Acetone, renamed',
    );
  });
});

describe('countOnce', () => {
  it('counts once for everyone asking at the same time, then answers the kept count', async () => {
    const cache = createProductCache();
    let counted = 0;
    const count = async () => {
      counted++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 42;
    };
    expect(
      await Promise.all([1, 2, 3].map(() => cache.countOnce('pigments', count, IN_CATALOGUE_ORDER))),
    ).toEqual([42, 42, 42]);
    expect(cache.countOnce('pigments', count, IN_CATALOGUE_ORDER)).toBe(42);
    expect(counted).toBe(1);
  });

  it('does not keep a count that began before a change', async () => {
    const cache = createProductCache();
    let release = () => {};
    const counting = cache.countOnce(
      'pigments',
      () => new Promise<number>((resolve) => (release = () => resolve(7))),
      IN_CATALOGUE_ORDER,
    );
    cache.clear();
    release();
    expect(await counting).toBe(7);
    expect(cache.count('pigments')).toBeUndefined();
  });
});

describe('an answer prepared ahead of any request', () => {
  // Random letters: their compressed copy is some 2.4 KB, so the budget below holds two, not three.
  const random = (name: string) =>
    cachedJson(
      JSON.stringify({
        name,
        pad: Array.from({ length: 300 }, () => Math.random().toString(36).slice(2, 12)).join(''),
      }),
    );

  const product = (id: string) => ({ id, slug: `${id}-slug` });

  it('is answered from its compressed copy, and not kept whole', async () => {
    const cache = createProductCache();
    expect(cache.prepare('en', product('a'), answer('Acetone', 2_000), cache.readAheadMark())).toBe(true);
    expect(cache.detail('en:a')).toBeUndefined();
    expect(nameIn(await cache.answer('detail', 'en:a', never, never))).toBe('Acetone');
  });

  it("knows its product's page address until the next change", () => {
    const cache = createProductCache();
    cache.prepare('en', product('a'), answer('Acetone'), cache.readAheadMark());
    expect(cache.slugId('a-slug')).toBe('a');
    expect(cache.slugId('A-Slug')).toBe('a');
    expect(cache.slugId('b-slug')).toBeUndefined();
    cache.clear();
    expect(cache.slugId('a-slug')).toBeUndefined();
  });

  it('knows a page address its product was read by, unless a change came since the read began', () => {
    const cache = createProductCache();
    cache.knowSlug('Acetone-AA11', 'a', cache.generation());
    expect(cache.slugId('acetone-aa11')).toBe('a');
    const since = cache.generation();
    cache.clear();
    cache.knowSlug('benzene-bb22', 'b', since);
    expect(cache.slugId('benzene-bb22')).toBeUndefined();
    expect(cache.slugId('acetone-aa11')).toBeUndefined();
  });

  it('is not kept when a change came since its read began', async () => {
    const cache = createProductCache();
    const since = cache.readAheadMark();
    cache.clear();
    expect(cache.prepare('en', product('a'), answer('Acetone'), since)).toBe(false);
    expect(cache.slugId('a-slug')).toBeUndefined();
    const read = async () => answer('Acetone, read');
    expect(nameIn(await cache.answer('detail', 'en:a', read, never))).toBe('Acetone, read');
  });

  it('is not kept past the copies budget (shared with the answers asked for)', async () => {
    const cache = createProductCache(60_000, Date.now, 64 * 1024 * 1024, 6_000);
    await cache.answer('detail', 'en:asked', async () => random('Asked for'), never);
    expect(cache.prepare('en', product('b'), random('b'), cache.readAheadMark())).toBe(true);
    expect(cache.prepare('en', product('c'), random('c'), cache.readAheadMark())).toBe(false);
    expect(nameIn(await cache.answer('detail', 'en:b', never, never))).toBe('b');
    const read = async () => random('c, read');
    expect(nameIn(await cache.answer('detail', 'en:c', read, never))).toBe('c, read');
  });
});

describe("a change to one product's reviews (forgetProduct)", () => {
  const read = (name: string) => async () => answer(name);

  it('forgets that product in every language, and keeps the other products and the catalogue pages', async () => {
    const cache = createProductCache();
    for (const key of ['en:a', 'bn:a', 'en:b']) await cache.answer('detail', key, read(key), never);
    await cache.answer('page', '/api/products?page=1', read('page 1'), never);
    cache.prepare('en', { id: 'c', slug: 'c-slug' }, answer('c ahead'), cache.readAheadMark());
    cache.forgetProduct('a', { onlyReviews: true });
    expect(nameIn(await cache.answer('detail', 'en:a', read('en:a, read again'), never))).toBe(
      'en:a, read again',
    );
    expect(nameIn(await cache.answer('detail', 'bn:a', read('bn:a, read again'), never))).toBe(
      'bn:a, read again',
    );
    expect(nameIn(await cache.answer('detail', 'en:b', never, never))).toBe('en:b');
    expect(nameIn(await cache.answer('page', '/api/products?page=1', never, never))).toBe('page 1');
    expect(nameIn(await cache.answer('detail', 'en:c', never, never))).toBe('c ahead');
    expect(cache.slugId('c-slug')).toBe('c');
  });

  it('does not keep a read of that product that began before it, nor share it with a later request', async () => {
    const cache = createProductCache();
    let finish: (body: CachedJson) => void = () => {};
    const before = cache.answer('detail', 'en:a', () => new Promise((resolve) => (finish = resolve)), never);
    const other = cache.answer('detail', 'en:b', read('b'), never);
    cache.forgetProduct('a', { onlyReviews: true });
    const after = cache.answer('detail', 'en:a', read('a, read after'), never);
    finish(answer('a, read before'));
    expect(nameIn(await before)).toBe('a, read before');
    expect(nameIn(await after)).toBe('a, read after');
    await other;
    expect(nameIn(cache.detail('en:a'))).toBe('a, read after');
    expect(nameIn(cache.detail('en:b'))).toBe('b');
  });

  it('does not keep that product read ahead before it, and goes on with the others', () => {
    const cache = createProductCache();
    const mark = cache.readAheadMark();
    cache.forgetProduct('a', { onlyReviews: true });
    expect(cache.prepare('en', { id: 'a', slug: 'a-slug' }, answer('a, read before'), mark)).toBe(true);
    expect(cache.prepare('en', { id: 'b', slug: 'b-slug' }, answer('b'), mark)).toBe(true);
    expect(cache.detail('en:a')).toBeUndefined();
    expect(nameIn(cache.answer('detail', 'en:b', never, never) as CachedJson)).toBe('b');
    expect(cache.answer('detail', 'en:a', read('a, read after'), never)).toBeInstanceOf(Promise);
  });
});

describe('a change to one product itself (forgetProduct): made, edited or deleted', () => {
  const read = (name: string) => async () => answer(name);

  it('forgets its answers and every list and count, and keeps the other products, read ahead or asked for', async () => {
    const cache = createProductCache();
    for (const key of ['en:a', 'en:b']) await cache.answer('detail', key, read(key), never);
    await cache.answer('page', '/api/products?page=1', read('page 1'), never);
    await cache.countOnce('all', async () => 7, IN_CATALOGUE_ORDER);
    cache.prepare('en', { id: 'c', slug: 'c-slug' }, answer('c ahead'), cache.readAheadMark());
    cache.forgetProduct('a');
    expect(nameIn(await cache.answer('detail', 'en:a', read('a, read again'), never))).toBe('a, read again');
    expect(
      nameIn(await cache.answer('page', '/api/products?page=1', read('page 1, read again'), never)),
    ).toBe('page 1, read again');
    expect(cache.count('all')).toBeUndefined();
    expect(nameIn(await cache.answer('detail', 'en:b', never, never))).toBe('en:b');
    expect(nameIn(await cache.answer('detail', 'en:c', never, never))).toBe('c ahead');
  });

  it('does not keep a list or a count whose read began before it', async () => {
    const cache = createProductCache();
    let finish: (body: CachedJson) => void = () => {};
    const before = cache.answer(
      'page',
      '/api/products?page=1',
      () => new Promise((resolve) => (finish = resolve)),
      never,
    );
    let count: (n: number) => void = () => {};
    const counting = cache.countOnce(
      'all',
      () => new Promise((resolve) => (count = resolve)),
      IN_CATALOGUE_ORDER,
    );
    cache.forgetProduct('a');
    finish(answer('page 1, read before'));
    count(7);
    expect(nameIn(await before)).toBe('page 1, read before');
    expect(await counting).toBe(7);
    expect(cache.page('/api/products?page=1')).toBeUndefined();
    expect(cache.count('all')).toBeUndefined();
  });
});

describe('an edit that leaves a product in its place in the lists (forgetProduct, inPlace)', () => {
  const read = (name: string) => async () => answer(name);
  const list = (name: string, shows: string[]) => async () => ({ ...answer(name), shows });

  it('forgets its answers and the lists showing it, and keeps every other list and count', async () => {
    const cache = createProductCache();
    await cache.answer('detail', 'en:a', read('a'), never);
    await cache.answer('page', '/api/products?q=acid', list('acid', ['b', 'a']), never);
    await cache.answer('page', '/api/products?q=soda', list('soda', ['b', 'c']), never);
    await cache.answer('page', '/api/products/categories', read('categories'), never);
    await cache.countOnce('acid', async () => 7, finding('acid'));
    cache.forgetProduct('a', { inPlace: true });
    expect(nameIn(await cache.answer('detail', 'en:a', read('a, read again'), never))).toBe('a, read again');
    expect(
      nameIn(await cache.answer('page', '/api/products?q=acid', list('acid, read again', ['b', 'a']), never)),
    ).toBe('acid, read again');
    expect(nameIn(await cache.answer('page', '/api/products?q=soda', never, never))).toBe('soda');
    expect(nameIn(await cache.answer('page', '/api/products/categories', never, never))).toBe('categories');
    expect(cache.count('acid')).toBe(7);
  });

  it('does not keep a list read that began before it and shows it, nor share it with a later request', async () => {
    const cache = createProductCache();
    let finish: (body: CataloguePage) => void = () => {};
    const before = cache.answer(
      'page',
      '/api/products?q=acid',
      () => new Promise((resolve) => (finish = resolve)),
      never,
    );
    cache.forgetProduct('a', { inPlace: true });
    const after = cache.answer('page', '/api/products?q=acid', list('acid, read after', ['a']), never);
    finish({ ...answer('acid, read before'), shows: ['a'] });
    expect(nameIn(await before)).toBe('acid, read before');
    expect(nameIn(await after)).toBe('acid, read after');
    expect(nameIn(cache.page('/api/products?q=acid'))).toBe('acid, read after');
  });

  it('keeps a list read that began before it when the list does not show it', async () => {
    const cache = createProductCache();
    let finish: (body: CataloguePage) => void = () => {};
    const before = cache.answer(
      'page',
      '/api/products?q=soda',
      () => new Promise((resolve) => (finish = resolve)),
      never,
    );
    cache.forgetProduct('a', { inPlace: true });
    finish({ ...answer('soda'), shows: ['b'] });
    await before;
    expect(nameIn(cache.page('/api/products?q=soda'))).toBe('soda');
  });
});

describe("a change naming a product's words (forgetProduct, words)", () => {
  const read = (name: string) => async () => answer(name);
  const list = (name: string, shows: string[], finds: Finds) => async (): Promise<CataloguePage> => ({
    ...answer(name),
    shows,
    finds,
  });
  // Its search text's words before the edit ("calcium", "hypochlorite") and after ("bleaching").
  const words = 'calcium hypochlorite 70% bleaching';

  const fill = async (cache: ReturnType<typeof createProductCache>) => {
    const lists = {
      showsIt: list('page 1', ['a', 'b'], IN_CATALOGUE_ORDER),
      newest: list('page 2', ['c'], IN_CATALOGUE_ORDER),
      findsBefore: list('hypo', ['a'], finding('hypo')),
      findsAfter: list('bleach', ['c'], finding('bleach', 'bleech')),
      findsNeither: list('ferric', ['c'], finding('ferric', '7705')),
      // "ferik", in no catalogue word, searched as "ferric".
      misspelt: list('ferik', ['c'], { words: ['ferik', 'ferric'], misspelt: true }),
      namedAlike: list('related', ['c'], { words: [], misspelt: false, byName: true }),
      anyChange: list('any', ['c'], undefined),
    };
    for (const [url, read] of Object.entries(lists)) await cache.answer('page', url, read, never);
    await cache.answer('page', 'categories', read('categories'), never);
    await cache.countOnce('all', async () => 3, IN_CATALOGUE_ORDER);
    await cache.countOnce('ferric', async () => 1, finding('ferric'));
    await cache.countOnce('bleach', async () => 1, finding('bleach'));
    await cache.countOnce('named alike', async () => 1, { words: [], misspelt: false, byName: true });
    return [...Object.keys(lists), 'categories'];
  };
  const counts = ['all', 'ferric', 'bleach', 'named alike'];

  it('an edit of its words alone: forgets the lists showing it and the searches and counts finding it before or after', async () => {
    const cache = createProductCache();
    const pages = await fill(cache);
    cache.forgetProduct('a', { inPlace: true, words });
    expect(pages.filter((url) => cache.page(url) !== undefined)).toEqual([
      'newest',
      'findsNeither',
      'misspelt',
      'namedAlike',
    ]);
    expect(counts.map(cache.count)).toEqual([3, 1, undefined, 1]);
  });

  it('one renaming it: also the products named alike', async () => {
    const cache = createProductCache();
    const pages = await fill(cache);
    cache.forgetProduct('a', { inPlace: true, words, renamed: true });
    expect(pages.filter((url) => cache.page(url) !== undefined)).toEqual([
      'newest',
      'findsNeither',
      'misspelt',
    ]);
    expect(counts.map(cache.count)).toEqual([3, 1, undefined, undefined]);
  });

  it('one bringing words new to the catalogue: also the searches for misspelt words', async () => {
    const cache = createProductCache();
    const pages = await fill(cache);
    cache.forgetProduct('a', { inPlace: true, words, newWords: true });
    expect(pages.filter((url) => cache.page(url) !== undefined)).toEqual([
      'newest',
      'findsNeither',
      'namedAlike',
    ]);
  });

  it('a product made, deleted or moved: also every list in the catalogue order and every count', async () => {
    const cache = createProductCache();
    const pages = await fill(cache);
    cache.forgetProduct('a', { words, newWords: true });
    expect(pages.filter((url) => cache.page(url) !== undefined)).toEqual(['findsNeither']);
    expect(counts.map(cache.count)).toEqual([undefined, 1, undefined, undefined]);
  });

  it('does not keep a search or count read under way that finds it, and keeps one that does not', async () => {
    const cache = createProductCache();
    const finishes: ((body: CataloguePage) => void)[] = [];
    const reading = (url: string) =>
      cache.answer('page', url, () => new Promise((resolve) => finishes.push(resolve)), never);
    const searches = [reading('bleach'), reading('ferric')];
    const counts: ((n: number) => void)[] = [];
    const counting = (filter: string, finds: Finds) =>
      cache.countOnce(filter, () => new Promise((resolve) => counts.push(resolve)), finds);
    const counted = [counting('bleach', finding('bleach')), counting('ferric', finding('ferric'))];
    cache.forgetProduct('a', { inPlace: true, words });
    finishes[0]({ ...answer('bleach'), shows: [], finds: finding('bleach') });
    finishes[1]({ ...answer('ferric'), shows: [], finds: finding('ferric') });
    counts[0](1);
    counts[1](2);
    await Promise.all([...searches, ...counted]);
    expect(cache.page('bleach')).toBeUndefined();
    expect(nameIn(cache.page('ferric'))).toBe('ferric');
    expect([cache.count('bleach'), cache.count('ferric')]).toEqual([undefined, 2]);
  });

  it('does not keep a list in the catalogue order read under way while a product is made', async () => {
    const cache = createProductCache();
    let finish: (body: CataloguePage) => void = () => {};
    const before = cache.answer('page', 'page 1', () => new Promise((resolve) => (finish = resolve)), never);
    cache.forgetProduct('new', { words: 'zinc oxide', newWords: true });
    finish({ ...answer('page 1'), shows: ['b'], finds: IN_CATALOGUE_ORDER });
    await before;
    expect(cache.page('page 1')).toBeUndefined();
  });

  it('does not keep a read under way during more such edits than it remembers', async () => {
    const cache = createProductCache();
    let finish: (body: CataloguePage) => void = () => {};
    const before = cache.answer('page', 'ferric', () => new Promise((resolve) => (finish = resolve)), never);
    for (let i = 0; i < 100; i++) cache.forgetProduct(`p${i}`, { inPlace: true, words: `product${i}` });
    finish({ ...answer('ferric'), shows: [], finds: finding('ferric') });
    await before;
    expect(cache.page('ferric')).toBeUndefined();
    // Begun after them, it is kept.
    await cache.answer('page', 'ferric', list('ferric', [], finding('ferric')), never);
    expect(nameIn(cache.page('ferric'))).toBe('ferric');
  });
});

describe('idOfSlug', () => {
  it('looks a page address up once for everyone asking at the same time, then knows it', async () => {
    const cache = createProductCache();
    let lookups = 0;
    const lookup = async () => {
      lookups++;
      return 'a';
    };
    expect(
      await Promise.all([cache.idOfSlug('acetone-aa11', lookup), cache.idOfSlug('Acetone-AA11', lookup)]),
    ).toEqual(['a', 'a']);
    expect(cache.idOfSlug('acetone-aa11', never)).toBe('a');
    expect(lookups).toBe(1);
    expect(await cache.idOfSlug('nothing-ff00', async () => null)).toBeUndefined();
  });
});
