import { describe, expect, it } from 'vitest';
import { VariantsInput } from '@/contract/variants';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { DEMO_VARIANTS } from './demo-variants';

describe('the demo catalogue’s grades and packs', () => {
  it('gives every demo product variants, and names no product the catalogue lacks', () => {
    const names = DEMO_CATALOGUE.map((product) => product.name).sort();
    expect(Object.keys(DEMO_VARIANTS).sort()).toEqual(names);
  });

  it('keeps the rules the admin’s form keeps, prices in taka', () => {
    for (const [name, variants] of Object.entries(DEMO_VARIANTS)) {
      expect(variants.length, name).toBeGreaterThan(0);
      const result = VariantsInput.safeParse(variants);
      expect(result.error?.issues, name).toBeUndefined();
      for (const variant of variants) expect(variant.price.currency).toBe('BDT');
    }
  });
});
