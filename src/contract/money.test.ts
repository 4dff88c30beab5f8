import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountRange } from './money';

describe('formatAmount', () => {
  it('writes USD, EUR and GBP with their symbol before the figure', () => {
    expect(formatAmount(900, 'USD')).toBe('$900');
    expect(formatAmount(12.5, 'EUR')).toBe('€12.5');
    expect(formatAmount(1250000, 'GBP')).toBe('£1,250,000');
  });

  it('writes any other currency, BDT among them, by its code and a space', () => {
    expect(formatAmount(30000, 'BDT')).toBe('BDT 30,000');
    expect(formatAmount(7, 'JPY')).toBe('JPY 7');
  });

  it('keeps at most two decimals', () => {
    expect(formatAmount(1234.567, 'USD')).toBe('$1,234.57');
    expect(formatAmount(0.05, 'BDT')).toBe('BDT 0.05');
  });
});

describe('formatAmountRange', () => {
  it('writes both ends in full', () => {
    expect(formatAmountRange(900, 1200, 'USD')).toBe('$900 - $1,200');
    expect(formatAmountRange(28, 32, 'BDT')).toBe('BDT 28 - BDT 32');
  });
});
