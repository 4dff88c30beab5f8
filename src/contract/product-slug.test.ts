import { describe, expect, it } from 'vitest';
import { isProductPageOf, productPath } from './product-slug';

const id = 'd0adfce6-1b2c-4d5e-8f90-123456789abc';
const page = productPath({ _id: id, name: 'Sulphuric Acid 98%', casNumber: '7664-93-9' });

describe('isProductPageOf', () => {
  it("knows a product's page in either language, by its slug or its id, with a query", () => {
    expect(page).toBe('/products/sulphuric-acid-98-7664-93-9-d0adfce6');
    for (const address of [
      page,
      `/bn${page}`,
      `${page}?ref=mail`,
      `/products/${id}`,
      '/bn/products/D0ADFCE6',
    ])
      expect(isProductPageOf(address, id), address).toBe(true);
    // As the page cache keys a Bengali page carrying its font (site/page-cache.ts).
    expect(isProductPageOf(`/bn${page} with its font`, id)).toBe(true);
  });

  it("and no other page: another product's, the catalogue, the product's edit page", () => {
    for (const address of [
      '/products/sulphuric-acid-98-7664-93-9-aaaaaaaa',
      '/products',
      '/',
      `${page}/edit`,
      '/careers',
    ])
      expect(isProductPageOf(address, id), address).toBe(false);
  });
});
