// Every demo product has hazard and transport data, and every fact passes the product form's rules.
import { describe, expect, it } from 'vitest';
import { SafetyInput, TransportInput } from '@/contract/hazards';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { DEMO_SAFETY, demoSafetyColumns } from './demo-safety';

describe('the demo hazard and transport data', () => {
  it('covers every demo product and names no other', () => {
    const names = DEMO_CATALOGUE.map((product) => product.name);
    expect(Object.keys(DEMO_SAFETY).sort()).toEqual([...names].sort());
  });

  it.each(DEMO_CATALOGUE.map((product) => product.name))('%s passes the form’s rules', (name) => {
    const columns = demoSafetyColumns(name);
    const safety = SafetyInput.safeParse({
      pictograms: columns.ghsPictograms,
      signalWord: columns.signalWord,
      hazardStatements: columns.hazardStatements,
      precautionaryStatements: columns.precautionaryStatements,
      storage: columns.storageConditions,
      storageBn: columns.storageConditionsBn,
    });
    expect(safety.error?.issues ?? []).toEqual([]);
    const transport = TransportInput.safeParse({
      unNumber: columns.unNumber,
      properShippingName: columns.properShippingName,
      transportClass: columns.transportClass,
      subsidiaryClasses: columns.subsidiaryClasses,
      packingGroup: columns.packingGroup,
      hsCode: columns.hsCode,
      originCountry: columns.originCountry,
      availability: columns.availability,
      importWeeks: columns.importWeeks,
    });
    expect(transport.error?.issues ?? []).toEqual([]);
    // Hazards come with their signal word, and a dangerous good with its class.
    if (columns.hazardStatements?.length) expect(columns.signalWord).not.toBeNull();
    if (columns.unNumber) expect(columns.transportClass).not.toBeNull();
  });

  it('has the sulphuric acid of the public data sheets', () => {
    expect(demoSafetyColumns('Sulphuric Acid 98%')).toMatchObject({
      ghsPictograms: ['GHS05'],
      signalWord: 'danger',
      hazardStatements: ['H290', 'H314'],
      precautionaryStatements: ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338'],
      unNumber: '1830',
      transportClass: '8',
      packingGroup: 'II',
      hsCode: '28070000',
    });
  });

  // The UN list names a solution by its strength: 68% nitric acid and 85% formic acid are the entries
  // for those strengths, not those of the stronger acids; subsidiary hazards follow the class.
  it('gives each acid the entry of the UN list for its strength, with its subsidiary hazards', () => {
    expect(demoSafetyColumns('Nitric Acid 68%')).toMatchObject({
      unNumber: '2031',
      properShippingName:
        'NITRIC ACID, other than red fuming, with at least 65%, but not more than 70% nitric acid',
      transportClass: '8',
      subsidiaryClasses: ['5.1'],
      packingGroup: 'II',
      hsCode: '28080000',
    });
    expect(demoSafetyColumns('Formic Acid 85%')).toMatchObject({
      unNumber: '3412',
      properShippingName: 'FORMIC ACID with not less than 10% but not more than 85% acid by mass',
      transportClass: '8',
      subsidiaryClasses: [],
      packingGroup: 'II',
      hsCode: '29151100',
    });
    expect(demoSafetyColumns('Hydrogen Peroxide 50%')).toMatchObject({
      unNumber: '2014',
      transportClass: '5.1',
      subsidiaryClasses: ['8'],
      packingGroup: 'II',
      hsCode: '28470000',
    });
    expect(demoSafetyColumns('Methanol 99.85%')).toMatchObject({
      transportClass: '3',
      subsidiaryClasses: ['6.1'],
    });
  });
});
