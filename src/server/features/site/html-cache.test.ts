import { describe, expect, it } from 'vitest';
import { type CachedPage, createHtmlCache } from './html-cache';

const A = '0a0a0a0a-0000-4000-8000-000000000000';
const page = (shows: string[] | null, searches?: boolean, namesAlike?: boolean): CachedPage => ({
  status: 200,
  html: '<p></p>',
  etag: 'W/"x"',
  shows,
  searches,
  namesAlike,
});

describe('forgetPagesShowing', () => {
  const pages = {
    '/products/acid-0a0a0a0a': page([]),
    '/': page([A, 'b'], false),
    '/products?category=Dyes': page(['b'], false, false),
    '/products?q=ferric': page(['b'], true, false),
    '/products/soda-0b0b0b0b': page(['b'], false, true),
    '/careers': page(null, false),
    '/old': page(['b']),
  };
  const kept = (edit: { words?: boolean; renamed?: boolean }) => {
    const cache = createHtmlCache();
    for (const [url, cached] of Object.entries(pages)) cache.set(url, cached);
    cache.forgetPagesShowing(A, edit);
    return Object.keys(pages).filter((url) => cache.get(url) !== undefined);
  };

  it('after an edit in place, keeps the pages that show only other products', () => {
    expect(kept({})).toEqual([
      '/products?category=Dyes',
      '/products?q=ferric',
      '/products/soda-0b0b0b0b',
      '/old',
    ]);
  });

  it('after an edit of its words, also forgets the pages that read a search, or may have', () => {
    expect(kept({ words: true })).toEqual(['/products?category=Dyes', '/products/soda-0b0b0b0b']);
  });

  it('after a new name, also those that read products named alike, or may have', () => {
    expect(kept({ words: true, renamed: true })).toEqual(['/products?category=Dyes']);
  });
});
