// Every kind of write empties the caches that hold what it changed (lib/change-bus.ts), and a read
// that began before a change is not kept after it. On the embedded database (and PostgreSQL).
import { count } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { media, products } from '@/server/db/schema';
import { cachedJson } from '@/server/lib/cached-json';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { bearer, signUp } from '../helpers/users';
import { templateWebDir } from '../helpers/web-dir';

// Kept without end, as on the embedded database: only a change empties them.
const t = setupApi(async () =>
  createTestApp(
    { webDir: templateWebDir(), publicUrl: 'https://chem.example' },
    { pageRenderer: await import('@/web/entry-server'), cacheTtlMs: Number.POSITIVE_INFINITY },
  ),
);
const admin = t.signUpAdmin();
let product: { _id: string; name: string; casNumber: string };

/** Adds a product through the admin's form: these fields, with a photo. */
async function addProduct(fields: Record<string, string>) {
  const body = await multipart({ ...fields, photo: { file: 'photo.jpg', type: 'image/jpeg' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
}

beforeAll(async () => {
  const created = await addProduct({
    name: 'Calcium Hypochlorite 70%',
    description: 'Granular bleaching powder for water treatment.',
    category: 'Acids & Alkalis',
    casNumber: '7778-54-3',
    price: JSON.stringify({
      minValue: 210,
      maxValue: 240,
      currency: 'BDT',
      unit: 'kg',
      contactForPrice: false,
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json().product;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Fills the caches, makes the write, and says which of them it emptied. */
async function emptiedBy(write: () => Promise<{ statusCode: number; body: string }>) {
  const other = await otherProduct();
  await get(`/api/products/${product._id}`);
  await get(`/api/products/${other._id}`);
  await get('/api/products?page=1');
  await get(productPath(product));
  await get(productPath(other));
  await get('/careers');
  expect(t.app.productCache.detail(`en:${product._id}`)).toBeDefined();
  expect(t.app.htmlCache.get(productPath(product))).toBeDefined();
  expect(t.app.htmlCache.get('/careers')).toBeDefined();
  const response = await write();
  expect(response.statusCode, response.body).toBeLessThan(300);
  return {
    product: t.app.productCache.detail(`en:${product._id}`) === undefined,
    productPage: t.app.htmlCache.get(productPath(product)) === undefined,
    otherProducts: t.app.productCache.detail(`en:${other._id}`) === undefined,
    lists: t.app.productCache.page('/api/products?page=1') === undefined,
    otherPages:
      t.app.htmlCache.get(productPath(other)) === undefined && t.app.htmlCache.get('/careers') === undefined,
  };
}

/** A second product, stored without a change: the caches hear of it only through the first read. */
let other: { _id: string; name: string; casNumber: string | null } | undefined;
async function otherProduct() {
  if (other) return other;
  const [row] = await t.app.db
    .insert(products)
    .values({ name: 'Ferric Chloride 40%', casNumber: '7705-08-0', description: 'Coagulant.' })
    .returning();
  other = { _id: row.id, name: row.name, casNumber: row.casNumber };
  return other;
}

/** Edits the product through the admin's form: these fields, and a price in taka a kilogram. */
async function editProduct(fields: Record<string, string>, [minValue, maxValue]: [number, number]) {
  const price = { minValue, maxValue, currency: 'BDT', unit: 'kg', contactForPrice: false };
  const body = await multipart({ ...fields, price: JSON.stringify(price) });
  return t.app.inject({
    method: 'PUT',
    url: `/api/products/${product._id}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
}

const everything = { product: true, productPage: true, otherProducts: true, lists: true, otherPages: true };
const nothing = { product: false, productPage: false, otherProducts: false, lists: false, otherPages: false };
const pagesOnly = { ...nothing, productPage: true, otherPages: true };
// A review shows on its product's answer and page alone: lists and searches show no reviews.
const itsProductOnly = { ...nothing, product: true, productPage: true };
// A product's own edit leaves the other products' answers true; any list or page may show it.
const allButOtherProducts = { ...everything, otherProducts: false };

describe('writes empty the caches that hold what they changed', () => {
  it("a review, its approval, reply and deletion: its product's answer and pages, nothing else", async () => {
    const posted = await emptiedBy(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/product/${product._id}`,
        payload: {
          commentText: 'Strong and dry.',
          commenterName: 'Nasrin',
          email: 'n@example.com',
          rating: 5,
        },
      }),
    );
    expect(posted).toEqual(itsProductOnly);
    const [comment] = (await get(`/api/comments/product/${product._id}`)).json().comments;
    expect(
      await emptiedBy(() => t.call('PATCH', `/api/comments/${comment._id}/toggle-approval`, admin)),
    ).toEqual(itsProductOnly);
    expect(
      await emptiedBy(() =>
        t.call('POST', `/api/comments/${comment._id}/reply`, admin, { replyText: 'Thank you.' }),
      ),
    ).toEqual(itsProductOnly);
    expect(await emptiedBy(() => t.call('DELETE', `/api/comments/${comment._id}`, admin))).toEqual(
      itsProductOnly,
    );
  });

  it("a product's edit moving it (its category): its answer, every list in the catalogue's order, the searches finding it, every page; not another search", async () => {
    const fields = {
      name: product.name,
      description: 'Granular bleaching powder for water treatment.',
      category: 'Water Treatment',
      casNumber: product.casNumber,
    };
    // Finding the other product alone; this one by its category before the edit.
    await otherProduct();
    const searches = { neither: '/api/products?q=ferric', before: '/api/products?q=alkalis' };
    for (const url of Object.values(searches)) await get(url);
    await get('/api/products?category=Dyes');
    const edited = await emptiedBy(() => editProduct(fields, [220, 250]));
    expect(edited).toEqual(allButOtherProducts);
    expect(t.app.productCache.page(searches.neither)).toBeDefined();
    expect(t.app.productCache.page(searches.before)).toBeUndefined();
    // A list of another category: its count of the categories' products may have changed.
    expect(t.app.productCache.page('/api/products?category=Dyes')).toBeUndefined();
    expect((await get(searches.before)).json().products).toEqual([]);
    expect((await get(`/api/products/${product._id}`)).json().price.minValue).toBe(220);
  });

  it('a product made, then deleted: every list in the catalogue order and the searches finding it; not another search', async () => {
    const searches = { neither: '/api/products?q=ferric', finds: '/api/products?q=bleaching' };
    const ids = async (url: string) => (await get(url)).json().products.map((p: { _id: string }) => p._id);
    let id = '';
    const made = await emptiedBy(async () => {
      for (const url of Object.values(searches)) await get(url);
      const response = await addProduct({
        name: 'Sodium Hypochlorite 10%',
        description: 'Liquid bleaching agent.',
        price: JSON.stringify({ minValue: 45, maxValue: 50, currency: 'BDT', unit: 'kg' }),
      });
      id = response.json().product?._id;
      return response;
    });
    expect(made).toEqual({ ...allButOtherProducts, product: false });
    expect(t.app.productCache.page(searches.neither)).toBeDefined();
    expect(t.app.productCache.page(searches.finds)).toBeUndefined();
    expect(await ids(searches.finds)).toContain(id);

    const deleted = await emptiedBy(() => t.call('DELETE', `/api/products/${id}`, admin));
    expect(deleted).toEqual({ ...allButOtherProducts, product: false });
    expect(t.app.productCache.page(searches.neither)).toBeDefined();
    expect(t.app.productCache.page(searches.finds)).toBeUndefined();
    expect(await ids(searches.finds)).not.toContain(id);

    // A product all of whose words the catalogue has (another pack of one it sells): a misspelt
    // word's closest catalogue words are as they were, and its search stays when it does not find it.
    await otherProduct();
    const misspelt = '/api/products?q=feric';
    expect(await ids(misspelt)).toEqual([other!._id]);
    const anotherPack = await addProduct({
      name: 'Calcium Hypochlorite 70%',
      description: 'Granular bleaching powder for water treatment.',
      category: 'Acids & Alkalis',
      casNumber: '7778-54-3',
      price: JSON.stringify({ minValue: 200, maxValue: 230, currency: 'BDT', unit: 'kg' }),
    });
    expect(anotherPack.statusCode, anotherPack.body).toBe(201);
    expect(t.app.productCache.page(misspelt)).toBeDefined();
    expect(t.app.productCache.page(searches.finds)).toBeUndefined();
    const removed = await t.call('DELETE', `/api/products/${anotherPack.json().product._id}`, admin);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
  });

  it('an edit of its words alone: the searches finding it before or after, and the lists showing it; not the others', async () => {
    const { name, category, casNumber } = (await get(`/api/products/${product._id}`)).json();
    const ferric = (await otherProduct()).name;
    // Finding the other product alone (before and after); this one before and after; the same
    // search's second page, which finds it as the first does without showing it; the other product
    // alone before, both after ("Coagulant." is the other's description); a misspelt word, whose
    // closest catalogue words any new word may change.
    const searches = {
      neither: '/api/products?q=ferric',
      both: '/api/products?q=bleaching',
      bothNotShown: '/api/products?q=bleaching&page=2',
      after: '/api/products?q=coagulant',
      misspelt: '/api/products?q=feric',
    };
    for (const url of Object.values(searches)) await get(url);
    const found = async (url: string) =>
      (await get(url)).json().products.map((p: { name: string }) => p.name);
    expect(await found(searches.after)).toEqual([ferric]);
    const edited = await emptiedBy(() =>
      editProduct(
        {
          name,
          description: 'Granular bleaching powder for water treatment; a coagulant aid.',
          category,
          casNumber,
        },
        [220, 250],
      ),
    );
    // The first page of the catalogue shows it. Of the rendered pages: its own, and those that show
    // it, read a search or anything but products (/careers); not the other product's, whose related
    // products (named alike) a description does not change.
    expect(edited).toEqual({ ...allButOtherProducts, otherPages: false });
    expect(t.app.htmlCache.get(productPath(other!))).toBeDefined();
    expect(t.app.htmlCache.get('/careers')).toBeUndefined();
    expect(t.app.productCache.page(searches.neither)).toBeDefined();
    expect(t.app.productCache.page(searches.both)).toBeUndefined();
    // "bleaching" is in its text before and after: found, and ranked, as it was; its count too.
    expect(t.app.productCache.page(searches.bothNotShown)).toBeDefined();
    expect((await get(searches.bothNotShown)).json().pagination.totalProducts).toBe(1);
    expect(t.app.productCache.page(searches.after)).toBeUndefined();
    expect(t.app.productCache.page(searches.misspelt)).toBeUndefined();
    expect((await found(searches.after)).sort()).toEqual([ferric, product.name].sort());
    expect(await found(searches.neither)).toEqual([ferric]);

    // Taking a word out brings no word new to the catalogue: the misspelt search stays.
    for (const url of [searches.misspelt, searches.both]) await get(url);
    const taken = await editProduct(
      { name, description: 'Bleaching powder for water treatment; a coagulant aid.', category, casNumber },
      [220, 250],
    );
    expect(taken.statusCode, taken.body).toBe(200);
    expect(t.app.productCache.page(searches.misspelt)).toBeDefined();
    expect(t.app.productCache.page(searches.both)).toBeUndefined();
    // Nor does a word new to the product that another product has ("chloride"): the misspelt word's
    // closest catalogue words are as they were.
    const withAWordOfTheCatalogue = await editProduct(
      {
        name,
        description: 'Bleaching powder for water treatment; a coagulant aid. Chloride.',
        category,
        casNumber,
      },
      [220, 250],
    );
    expect(withAWordOfTheCatalogue.statusCode, withAWordOfTheCatalogue.body).toBe(200);
    expect(t.app.productCache.page(searches.misspelt)).toBeDefined();
    expect(await found(searches.misspelt)).toEqual([ferric]);

    // A new name: also the pages reading products named alike (the other product's related products).
    const description = 'Bleaching powder for water treatment; a coagulant aid.';
    for (const newName of ['Calcium Hypochlorite 65%', name]) {
      expect((await get(productPath(other!))).statusCode).toBe(200);
      const renamed = await editProduct({ name: newName, description, category, casNumber }, [220, 250]);
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(t.app.htmlCache.get(productPath(other!))).toBeUndefined();
    }

    // A word taken out of its name alone, still in its description: the searches for it rank it
    // lower now (a name's match comes first), so they are read again; its other words' are kept.
    const inItsName = { water: '/api/products?q=water&page=2', powder: '/api/products?q=powder&page=2' };
    for (const url of Object.values(inItsName)) await get(url);
    const named = await editProduct(
      { name: 'Water Bleaching Powder', description, category, casNumber },
      [220, 250],
    );
    expect(named.statusCode, named.body).toBe(200);
    for (const url of Object.values(inItsName)) await get(url);
    const unnamed = await editProduct(
      { name: 'Bleaching Powder', description, category, casNumber },
      [220, 250],
    );
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(t.app.productCache.page(inItsName.water)).toBeUndefined();
    expect(t.app.productCache.page(inItsName.powder)).toBeDefined();
    expect((await get(inItsName.water)).json().pagination.totalProducts).toBe(1);
    const restored = await editProduct({ name, description, category, casNumber }, [220, 250]);
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('a price edit, which leaves it in its place: only the lists showing it, of all lists and searches', async () => {
    const { name, description, category, casNumber } = (await get(`/api/products/${product._id}`)).json();
    const ferric = (await otherProduct()).name;
    // A product of the same category: its page shows this one among its related products.
    const [sibling] = await t.app.db
      .insert(products)
      .values({ name: 'Sodium Hypochlorite 10%', description: 'Liquid bleach.', category })
      .returning();
    const siblingPage = productPath({ _id: sibling.id, name: sibling.name, casNumber: null });
    expect((await get(siblingPage)).statusCode).toBe(200);
    // A search finding the other product alone, and one finding this product.
    const searches = ['/api/products?q=ferric', '/api/products?q=hypochlorite'];
    for (const url of searches) await get(url);
    expect((await get(searches[0])).json().products.map((p: { name: string }) => p.name)).toEqual([ferric]);
    const edited = await emptiedBy(() => editProduct({ name, description, category, casNumber }, [230, 260]));
    // The first page of the catalogue shows it. Of the rendered pages: its own, and those that show
    // it or read anything but products (/careers); not the other product's.
    expect(edited).toEqual({ ...allButOtherProducts, otherPages: false });
    expect(t.app.htmlCache.get(productPath(other!))).toBeDefined();
    expect(t.app.htmlCache.get('/careers')).toBeUndefined();
    expect(t.app.htmlCache.get(siblingPage)).toBeUndefined();
    expect(t.app.productCache.page(searches[0])).toBeDefined();
    expect(t.app.productCache.page(searches[1])).toBeUndefined();
    const prices = async (url: string) =>
      (await get(url)).json().products.find((p: { _id: string }) => p._id === product._id)?.price.minValue;
    expect(await prices(searches[1])).toBe(230);
    expect(await prices('/api/products?page=1')).toBe(230);
  });

  it('a job post: pages only', async () => {
    const post = {
      title: 'Sales Engineer',
      description: 'Look after textile mills around Narayanganj.',
      location: 'Dhaka',
      department: 'Sales',
      jobType: 'Full-time',
      experienceLevel: 'Mid Level',
      requirements: ['B.Sc. in Chemistry'],
      responsibilities: ['Visit customers'],
    };
    let id = '';
    const created = await emptiedBy(async () => {
      const response = await t.call('POST', '/api/careers', admin, post);
      id = response.json().data?._id;
      return response;
    });
    expect(created).toEqual(pagesOnly);
    expect(await emptiedBy(() => t.call('PATCH', `/api/careers/${id}/toggle-status`, admin))).toEqual(
      pagesOnly,
    );
    expect(await emptiedBy(() => t.call('DELETE', `/api/careers/${id}`, admin))).toEqual(pagesOnly);
  });

  it('the site settings: pages only; a buyer signing up: nothing', async () => {
    expect(
      await emptiedBy(() => t.call('PUT', '/api/admin/settings/site', admin, { numerals: 'latin' })),
    ).toEqual(pagesOnly);
    expect(await emptiedBy(async () => ({ statusCode: 201, body: '', user: await signUp(t.app) }))).toEqual(
      nothing,
    );
  });

  it('a renamed or deleted account: the answers and pages of the products it reviewed, nothing else', async () => {
    const rename = (user: { token: string }, fullName: string) =>
      emptiedBy(async () => {
        const body = await multipart({ fullName });
        return t.app.inject({
          method: 'PUT',
          url: '/api/auth/update-profile',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(user) },
        });
      });
    // No review shows its name.
    expect(await rename(await signUp(t.app), 'Rahima Begum')).toEqual(nothing);

    const reviewer = await signUp(t.app);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/comments/product/${product._id}`,
      payload: { commentText: 'Dissolves cleanly.', rating: 4 },
      headers: bearer(reviewer),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await rename(reviewer, 'Shahana Parvin')).toEqual(itsProductOnly);
    const names = async () =>
      (await get(`/api/comments/product/${product._id}`))
        .json()
        .comments.map((c: { commenterName: string }) => c.commenterName);
    expect(await names()).toContain('Shahana Parvin');

    expect(await emptiedBy(() => t.call('DELETE', `/api/admin/users/${reviewer.id}`, admin))).toEqual(
      itsProductOnly,
    );
    // The review stays, under the name it was posted with.
    expect((await names()).length).toBeGreaterThan(0);
  });
});

describe('a read that began before a change', () => {
  it('is not kept after it, in any cache', async () => {
    const answer = cachedJson('{}');
    const { productCache, htmlCache } = t.app;
    const productSince = productCache.generation();
    const pageSince = htmlCache.generation();
    // A list read during which the change is published.
    await productCache.answer(
      'page',
      '/api/products?began=before',
      async () => {
        await t.app.changes.publish(t.app.db, { kind: 'catalogue' });
        return answer;
      },
      () => {},
    );
    productCache.setDetail('began-before', answer, productSince);
    htmlCache.set('/began-before', { status: 200, html: '<p>old</p>', etag: 'W/"old"' }, pageSince);
    expect(productCache.detail('began-before')).toBeUndefined();
    expect(productCache.page('/api/products?began=before')).toBeUndefined();
    expect(htmlCache.get('/began-before')).toBeUndefined();
    // A read that began after it is kept.
    productCache.setDetail('began-after', answer, productCache.generation());
    expect(productCache.detail('began-after')).toBeDefined();
  });

  it('inside a transaction: the change still reaches the caches once it commits', async () => {
    await get(`/api/products/${product._id}`);
    const since = t.app.productCache.generation();
    await t.app.db.transaction((tx) => t.app.changes.publish(tx, { kind: 'catalogue' }));
    expect(t.app.productCache.generation()).toBeGreaterThan(since);
    expect(t.app.productCache.detail(`en:${product._id}`)).toBeUndefined();
  });
});

describe('a product write and its catalogue change are one', () => {
  // Publishing fails as a process stopped at that point would: the write must not stand unannounced.
  const publishFails = () =>
    vi.spyOn(t.app.changes, 'publish').mockImplementationOnce(async () => {
      throw new Error('stopped before the change went out');
    });
  const stored = async () => {
    const rows = await t.app.db.select({ name: products.name }).from(products);
    const [files] = await t.app.db.select({ n: count() }).from(media);
    return { names: rows.map((row) => row.name).sort(), files: files.n };
  };
  afterEach(() => vi.restoreAllMocks());

  it('adding, editing and deleting store nothing when the change cannot be published', async () => {
    const before = await stored();
    publishFails();
    const created = await addProduct({
      name: 'Sodium Metabisulphite',
      description: 'Preservative and reducing agent.',
      price: JSON.stringify({ minValue: 95, maxValue: 110, currency: 'BDT', unit: 'kg' }),
    });
    expect(created.statusCode).toBe(500);
    expect(await stored()).toEqual(before);

    publishFails();
    const edit = await multipart({
      name: 'Renamed Hypochlorite',
      description: 'Granular bleaching powder for water treatment.',
      price: JSON.stringify({ minValue: 210, maxValue: 240, currency: 'BDT', unit: 'kg' }),
      photo: { file: 'photo.jpg', type: 'image/jpeg' },
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product._id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...bearer(admin) },
    });
    expect(edited.statusCode).toBe(500);
    expect(await stored()).toEqual(before);

    publishFails();
    expect((await t.call('DELETE', `/api/products/${product._id}`, admin)).statusCode).toBe(500);
    expect(await stored()).toEqual(before);
  });
});

// A rendering's query state says when it was read; nothing else in a page depends on the clock.
const withoutClock = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

describe('promoting or demoting an account', () => {
  const buyer = t.signUp({ fullName: 'Shirin Akter' });

  it('empties nothing: no public page shows a role, and the kept pages stay true', async () => {
    // The buyer's review shows on the product page under the buyer's name.
    const review = await t.call('POST', `/api/comments/product/${product._id}`, buyer, {
      commentText: 'Dissolves cleanly.',
      rating: 4,
    });
    expect(review.statusCode, review.body).toBe(201);
    for (const change of ['promote', 'demote']) {
      const emptied = await emptiedBy(() => t.call('PUT', `/api/admin/users/${buyer.id}/${change}`, admin));
      expect(emptied).toEqual(nothing);
      const kept = t.app.htmlCache.get(productPath(product))?.html;
      t.app.htmlCache.clear();
      const fresh = (await get(productPath(product))).body;
      expect(withoutClock(fresh)).toBe(withoutClock(kept ?? ''));
    }
  });
});
