import { describe, expect, it } from 'vitest';
import type { ProductRow } from './product-row';
import { changedSearchWords, keepsItsPlace, searchTextWords, staysInItsLists } from './product-write';

const product = (changes: Partial<ProductRow> = {}, grades: string[] = ['technical']) =>
  ({
    name: 'Caustic Soda Flakes',
    nameBn: 'কস্টিক সোডা ফ্লেক্স',
    description: 'Sodium hydroxide, 99 %.',
    descriptionBn: null,
    category: 'Alkalis',
    casNumber: '1310-73-2',
    unNumber: '1823',
    hsCode: '28151100',
    priceMin: 95,
    inStock: true,
    variants: grades.map((grade) => ({ grade })),
    ...changes,
  }) as unknown as ProductRow;

describe('keepsItsPlace', () => {
  it('holds for an edit of what lists show but do not match, filter or order by', () => {
    expect(keepsItsPlace(product(), product({ priceMin: 99, inStock: false }))).toBe(true);
    // The same grades in another order, or twice.
    expect(
      keepsItsPlace(product({}, ['technical', 'food']), product({}, ['food', 'technical', 'food'])),
    ).toBe(true);
  });

  it('fails for an edit of the words search matches, its category or its grades', () => {
    expect(keepsItsPlace(product(), product({ name: 'Caustic Soda Pearls' }))).toBe(false);
    expect(keepsItsPlace(product(), product({ descriptionBn: 'সোডিয়াম হাইড্রক্সাইড' }))).toBe(false);
    expect(keepsItsPlace(product(), product({ category: 'Bases' }))).toBe(false);
    expect(keepsItsPlace(product(), product({ unNumber: null }))).toBe(false);
    expect(keepsItsPlace(product(), product({}, ['technical', 'food']))).toBe(false);
  });
});

describe('staysInItsLists', () => {
  it('holds for an edit leaving its category and grades, whatever its words', () => {
    expect(staysInItsLists(product(), product({ priceMin: 99 }))).toBe(true);
    expect(staysInItsLists(product(), product({ name: 'Caustic Soda Pearls' }))).toBe(true);
    expect(staysInItsLists(product(), product({ descriptionBn: 'সোডিয়াম হাইড্রক্সাইড', unNumber: null }))).toBe(
      true,
    );
  });

  it('fails for an edit of its category or grades', () => {
    expect(staysInItsLists(product(), product({ name: 'Caustic Soda Pearls', category: 'Bases' }))).toBe(
      false,
    );
    expect(staysInItsLists(product(), product({}, ['food']))).toBe(false);
  });
});

describe('searchTextWords', () => {
  it('answers each word of the texts once, whatever space parted them', () => {
    expect(searchTextWords('caustic soda  flakes\n99 %', 'caustic soda pearls\u00a099 %')).toBe(
      'caustic soda flakes 99 % pearls',
    );
  });
});

describe('changedSearchWords', () => {
  const texts = (text: string, name = '') => ({ text, name });

  it('answers the words gained or lost, each once, not those kept, in whatever order or spacing', () => {
    expect(
      changedSearchWords(
        texts('caustic soda flakes 99 % for soap'),
        texts('caustic  soda\npearls 99 % for soap and soap'),
      ),
    ).toBe('flakes pearls and');
    expect(changedSearchWords(texts('soda ash light'), texts('light ash\u00a0soda'))).toBe('');
  });

  it("counts a word its name lost or gained though its text still holds it (a name's match ranks first)", () => {
    expect(
      changedSearchWords(
        texts('soda ash light for glass', 'soda ash light'),
        texts('soda ash light for glass', 'soda ash'),
      ),
    ).toBe('light');
  });
});
