// Searching the catalogue in Bengali through GET /api/products?q=: the ways one word is typed
// (code points composed or not, variant spellings, letters that sound alike) find the same
// products, a word with one wrong letter finds what it was meant to, and two words typed apart for
// one ("পার অক্সাইড") rank what they mean. search_spelling (migrations 0003 and 0012) folds both the
// products' search text and the query's words.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { emptyPglite } from '../helpers/migrations';

// Each Bengali name as traders write it: "এসিড" in some, "অ্যাসিড" in another, "পটাশিয়াম" with শ.
const CATALOGUE = [
  { name: 'Sulphuric Acid 98%', nameBn: 'সালফিউরিক এসিড ৯৮%', casNumber: '7664-93-9' },
  { name: 'Nitric Acid 68%', nameBn: 'নাইট্রিক অ্যাসিড ৬৮%' },
  { name: 'Caustic Soda Flakes 99%', nameBn: 'কস্টিক সোডা ফ্লেক্স ৯৯%' },
  { name: 'Sodium Sulphate Anhydrous', nameBn: 'সোডিয়াম সালফেট অ্যানহাইড্রাস' },
  { name: 'Sodium Silicate Liquid', nameBn: 'সোডিয়াম সিলিকেট লিকুইড' },
  { name: 'Hydrogen Peroxide 50%', nameBn: 'হাইড্রোজেন পারক্সাইড ৫০%' },
  { name: 'Titanium Dioxide Rutile', nameBn: 'টাইটানিয়াম ডাইঅক্সাইড রুটাইল' },
  { name: 'Potassium Permanganate AR', nameBn: 'পটাশিয়াম পারম্যাঙ্গানেট' },
  { name: 'Glass Cleaner', nameBn: 'কাঁচ পরিষ্কারক' },
];

const t = setupApi();
beforeAll(async () => {
  await t.app.db
    .insert(products)
    .values(CATALOGUE.map((row) => ({ ...row, description: `${row.name}.`, category: 'Chemicals' })));
});

async function search(q: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
}
const sorted = (names: string[]) => [...names].sort();

const SODIUM = ['Sodium Silicate Liquid', 'Sodium Sulphate Anhydrous'];

describe('one word typed in different ways', () => {
  it('finds সোডিয়াম with য় as one code point or two, and ো as one vowel sign or as ে + া', async () => {
    expect(sorted(await search('সোড\u09BFয\u09BCাম'))).toEqual(SODIUM); // য + nukta, as stored
    expect(sorted(await search('সোডি\u09DFাম'))).toEqual(SODIUM); // য় as one code point
    expect(sorted(await search('স\u09C7\u09BEডিয়াম'))).toEqual(SODIUM); // ো typed as ে + া
  });

  it('finds the same products for এসিড, অ্যাসিড and এ্যাসিড', async () => {
    const acids = ['Nitric Acid 68%', 'Sulphuric Acid 98%'];
    expect(sorted(await search('এসিড'))).toEqual(acids);
    expect(sorted(await search('অ্যাসিড'))).toEqual(acids);
    expect(sorted(await search('এ্যাসিড'))).toEqual(acids);
  });

  it('finds a word whatever its sibilant, long or short vowel, ন or ণ', async () => {
    expect(await search('কস্টিক')).toEqual(['Caustic Soda Flakes 99%']);
    expect(await search('কষ্টিক')).toEqual(['Caustic Soda Flakes 99%']);
    expect(await search('পটাসিয়াম')).toEqual(['Potassium Permanganate AR']);
    expect(await search('পটাষিয়াম')).toEqual(['Potassium Permanganate AR']);
    expect(await search('সালফিউরীক')).toEqual(['Sulphuric Acid 98%']);
    expect(await search('লিকূইড')).toEqual(['Sodium Silicate Liquid']);
    expect(await search('রূটাইল')).toEqual(['Titanium Dioxide Rutile']);
    expect(await search('কাচ')).toEqual(['Glass Cleaner']);
  });

  it('finds a CAS number typed in Bengali digits', async () => {
    expect(await search('৭৬৬৪-৯৩-৯')).toEqual(['Sulphuric Acid 98%']);
  });

  it('finds a word typed with invisible joiners', async () => {
    expect(await search('কস\u200D্টিক')).toEqual(['Caustic Soda Flakes 99%']);
  });
});

describe('a Bengali word with one wrong letter', () => {
  it('finds the word it was meant to be, as an English typo does', async () => {
    expect(sorted(await search('সোডিযাম'))).toEqual(SODIUM); // য without its nukta
    expect(sorted(await search('সোডিয়ম'))).toEqual(SODIUM); // a vowel sign left out
    expect(await search('সালফিউরক')).toEqual(['Sulphuric Acid 98%']);
    expect(await search('হাইড্রজেন')).toEqual(['Hydrogen Peroxide 50%']);
  });
});

describe('words typed apart that are one word in the catalogue', () => {
  it('ranks hydrogen peroxide for "হাইড্রোজেন পার অক্সাইড" and leaves titanium dioxide out', async () => {
    const found = await search('হাইড্রোজেন পার অক্সাইড');
    expect(found[0]).toBe('Hydrogen Peroxide 50%');
    expect(found).not.toContain('Titanium Dioxide Rutile');
  });

  it('finds the dioxide by "ডাই অক্সাইড" and the peroxide by "per oxide"', async () => {
    expect(await search('টাইটানিয়াম ডাই অক্সাইড')).toEqual(['Titanium Dioxide Rutile']);
    expect(await search('per oxide')).toEqual(['Hydrogen Peroxide 50%']);
  });
});

describe('search_spelling, the one folding of the search text and the query', () => {
  const spell = async (text: string) => {
    const result = await t.app.db.execute(sql`select search_spelling(${text}) as spelled`);
    return (result as unknown as { rows: { spelled: string }[] }).rows[0].spelled;
  };

  it.each([
    ['য় as one code point', 'সোডি\u09DFাম', 'সোড\u09BFয\u09BCাম'],
    ['ড় as one code point', 'বা\u09DCি', 'বাড\u09BCি'],
    ['ঢ় as one code point', '\u09DDাকা', 'ঢ\u09BCাকা'],
    ['ো as ে + া', 'স\u09C7\u09BEডা', 'সোডা'],
    ['ৌ as ে + ৗ', 'ম\u09C7\u09D7লিক', 'মৌলিক'],
    ['অ্যা for এ', 'অ্যাসিড', 'এসিড'],
    ['শ for স', 'শোধন', 'সোধন'],
    ['ষ for স', 'পরিষ্কার', 'পরিস্কার'],
    ['ী for ি', 'নীল', 'নিল'],
    ['ূ for ু', 'চূন', 'চুন'],
    ['ঈ for ই', 'ঈথার', 'ইথার'],
    ['ণ for ন', 'কারণ', 'কারন'],
    ['ৎ for ত্ and a joiner', 'উৎপাদন', 'উত্\u200Cপাদন'],
    ['a chandrabindu', 'কাঁচ', 'কাচ'],
    ['Bengali digits', '৯৮%', '98%'],
  ])('spells a word with %s as the other spelling is spelt', async (_variant, typed, other) => {
    expect(await spell(typed)).toBe(await spell(other));
  });

  it('leaves English as before and distinct Bengali words apart', async () => {
    expect(await spell('sulphuric acid 98%')).toBe('sulfuric acid 98%');
    expect(await spell('সোডা')).not.toBe(await spell('সোডিয়াম'));
    expect(await spell('কালো')).not.toBe(await spell('কলা'));
  });
});

describe('upgrading a catalogue stored before the Bengali folding', () => {
  it('spells every stored product the new way and makes whole Bengali words of its vocabulary', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0012');
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = await emptyPglite();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await client.query(
        `insert into products (name, name_bn, description, category)
         values ('Caustic Soda', 'কষ্টিক সোডা', 'Flakes', 'Alkalis'), ('Nitric Acid', 'নাইট্রিক অ্যাসিড', 'Liquid', 'Acids')`,
      );

      await migrate(drizzle(client), { migrationsFolder });

      const stored = await client.query<{ search_name: string }>(
        'select search_name from products order by name',
      );
      expect(stored.rows.map((row) => row.search_name)).toEqual([
        'caustic soda কস্টিক সোডা',
        'nitric acid নাইট্রিক এসিড',
      ]);
      const words = await client.query<{ word: string }>(
        `select word from search_words where word ~ '[ঀ-৿]' order by word`,
      );
      expect(words.rows.map((row) => row.word)).toEqual(['এসিড', 'কস্টিক', 'নাইট্রিক', 'সোডা']);
    } finally {
      await client.close();
    }
  });
});
