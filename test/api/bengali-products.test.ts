// Products' Bengali name, description and specification labels: stored from the product form,
// answered by the API, found by search (whole Bengali words and parts of them) and shown in the
// Bengali product page's title, description and JSON-LD.
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@/contract/product-messages';
import { productPath } from '@/contract/product-slug';
import { resolvePageMeta } from '@/server/features/site/page-meta';
import { setupApi } from '../helpers/api';
import { multipart, type Part } from '../helpers/multipart';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();

const photo = { file: 'photo.jpg', type: 'image/jpeg' };
const fields = {
  name: 'Caustic Soda Flakes 99%',
  nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
  description: 'Sodium hydroxide flakes for textile processing and soap making.',
  descriptionBn: 'টেক্সটাইল প্রক্রিয়াকরণ ও সাবান তৈরির জন্য সোডিয়াম হাইড্রোক্সাইড ফ্লেক্স।',
  category: 'Acids & Alkalis',
  casNumber: '1310-73-2',
  price: JSON.stringify({ minValue: 85, currency: 'BDT', unit: 'kg', contactForPrice: false }),
  specifications: JSON.stringify([
    { name: 'Purity', nameBn: 'বিশুদ্ধতা', value: '99% min' },
    { name: 'Packing', nameBn: '  ', value: '25 kg bag' },
  ]),
};

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part | Part[]>) {
  const body = await multipart(parts);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
}

async function search(q: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
}

describe('Bengali product texts', () => {
  let id: string;
  let slugPath: string;

  it('are stored from the form and answered by the API', async () => {
    // Another product, so search has something not to find.
    const other = await send('POST', '/api/products', {
      ...fields,
      name: 'Hydrochloric Acid 33%',
      nameBn: 'হাইড্রোক্লোরিক এসিড ৩৩%',
      descriptionBn: '',
      casNumber: '7647-01-0',
      specifications: '[]',
      photo,
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().product.descriptionBn).toBeNull();

    const created = await send('POST', '/api/products', { ...fields, photo });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    id = product._id;
    slugPath = productPath(product);
    expect(product).toMatchObject({
      name: fields.name,
      nameBn: fields.nameBn,
      descriptionBn: fields.descriptionBn,
      // A blank Bengali label is left out.
      specifications: [
        { name: 'Purity', nameBn: 'বিশুদ্ধতা', value: '99% min' },
        { name: 'Packing', value: '25 kg bag' },
      ],
    });
    expect(product.specifications[1]).not.toHaveProperty('nameBn');
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(read.json()).toMatchObject({ nameBn: fields.nameBn, descriptionBn: fields.descriptionBn });
  });

  it('are found by search, whole words and parts, as the English name and CAS number are', async () => {
    expect(await search('কস্টিক')).toEqual([fields.name]);
    expect(await search('কস্টিক সোডা')).toEqual([fields.name]);
    // Part of a word, and a word of the Bengali description.
    expect(await search('সোডা')).toEqual([fields.name]);
    expect(await search('স্টিক')).toEqual([fields.name]);
    expect(await search('সাবান')).toEqual([fields.name]);
    expect(await search('এসিড')).toEqual(['Hydrochloric Acid 33%']);
    expect(await search('caustic soda')).toEqual([fields.name]);
    expect(await search('1310-73-2')).toEqual([fields.name]);
  });

  it('are shown in the Bengali page title, description and JSON-LD; English pages keep English', async () => {
    const bengali = await resolvePageMeta(t.app, slugPath, 'bn');
    expect(bengali.title).toContain(fields.nameBn);
    expect(bengali.description).toBe(fields.descriptionBn);
    expect(bengali.jsonLd).toMatchObject({ name: fields.nameBn, description: fields.descriptionBn });
    const english = await resolvePageMeta(t.app, slugPath);
    expect(english.title).toContain(fields.name);
    expect(english.title).not.toContain(fields.nameBn);
    expect(english.jsonLd).toMatchObject({ name: fields.name, description: fields.description });
  });

  it('are changed and cleared by an edit, and search follows', async () => {
    const renamed = await send('PUT', `/api/products/${id}`, {
      ...fields,
      nameBn: 'কস্টিক সোডা পার্ল',
      descriptionBn: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().product).toMatchObject({ nameBn: 'কস্টিক সোডা পার্ল', descriptionBn: null });
    expect(await search('পার্ল')).toEqual([fields.name]);
    expect(await search('ফ্লেক্স')).toEqual([]);

    const cleared = await send('PUT', `/api/products/${id}`, { ...fields, nameBn: '', descriptionBn: '' });
    expect(cleared.json().product).toMatchObject({ nameBn: null, descriptionBn: null });
    const meta = await resolvePageMeta(t.app, slugPath, 'bn');
    expect(meta.title).toContain(fields.name);
  });

  it('are refused past their limits with a clear message', async () => {
    const longName = await send('POST', '/api/products', { ...fields, nameBn: 'ক'.repeat(201), photo });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe(PRODUCT_MESSAGES.nameBnTooLong);
    const longDescription = await send('POST', '/api/products', {
      ...fields,
      descriptionBn: 'ক'.repeat(10_001),
      photo,
    });
    expect(longDescription.statusCode).toBe(400);
    expect(longDescription.json().message).toBe(PRODUCT_MESSAGES.descriptionBnTooLong);
    const longLabel = await send('POST', '/api/products', {
      ...fields,
      specifications: JSON.stringify([{ name: 'Purity', nameBn: 'ক'.repeat(101), value: '99%' }]),
      photo,
    });
    expect(longLabel.statusCode).toBe(400);
    expect(longLabel.json().message).toBe(PRODUCT_MESSAGES.specificationNameBnTooLong);
  });
});
