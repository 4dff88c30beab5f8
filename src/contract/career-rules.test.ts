import { describe, expect, it } from 'vitest';
import {
  companyToday,
  formatDeadline,
  formatSalary,
  isDeadlineAllowed,
  isExpired,
  isIsoDate,
} from './career-rules';
import { formatPrice } from './product-rules';

describe('formatSalary', () => {
  it('says "Competitive" when neither bound is given', () => {
    expect(formatSalary({ min: null, max: null, currency: 'USD' })).toBe('Competitive');
    expect(formatSalary({ currency: 'BDT' })).toBe('Competitive');
    expect(formatSalary(null)).toBe('Competitive');
    expect(formatSalary(undefined)).toBe('Competitive');
  });

  it('shows "min - max", "min+" or "Up to max", with the currency as product prices show it', () => {
    expect(formatSalary({ min: 30000, max: 45000, currency: 'BDT' })).toBe('৳ 30,000 - ৳ 45,000');
    expect(formatSalary({ min: 900, max: 1200, currency: 'USD' })).toBe('$900 - $1,200');
    expect(formatSalary({ min: 60000, max: null, currency: 'USD' })).toBe('$60,000+');
    expect(formatSalary({ min: null, max: 1250000, currency: 'EUR' })).toBe('Up to €1,250,000');
  });

  it('writes its amounts exactly as a product price writes the same amount', () => {
    const asPrice = (value: number, currency: string) =>
      formatPrice({ minValue: value, currency, unit: '', contactForPrice: false }, () => '');
    for (const currency of ['USD', 'EUR', 'GBP', 'BDT']) {
      expect(formatSalary({ min: 1500, max: null, currency })).toBe(`${asPrice(1500, currency)}+`);
    }
  });

  it('keeps up to two decimals', () => {
    expect(formatSalary({ min: 1234.5, max: 2000.256, currency: 'GBP' })).toBe('£1,234.5 - £2,000.26');
  });
});

describe('companyToday', () => {
  it('is the calendar date in Dhaka (UTC+6), whatever the clock says elsewhere', () => {
    expect(companyToday(new Date('2026-03-10T17:59:00Z'))).toBe('2026-03-10');
    expect(companyToday(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11');
    expect(companyToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isExpired', () => {
  const today = '2026-03-10';

  it('is false with no deadline, and through the deadline day itself', () => {
    expect(isExpired(null, today)).toBe(false);
    expect(isExpired(undefined, today)).toBe(false);
    expect(isExpired('2026-03-10', today)).toBe(false);
    expect(isExpired('2026-04-01', today)).toBe(false);
  });

  it('is true from the day after the deadline', () => {
    expect(isExpired('2026-03-09', today)).toBe(true);
    expect(isExpired('2025-12-31', today)).toBe(true);
  });
});

describe('isDeadlineAllowed', () => {
  const today = '2026-03-10';

  it('accepts today and later, refuses a day before today', () => {
    expect(isDeadlineAllowed('2026-03-10', null, today)).toBe(true);
    expect(isDeadlineAllowed('2026-03-11', null, today)).toBe(true);
    expect(isDeadlineAllowed('2026-03-09', null, today)).toBe(false);
  });

  it('lets a post keep a deadline that has since passed, but not move to another past date', () => {
    expect(isDeadlineAllowed('2026-01-15', '2026-01-15', today)).toBe(true);
    expect(isDeadlineAllowed('2026-01-16', '2026-01-15', today)).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('takes real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('10/03/2026')).toBe(false);
    expect(isIsoDate('2026-03-10T00:00:00Z')).toBe(false);
  });
});

describe('formatDeadline', () => {
  it('writes the calendar date in full, the same day in every time zone', () => {
    expect(formatDeadline('2026-04-10')).toBe('10 April 2026');
    expect(formatDeadline('2027-01-01')).toBe('1 January 2027');
  });
});
