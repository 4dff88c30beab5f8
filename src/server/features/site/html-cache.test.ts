import { describe, expect, it } from 'vitest';
import { type CachedPage, createHtmlCache } from './html-cache';

const A = '0a0a0a0a-0000-4000-8000-000000000000';
const page = (shows: string[] | null, searches?: boolean): CachedPage => ({
  status: 200,
  html: '<p></p>',
  etag: 'W/"x"',
  shows,
  searches,
});

describe('forgetPagesShowing', () => {
  const pages = {
    '/products/acid-0a0a0a0a': page([]),
    '/': page([A, 'b'], false),
    '/products?category=Dyes': page(['b'], false),
    '/products?q=ferric': page(['b'], true),
    '/careers': page(null, false),
    '/old': page(['b']),
  };
  const kept = (words: boolean) => {
    const cache = createHtmlCache();
    for (const [url, cached] of Object.entries(pages)) cache.set(url, cached);
    cache.forgetPagesShowing(A, { words });
    return Object.keys(pages).filter((url) => cache.get(url) !== undefined);
  };

  it('after an edit in place, keeps the pages that show only other products', () => {
    expect(kept(false)).toEqual(['/products?category=Dyes', '/products?q=ferric', '/old']);
  });

  it('after an edit of its words, also forgets the pages that read a search, or may have', () => {
    expect(kept(true)).toEqual(['/products?category=Dyes']);
  });
});
