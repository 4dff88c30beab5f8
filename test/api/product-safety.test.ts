// A product's hazard and transport data: the form's `safety` and `transport` JSON checked against the
// GHS lists and the formats (src/contract/hazards.ts), the detail's safety panel and transport block
// worded in the request's language, search by UN number and HS code, and migrations 0018 and 0023 on
// rows stored before them.
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { databaseMigratedUpTo } from '../helpers/migrations';
import { multipart } from '../helpers/multipart';
import { bearer } from '../helpers/users';

const t = setupApi();
const admin = t.signUpAdmin();

const SULPHURIC_SAFETY = {
  pictograms: ['GHS05'],
  signalWord: 'danger',
  hazardStatements: ['H290', 'h314'],
  precautionaryStatements: ['P280', 'p301 + p330+P331', 'P303+P361+P353', 'P305+P351+P338'],
  storage: 'Store in closed acid-resistant drums.',
  storageBn: 'অ্যাসিড-প্রতিরোধী ড্রামে মুখ বন্ধ করে রাখুন।',
};
const SULPHURIC_TRANSPORT = {
  unNumber: 'un 1830',
  properShippingName: 'SULPHURIC ACID',
  transportClass: '8',
  packingGroup: 'ii',
  hsCode: '2807.00.00',
  originCountry: 'bd',
  availability: 'dhaka',
  importWeeks: '',
};

async function send(
  safety: object | string | undefined,
  transport: object | string | undefined,
  headers: Record<string, string> = {},
) {
  const body = await multipart({
    name: 'Sulphuric Acid 98%',
    description: 'Concentrated sulphuric acid.',
    price: JSON.stringify({ contactForPrice: true }),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
    ...(safety === undefined ? {} : { safety: typeof safety === 'string' ? safety : JSON.stringify(safety) }),
    ...(transport === undefined
      ? {}
      : { transport: typeof transport === 'string' ? transport : JSON.stringify(transport) }),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin), ...headers },
  });
}

describe('POST /api/products with hazard and transport data', () => {
  it('stores the codes as GHS writes them, the UN number as 4 digits and the HS code as 8', async () => {
    const response = await send(SULPHURIC_SAFETY, SULPHURIC_TRANSPORT);
    expect(response.statusCode, response.body).toBe(201);
    const { product } = response.json();
    expect(product.safety).toEqual({
      pictograms: ['GHS05'],
      signalWord: 'danger',
      hazardStatements: ['H290', 'H314'],
      precautionaryStatements: ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338'],
      storage: 'Store in closed acid-resistant drums.',
      storageBn: 'অ্যাসিড-প্রতিরোধী ড্রামে মুখ বন্ধ করে রাখুন।',
    });
    expect(product.transport).toEqual({
      unNumber: '1830',
      properShippingName: 'SULPHURIC ACID',
      transportClass: '8',
      subsidiaryClasses: [],
      packingGroup: 'II',
      hsCode: '28070000',
      originCountry: 'BD',
      availability: 'dhaka',
      importWeeks: null,
    });
  });

  it('keeps a product without them as before: empty lists and nulls', async () => {
    const response = await send(undefined, undefined);
    expect(response.statusCode, response.body).toBe(201);
    const { product } = response.json();
    expect(product.safety).toMatchObject({ pictograms: [], signalWord: null, hazardStatements: [] });
    expect(product.transport).toMatchObject({ unNumber: null, hsCode: null, availability: null });
    const detail = await t.app.inject({ url: `/api/products/${product._id}` });
    expect(detail.json()).toMatchObject({ safetyPanel: null, transportBlock: null });
  });

  it('refuses an unknown H or P code with a message naming it, in the reader’s language', async () => {
    const unknownH = await send({ ...SULPHURIC_SAFETY, hazardStatements: ['H290', 'H999'] }, undefined);
    expect(unknownH.statusCode).toBe(400);
    expect(unknownH.json().message).toBe('Unknown hazard statement: H999');

    const unknownP = await send({ ...SULPHURIC_SAFETY, precautionaryStatements: ['P301+P999'] }, undefined);
    expect(unknownP.statusCode).toBe(400);
    expect(unknownP.json().message).toBe('Unknown precautionary statement: P301+P999');

    const bengali = await send({ hazardStatements: ['H999'] }, undefined, { 'accept-language': 'bn' });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json().message).toBe('অজানা ঝুঁকি বিবৃতি: H999');
  });

  it.each([
    [{ pictograms: ['GHS10'] }, undefined, 'Pictograms must be chosen from GHS01 to GHS09'],
    [{ signalWord: 'caution' }, undefined, 'Signal word must be Danger or Warning'],
    [{ hazardStatements: 'H314' }, undefined, 'Hazard and precautionary statements must be lists of codes'],
    [undefined, { unNumber: 'UN183' }, 'UN number must be UN followed by 4 digits (for example UN1830)'],
    [undefined, { unNumber: 'UN 18300' }, 'UN number must be UN followed by 4 digits (for example UN1830)'],
    [
      undefined,
      { transportClass: '10' },
      'Transport class must be one of: 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 2.1, 2.2, 2.3, 3, 4.1, 4.2, 4.3, 5.1, 5.2, 6.1, 6.2, 7, 8, 9',
    ],
    [undefined, { packingGroup: 'IV' }, 'Packing group must be I, II or III'],
    [
      undefined,
      { transportClass: '8', subsidiaryClasses: '10' },
      'Subsidiary hazards must be at most 3 transport classes other than the class itself (for example 8, or 3, 8)',
    ],
    [
      undefined,
      { transportClass: '8', subsidiaryClasses: '3, 8' },
      'Subsidiary hazards must be at most 3 transport classes other than the class itself (for example 8, or 3, 8)',
    ],
    [
      undefined,
      { transportClass: '8', subsidiaryClasses: '3, 3' },
      'Subsidiary hazards must be at most 3 transport classes other than the class itself (for example 8, or 3, 8)',
    ],
    [
      undefined,
      { subsidiaryClasses: '8' },
      'Subsidiary hazards must be at most 3 transport classes other than the class itself (for example 8, or 3, 8)',
    ],
    [
      undefined,
      { transportClass: '6.1', subsidiaryClasses: ['3', '8', '4.3', '5.1'] },
      'Subsidiary hazards must be at most 3 transport classes other than the class itself (for example 8, or 3, 8)',
    ],
    [undefined, { hsCode: '2807.00' }, 'HS code must be 8 digits (for example 2807.00.00)'],
    [undefined, { hsCode: '2807-00-00' }, 'HS code must be 8 digits (for example 2807.00.00)'],
    [
      undefined,
      { originCountry: 'XX' },
      'Country of origin must be a two-letter ISO country code (for example CN)',
    ],
    [undefined, { availability: 'warehouse' }, 'Availability must be in stock in Dhaka or import on order'],
    [undefined, { availability: 'import' }, 'Import lead time must be a whole number of weeks from 1 to 52'],
    [
      undefined,
      { availability: 'import', importWeeks: 53 },
      'Import lead time must be a whole number of weeks from 1 to 52',
    ],
  ])('refuses %j %j with "%s"', async (safety, transport, message) => {
    const response = await send(safety, transport);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a division as the class, its subsidiary hazards as typed, and an import with its weeks', async () => {
    const response = await send(undefined, {
      unNumber: '2014',
      transportClass: '5.1',
      subsidiaryClasses: ' 8 ',
      packingGroup: 'II',
      availability: 'import',
      importWeeks: '6',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().product.transport).toMatchObject({
      transportClass: '5.1',
      subsidiaryClasses: ['8'],
      availability: 'import',
      importWeeks: 6,
    });
  });
});

describe('GET /api/products/{id}: the safety panel and the transport block', () => {
  let id: string;
  beforeAll(async () => {
    const response = await send(SULPHURIC_SAFETY, {
      ...SULPHURIC_TRANSPORT,
      availability: 'import',
      importWeeks: 6,
    });
    id = response.json().product._id;
  });

  it('words the statements, pictograms and transport rows in English', async () => {
    const response = await t.app.inject({ url: `/api/products/${id}` });
    expect(response.statusCode).toBe(200);
    const { safetyPanel, transportBlock } = response.json();
    expect(safetyPanel).toMatchObject({
      title: 'Hazards and safety',
      pictograms: [{ code: 'GHS05', src: '/ghs/GHS05.svg', alt: 'Corrosive (corrosion)' }],
      signalWord: 'Danger',
      storage: 'Store in closed acid-resistant drums.',
      sds: null,
    });
    expect(safetyPanel.hazards).toEqual([
      { code: 'H290', text: 'May be corrosive to metals' },
      { code: 'H314', text: 'Causes severe skin burns and eye damage' },
    ]);
    // A combined statement is its parts' texts in order.
    expect(safetyPanel.precautions[1]).toEqual({
      code: 'P301+P330+P331',
      text: 'IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.',
    });
    expect(transportBlock).toEqual({
      title: 'Transport & trade',
      rows: [
        { label: 'UN number', value: 'UN 1830' },
        { label: 'Proper shipping name', value: 'SULPHURIC ACID' },
        { label: 'Transport class', value: '8 (Corrosive)' },
        { label: 'Packing group', value: 'II' },
        { label: 'HS code', value: '2807.00.00' },
        { label: 'Country of origin', value: 'Bangladesh' },
        { label: 'Availability', value: 'Import on order, about 6 weeks' },
      ],
    });
  });

  it('names the subsidiary hazards after the class, as the UN list gives them', async () => {
    const created = await send(undefined, {
      unNumber: 'UN2014',
      properShippingName: 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION',
      transportClass: '5.1',
      subsidiaryClasses: ['8'],
      packingGroup: 'II',
    });
    const peroxide = created.json().product._id;
    const rows = async (language: string) =>
      (
        await t.app.inject({ url: `/api/products/${peroxide}`, headers: { 'accept-language': language } })
      ).json().transportBlock.rows;
    const english = await rows('en');
    expect(english.slice(2, 5)).toEqual([
      { label: 'Transport class', value: '5.1 (Oxidizer)' },
      { label: 'Subsidiary hazard', value: '8 (Corrosive)' },
      { label: 'Packing group', value: 'II' },
    ]);
    expect(await rows('bn')).toContainEqual({ label: 'গৌণ ঝুঁকি', value: expect.stringMatching(/^8 \(/) });
  });

  it('words them in Bengali for a Bengali reader, whichever language was asked for first', async () => {
    await t.app.inject({ url: `/api/products/${id}` });
    const response = await t.app.inject({ url: `/api/products/${id}`, headers: { 'accept-language': 'bn' } });
    const { safetyPanel, transportBlock } = response.json();
    expect(safetyPanel).toMatchObject({
      title: 'ঝুঁকি ও নিরাপত্তা',
      signalWord: 'বিপদ',
      storage: 'অ্যাসিড-প্রতিরোধী ড্রামে মুখ বন্ধ করে রাখুন।',
    });
    expect(safetyPanel.pictograms[0].alt).toBe('ক্ষয়কারী (ক্ষয়)');
    expect(safetyPanel.hazards[1]).toEqual({
      code: 'H314',
      text: 'ত্বক মারাত্মকভাবে পুড়িয়ে দেয় এবং চোখের ক্ষতি করে।',
    });
    expect(transportBlock.rows).toContainEqual({ label: 'উৎপত্তির দেশ', value: 'বাংলাদেশ' });
    expect(transportBlock.rows).toContainEqual({ label: 'প্রাপ্যতা', value: 'অর্ডারে আমদানি, প্রায় ৬ সপ্তাহ' });
    // And English again for the next English reader.
    const english = await t.app.inject({ url: `/api/products/${id}` });
    expect(english.json().safetyPanel.signalWord).toBe('Danger');
  });
});

describe('GET /api/products?q=: UN numbers and HS codes', () => {
  beforeAll(async () => {
    await t.app.db.insert(products).values([
      { name: 'Battery Acid Search Probe', description: 'Probe.', unNumber: '2796', hsCode: '28070000' },
      { name: 'Other Search Probe', description: 'Probe.', unNumber: '1789', hsCode: '28061000' },
    ]);
  });
  const names = async (q: string) => {
    const response = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=50` });
    expect(response.statusCode).toBe(200);
    return response.json().products.map((product: { name: string }) => product.name);
  };

  it.each(['UN2796', 'un2796', '2796', 'UN 2796'])(
    'finds a product by its UN number written "%s"',
    async (q) => {
      const found = await names(q);
      expect(found).toContain('Battery Acid Search Probe');
      expect(found).not.toContain('Other Search Probe');
    },
  );

  it.each(['2807', '28070000', '2807.00.00'])('finds a product by its HS code written "%s"', async (q) => {
    const found = await names(q);
    expect(found).toContain('Battery Acid Search Probe');
    expect(found).not.toContain('Other Search Probe');
  });

  it('finds nothing for a UN number no product has', async () => {
    expect(await names('UN3999')).toEqual([]);
  });
});

describe('migration 0018', () => {
  it('gives products stored before it no hazard data, and keeps them searchable as before', async () => {
    const database = await databaseMigratedUpTo(14);
    try {
      await database.query(
        `insert into products (name, description, cas_number) values ('Old Caustic Soda', 'Flakes.', '1310-73-2')`,
      );
      await database.migrateToLatest();
      const [row] = (
        await database.query<Record<string, unknown>>(
          `select ghs_pictograms, signal_word, hazard_statements, un_number, hs_code, availability, import_weeks,
                  search_text like '%1310732%' as by_cas
           from products`,
        )
      ).rows;
      expect(row).toEqual({
        ghs_pictograms: [],
        signal_word: null,
        hazard_statements: [],
        un_number: null,
        hs_code: null,
        availability: null,
        import_weeks: null,
        by_cas: true,
      });
      await database.query(`update products set un_number = '1823', hs_code = '28151100'`);
      const [searchable] = (
        await database.query<{ found: boolean }>(
          `select search_text like '%un1823%' and search_text like '%2815.11.00%' as found from products`,
        )
      ).rows;
      expect(searchable.found).toBe(true);
      await expect(database.query(`update products set un_number = '18230'`)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('migration 0023', () => {
  it('gives dangerous goods stored before it no subsidiary hazards, which they did not record', async () => {
    const database = await databaseMigratedUpTo(20);
    try {
      await database.query(
        `insert into products (name, description, un_number, transport_class, packing_group)
         values ('Old Hydrogen Peroxide', '50%.', '2014', '5.1', 'II')`,
      );
      await database.migrateToLatest();
      const [row] = (
        await database.query<Record<string, unknown>>(
          'select transport_class, subsidiary_classes, packing_group from products',
        )
      ).rows;
      expect(row).toEqual({ transport_class: '5.1', subsidiary_classes: [], packing_group: 'II' });
    } finally {
      await database.close();
    }
  });
});
