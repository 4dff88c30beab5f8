// A product's grades and packs (variants): saved with the product, answered with it, every row checked
// with the contract's messages (on that row's field), kept by id across edits, and the catalogue's
// grade filter.
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@/contract/product-messages';
import { VARIANT_MESSAGES, type VariantInput } from '@/contract/variants';
import { setupApi } from '../helpers/api';
import { saveProduct } from '../helpers/products';

const t = setupApi();
const admin = t.signUpAdmin();

const bdt = (minValue: number, maxValue?: number) => ({
  minValue,
  maxValue,
  currency: 'BDT' as const,
  unit: 'kg' as const,
});
const carboy: VariantInput = {
  grade: 'technical',
  purity: '98%',
  packQuantity: 35,
  packUnit: 'kg',
  container: 'carboy',
  price: bdt(28, 32),
  moq: 10,
  moqUnit: 'carboy',
  stock: 'in_stock',
};
const drum: VariantInput = { ...carboy, packQuantity: 250, container: 'drum', price: bdt(26), moq: null };
const bottle: VariantInput = {
  grade: 'ar',
  purity: '98%',
  packQuantity: 2.5,
  packUnit: 'litre',
  container: 'bottle',
  price: { contactForPrice: true },
  stock: 'on_order',
};

describe('POST and PUT /api/products with variants', () => {
  it('stores each grade and pack with its price, minimum order and stock, in order', async () => {
    const response = await saveProduct(t.app, admin, [carboy, drum, bottle]);
    expect(response.statusCode, response.body).toBe(201);
    const { variants } = response.json().product;
    expect(variants).toHaveLength(3);
    expect(variants[0]).toEqual({
      _id: expect.any(String),
      grade: 'technical',
      purity: '98%',
      packQuantity: 35,
      packUnit: 'kg',
      container: 'carboy',
      price: { minValue: 28, maxValue: 32, currency: 'BDT', unit: 'kg', contactForPrice: false },
      moq: 10,
      moqUnit: 'carboy',
      stock: 'in_stock',
    });
    expect(variants[1]).toMatchObject({ container: 'drum', moq: null, moqUnit: null });
    expect(variants[2]).toMatchObject({
      grade: 'ar',
      packQuantity: 2.5,
      price: { contactForPrice: true, minValue: null, maxValue: null },
      stock: 'on_order',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${response.json().product._id}` });
    expect(read.json().variants).toEqual(variants);
  });

  it('keeps a variant the edit keeps (same id), updates it, drops the ones left out', async () => {
    const created = (await saveProduct(t.app, admin, [carboy, drum])).json().product;
    const [first, second] = created.variants;
    const edited = await saveProduct(t.app, admin, [{ ...drum, id: second._id, stock: 'low' }, bottle], {
      id: created._id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const variants = edited.json().product.variants;
    expect(variants.map((v: { _id: string }) => v._id)).toEqual([second._id, expect.any(String)]);
    expect(variants[1]._id).not.toBe(first._id);
    expect(variants[0].stock).toBe('low');
  });

  it('answers a product without variants as before, with an empty list', async () => {
    const response = await saveProduct(t.app, admin, []);
    expect(response.statusCode).toBe(201);
    expect(response.json().product.variants).toEqual([]);
    expect(response.json().product.price).toMatchObject({ minValue: 30, unit: 'kg' });
  });

  it('refuses a bad row with the contract’s message, on that row’s field, never a 500', async () => {
    const cases: [unknown, string, string | undefined][] = [
      [[carboy, { ...drum, grade: 'premium' }], VARIANT_MESSAGES.gradeInvalid, 'variants.1.grade'],
      [[{ ...carboy, packUnit: 'sack' }], VARIANT_MESSAGES.packUnitInvalid, 'variants.0.packUnit'],
      [[{ ...carboy, container: 'box' }], VARIANT_MESSAGES.containerInvalid, 'variants.0.container'],
      [[{ ...carboy, stock: 'plenty' }], VARIANT_MESSAGES.stockInvalid, 'variants.0.stock'],
      [[{ ...carboy, packQuantity: 0 }], VARIANT_MESSAGES.packQuantityInvalid, 'variants.0.packQuantity'],
      [
        [{ ...carboy, packQuantity: 'lots' }],
        VARIANT_MESSAGES.packQuantityInvalid,
        'variants.0.packQuantity',
      ],
      [[{ ...carboy, moq: -5 }], VARIANT_MESSAGES.moqInvalid, 'variants.0.moq'],
      [[{ ...carboy, moqUnit: '' }], VARIANT_MESSAGES.moqUnitRequired, 'variants.0.moqUnit'],
      [[{ ...carboy, price: bdt(0) }], PRODUCT_MESSAGES.invalidMinPrice, 'variants.0.price.minValue'],
      [[{ ...carboy, price: bdt(40, 30) }], PRODUCT_MESSAGES.maxNotGreater, 'variants.0.price.maxValue'],
      [[carboy, { ...carboy }], VARIANT_MESSAGES.duplicateVariant, 'variants.1.grade'],
      [[{ ...carboy, purity: 'x'.repeat(41) }], VARIANT_MESSAGES.purityTooLong, 'variants.0.purity'],
      ['not json', VARIANT_MESSAGES.invalidVariants, undefined],
      [[42], VARIANT_MESSAGES.invalidVariants, undefined],
      [
        Array.from({ length: 31 }, (_, i) => ({ ...carboy, packQuantity: i + 1 })),
        VARIANT_MESSAGES.tooManyVariants,
        undefined,
      ],
    ];
    for (const [variants, message, path] of cases) {
      const response = await saveProduct(t.app, admin, variants);
      expect(response.statusCode, `${message}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
      if (path) expect(response.json().errors).toEqual([{ path, message }]);
    }
  });
});

describe('GET /api/products?grade=', () => {
  it('lists only the products offered in that grade; an unknown grade is no filter', async () => {
    const ar = (await saveProduct(t.app, admin, [bottle], { name: 'Nitric Acid AR' })).json().product;
    const food = (
      await saveProduct(t.app, admin, [{ ...bottle, grade: 'food' }], { name: 'Citric Acid' })
    ).json().product;
    const list = await t.app.inject({ method: 'GET', url: '/api/products?grade=ar&limit=50' });
    const ids = list.json().products.map((p: { _id: string }) => p._id);
    expect(ids).toContain(ar._id);
    expect(ids).not.toContain(food._id);
    // A list carries each product's summary: its grades are in its detail.
    for (const id of ids) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
      expect(detail.variants.some((v: { grade: string }) => v.grade === 'ar')).toBe(true);
    }
    expect(list.json().pagination.totalProducts).toBe(ids.length);

    const all = await t.app.inject({ method: 'GET', url: '/api/products?grade=premium&limit=50' });
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.totalProducts).toBeGreaterThan(ids.length);
  });
});

describe('a list of products', () => {
  it("carries each product's number of grades and packs and the lowest price among them", async () => {
    const name = 'Formic Acid 85%';
    const sold = (await saveProduct(t.app, admin, [carboy, drum, bottle], { name })).json().product;
    const unpriced = (await saveProduct(t.app, admin, [bottle], { name: 'Formic Acid AR' })).json().product;
    const single = (await saveProduct(t.app, admin, [], { name: 'Formic Acid Bulk' })).json().product;
    const list = await t.app.inject({ method: 'GET', url: '/api/products?q=formic&limit=50' });
    const byId = new Map(list.json().products.map((p: { _id: string }) => [p._id, p]));
    // The drum's 26 BDT a kg is the lowest shown price; the bottle has none.
    expect(byId.get(sold._id)).toMatchObject({
      variantCount: 3,
      fromPrice: { minValue: 26, currency: 'BDT', unit: 'kg' },
    });
    expect(byId.get(unpriced._id)).toMatchObject({ variantCount: 1, fromPrice: null });
    expect(byId.get(single._id)).toMatchObject({
      variantCount: 0,
      fromPrice: null,
      price: { minValue: 30, currency: 'BDT', unit: 'kg' },
    });
  });
});
