import { describe, expect, it } from 'vitest';
import { withoutPrivateToken } from './analytics';

describe('withoutPrivateToken', () => {
  it('masks the token of a reset link or a tracking link, in either language', () => {
    const token = 'Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWZvci10ZXN0aW5n';
    expect(withoutPrivateToken(`/reset-password/${token}`)).toBe('/reset-password/…');
    expect(withoutPrivateToken(`https://example.com/bn/reset-password/${token}?a=1#x`)).toBe(
      'https://example.com/bn/reset-password/…?a=1#x',
    );
    expect(withoutPrivateToken(`/quotes/${token}`)).toBe('/quotes/…');
  });

  it('leaves other addresses as they are', () => {
    expect(withoutPrivateToken('/products/caustic-soda-1310-73-2-d0adfce6')).toBe(
      '/products/caustic-soda-1310-73-2-d0adfce6',
    );
    expect(withoutPrivateToken('/forgot-password')).toBe('/forgot-password');
  });
});
