// A product's hazard and transport data as its page shows them, worded here in the reader's
// language (the `safety` catalogs, country names from Intl): the page's script lays them out and
// carries none of the GHS texts.
import { countryName } from '@/contract/countries';
import { statementParts } from '@/contract/ghs-codes';
import {
  formatHsCode,
  formatUnNumber,
  type Safety,
  type SafetyPanel,
  type Transport,
  type TransportBlock,
  type TransportClass,
} from '@/contract/hazards';
import type { MessageId } from '@/i18n/message-id';
import type { Translator } from '@/server/i18n/translator';
import type { ProductRow } from './product-row';
import { safetyDataSheetUrl } from './safety-data-sheet';

/** Each pictogram is a static SVG file (public/ghs), so drawing it costs the page no script. */
export const pictogramSource = (code: string) => `/ghs/${code}.svg`;

export const toSafety = (row: ProductRow): Safety => ({
  pictograms: row.ghsPictograms,
  signalWord: row.signalWord,
  hazardStatements: row.hazardStatements,
  precautionaryStatements: row.precautionaryStatements,
  storage: row.storageConditions,
  storageBn: row.storageConditionsBn,
});

export const toTransport = (row: ProductRow): Transport => ({
  unNumber: row.unNumber,
  properShippingName: row.properShippingName,
  transportClass: row.transportClass,
  subsidiaryClasses: row.subsidiaryClasses,
  packingGroup: row.packingGroup,
  hsCode: row.hsCode,
  originCountry: row.originCountry,
  availability: row.availability,
  importWeeks: row.importWeeks,
});

/**
 * A statement's text: H codes (combined ones too) have their own; a combined P statement is its
 * parts' texts in order, as GHS builds it ("IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.").
 */
export function statementText(code: string, { t }: Translator): string {
  if (code.startsWith('H')) return t(`safety.${code}` as MessageId);
  return statementParts(code)
    .map((part) => t(`safety.${part}` as MessageId))
    .join(' ');
}

/** The safety panel, or null for a product with no hazard data at all. */
export function wordSafetyPanel(row: ProductRow, translator: Translator): SafetyPanel | null {
  const { t, locale } = translator;
  const storage = (locale === 'bn' && row.storageConditionsBn) || row.storageConditions;
  const sdsUrl = safetyDataSheetUrl(row, locale);
  const empty =
    row.ghsPictograms.length === 0 &&
    !row.signalWord &&
    row.hazardStatements.length === 0 &&
    row.precautionaryStatements.length === 0 &&
    !storage;
  if (empty) return null;
  const word = (codes: string[]) => codes.map((code) => ({ code, text: statementText(code, translator) }));
  return {
    title: t('safety.panel.title'),
    pictograms: row.ghsPictograms.map((code) => ({
      code,
      src: pictogramSource(code),
      alt: t(`safety.pictogram.${code}`),
    })),
    signalWord: row.signalWord ? t(`safety.signal.${row.signalWord}`) : null,
    statementsLabel: t('safety.panel.statements'),
    hazardsLabel: t('safety.panel.hazards'),
    hazards: word(row.hazardStatements),
    precautionsLabel: t('safety.panel.precautions'),
    precautions: word(row.precautionaryStatements),
    storageLabel: t('safety.panel.storage'),
    storage: storage ?? null,
    sds: sdsUrl ? { url: sdsUrl, label: t('safety.panel.sds') } : null,
  };
}

// "4.3" is named as a division, "8" and "1.4" (every explosive) as their class.
const className = (transportClass: TransportClass): MessageId =>
  transportClass.startsWith('1.') ? 'safety.class.1' : (`safety.class.${transportClass}` as MessageId);

/** The "Transport & trade" rows the product has, or null when it has none. */
export function wordTransportBlock(row: ProductRow, translator: Translator): TransportBlock | null {
  const { t, locale } = translator;
  const rows: TransportBlock['rows'] = [];
  const add = (label: MessageId, value: string | null) => {
    if (value) rows.push({ label: t(label), value });
  };
  add('safety.transport.unNumber', row.unNumber && formatUnNumber(row.unNumber));
  add('safety.transport.shippingName', row.properShippingName);
  const classValue = (code: TransportClass) =>
    t('safety.transport.classValue', { class: code, name: t(className(code)) });
  add('safety.transport.class', row.transportClass && classValue(row.transportClass));
  add('safety.transport.subsidiary', row.subsidiaryClasses.map(classValue).join(', '));
  add('safety.transport.packingGroup', row.packingGroup);
  add('safety.transport.hsCode', row.hsCode && formatHsCode(row.hsCode));
  add('safety.transport.origin', row.originCountry && countryName(row.originCountry, locale));
  add(
    'safety.transport.availability',
    row.availability === 'dhaka'
      ? t('safety.availability.dhaka')
      : row.availability === 'import'
        ? t('safety.availability.import', { weeks: row.importWeeks })
        : null,
  );
  return rows.length > 0 ? { title: t('safety.transport.title'), rows } : null;
}
