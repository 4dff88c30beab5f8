import { describe, expect, it } from 'vitest';
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
    expect(isPriceShown({ minValue: 10, currency: 'USD', unit: 'per kg', contactForPrice: false })).toBe(
      true,
    );
    expect(isPriceShown({ minValue: 0.5, currency: 'BDT' })).toBe(true);
    expect(isPriceShown({ minValue: 10, currency: 'USD', contactForPrice: true })).toBe(false);
    expect(isPriceShown({ minValue: null, maxValue: 20, currency: 'USD' })).toBe(false);
    expect(isPriceShown(null)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('says "Contact for pricing" when asked to, or when there is no minimum or no price at all', () => {
    expect(formatPrice({ minValue: 10, currency: 'USD', unit: 'per kg', contactForPrice: true })).toBe(
      'Contact for pricing',
    );
    expect(formatPrice({ minValue: null, maxValue: 20, currency: 'USD', unit: 'per kg' })).toBe(
      'Contact for pricing',
    );
    expect(formatPrice({ currency: 'USD' })).toBe('Contact for pricing');
    expect(formatPrice(null)).toBe('Contact for pricing');
    expect(formatPrice(undefined)).toBe('Contact for pricing');
  });

  it('shows a single value, or a range when there is a maximum, with the unit appended', () => {
    expect(formatPrice({ minValue: 12, currency: 'USD', unit: 'per kg', contactForPrice: false })).toBe(
      '$12 per kg',
    );
    expect(
      formatPrice({ minValue: 10, maxValue: 20, currency: 'USD', unit: 'per drum', contactForPrice: false }),
    ).toBe('$10 - $20 per drum');
    expect(formatPrice({ minValue: 5, maxValue: null, currency: 'USD', unit: '' })).toBe('$5');
  });

  it('keeps up to 2 decimals and groups thousands', () => {
    expect(formatPrice({ minValue: 12.5, currency: 'USD', unit: 'per item' })).toBe('$12.5 per item');
    expect(formatPrice({ minValue: 1234.567, currency: 'USD', unit: 'per item' })).toBe('$1,234.57 per item');
    expect(formatPrice({ minValue: 0.05, currency: 'USD', unit: 'per item' })).toBe('$0.05 per item');
  });

  it('uses symbols for USD, EUR and GBP, the taka sign for BDT and the code for any other currency', () => {
    expect(formatPrice({ minValue: 1, currency: 'EUR', unit: 'per litre' })).toBe('€1 per litre');
    expect(formatPrice({ minValue: 1, currency: 'GBP', unit: 'per ton' })).toBe('£1 per ton');
    expect(formatPrice({ minValue: 1250, currency: 'BDT', unit: 'per kg' })).toBe('৳ 1,250 per kg');
    expect(formatPrice({ minValue: 1250, maxValue: 1500, currency: 'BDT', unit: 'per kg' })).toBe(
      '৳ 1,250 - ৳ 1,500 per kg',
    );
    expect(formatPrice({ minValue: 3, currency: '', unit: 'per kg' })).toBe('$3 per kg');
  });

  it('writes the amounts in the figures it is given, the unit as entered', () => {
    const price = {
      minValue: 125000,
      maxValue: 150000,
      currency: 'BDT',
      unit: 'per MT',
      contactForPrice: false,
    };
    expect(formatPrice(price)).toBe('৳ 1,25,000 - ৳ 1,50,000 per MT');
    expect(formatPrice(price, 'bn-BD')).toBe('৳ ১,২৫,০০০ - ৳ ১,৫০,০০০ per MT');
    expect(formatPrice(price, 'bn-BD-u-nu-latn')).toBe('৳ 1,25,000 - ৳ 1,50,000 per MT');
    expect(formatPrice({ ...price, contactForPrice: true }, 'bn-BD')).toBe('Contact for pricing');
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
    price: { minValue: '10', maxValue: '', currency: 'USD', unit: 'per kg', contactForPrice: false },
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
      unit: 'per item',
    });
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
