import { describe, expect, it } from 'vitest';
import { PAGES, productPage, summarise } from './pages';

describe('summarise', () => {
  it('flattens whitespace and keeps a short text whole', () => {
    expect(summarise('  Soda ash\n\n light,  98%  ')).toBe('Soda ash light, 98%');
  });

  it('cuts a long text to the length, ellipsis included, without a trailing space', () => {
    const cut = summarise(`${'word '.repeat(50)}`, 20);
    expect(cut).toHaveLength(20);
    expect(cut).toBe('word word word word…');
  });
});

describe('page texts', () => {
  it('names the company in every title and gives a product page its name and summary', () => {
    for (const [path, page] of Object.entries(PAGES))
      expect(page.title, path).toMatch(/ \| Meghna Chemicals$/);
    const page = productPage({ name: 'Caustic Soda', description: 'x'.repeat(400) });
    expect(page.title).toBe('Caustic Soda | Meghna Chemicals');
    expect(page.description).toHaveLength(160);
  });
});
