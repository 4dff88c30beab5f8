import { describe, expect, it } from 'vitest';
import { BUYER_COMPANY_MESSAGES, binField, companyAddressField, companyField } from './buyer-company';

describe('binField', () => {
  it('keeps the digits of a 13-digit BIN and of an old 9-digit one, however they are written', () => {
    expect(binField.parse('000123456-0101')).toBe('0001234560101');
    expect(binField.parse(' 0001 2345 6010 1 ')).toBe('0001234560101');
    expect(binField.parse('123456789')).toBe('123456789');
    expect(binField.parse('০০০১২৩৪৫৬-০১০১')).toBe('0001234560101'); // typed on a Bengali keyboard
  });

  it('is none when blank or missing', () => {
    for (const value of ['', '  ', ' - ', null, undefined]) expect(binField.parse(value)).toBeNull();
  });

  it('refuses anything but 9 or 13 digits', () => {
    for (const value of ['12345678', '1234567890', '12345678901234', '00012345A0101', '১২৩৪৫৬৭৮', 42]) {
      const result = binField.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0].message).toBe(BUYER_COMPANY_MESSAGES.binInvalid);
    }
  });
});

describe('company name and address', () => {
  it('are trimmed, none when blank, and limited in length', () => {
    expect(companyField.parse('  Rahim Textile Mills Ltd. ')).toBe('Rahim Textile Mills Ltd.');
    expect(companyField.parse('   ')).toBeNull();
    expect(companyField.safeParse('x'.repeat(201)).error?.issues[0].message).toBe(
      BUYER_COMPANY_MESSAGES.companyTooLong,
    );
    expect(companyAddressField.parse('x'.repeat(300))).toHaveLength(300);
    expect(companyAddressField.safeParse('x'.repeat(301)).error?.issues[0].message).toBe(
      BUYER_COMPANY_MESSAGES.addressTooLong,
    );
  });
});
