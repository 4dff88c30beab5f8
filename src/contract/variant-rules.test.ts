import { describe, expect, it } from 'vitest';
import { variantLabelText } from '@/i18n/units';
import { translator } from '@/server/i18n/translator';
import { fromPrice, type VariantLabel } from './variant-rules';

const priced = (
  minValue: number | null,
  currency = 'BDT',
  unit: 'kg' | 'drum' = 'kg',
  contactForPrice = false,
) => ({
  price: { minValue, currency, unit, contactForPrice },
});

describe('fromPrice', () => {
  it('is the lowest shown price, in the first priced variant’s currency and unit', () => {
    expect(fromPrice([priced(32), priced(26), priced(30)])).toEqual({
      minValue: 26,
      currency: 'BDT',
      unit: 'kg',
    });
  });

  it('leaves out contact-for-price variants and prices in another currency or unit', () => {
    expect(
      fromPrice([priced(null, 'BDT', 'kg', true), priced(40), priced(1, 'USD'), priced(5, 'BDT', 'drum')]),
    ).toEqual({ minValue: 40, currency: 'BDT', unit: 'kg' });
  });

  it('is null when no variant shows a price, or there are none', () => {
    expect(fromPrice([priced(null, 'BDT', 'kg', true)])).toBeNull();
    expect(fromPrice([])).toBeNull();
  });
});

describe('variantLabelText', () => {
  const label: VariantLabel = {
    grade: 'ar',
    purity: '99.9%',
    packQuantity: 2.5,
    packUnit: 'litre',
    container: 'bottle',
  };
  const en = translator('en');
  const bn = translator('bn');
  const bnLatin = translator('bn', 'latin');

  it('writes grade, purity and pack in English', () => {
    expect(variantLabelText(label, en.t, en.figures)).toBe('AR 99.9% · 2.5 litre bottle');
  });

  it('writes them in Bengali, with Bengali or Latin digits as the site says', () => {
    expect(variantLabelText(label, bn.t, bn.figures)).toBe('এআর 99.9% · ২.৫ লিটার বোতল');
    expect(variantLabelText(label, bnLatin.t, bnLatin.figures)).toBe('এআর 99.9% · 2.5 লিটার বোতল');
  });

  it('names a pack that is one of its unit by the container alone, and leaves out a missing purity', () => {
    const drum: VariantLabel = {
      grade: 'technical',
      purity: null,
      packQuantity: 1,
      packUnit: 'drum',
      container: 'drum',
    };
    expect(variantLabelText(drum, en.t, en.figures)).toBe('Technical · drum');
  });
});
