import { describe, expect, it } from 'vitest';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@/contract/product-rules';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { bengaliSpecificationLabel, bengaliSpecificationValue, DEMO_BENGALI } from './demo-catalogue-bengali';

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
    expect(bengaliSpecificationLabel('Heavy metals (as Pb)')).toBe('ভারী ধাতু (Pb হিসেবে)');
    expect(bengaliSpecificationLabel('TiO2')).toBeUndefined();
  });

  it('gives every specification a Bengali label, unless it is a formula, and every value in words a Bengali one', () => {
    for (const [name, value] of DEMO_CATALOGUE.flatMap((product) => product.specifications)) {
      if (!/^[A-Z][A-Za-z0-9()]*$/.test(name)) expect(bengaliSpecificationLabel(name), name).toBeDefined();
      const bengali = bengaliSpecificationValue(value);
      expect(bengali, value).toBeDefined();
      // What is left in Latin letters is units, formulas and names of materials (HDPE, PE).
      expect(bengali?.replace(/ppm|pH|°C|g\/ml|HDPE|PP|PE/g, ''), value).not.toMatch(/[a-z]/i);
    }
  });

  it('writes values the way Bengali buyers read them', () => {
    expect(bengaliSpecificationValue('98.0% min')).toBe('সর্বনিম্ন ৯৮.০%');
    expect(bengaliSpecificationValue('50 ppm max')).toBe('সর্বোচ্চ ৫০ ppm');
    expect(bengaliSpecificationValue('35 kg HDPE carboy, 250 kg drum')).toBe(
      '৩৫ কেজির HDPE কারবয়, ২৫০ কেজির ড্রাম',
    );
    expect(bengaliSpecificationValue('100 g bottle')).toBe('১০০ গ্রামের বোতল');
    expect(bengaliSpecificationValue('pH 8.2-10.0')).toBe('pH ৮.২-১০.০');
    expect(bengaliSpecificationValue('White flakes')).toBe('সাদা ফ্লেক্স');
    expect(bengaliSpecificationValue('Something else')).toBeUndefined();
  });
});
