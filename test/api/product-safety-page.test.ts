// The product page the server renders carries the safety panel worded in the page's language: the
// renderer asks the API in the language of the page's address.
import { beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '@/contract/product-slug';
import { setupApi } from '../helpers/api';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';
import { createRenderingTestApp } from '../helpers/web-dir';

const t = setupApi(() => createRenderingTestApp());
const admin = t.signUpAdmin();
let path: string;
beforeAll(async () => {
  const body = await multipart({
    name: 'Caustic Soda Flakes 99%',
    description: 'Sodium hydroxide flakes.',
    price: JSON.stringify({ contactForPrice: true }),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
    safety: JSON.stringify({
      pictograms: ['GHS05'],
      signalWord: 'danger',
      hazardStatements: ['H290', 'H314'],
    }),
    transport: JSON.stringify({
      unNumber: '1823',
      transportClass: '8',
      packingGroup: 'II',
      hsCode: '28151100',
    }),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  path = productPath(response.json().product);
});

describe('a product page rendered on the server', () => {
  it('shows the safety panel in English on the English page', async () => {
    const html = (await t.app.inject({ url: path })).body;
    expect(html).toContain('alt="Corrosive (corrosion)"');
    expect(html).toContain('Danger');
    expect(html).toContain('Causes severe skin burns and eye damage');
  });

  it('shows it in Bengali on the Bengali page', async () => {
    const html = (await t.app.inject({ url: `/bn${path}` })).body;
    expect(html).toContain('alt="ক্ষয়কারী (ক্ষয়)"');
    expect(html).toContain('বিপদ');
    expect(html).toContain('ধাতু ক্ষয় করতে পারে।');
    expect(html).not.toContain('Causes severe skin burns and eye damage');
  });
});
