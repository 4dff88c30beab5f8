import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange, formatPrice } from './money';

describe('formatAmount', () => {
  it('writes USD, EUR and GBP with their symbol before the figure', () => {
    expect(formatAmount(900, 'USD')).toBe('$900');
    expect(formatAmount(12.5, 'EUR')).toBe('€12.5');
    expect(formatAmount(1250000, 'GBP')).toBe('£1,250,000');
  });

  it('writes taka with its sign and lakh and crore grouping', () => {
    expect(formatAmount(30000, 'BDT')).toBe('৳ 30,000');
    expect(formatAmount(125000, 'BDT')).toBe('৳ 1,25,000');
    expect(formatAmount(12500000, 'BDT')).toBe('৳ 1,25,00,000');
  });

  it('writes any other currency by its code and a space', () => {
    expect(formatAmount(7, 'JPY')).toBe('JPY 7');
    expect(formatAmount(1500, 'INR')).toBe('INR 1,500');
  });

  it('keeps at most two decimals', () => {
    expect(formatAmount(1234.567, 'USD')).toBe('$1,234.57');
    expect(formatAmount(0.05, 'BDT')).toBe('৳ 0.05');
  });

  it('writes Bengali figures, with Bengali or Latin digits', () => {
    expect(formatAmount(125000, 'BDT', 'bn-BD')).toBe('৳ ১,২৫,০০০');
    expect(formatAmount(125000, 'BDT', 'bn-BD-u-nu-latn')).toBe('৳ 1,25,000');
    expect(formatAmount(900, 'USD', 'bn-BD')).toBe('$৯০০');
  });
});

describe('formatAmountRange', () => {
  it('writes both ends in full', () => {
    expect(formatAmountRange(900, 1200, 'USD')).toBe('$900 - $1,200');
    expect(formatAmountRange(28, 32, 'BDT')).toBe('৳ 28 - ৳ 32');
  });
});

describe('formatPrice', () => {
  it('always shows cents', () => {
    expect(formatPrice(1250, 'USD')).toBe('$1,250.00');
    expect(formatPrice(475000, 'BDT')).toBe('৳ 4,75,000.00');
    expect(formatPrice(30000.5, 'BDT', 'bn-BD')).toBe('৳ ৩০,০০০.৫০');
  });
});
