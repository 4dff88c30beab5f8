import { describe, expect, it } from 'vitest';
import { headersFor, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("keeps HSTS, nosniff and the resource policy on the API's answers, in production", () => {
    const { page, api } = securityHeaders(true);
    expect(page['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(api).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': page['Strict-Transport-Security'],
    });
    expect(securityHeaders(false).api['Strict-Transport-Security']).toBeUndefined();
  });

  it("gives the site's headers to what a browser shows, the API reference included", () => {
    const headers = securityHeaders(false);
    expect(headersFor(headers, '/api/products/1')).toBe(headers.api);
    expect(headersFor(headers, '/api/docs')).toBe(headers.page);
    expect(headersFor(headers, '/api/docs/static/index.css')).toBe(headers.page);
    expect(headersFor(headers, '/bn/products')).toBe(headers.page);
    expect(headersFor(headers, '/apiary')).toBe(headers.page);
  });
});
