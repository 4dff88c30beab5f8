import { describe, expect, it } from 'vitest';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@/contract/product-rules';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { bengaliSpecificationLabel, DEMO_BENGALI } from './demo-catalogue-bengali';

describe('the demo catalogue in Bengali', () => {
  it('names and describes every demo product in Bengali, within the limits', () => {
    const english = DEMO_CATALOGUE.map((product) => product.name).sort();
    expect(Object.keys(DEMO_BENGALI).sort()).toEqual(english);
    for (const { name, description } of Object.values(DEMO_BENGALI)) {
      expect(name).toMatch(/[\u0980-\u09FF]/);
      expect(name.length).toBeLessThanOrEqual(PRODUCT_NAME_MAX);
      expect(description.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX);
    }
  });

  it('labels common specifications in Bengali, keeping what follows the label', () => {
    expect(bengaliSpecificationLabel('Assay (H2SO4)')).toBe('বিশুদ্ধতা (H2SO4)');
    expect(bengaliSpecificationLabel('Specific gravity at 15 °C')).toBe('আপেক্ষিক গুরুত্ব (১৫ °C-এ)');
    expect(bengaliSpecificationLabel('Packing')).toBe('প্যাকিং');
    expect(bengaliSpecificationLabel('Formaldehyde')).toBeUndefined();
  });
});
