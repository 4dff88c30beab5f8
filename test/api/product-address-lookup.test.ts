// A product asked for by its page address (its slug: src/contract/product-slug.ts) is looked up by
// that address once; then it is read by its id, as one of the products read together
// (lib/batch-loader.ts), also when it is read again past its time. (The spy reads the embedded
// database's client; a PostgreSQL pool's statements take another path, so the file runs on PGlite.)
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { productSlug } from '@/contract/product-slug';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { saveProduct } from '../helpers/products';

// Answers pass their time at once, as on PostgreSQL a minute later.
const t = setupApi(() => createTestApp({}, { cacheTtlMs: 1 }));
const admin = t.signUpAdmin();

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a product asked for by its page address', () => {
  it('is looked up by that address once, then read by its id', async () => {
    const saved = await saveProduct(t.app, admin, [], { name: 'Citric Acid Monohydrate' });
    expect(saved.statusCode, saved.body).toBe(201);
    const slug = productSlug(saved.json().product);
    t.app.productCache.clear();

    const client = (t.app.db as unknown as { $client: PGlite }).$client;
    const statements = vi.spyOn(client, 'query');
    // The lookup by address: the products whose id begins with the address's last part.
    const lookups = () => statements.mock.calls.filter(([sql]) => /"id" >= \$1/.test(String(sql))).length;
    const get = () => t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
    try {
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(lookups()).toBe(1);
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const again = await get();
        expect(again.json()).toEqual(first.json());
        // The reads again past their time run after the answer.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lookups()).toBe(1);
      expect(statements.mock.calls.length).toBeGreaterThan(2);
    } finally {
      statements.mockRestore();
    }
  });
});
