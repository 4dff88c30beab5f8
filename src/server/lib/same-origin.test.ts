import { describe, expect, it } from 'vitest';
import { canonicalOrigin, comesFromSite } from './same-origin';

const site = ['https://chem.example', 'http://10.0.0.5:3000'];

describe('comesFromSite', () => {
  it('trusts Origin first, compared in canonical form', () => {
    expect(comesFromSite({ origin: 'https://chem.example' }, site)).toBe(true);
    expect(comesFromSite({ origin: 'HTTPS://Chem.Example:443' }, site)).toBe(true);
    expect(comesFromSite({ origin: 'http://10.0.0.5:3000' }, site)).toBe(true);
    // Origin wins over a Sec-Fetch-Site that claims otherwise.
    expect(
      comesFromSite({ origin: 'https://shop.chem.example', 'sec-fetch-site': 'same-origin' }, site),
    ).toBe(false);
    for (const origin of ['https://shop.chem.example', 'http://chem.example', 'null', 'not a url', '']) {
      expect(comesFromSite({ origin }, site), origin).toBe(false);
    }
    expect(comesFromSite({ origin: ['https://chem.example', 'https://chem.example'] }, site)).toBe(false);
  });

  it('falls back to Sec-Fetch-Site, and lets a client that is not a browser through', () => {
    expect(comesFromSite({ 'sec-fetch-site': 'same-origin' }, site)).toBe(true);
    expect(comesFromSite({ 'sec-fetch-site': 'none' }, site)).toBe(true);
    expect(comesFromSite({ 'sec-fetch-site': 'same-site' }, site)).toBe(false);
    expect(comesFromSite({ 'sec-fetch-site': 'cross-site' }, site)).toBe(false);
    expect(comesFromSite({}, site)).toBe(true);
  });
});

describe('canonicalOrigin', () => {
  it('drops paths and default ports and refuses what is not an origin', () => {
    expect(canonicalOrigin('https://chem.example/shop/')).toBe('https://chem.example');
    expect(canonicalOrigin('http://localhost:80')).toBe('http://localhost');
    expect(canonicalOrigin('null')).toBeNull();
    expect(canonicalOrigin('nonsense')).toBeNull();
  });
});
