import { describe, expect, it } from 'vitest';
import { formatDocumentDate } from '@/i18n/dates';
import { addDays, QuotationLineInput, quotationTotalsOf, todayInDhaka } from './quotations';

const line = { productName: 'Caustic Soda', quantity: 5, unit: 'MT', unitPrice: 100, currency: 'BDT' };
const firstMessage = (input: unknown) => QuotationLineInput.safeParse(input).error?.issues[0]?.message;

describe('QuotationLineInput numbers', () => {
  it('takes numbers, or decimals typed as text', () => {
    expect(QuotationLineInput.parse({ ...line, quantity: ' 2.5 ', unitPrice: '1250.50' })).toMatchObject({
      quantity: 2.5,
      unitPrice: 1250.5,
    });
  });

  it('says what is wrong: missing, not a number, negative', () => {
    expect(firstMessage({ ...line, unitPrice: '' })).toBe('Unit price is required');
    expect(firstMessage({ ...line, unitPrice: undefined })).toBe('Unit price is required');
    expect(firstMessage({ ...line, unitPrice: '1e3' })).toBe('Unit price must be a number');
    expect(firstMessage({ ...line, unitPrice: -0.01 })).toBe('Unit price cannot be negative');
    expect(firstMessage({ ...line, quantity: '' })).toBe('Quantity is required');
    expect(firstMessage({ ...line, quantity: '-2' })).toBe('Quantity must be a number greater than 0');
    expect(firstMessage({ ...line, unit: '' })).toBe('Unit is required');
    expect(firstMessage({ ...line, unitPrice: 0 })).toBeUndefined();
  });
});

describe('dates', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the day in Dhaka (UTC+6) and writes dates in full', () => {
    expect(todayInDhaka(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(todayInDhaka(new Date('2026-11-23T17:59:00Z'))).toBe('2026-11-23');
    expect(formatDocumentDate('2026-12-07')).toBe('7 December 2026');
  });
});

describe('display', () => {
  it('totals per currency in order of appearance', () => {
    expect(
      quotationTotalsOf(
        [
          { quantity: 1, unitPrice: 10, currency: 'USD' },
          { quantity: 2, unitPrice: 5, currency: 'BDT' },
          { quantity: 1, unitPrice: 0.1, currency: 'USD' },
        ],
        'added',
      ),
    ).toEqual([
      { currency: 'USD', subtotal: 10.1, vat: 1.52, total: 11.62 },
      { currency: 'BDT', subtotal: 10, vat: 1.5, total: 11.5 },
    ]);
  });
});
