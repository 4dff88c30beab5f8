import { describe, expect, it } from 'vitest';
import {
  formatHsCode,
  formatUnNumber,
  normalizeHsCode,
  normalizeUnNumber,
  SAFETY_MESSAGES,
  SafetyInput,
  TransportInput,
} from './hazards';

describe('UN numbers', () => {
  it('are read as written on documents and stored as their 4 digits', () => {
    for (const written of ['UN1830', 'un1830', 'UN 1830', ' 1830 '])
      expect(normalizeUnNumber(written)).toBe('1830');
    for (const wrong of ['UN183', '18300', 'UN-1830', 'NA1830', '0000', ''])
      expect(normalizeUnNumber(wrong)).toBeNull();
    expect(formatUnNumber('1830')).toBe('UN 1830');
  });
});

describe('HS codes', () => {
  it('are 8 digits, read with or without the tariff’s dots and shown with them', () => {
    for (const written of ['2807.00.00', '28070000', '2807 00 00'])
      expect(normalizeHsCode(written)).toBe('28070000');
    for (const wrong of ['2807', '2807.00', '280700001', '2807-00-00', 'HS28070000']) {
      expect(normalizeHsCode(wrong)).toBeNull();
    }
    expect(formatHsCode('28070000')).toBe('2807.00.00');
    expect(formatHsCode('29051100')).toBe('2905.11.00');
  });
});

describe('SafetyInput', () => {
  it('keeps pictograms in the standard’s order and codes written once, as GHS writes them', () => {
    const parsed = SafetyInput.parse({
      pictograms: ['GHS07', 'GHS02'],
      signalWord: '',
      hazardStatements: ['h225', 'H225', 'H319'],
      precautionaryStatements: ['p305+p351+p338'],
      storage: '  ',
    });
    expect(parsed).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: null,
      hazardStatements: ['H225', 'H319'],
      precautionaryStatements: ['P305+P351+P338'],
      storage: null,
      storageBn: null,
    });
  });

  it('names the first unknown code', () => {
    const result = SafetyInput.safeParse({ hazardStatements: ['H314', 'H3140', 'H888'] });
    expect(result.error?.issues[0].message).toBe(SAFETY_MESSAGES.unknownHazard('H3140'));
  });
});

describe('TransportInput', () => {
  it('drops the weeks of a product in stock in Dhaka', () => {
    expect(TransportInput.parse({ availability: 'dhaka', importWeeks: 4 }).importWeeks).toBeNull();
    expect(TransportInput.parse({ availability: 'import', importWeeks: '4' }).importWeeks).toBe(4);
    expect(TransportInput.safeParse({ availability: 'import', importWeeks: 2.5 }).success).toBe(false);
  });
});
