import { describe, expect, it } from 'vitest';
import { telHref } from './links';

describe('telHref', () => {
  it('keeps only the digits and the plus sign', () => {
    expect(telHref('+880 1711-555666')).toBe('tel:+8801711555666');
    expect(telHref('(02) 955 1234')).toBe('tel:029551234');
  });
});
