import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from './change-channel';

// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const fits = (payload: string) => Buffer.byteLength(payload) < 8_000;

describe('encodeChange', () => {
  it('sends a change as it is when it fits, and another instance reads it back', () => {
    const change = { kind: 'catalogue', product: 'a', words: 'calcium hypochlorite' } as const;
    expect(decodeChange(encodeChange('one', change), 'two')).toEqual(change);
    expect(decodeChange(encodeChange('one', change), 'one')).toBeNull();
  });

  it("sends a product edit whose words do not fit as an edit of everything it may change, counting a Bengali letter's three bytes", () => {
    // 2,500 Bengali letters: 2,500 characters, 7,500 bytes.
    const words = 'ক'.repeat(2_500);
    const payload = encodeChange('one', { kind: 'catalogue', product: 'a', words });
    expect(fits(payload)).toBe(true);
    expect(decodeChange(payload, 'two')).toEqual({ kind: 'catalogue', product: 'a' });
  });

  it('sends too many files as all files', () => {
    const assets = Array.from({ length: 500 }, (_, i) => `products/${i}-0123456789abcdef.webp`);
    const payload = encodeChange('one', { kind: 'media', assets });
    expect(fits(payload)).toBe(true);
    expect(decodeChange(payload, 'two')).toEqual({ kind: 'media', assets: null });
  });
});
