import { describe, expect, it } from 'vitest';
import { InquiryFormInput } from './inquiries';

const form = { name: 'Rahim', email: 'rahim@example.com', inquiry: 'Price for 10 drums' };
const phoneError = (phone: string) =>
  InquiryFormInput.safeParse({ ...form, phone }).error?.issues[0]?.message ?? null;

describe('the optional phone number', () => {
  it('takes local and international numbers with the usual separators, and blank', () => {
    for (const phone of ['+880 1711-123456', '(02) 955 1234', '01711123456', '02.955.1234', '', '  ']) {
      expect(phoneError(phone), phone).toBeNull();
    }
  });

  it('refuses letters, too few digits and separators alone', () => {
    for (const phone of ['call me', '1234', '-----', '((((( ', '+880 abc 123']) {
      expect(phoneError(phone), phone).toBe('Please enter a valid phone number');
    }
  });
});
