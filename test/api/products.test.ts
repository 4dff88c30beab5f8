import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_DESCRIPTION_LENGTH } from '@/contract/product-rules';
import { productPath } from '@/contract/product-slug';
import { comments, inquiries, media, products } from '@/server/db/schema';
import { resolvePageMeta } from '@/server/features/site/page-meta';
import { setupApi } from '../helpers/api';
import { multipart, type Part } from '../helpers/multipart';
import { bearer, type TestUser } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();
const user = t.signUp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (label: string) => Buffer.concat([PDF, Buffer.from(`% ${label}\n`)]);
const photo = { file: 'photo.jpg', type: 'image/jpeg' };
const price = (value: object) => JSON.stringify(value);

/** A small picture of a given colour, so each upload is a different asset. */
const picture = (r: number, format: 'png' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 140 } } })
    .toFormat(format)
    .toBuffer();

const validFields = {
  name: 'Caustic Soda Flakes 99%',
  description: 'Sodium hydroxide flakes for textile processing, soap making and water treatment.',
  category: 'Acids & Alkalis',
  price: price({ minValue: 850, maxValue: 920, currency: 'BDT', unit: 'kg', contactForPrice: false }),
};

async function send(
  method: 'POST' | 'PUT',
  url: string,
  parts: Record<string, Part | Part[]>,
  who: TestUser | null = admin,
) {
  const body = await multipart(parts);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(who) : {}) },
  });
}

async function createViaApi(parts: Record<string, Part | Part[]> = {}) {
  const response = await send('POST', '/api/products', { ...validFields, photo, ...parts });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

const counts = async () => {
  const [p] = await t.app.db.select({ n: count() }).from(products);
  const [m] = await t.app.db.select({ n: count() }).from(media);
  return { products: p.n, media: m.n };
};

const mediaAssets = async () =>
  new Set((await t.app.db.selectDistinct({ asset: media.asset }).from(media)).map((row) => row.asset));
const assetOf = (url: string) => /\/media\/([a-f0-9]+)/.exec(url)![1];

/** Inserts catalogue rows directly: search tests need many products, not their photos. */
let clock = Date.now() + 3_600_000;
async function insertRows(rows: Partial<typeof products.$inferInsert>[]) {
  return t.app.db
    .insert(products)
    .values(
      rows.map((row) => ({
        name: 'Unnamed',
        description: 'No description.',
        createdAt: new Date((clock += 1000)),
        ...row,
      })),
    )
    .returning({ id: products.id });
}

describe('POST /api/products', () => {
  it('creates a product with photos, documents, CAS number and specifications', async () => {
    const extra = [await picture(10), await picture(20, 'webp')];
    const response = await send('POST', '/api/products', {
      ...validFields,
      casNumber: '1310732',
      inStock: 'false',
      contactPhone: '+880 1711-000000',
      specifications: JSON.stringify([
        { name: 'Purity', value: '99% min' },
        { name: '', value: '' },
      ]),
      photo,
      additionalPhotos: extra.map((file, i) => ({ file, filename: `extra-${i}.png`, type: 'image/png' })),
      sdsDocument: { file: PDF, filename: 'sds.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { product, message } = response.json();
    expect(message).toBe('Product created successfully');
    expect(product).toMatchObject({
      name: 'Caustic Soda Flakes 99%',
      category: 'Acids & Alkalis',
      casNumber: '1310-73-2',
      inStock: false,
      contactPhone: '+880 1711-000000',
      specifications: [{ name: 'Purity', value: '99% min' }],
      price: { minValue: 850, maxValue: 920, currency: 'BDT', unit: 'kg', contactForPrice: false },
      photo: { width: 1200, height: 900 },
      documents: [{ kind: 'sds', title: 'Safety Data Sheet (SDS)', byteSize: PDF.length }],
    });
    expect(product._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(product.createdAt).getTime()).toBeGreaterThan(0);
    expect(product.additionalPhotos).toHaveLength(2);
    expect(product.photo.srcset.split(', ')).toHaveLength(3);
    expect(product.photo.srcset).toMatch(
      /-400\.webp 400w, .*-800\.webp 800w, .*-1600\.webp 1200w|-1200\.webp 1200w/,
    );

    const image = await t.app.inject({ method: 'GET', url: product.photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const doc = await t.app.inject({ method: 'GET', url: product.documents[0].url });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  it('accepts contact-for-pricing without figures, and GIF and WebP photos', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const product = await createViaApi({
        price: price({ contactForPrice: true, currency: 'USD', unit: 'MT' }),
        photo: { file: await picture(format === 'gif' ? 30 : 40, format), filename: `p.${format}` },
      });
      expect(product.price).toEqual({
        minValue: null,
        maxValue: null,
        currency: 'USD',
        unit: 'MT',
        contactForPrice: true,
      });
    }
  });

  it('answers 401 to guests and 403 to users, storing nothing', async () => {
    const before = await counts();
    const guest = await send('POST', '/api/products', { ...validFields, photo }, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please login first' });
    const member = await send('POST', '/api/products', { ...validFields, photo }, user);
    expect(member.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('checks the form rules in the spec order, with its messages, storing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, Part | Part[]>, string][] = [
      [{ ...validFields, name: '  ', photo }, 'Please fill in all required fields'],
      [{ ...validFields, description: '', photo: undefined as never }, 'Please fill in all required fields'],
      [{ ...validFields, photo: undefined as never }, 'Please select an image for the product'],
      [{ ...validFields, price: price({ minValue: 0 }), photo }, 'Please enter a valid minimum price'],
      [{ ...validFields, price: price({ minValue: 'abc' }), photo }, 'Please enter a valid minimum price'],
      [{ ...validFields, price: price({ currency: 'USD' }), photo }, 'Please enter a valid minimum price'],
      [{ ...validFields, price: 'not json', photo }, 'Please enter a valid minimum price'],
      [
        { ...validFields, price: price({ minValue: 5, maxValue: -2 }), photo },
        'Please enter a valid maximum price',
      ],
      [
        { ...validFields, price: price({ minValue: 5, maxValue: 5 }), photo },
        'Maximum price must be greater than minimum price',
      ],
      [
        { ...validFields, casNumber: '7664-93-8', photo },
        'Please enter a valid CAS number (for example 7664-93-9)',
      ],
      [
        { ...validFields, specifications: JSON.stringify([{ name: 'Purity', value: '' }]), photo },
        'Each specification needs a name and a value',
      ],
    ];
    for (const [parts, message] of cases) {
      const clean = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
      const response = await send('POST', '/api/products', clean);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses files that are not really JPEG, PNG, GIF or WebP with 415, storing nothing', async () => {
    const before = await counts();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    const bads: Record<string, Part | Part[]>[] = [
      { photo: { file: 'not-an-image.png', type: 'image/png' } },
      { photo: { file: svg, filename: 'x.png', type: 'image/png' } },
      { photo: { file: tiff, filename: 'x.jpg', type: 'image/jpeg' } },
      // A good main photo does not let a bad additional one through, and nothing is kept.
      { photo, additionalPhotos: [{ file: await picture(50) }, { file: 'not-an-image.png' }] },
    ];
    for (const bad of bads) {
      const response = await send('POST', '/api/products', { ...validFields, ...bad });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Please select a valid image file (JPEG, PNG, GIF, WebP)');
    }
    const notPdf = await send('POST', '/api/products', {
      ...validFields,
      photo,
      tdsDocument: { file: 'photo.jpg', filename: 'tds.pdf', type: 'application/pdf' },
    });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe('Please select a PDF file for the document');
    expect(await counts()).toEqual(before);
  });

  it('refuses a photo of 10MB or more with 413 and the spec message', async () => {
    const before = await counts();
    const big = Buffer.alloc(10 * 1024 * 1024, 1);
    const response = await send('POST', '/api/products', {
      ...validFields,
      photo: { file: big, filename: 'big.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File size must be less than 10MB');
    expect(await counts()).toEqual(before);
  });

  it("answers files past every upload limit with their own field's spec message", async () => {
    const before = await counts();
    const huge = Buffer.alloc(21 * 1024 * 1024, 1);
    const hugePhoto = await send('POST', '/api/products', {
      ...validFields,
      photo: { file: huge, filename: 'huge.jpg', type: 'image/jpeg' },
    });
    expect(hugePhoto.statusCode).toBe(413);
    expect(hugePhoto.json()).toEqual({ message: 'File size must be less than 10MB' });
    const hugeDocument = await send('POST', '/api/products', {
      ...validFields,
      photo,
      sdsDocument: { file: huge, filename: 'sds.pdf', type: 'application/pdf' },
    });
    expect(hugeDocument.statusCode).toBe(413);
    expect(hugeDocument.json()).toEqual({ message: 'Document size must be less than 20MB' });
    expect(await counts()).toEqual(before);
  });

  it('names a missing required field before an oversized photo, as the form does', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 1);
    const response = await send('POST', '/api/products', {
      ...validFields,
      name: '',
      photo: { file: big, filename: 'big.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill in all required fields');
  });

  it('refuses more than 10 additional photos', async () => {
    const pictures = await Promise.all(Array.from({ length: 11 }, (_, i) => picture(100 + i)));
    const response = await send('POST', '/api/products', {
      ...validFields,
      photo,
      additionalPhotos: pictures.map((file) => ({ file })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A product can have at most 10 additional photos');
  });
});

describe('the same picture twice among the additional photos', () => {
  it("is refused on create with the form's message, storing nothing", async () => {
    const twice = await picture(120);
    const before = await counts();
    const response = await send('POST', '/api/products', {
      ...validFields,
      photo,
      additionalPhotos: [{ file: twice }, { file: await picture(121) }, { file: twice }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This picture is already added',
      errors: [{ path: 'additionalPhotos', message: 'This picture is already added' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('is refused on edit when an upload is a photo the product already has', async () => {
    const kept = await picture(130);
    const created = await createViaApi({ additionalPhotos: [{ file: kept }] });
    const [keptUrl] = created.additionalPhotos.map((image: { url: string }) => image.url);
    const response = await send('PUT', `/api/products/${created._id}`, {
      ...validFields,
      keepPhotos: JSON.stringify([keptUrl, 'new:0']),
      additionalPhotos: [{ file: kept }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This picture is already added');
    const unchanged = (await t.app.inject({ method: 'GET', url: `/api/products/${created._id}` })).json();
    expect(unchanged.additionalPhotos.map((image: { url: string }) => image.url)).toEqual([keptUrl]);
    expect((await mediaAssets()).has(assetOf(keptUrl))).toBe(true);
  });
});

describe('GET /api/products', () => {
  beforeAll(async () => {
    await insertRows([
      {
        name: 'Sulphuric Acid 98%',
        description: 'Concentrated mineral acid for fertiliser and battery plants.',
        category: 'Acids & Alkalis',
        casNumber: '7664-93-9',
      },
      {
        name: 'Hydrogen Peroxide 50%',
        description: 'Bleaching agent for cotton knits and yarn.',
        category: 'Textile Chemicals',
        casNumber: '7722-84-1',
      },
      {
        name: 'Isopropyl Alcohol',
        description: 'Fast-drying solvent for cleaning electronics.',
        category: 'Solvents',
        casNumber: '67-63-0',
      },
      {
        name: 'Poly Aluminium Chloride',
        description: 'Coagulant that clears turbid water quickly.',
        category: 'Water Treatment',
      },
    ]);
  });

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { products: { name: string }[]; pagination: Record<string, number | boolean> };
  };
  const names = async (query: string) => (await list(query)).products.map((p) => p.name);

  it('answers a page of products, newest first, with the pagination object', async () => {
    const body = await list('?limit=2');
    expect(body.products).toHaveLength(2);
    expect(body.products[0].name).toBe('Poly Aluminium Chloride');
    expect(body.pagination).toMatchObject({ currentPage: 1, hasMore: true });
    expect(body.pagination.totalProducts).toBeGreaterThanOrEqual(4);
    const last = await list(`?limit=2&page=${body.pagination.totalPages}`);
    expect(last.pagination.hasMore).toBe(false);
    const beyond = await list('?limit=2&page=999');
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.totalProducts).toBe(body.pagination.totalProducts);
    // Nonsense paging falls back to the defaults; a huge limit is clamped.
    expect((await list('?page=-3&limit=abc')).pagination.currentPage).toBe(1);
    expect((await list('?limit=5000')).products.length).toBeLessThanOrEqual(100);
  });

  it("answers each product as a card shows it: its detail's texts and data are left to the detail", async () => {
    const long =
      'Flaked lye of high purity for soap making in small workshops and large factories alike. '.repeat(5);
    await insertRows([
      {
        name: 'Flaked Caustic Soda',
        category: 'Cleaning Chemicals',
        description: long,
        descriptionBn: 'কস্টিক সোডা। '.repeat(30),
      },
    ]);
    const [card] = (await list('?q=flaked+caustic+soda&limit=1')).products as unknown as Record<
      string,
      unknown
    >[];
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'name',
        'nameBn',
        'description',
        'descriptionBn',
        'category',
        'casNumber',
        'photo',
        'inStock',
        'price',
        'variantCount',
        'fromPrice',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    // Cut at LIST_DESCRIPTION_LENGTH, the cut marked; the detail has the whole text.
    expect(card.description).toBe(`${long.slice(0, LIST_DESCRIPTION_LENGTH - 1).trimEnd()}…`);
    expect(String(card.descriptionBn)).toMatch(/^কস্টিক সোডা। .*…$/);
    expect(String(card.descriptionBn).length).toBeLessThanOrEqual(LIST_DESCRIPTION_LENGTH);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${card._id}` })).json();
    expect(detail.description).toBe(long);
  });

  it('walks the catalogue page by page, each product once, those made at the same moment by id', async () => {
    // The oldest of the catalogue, so the other tests' newest products are unchanged.
    const moment = new Date('2001-01-01T00:00:00Z');
    const tied = await insertRows(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Tied Product ${i}`,
        category: 'Tie Breaks',
        createdAt: moment,
      })),
    );
    // Written past the API: its change, as an admin's would publish it.
    await t.app.changes.publish(t.app.db, { kind: 'catalogue' });
    const byIdDescending = tied
      .map((row) => row.id)
      .sort()
      .reverse();
    const walk = async (query: string) => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products?limit=3&page=${page}${query}`,
        });
        const body = response.json() as { products: { _id: string }[]; pagination: { hasMore: boolean } };
        ids.push(...body.products.map((product) => product._id));
        if (!body.pagination.hasMore)
          return { ids, total: (await list(`?limit=3${query}`)).pagination.totalProducts };
      }
    };
    const all = await walk('');
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.ids).toHaveLength(all.total as number);
    expect(all.ids.slice(-5)).toEqual(byIdDescending);
    expect((await walk('&category=Tie%20Breaks')).ids).toEqual(byIdDescending);
  });

  it('searches name, description, category and CAS number, case-insensitively', async () => {
    expect(await names('?q=SULPHURIC')).toEqual(['Sulphuric Acid 98%']);
    expect(await names('?q=cotton')).toEqual(['Hydrogen Peroxide 50%']);
    // The product holding both words first; those holding one of them follow (search.test.ts).
    expect((await names('?q=textile%20chemicals'))[0]).toBe('Hydrogen Peroxide 50%');
    expect(await names('?q=67-63-0')).toEqual(['Isopropyl Alcohol']);
    expect(await names('?q=7722841')).toEqual(['Hydrogen Peroxide 50%']);
  });

  it('tolerates small typos and finds nothing for unrelated words', async () => {
    expect(await names('?q=sulphric')).toContain('Sulphuric Acid 98%');
    expect(await names('?q=isopropil')).toContain('Isopropyl Alcohol');
    expect(await names('?q=peroxid%20bleching')).toEqual(['Hydrogen Peroxide 50%']);
    const none = await list('?q=zirconium%20tetrachloride');
    expect(none.products).toEqual([]);
    expect(none.pagination).toMatchObject({ totalProducts: 0, totalPages: 1, hasMore: false });
    // LIKE wildcards in the query are plain text, not patterns.
    expect(await names('?q=%25%25')).not.toContain('Unnamed');
    // An over-long search is cut, never dropped for the whole catalogue.
    expect((await list(`?q=${'zirconium'.repeat(20)}`)).products).toEqual([]);
  });

  it('filters by category, alone or with a search', async () => {
    expect(await names('?category=Solvents')).toEqual(['Isopropyl Alcohol']);
    expect(await names('?category=Solvents&q=acid')).toEqual([]);
  });

  it('lists related products: same category or same first word, never the product itself', async () => {
    const [a] = await insertRows([
      { name: 'Sodium Hypochlorite', description: 'Disinfectant.', category: 'Water Treatment' },
    ]);
    await insertRows([
      { name: 'Sodium Sulphate', description: 'Salt for dyeing.', category: 'Textile Chemicals' },
      { name: 'Ferric Chloride', description: 'Coagulant.', category: 'Water Treatment' },
    ]);
    const related = await names(`?relatedTo=${a.id}&limit=4`);
    expect(related).toEqual(
      expect.arrayContaining(['Ferric Chloride', 'Poly Aluminium Chloride', 'Sodium Sulphate']),
    );
    expect(related).not.toContain('Sodium Hypochlorite');
    expect(related.slice(0, 2).sort()).toEqual(['Ferric Chloride', 'Poly Aluminium Chloride']);
  });

  it('finds related products by name alone for a product without a category', async () => {
    const [loose] = await insertRows([
      { name: 'Potassium Metabisulphite', description: 'Preservative.', category: '' },
    ]);
    await insertRows([
      { name: 'Potassium Permanganate', description: 'Oxidiser.', category: 'Water Treatment' },
    ]);
    const related = await names(`?relatedTo=${loose.id}&limit=4`);
    expect(related).toEqual(['Potassium Permanganate']);
  });

  it('counts related products past the first page, the same for every product of a category', async () => {
    const [zinc, iron] = await insertRows([
      { name: 'Zinc Oxide', description: 'White pigment.', category: 'Pigments' },
      { name: 'Iron Oxide Red', description: 'Red pigment.', category: 'Pigments' },
      { name: 'Titanium Dioxide', description: 'White pigment.', category: 'Pigments' },
      { name: 'Carbon Black', description: 'Black pigment.', category: 'Pigments' },
      { name: 'Zinc Sulphate', description: 'Fertiliser.', category: 'Agro Chemicals' },
      { name: 'Zinc Chloride', description: 'Flux.', category: 'Metal Finishing' },
    ]);
    const [loose] = await insertRows([{ name: 'Zinc Stearate', description: 'Lubricant.', category: '' }]);
    const total = async (id: string) => (await list(`?relatedTo=${id}&limit=2`)).pagination.totalProducts;
    // 3 other pigments and the 2 zinc products of other categories (and the one without a category).
    expect(await total(zinc.id)).toBe(6);
    // The category's count is kept: the next pigment's is its own (3 other pigments, no iron names).
    expect(await total(iron.id)).toBe(3);
    expect(await total(zinc.id)).toBe(6);
    // Without a category, the products named alike, never itself: the three other zinc products.
    expect(await total(loose.id)).toBe(3);
    expect((await list(`?relatedTo=${loose.id}&limit=2&page=2`)).pagination.totalProducts).toBe(3);
  });
});

describe('GET /api/products/categories', () => {
  it('answers each category with its product count, leaving out products without one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { category: string; count: number }[];
    expect(categories).toContainEqual({ category: 'Solvents', count: 1 });
    expect(categories.map((c) => c.category)).not.toContain('');
    expect(categories.map((c) => c.category)).toEqual([...categories.map((c) => c.category)].sort());
  });

  it('counts a product added or deleted through the API at once, though the answer is kept', async () => {
    const count = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json() as {
          category: string;
          count: number;
        }[]
      ).find((c) => c.category === 'Solvents')?.count;
    const before = await count();
    const added = await createViaApi({ category: 'Solvents' });
    expect(await count()).toBe((before ?? 0) + 1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${added._id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product with its review count and real average rating', async () => {
    const [row] = await insertRows([{ name: 'Acetone', description: 'Solvent.', category: 'Solvents' }]);
    const get = () => t.app.inject({ method: 'GET', url: `/api/products/${row.id}` });
    expect((await get()).json()).toMatchObject({
      _id: row.id,
      name: 'Acetone',
      photo: null,
      additionalPhotos: [],
      documents: [],
      reviewCount: 0,
      averageRating: null,
      price: { minValue: null, contactForPrice: false, currency: 'USD', unit: 'piece' },
    });

    // Through the comments API: each change clears the cached product page at once.
    const review = (commentText: string, rating?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/product/${row.id}`,
        payload: { commentText, rating, commenterName: 'Guest', email: 'g@example.com' },
      });
    await review('Good', 5);
    await review('Fine', 4);
    await review('No rating given');
    const hidden = (await review('Hidden', 1)).json().comment._id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${hidden}/toggle-approval`,
      headers: bearer(admin),
    });
    expect((await get()).json()).toMatchObject({ reviewCount: 3, averageRating: 4.5 });
  });

  it('answers 404 "Product not found" for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
    }
  });
});

describe('PUT /api/products/:id', () => {
  it('edits the fields, replaces the main photo and keeps, removes and reorders the others', async () => {
    const [p1, p2, p3, p4] = await Promise.all([picture(201), picture(202), picture(203), picture(204)]);
    const created = await createViaApi({
      photo: { file: await picture(200) },
      additionalPhotos: [p1, p2, p3].map((file) => ({ file })),
      sdsDocument: { file: pdf('edit test'), filename: 'sds.pdf' },
    });
    const [a1, a2, a3] = created.additionalPhotos.map((image: { url: string }) => image.url);
    const oldMain = assetOf(created.photo.url);

    const response = await send('PUT', `/api/products/${created._id}`, {
      ...validFields,
      name: 'Caustic Soda Pearls',
      price: price({ minValue: 1.5, currency: 'USD', unit: 'kg' }),
      inStock: 'false',
      photo: { file: p4, filename: 'new.png' },
      // Keep 3 then 1, drop 2, put the new upload between them.
      keepPhotos: JSON.stringify([a3, 'new:0', assetOf(a1)]),
      additionalPhotos: [{ file: await picture(205) }],
      removeDocuments: JSON.stringify(['sds']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { product, message } = response.json();
    expect(message).toBe('Product updated successfully');
    expect(product).toMatchObject({
      _id: created._id,
      name: 'Caustic Soda Pearls',
      inStock: false,
      documents: [],
      price: { minValue: 1.5, maxValue: null, currency: 'USD', unit: 'kg' },
    });
    const order = product.additionalPhotos.map((image: { url: string }) => assetOf(image.url));
    expect(order).toHaveLength(3);
    expect(order[0]).toBe(assetOf(a3));
    expect(order[2]).toBe(assetOf(a1));
    expect([assetOf(a1), assetOf(a2), assetOf(a3)]).not.toContain(order[1]);

    // Files only the old version used are gone; the others are still served.
    const assets = await mediaAssets();
    expect(assets.has(oldMain)).toBe(false);
    expect(assets.has(assetOf(a2))).toBe(false);
    expect(assets.has(assetOf(created.documents[0].url))).toBe(false);
    for (const asset of order) expect(assets.has(asset)).toBe(true);
  });

  it('keeps photos and documents when the edit does not mention them', async () => {
    const created = await createViaApi({
      additionalPhotos: [{ file: await picture(211) }],
      tdsDocument: { file: PDF, filename: 'tds.pdf' },
    });
    const detail = () => t.app.inject({ method: 'GET', url: `/api/products/${created._id}` });
    expect((await detail()).json().name).toBe(validFields.name);
    const response = await send('PUT', `/api/products/${created._id}`, { ...validFields, name: 'Renamed' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await detail()).json().name).toBe('Renamed'); // never the page read before the edit
    const { product } = response.json();
    expect(product.photo).toEqual(created.photo);
    expect(product.additionalPhotos).toEqual(created.additionalPhotos);
    expect(product.documents).toEqual(created.documents);
  });

  it('checks the same rules, but a photo is not required', async () => {
    const created = await createViaApi();
    const before = await counts();
    const bad = await send('PUT', `/api/products/${created._id}`, {
      ...validFields,
      price: price({ minValue: 10, maxValue: 2 }),
      photo: { file: await picture(221) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Maximum price must be greater than minimum price');
    const notImage = await send('PUT', `/api/products/${created._id}`, {
      ...validFields,
      additionalPhotos: [{ file: 'not-an-image.png' }],
    });
    expect(notImage.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('answers 401, 403 and 404 as it should', async () => {
    const created = await createViaApi();
    const url = `/api/products/${created._id}`;
    expect((await send('PUT', url, validFields, null)).statusCode).toBe(401);
    expect((await send('PUT', url, validFields, user)).statusCode).toBe(403);
    const missing = await send('PUT', '/api/products/00000000-0000-4000-8000-000000000000', validFields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found' });
  });
});

describe('DELETE /api/products/:id', () => {
  const del = (id: string, who: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: who ? bearer(who) : {} });

  it('deletes the product, its comments and the files only it used, and keeps its inquiries', async () => {
    const shared = { file: await picture(231) };
    const product = await createViaApi({ photo: { file: await picture(230) }, additionalPhotos: [shared] });
    const other = await createViaApi({ photo: shared });
    await t.app.db.insert(comments).values({
      productId: product._id,
      commenterName: 'Guest',
      commenterEmail: 'g@example.com',
      commentText: 'Price?',
    });
    const [lead] = await t.app.db
      .insert(inquiries)
      .values({
        name: 'Buyer',
        email: 'b@example.com',
        inquiry: 'Price for 5 tons?',
        productId: product._id,
        productName: product.name,
      })
      .returning();

    expect((await del(product._id, null)).statusCode).toBe(401);
    expect((await del(product._id, user)).statusCode).toBe(403);
    const response = await del(product._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product deleted successfully' });

    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` })).statusCode).toBe(404);
    const [{ n }] = await t.app.db
      .select({ n: count() })
      .from(comments)
      .where(eq(comments.productId, product._id));
    expect(n).toBe(0);
    const [kept] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(kept).toMatchObject({ productId: null, productName: product.name });

    const assets = await mediaAssets();
    expect(assets.has(assetOf(product.photo.url))).toBe(false);
    expect(assets.has(assetOf(product.additionalPhotos[0].url))).toBe(true); // still the other's photo
    expect(assets.has(assetOf(other.photo.url))).toBe(true);
  });

  it('answers 404 for a product that is not there', async () => {
    const response = await del('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found' });
  });
});

describe('product page metadata and sitemap', () => {
  it('gives product pages their own title, description, image and Product JSON-LD', async () => {
    const product = await createViaApi({ name: 'Soda Ash Light' });
    // The id address redirects to the slug address, which has the page.
    expect((await resolvePageMeta(t.app, `/products/${product._id}`)).redirect).toBe(productPath(product));
    const meta = await resolvePageMeta(t.app, productPath(product));
    expect(meta.title).toBe('Soda Ash Light | Meghna Chemicals');
    expect(meta.description).toBe(validFields.description);
    expect(meta.image).toMatch(/^\/media\/[a-f0-9]+-\d+\.webp$/);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Soda Ash Light',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'BDT', lowPrice: 850, highPrice: 920 },
    });
    expect(meta.jsonLd).not.toHaveProperty('aggregateRating');

    const missing = await resolvePageMeta(t.app, '/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await resolvePageMeta(t.app, `/products/${product._id}/edit`)).noindex).toBe(true);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`${productPath(product)}</loc>`);
  });
});

describe('search index', () => {
  it('is a trigram GIN index the planner can use for the search condition', async () => {
    const result = await t.app.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'products_search_trgm_idx'`,
    );
    const rows = (result as unknown as { rows: { indexdef: string }[] }).rows;
    expect(rows[0].indexdef).toMatch(/gin \(search_text gin_trgm_ops\)/);
  });
});
