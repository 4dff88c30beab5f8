import { describe, expect, it } from 'vitest';
import { perUnitKey } from '@/i18n/units';
import { translator } from '@/server/i18n/translator';
import type { QuantityUnit } from './enums';
import {
  firstProductError,
  formatPrice,
  imageFileError,
  isPriceShown,
  normalizeCas,
  PRODUCT_MESSAGES,
  ProductInput,
} from './products';

describe('isPriceShown', () => {
  it('is true only when a minimum is set and the product is not contact-for-pricing', () => {
    expect(isPriceShown({ minValue: 10, currency: 'USD', unit: 'kg', contactForPrice: false })).toBe(true);
    expect(isPriceShown({ minValue: 0.5, currency: 'BDT' })).toBe(true);
    expect(isPriceShown({ minValue: 10, currency: 'USD', contactForPrice: true })).toBe(false);
    expect(isPriceShown({ minValue: null, maxValue: 20, currency: 'USD' })).toBe(false);
    expect(isPriceShown(null)).toBe(false);
  });
});

describe('formatPrice', () => {
  // The units' "per" forms as the pages write them, from the catalogs.
  const perUnit = (locale: 'en' | 'bn') => (unit: QuantityUnit) => translator(locale).t(perUnitKey(unit));
  const english = perUnit('en');

  it('says "Contact for pricing" when asked to, or when there is no minimum or no price at all', () => {
    expect(formatPrice({ minValue: 10, currency: 'USD', unit: 'kg', contactForPrice: true }, english)).toBe(
      'Contact for pricing',
    );
    expect(formatPrice({ minValue: null, maxValue: 20, currency: 'USD', unit: 'kg' }, english)).toBe(
      'Contact for pricing',
    );
    expect(formatPrice({ currency: 'USD' }, english)).toBe('Contact for pricing');
    expect(formatPrice(null, english)).toBe('Contact for pricing');
    expect(formatPrice(undefined, english)).toBe('Contact for pricing');
  });

  it('shows a single value, or a range when there is a maximum, with the unit appended', () => {
    expect(formatPrice({ minValue: 12, currency: 'USD', unit: 'kg', contactForPrice: false }, english)).toBe(
      '$12 per kg',
    );
    expect(
      formatPrice(
        { minValue: 10, maxValue: 20, currency: 'USD', unit: 'drum', contactForPrice: false },
        english,
      ),
    ).toBe('$10 - $20 per drum');
    expect(formatPrice({ minValue: 5, maxValue: null, currency: 'USD', unit: '' }, english)).toBe('$5');
  });

  it('keeps up to 2 decimals and groups thousands', () => {
    expect(formatPrice({ minValue: 12.5, currency: 'USD', unit: 'piece' }, english)).toBe('$12.5 per piece');
    expect(formatPrice({ minValue: 1234.567, currency: 'USD', unit: 'piece' }, english)).toBe(
      '$1,234.57 per piece',
    );
    expect(formatPrice({ minValue: 0.05, currency: 'USD', unit: 'piece' }, english)).toBe('$0.05 per piece');
  });

  it('uses symbols for USD, EUR and GBP, the taka sign for BDT and the code for any other currency', () => {
    expect(formatPrice({ minValue: 1, currency: 'EUR', unit: 'litre' }, english)).toBe('€1 per litre');
    expect(formatPrice({ minValue: 1, currency: 'GBP', unit: 'MT' }, english)).toBe('£1 per MT');
    expect(formatPrice({ minValue: 1250, currency: 'BDT', unit: 'kg' }, english)).toBe('৳ 1,250 per kg');
    expect(formatPrice({ minValue: 1250, maxValue: 1500, currency: 'BDT', unit: 'kg' }, english)).toBe(
      '৳ 1,250 - ৳ 1,500 per kg',
    );
    expect(formatPrice({ minValue: 3, currency: '', unit: 'kg' }, english)).toBe('$3 per kg');
  });

  it('writes the amounts in the figures and the unit in the words it is given', () => {
    const price = { minValue: 125000, maxValue: 150000, currency: 'BDT', unit: 'MT', contactForPrice: false };
    expect(formatPrice(price, english)).toBe('৳ 1,25,000 - ৳ 1,50,000 per MT');
    expect(formatPrice(price, perUnit('bn'), 'bn-BD')).toBe('৳ ১,২৫,০০০ - ৳ ১,৫০,০০০ প্রতি মেট্রিক টন');
    expect(formatPrice({ ...price, unit: 'kg' }, perUnit('bn'), 'bn-BD-u-nu-latn')).toBe(
      '৳ 1,25,000 - ৳ 1,50,000 প্রতি কেজি',
    );
    expect(formatPrice({ ...price, contactForPrice: true }, perUnit('bn'), 'bn-BD')).toBe(
      'Contact for pricing',
    );
  });

  it('writes a unit from before units were a fixed list as it was kept', () => {
    expect(formatPrice({ minValue: 2, currency: 'USD', unit: 'per 100 g' }, perUnit('bn'))).toBe(
      '$2 per 100 g',
    );
  });
});

describe('normalizeCas', () => {
  it('accepts real CAS numbers with or without hyphens and writes them hyphenated', () => {
    expect(normalizeCas('7664-93-9')).toBe('7664-93-9'); // sulphuric acid
    expect(normalizeCas('7732-18-5')).toBe('7732-18-5'); // water
    expect(normalizeCas(' 1310732 ')).toBe('1310-73-2'); // sodium hydroxide
    expect(normalizeCas('67-63-0')).toBe('67-63-0'); // isopropanol
  });

  it('refuses a wrong check digit or a malformed number', () => {
    expect(normalizeCas('7664-93-8')).toBeNull();
    expect(normalizeCas('7664-9-39')).toBeNull();
    expect(normalizeCas('abc')).toBeNull();
    expect(normalizeCas('1-23-4')).toBeNull();
  });

  it('drops leading zeros, as the registry writes numbers, and refuses what is left too short', () => {
    expect(normalizeCas('0000050-00-0')).toBe('50-00-0'); // formaldehyde
    expect(normalizeCas('00-00-0')).toBeNull();
    expect(normalizeCas('0000000')).toBeNull();
  });
});

describe('ProductInput and firstProductError', () => {
  const valid = {
    name: 'Caustic Soda Flakes',
    description: 'Sodium hydroxide, 99% flakes.',
    price: { minValue: '10', maxValue: '', currency: 'USD', unit: 'kg', contactForPrice: false },
  };
  const first = (input: object, options = { isCreate: true, hasPhoto: true }) =>
    firstProductError(ProductInput.safeParse(input), options);

  it('reports the rules in the spec order', () => {
    expect(first({ ...valid, name: '  ' }, { isCreate: true, hasPhoto: false })).toBe(
      PRODUCT_MESSAGES.requiredFields,
    );
    expect(first({ ...valid, description: undefined })).toBe(PRODUCT_MESSAGES.requiredFields);
    expect(first({ ...valid, price: { minValue: 'x' } }, { isCreate: true, hasPhoto: false })).toBe(
      PRODUCT_MESSAGES.imageRequired,
    );
    expect(first({ ...valid, price: { minValue: 'x' } }, { isCreate: false, hasPhoto: false })).toBe(
      PRODUCT_MESSAGES.invalidMinPrice,
    );
    expect(first({ ...valid, price: { minValue: 0 } })).toBe(PRODUCT_MESSAGES.invalidMinPrice);
    expect(first({ ...valid, price: { minValue: 5, maxValue: -1 } })).toBe(PRODUCT_MESSAGES.invalidMaxPrice);
    expect(first({ ...valid, price: { minValue: 5, maxValue: 5 } })).toBe(PRODUCT_MESSAGES.maxNotGreater);
    expect(first({ ...valid, price: undefined })).toBe(PRODUCT_MESSAGES.invalidMinPrice);
    expect(first(valid)).toBeNull();
  });

  it('checks prices as they will be stored: plain decimals, rounded to cents first', () => {
    expect(first({ ...valid, price: { minValue: 0.001, maxValue: 0.004 } })).toBe(
      PRODUCT_MESSAGES.invalidMinPrice,
    );
    expect(first({ ...valid, price: { minValue: '1.001', maxValue: '1.004' } })).toBe(
      PRODUCT_MESSAGES.maxNotGreater,
    );
    for (const text of ['0x10', '1e3', '12,50', '-5']) {
      expect(first({ ...valid, price: { minValue: text } }), text).toBe(PRODUCT_MESSAGES.invalidMinPrice);
    }
    expect(
      ProductInput.parse({ ...valid, price: { minValue: ' 12.505 ', maxValue: 20 } }).price,
    ).toMatchObject({
      minValue: 12.51,
      maxValue: 20,
    });
  });

  it('puts the image type and size rules after the required image and before the price', () => {
    const fileError = PRODUCT_MESSAGES.imageTooLarge;
    const check = (input: object, options: { isCreate: boolean; hasPhoto: boolean }) =>
      firstProductError(ProductInput.safeParse(input), { ...options, fileError });
    expect(check({ ...valid, name: '' }, { isCreate: true, hasPhoto: true })).toBe(
      PRODUCT_MESSAGES.requiredFields,
    );
    expect(check(valid, { isCreate: true, hasPhoto: false })).toBe(PRODUCT_MESSAGES.imageRequired);
    expect(check({ ...valid, price: { minValue: 0 } }, { isCreate: false, hasPhoto: true })).toBe(fileError);
  });

  it('skips the price rules for contact-for-pricing and keeps no figures then', () => {
    const result = ProductInput.parse({ ...valid, price: { minValue: 'x', contactForPrice: true } });
    expect(result.price).toEqual({
      contactForPrice: true,
      minValue: null,
      maxValue: null,
      currency: 'USD',
      unit: 'piece',
    });
  });

  it('takes the price unit from the fixed list only, "per piece" when none is chosen', () => {
    for (const unit of ['per kg', 'KG', 'ton', 'bucket', 5]) {
      expect(first({ ...valid, price: { ...valid.price, unit } }), String(unit)).toBe(
        PRODUCT_MESSAGES.invalidUnit,
      );
    }
    expect(PRODUCT_MESSAGES.invalidUnit).toBe(
      'Unit must be one of: kg, g, MT, litre, mL, drum, carboy, jerrycan, IBC, cylinder, bag, carton, bottle, piece',
    );
    expect(ProductInput.parse({ ...valid, price: { ...valid.price, unit: 'MT' } }).price.unit).toBe('MT');
    expect(ProductInput.parse({ ...valid, price: { ...valid.price, unit: '' } }).price.unit).toBe('piece');
  });

  it('keeps a specification’s Bengali label and value where given and leaves blank ones out', () => {
    const result = ProductInput.parse({
      ...valid,
      specifications: [
        { name: 'Appearance', nameBn: 'দেখতে', value: 'White flakes', valueBn: ' সাদা ফ্লেক্স ' },
        { name: 'Purity', nameBn: '', value: '99%', valueBn: '  ' },
        { name: '', value: '', valueBn: '' },
      ],
    });
    expect(result.specifications).toEqual([
      { name: 'Appearance', nameBn: 'দেখতে', value: 'White flakes', valueBn: 'সাদা ফ্লেক্স' },
      { name: 'Purity', value: '99%' },
    ]);
    expect(
      first({ ...valid, specifications: [{ name: 'Form', value: 'Flakes', valueBn: 'ফ'.repeat(501) }] }),
    ).toBe(PRODUCT_MESSAGES.specificationValueBnTooLong);
    // A Bengali value alone is half a row.
    expect(first({ ...valid, specifications: [{ name: '', value: '', valueBn: 'সাদা' }] })).toBe(
      PRODUCT_MESSAGES.invalidSpecifications,
    );
  });

  it('normalises the optional fields', () => {
    const result = ProductInput.parse({
      ...valid,
      casNumber: '1310732',
      contactPhone: '  ',
      inStock: 'false',
      specifications: [
        { name: 'Purity', value: '99%' },
        { name: ' ', value: '' },
      ],
    });
    expect(result).toMatchObject({
      casNumber: '1310-73-2',
      contactPhone: null,
      inStock: false,
      category: '',
      specifications: [{ name: 'Purity', value: '99%' }],
      price: { minValue: 10, maxValue: null },
    });
    expect(first({ ...valid, casNumber: '1310-73-3' })).toBe(PRODUCT_MESSAGES.invalidCas);
    expect(first({ ...valid, specifications: [{ name: 'Purity', value: '' }] })).toBe(
      PRODUCT_MESSAGES.invalidSpecifications,
    );
  });
});

describe('imageFileError', () => {
  it('accepts JPEG, PNG, GIF and WebP under 10MB only', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 1000 })).toBe(PRODUCT_MESSAGES.invalidImage);
    expect(imageFileError({ type: 'image/webp', size: 10 * 1024 * 1024 + 1 })).toBe(
      PRODUCT_MESSAGES.imageTooLarge,
    );
  });
});
