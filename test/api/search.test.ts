// Catalogue search through GET /api/products?q=: ranking by the words a product holds, British and
// American spellings, misspellings and CAS numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';

// Oldest first: without a search the list is newest first, so an order that differs from the
// reverse of this one comes from ranking.
const CATALOGUE: Pick<typeof products.$inferInsert, 'name' | 'description' | 'category' | 'casNumber'>[] = [
  {
    name: 'Poly Aluminium Chloride',
    description: 'Coagulant chemical that clears turbid water.',
    category: 'Water Treatment',
  },
  { name: 'Sodium Chlorite 80%', description: 'Oxidant for bleaching pulp.', category: 'Oxidants' },
  { name: 'Sodium Hypochlorite 10%', description: 'Disinfects drinking water.', category: 'Water Treatment' },
  {
    name: 'Phosphoric Acid 85% Food Grade',
    description: 'Acidulant for soft drinks.',
    category: 'Acids & Alkalis',
  },
  { name: 'Sodium Benzoate', description: 'Preservative, food grade.', category: 'Food Additives' },
  { name: 'Acetic Acid Glacial', description: 'Solvent and reagent.', category: 'Acids & Alkalis' },
  {
    name: 'Sulphuric Acid 98%',
    description: 'Concentrated mineral acid.',
    category: 'Acids & Alkalis',
    casNumber: '7664-93-9',
  },
  { name: 'Aluminium Sulphate', description: 'Alum for paper sizing.', category: 'Paper' },
  { name: 'Sodium Sulfate Anhydrous', description: 'Salt for detergent powders.', category: 'Detergents' },
  { name: 'Aluminum Hydroxide', description: 'Flame retardant filler.', category: 'Fillers' },
  { name: 'Ferric Chloride 40%', description: 'Coagulant for effluent.', category: 'Effluent' },
  {
    name: 'Reactive Dye Fixing Agent',
    description: 'Improves wash fastness on cotton.',
    category: 'Textile Chemicals',
  },
];

const t = setupApi();
beforeAll(async () => {
  const start = Date.now() - CATALOGUE.length * 1000;
  await t.app.db
    .insert(products)
    .values(CATALOGUE.map((row, i) => ({ ...row, createdAt: new Date(start + i * 1000) })));
});

async function search(q: string, paging = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?q=${encodeURIComponent(q)}${paging}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { products: { name: string }[]; pagination: { totalProducts: number } };
  return { names: body.products.map((p) => p.name), total: body.pagination.totalProducts };
}

describe('search with several words', () => {
  it('finds products holding some of the words, those holding more first', async () => {
    expect(await search('water treatment chemical')).toEqual({
      names: ['Poly Aluminium Chloride', 'Sodium Hypochlorite 10%', 'Reactive Dye Fixing Agent'],
      total: 3,
    });
    // No product is citric acid: the food grade acid first, then food grade, then any acid.
    expect(await search('food grade citric acid')).toEqual({
      names: [
        'Phosphoric Acid 85% Food Grade',
        'Sodium Benzoate',
        'Sulphuric Acid 98%',
        'Acetic Acid Glacial',
      ],
      total: 4,
    });
  });

  it('finds nothing when none of the words is in the catalogue', async () => {
    expect(await search('zirconium tetrachloride')).toEqual({ names: [], total: 0 });
  });

  it('lets one- and two-letter words rank products but not find them on their own', async () => {
    // "c" is in nearly every product's text.
    expect(await search('vitamin c')).toEqual({ names: [], total: 0 });
    const { names } = await search('acid 85');
    expect(names[0]).toBe('Phosphoric Acid 85% Food Grade');
    expect(names).toHaveLength(3);
  });

  it('ranks the closer spelling of a misspelt word first', async () => {
    // "chloritr" is closer to "chlorite" than to "chloride"; the chloride products are newer.
    const { names } = await search('chloritr');
    expect(names.slice(0, 2).sort()).toEqual(['Sodium Chlorite 80%', 'Sodium Hypochlorite 10%']);
    expect(names.slice(2).sort()).toEqual(['Ferric Chloride 40%', 'Poly Aluminium Chloride']);
  });

  it('finds a product by its CAS number, with or without hyphens', async () => {
    expect((await search('7664-93-9')).names).toEqual(['Sulphuric Acid 98%']);
    expect((await search('7664939')).names).toEqual(['Sulphuric Acid 98%']);
  });
});

describe('paging through search results', () => {
  // A page is ranked among the products holding every word when they fill it, else among all found:
  // pages on either side of that boundary, and across it, must continue one order and one total.
  it.each([
    'water treatment chemical', // 1 product holds all three words, 1 two, 1 one
    'food grade citric acid', // none holds all four, 1 three, 1 two, 2 one
  ])('pages "%s" in the order of the single page, with the same total', async (q) => {
    const whole = await search(q);
    for (const limit of [1, 2, 3]) {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => search(q, `&limit=${limit}&page=${page}`)));
      expect(pages.map(({ total }) => total)).toEqual([whole.total, whole.total, whole.total, whole.total]);
      expect(pages.flatMap(({ names }) => names).slice(0, whole.total)).toEqual(whole.names);
    }
    expect(await search(q, '&limit=2&page=9')).toEqual({ names: [], total: whole.total });
  });
});

describe('search across British and American spellings', () => {
  it('finds either spelling with the other', async () => {
    const sulfate = ['Aluminium Sulphate', 'Sodium Sulfate Anhydrous'];
    expect((await search('sulfate')).names.sort()).toEqual(sulfate);
    expect((await search('SULPHATE')).names.sort()).toEqual(sulfate);
    const aluminium = ['Aluminium Sulphate', 'Aluminum Hydroxide', 'Poly Aluminium Chloride'];
    expect((await search('aluminum')).names.sort()).toEqual(aluminium);
    expect((await search('aluminium')).names.sort()).toEqual(aluminium);
    expect((await search('sulfuric')).names).toEqual(['Sulphuric Acid 98%']);
    expect((await search('aluminum sulfate')).names[0]).toBe('Aluminium Sulphate');
  });

  it('finds a misspelling of either spelling', async () => {
    expect((await search('sulfric')).names).toEqual(['Sulphuric Acid 98%']);
    expect((await search('sulphric')).names).toEqual(['Sulphuric Acid 98%']);
  });
});
