// A product page is drawn from one read of its product: the head (title, description, JSON-LD) is
// built from the API answer the server's rendering of the body asks for, not from a read of its own.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createRenderingTestApp } from '../helpers/web-dir';

// Every read of one product by its page address (the API's and any other) is counted.
const reads = vi.hoisted(() => ({ bySlug: 0 }));
vi.mock('@/server/features/products/product-repository', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/features/products/product-repository')>();
  return {
    ...real,
    findProductIdBySlug: (...args: Parameters<typeof real.findProductIdBySlug>) => {
      reads.bySlug++;
      return real.findProductIdBySlug(...args);
    },
  };
});

const t = setupApi(() => createRenderingTestApp());
let product: { _id: string; name: string; casNumber: string | null };
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(products)
    .values({ name: 'Sodium Hypochlorite 12%', casNumber: '7681-52-9', description: 'Bleach.' })
    .returning();
  product = { _id: row.id, name: row.name, casNumber: row.casNumber };
});

/** The product reads one request makes, with every cache emptied first. */
async function readsOf(url: string) {
  t.app.productCache.clear();
  t.app.htmlCache.clear();
  reads.bySlug = 0;
  const answer = await t.app.inject({ method: 'GET', url });
  return { answer, count: reads.bySlug };
}

describe('GET /products/{slug} (the page)', () => {
  it('reads the product as often as its API answer alone does, and heads the page with it', async () => {
    const api = await readsOf(`/api/products/${productPath(product).split('/').pop()}`);
    expect(api.answer.statusCode).toBe(200);
    expect(api.count).toBe(1);
    const page = await readsOf(productPath(product));
    expect(page.answer.statusCode).toBe(200);
    expect(page.count).toBe(api.count);
    expect(page.answer.body).toMatch(/<title>Sodium Hypochlorite 12%[^<]*<\/title>/);
    expect(page.answer.body).toContain('"@type":"Product"');
    expect(page.answer.body).toMatch(/<h1[^>]*>Sodium Hypochlorite 12%<\/h1>/);
  });

  it('sends an address by id to the page address', async () => {
    const moved = await readsOf(`/products/${product._id}`);
    expect(moved.answer.statusCode).toBe(301);
    expect(moved.answer.headers.location).toBe(productPath(product));
  });
});
