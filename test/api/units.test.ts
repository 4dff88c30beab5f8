// Prices per a unit of the one fixed list: the API takes a unit from the list only, answers a clear
// 400 otherwise, and migration 0011 reads the free-text units stored before as units of the list,
// keeping what it cannot read.
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@/contract/product-messages';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { databaseMigratedUpTo } from '../helpers/migrations';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();

const price = (unit: unknown) =>
  JSON.stringify({ minValue: 85, currency: 'BDT', unit, contactForPrice: false });

async function send(method: 'POST' | 'PUT', url: string, unit: unknown) {
  const body = await multipart({
    name: 'Caustic Soda Flakes 99%',
    description: 'Sodium hydroxide flakes.',
    price: price(unit),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
  });
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
}

describe('a product price’s unit', () => {
  it('is one of the list, stored and answered as its code', async () => {
    const response = await send('POST', '/api/products', 'kg');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().product.price).toEqual({
      minValue: 85,
      maxValue: null,
      currency: 'BDT',
      unit: 'kg',
      contactForPrice: false,
    });
  });

  it('is refused with the list when it is free text or anything else', async () => {
    for (const unit of ['per kg', 'Kg', 'ton', 42, null]) {
      const response = await send('POST', '/api/products', unit);
      expect(response.statusCode, String(unit)).toBe(400);
      expect(response.json().message).toBe(PRODUCT_MESSAGES.invalidUnit);
      expect(response.json().message).toContain('kg, g, MT, litre');
    }
  });

  it('replaces, once chosen, the old text the migration could not read', async () => {
    const created = (await send('POST', '/api/products', 'piece')).json().product;
    await t.app.db.update(products).set({ unitLegacy: 'per 100 g' });
    const before = await t.app.inject({ method: 'GET', url: `/api/products/${created._id}` });
    expect(before.json().price).toMatchObject({ unit: 'piece', legacyUnit: 'per 100 g' });

    const saved = await send('PUT', `/api/products/${created._id}`, 'g');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product.price.unit).toBe('g');
    expect(saved.json().product.price).not.toHaveProperty('legacyUnit');
  });
});

describe('migration 0011 on a database from before units were a list', () => {
  it('reads each free-text unit as a unit of the list and keeps the ones it cannot read', async () => {
    // 0008 is the last migration before units were a list.
    const database = await databaseMigratedUpTo(8);
    try {
      const written: [unit: string, priced: boolean][] = [
        ['per kg', true],
        [' Kg ', true],
        ['KGS', true],
        ['per ton', true],
        ['/MT', true],
        ['Metric Tonnes', true],
        ['per litre', true],
        ['Ltr.', true],
        ['per drum', true],
        ['Drum (200 L)', true],
        ['per 25 kg bag', true],
        ['per item', true],
        ['Pcs', true],
        ['', true],
        ['per 100 g', true],
        ['per 100 g', false],
        ['per barrel', true],
      ];
      for (const [index, [unit, priced]] of written.entries()) {
        await database.query(
          `insert into products (name, description, unit, price_min, contact_for_price)
           values ($1, 'Test', $2, $3, $4)`,
          [`Product ${index}`, unit, priced ? 10 : null, !priced],
        );
      }
      await database.query(
        `insert into careers (title, description, location, department) values ('Chemist', 'Lab', 'Dhaka', 'QC')`,
      );

      await database.migrateToLatest();

      const rows = (
        await database.query<{
          name: string;
          unit: string;
          unit_legacy: string | null;
          contact_for_price: boolean;
        }>('select name, unit, unit_legacy, contact_for_price from products')
      ).rows.sort((a, b) => Number(a.name.split(' ')[1]) - Number(b.name.split(' ')[1]));
      expect(rows.map((row) => [row.unit, row.unit_legacy, row.contact_for_price])).toEqual([
        ['kg', null, false],
        ['kg', null, false],
        ['kg', null, false],
        ['MT', null, false],
        ['MT', null, false],
        ['MT', null, false],
        ['litre', null, false],
        ['litre', null, false],
        ['drum', null, false],
        ['drum', null, false],
        ['bag', null, false],
        ['piece', null, false],
        ['piece', null, false],
        ['piece', null, false],
        // Not read: kept, and the price no longer shown against a unit it is not for.
        ['piece', 'per 100 g', true],
        ['piece', 'per 100 g', true],
        ['piece', 'per barrel', true],
      ]);
      // A new product's unit is the list's default.
      const [fresh] = (
        await database.query<{ unit: string }>(
          `insert into products (name, description) values ('New', 'Test') returning unit`,
        )
      ).rows;
      expect(fresh.unit).toBe('piece');
      // Job posts gain their (empty) Bengali texts.
      expect(
        (await database.query('select title_bn, description_bn, requirements_bn from careers')).rows,
      ).toEqual([{ title_bn: null, description_bn: null, requirements_bn: [] }]);
    } finally {
      await database.close();
    }
  });
});
