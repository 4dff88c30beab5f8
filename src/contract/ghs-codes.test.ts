// The GHS code lists against the `safety` catalogs: every code has its text in both languages, the
// combined statements are made of listed single ones, and nothing is listed twice.
import { describe, expect, it } from 'vitest';
import bengali from '@/i18n/catalogs/bn/safety.json';
import english from '@/i18n/catalogs/en/safety.json';
import {
  COMBINED_PRECAUTIONS,
  HAZARD_STATEMENTS,
  isHazardStatement,
  isPrecautionaryStatement,
  normalizeStatementCode,
  PRECAUTIONARY_STATEMENTS,
  SINGLE_PRECAUTIONS,
  statementParts,
} from './ghs-codes';

const en: Record<string, string> = english;
const bn: Record<string, string> = bengali;

describe('the GHS code lists', () => {
  it('hold every hazard statement from H200 to H420, the combined ones and no code twice', () => {
    for (const code of ['H200', 'H225', 'H290', 'H314', 'H318', 'H335', 'H372', 'H410', 'H420']) {
      expect(HAZARD_STATEMENTS).toContain(code);
    }
    expect(HAZARD_STATEMENTS).toContain('H301+H311+H331');
    expect(new Set(HAZARD_STATEMENTS).size).toBe(HAZARD_STATEMENTS.length);
    expect(new Set(PRECAUTIONARY_STATEMENTS).size).toBe(PRECAUTIONARY_STATEMENTS.length);
    expect(SINGLE_PRECAUTIONS[0]).toBe('P101');
    expect(SINGLE_PRECAUTIONS.at(-1)).toBe('P503');
  });

  it('give every hazard statement and single precautionary statement a text in both languages', () => {
    for (const code of [...HAZARD_STATEMENTS, ...SINGLE_PRECAUTIONS]) {
      expect(en[`safety.${code}`], code).toBeTruthy();
      expect(bn[`safety.${code}`], code).toBeTruthy();
    }
    expect(en['safety.H314']).toBe('Causes severe skin burns and eye damage');
    expect(en['safety.P280']).toMatch(/^Wear protective gloves/);
  });

  it('make every combined precautionary statement of single ones, which word it', () => {
    for (const code of COMBINED_PRECAUTIONS) {
      const parts = statementParts(code);
      expect(parts.length, code).toBeGreaterThan(1);
      for (const part of parts) expect(SINGLE_PRECAUTIONS, code).toContain(part);
    }
    expect(COMBINED_PRECAUTIONS).toEqual(
      expect.arrayContaining(['P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338']),
    );
  });

  it('read codes as an admin types them, and know no others', () => {
    expect(normalizeStatementCode(' p305 + P351+p338 ')).toBe('P305+P351+P338');
    expect(isHazardStatement('H314')).toBe(true);
    expect(isHazardStatement('H999')).toBe(false);
    expect(isHazardStatement('P280')).toBe(false);
    expect(isPrecautionaryStatement('P301+P330+P331')).toBe(true);
    // Parts that exist, combined in a way GHS does not list.
    expect(isPrecautionaryStatement('P330+P301')).toBe(false);
  });
});
