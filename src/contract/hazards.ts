// A product's hazard and transport data (DESIGN.md §6): GHS pictograms, signal word, H and P
// statements from the standard lists (ghs-codes.ts), storage conditions, and the transport and trade
// facts a buyer's logistics and customs people ask for. The schemas are composed into ProductInput;
// formatting lives here too, so the server, the form and the tests write codes one way.
import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode, isCountryCode } from './countries';
import {
  type HazardStatement,
  isHazardStatement,
  isPrecautionaryStatement,
  normalizeStatementCode,
  type PrecautionaryStatement,
} from './ghs-codes';

export const GHS_PICTOGRAMS = [
  'GHS01',
  'GHS02',
  'GHS03',
  'GHS04',
  'GHS05',
  'GHS06',
  'GHS07',
  'GHS08',
  'GHS09',
] as const;
export type GhsPictogram = (typeof GHS_PICTOGRAMS)[number];

export const SIGNAL_WORDS = ['danger', 'warning'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

// UN Model Regulations classes, with the divisions transport documents name (2.1, 4.3, 5.1, 6.1...).
export const TRANSPORT_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type TransportClass = (typeof TRANSPORT_CLASSES)[number];

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** Where a product comes from when ordered: the Dhaka warehouse, or an import placed on order. */
export const AVAILABILITIES = ['dhaka', 'import'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const STORAGE_CONDITIONS_MAX = 1000;
export const SHIPPING_NAME_MAX = 200;
export const MAX_STATEMENTS = 40;
export const IMPORT_WEEKS_MAX = 52;
export const MAX_SUBSIDIARY_CLASSES = 3;

export const SAFETY_MESSAGES = {
  invalidPictograms: 'Pictograms must be chosen from GHS01 to GHS09',
  invalidSignalWord: 'Signal word must be Danger or Warning',
  invalidStatements: 'Hazard and precautionary statements must be lists of codes',
  tooManyStatements: `At most ${MAX_STATEMENTS} hazard or precautionary statements`,
  storageTooLong: `Storage conditions must be at most ${STORAGE_CONDITIONS_MAX} characters`,
  storageBnTooLong: `Bengali storage conditions must be at most ${STORAGE_CONDITIONS_MAX} characters`,
  invalidUnNumber: 'UN number must be UN followed by 4 digits (for example UN1830)',
  shippingNameTooLong: `Proper shipping name must be at most ${SHIPPING_NAME_MAX} characters`,
  invalidTransportClass: `Transport class must be one of: ${TRANSPORT_CLASSES.join(', ')}`,
  invalidSubsidiaryClasses: `Subsidiary hazards must be at most ${MAX_SUBSIDIARY_CLASSES} transport classes other than the class itself (for example 8, or 3, 8)`,
  invalidPackingGroup: 'Packing group must be I, II or III',
  invalidHsCode: 'HS code must be 8 digits (for example 2807.00.00)',
  invalidCountry: 'Country of origin must be a two-letter ISO country code (for example CN)',
  invalidAvailability: 'Availability must be in stock in Dhaka or import on order',
  invalidImportWeeks: `Import lead time must be a whole number of weeks from 1 to ${IMPORT_WEEKS_MAX}`,
  // Built from the code the admin typed (message-patterns.ts translates them).
  unknownHazard: (code: string) => `Unknown hazard statement: ${code}`,
  unknownPrecaution: (code: string) => `Unknown precautionary statement: ${code}`,
} as const;

// ---------------------------------------------------------------------------------------------------
// Formats. UN numbers are stored as their 4 digits and HS codes as their 8, and written as shown.

/** "UN1830", "un 1830", "1830" → "1830"; null when it is not a UN number. */
export function normalizeUnNumber(raw: string): string | null {
  const match = /^(?:UN\s*)?(\d{4})$/i.exec(raw.trim());
  return match && match[1] !== '0000' ? match[1] : null;
}

/** "1830" → "UN 1830". */
export const formatUnNumber = (digits: string) => `UN ${digits}`;

/** "2807.00.00", "2807 00 00", "28070000" → "28070000"; null when it is not an 8-digit HS code. */
export function normalizeHsCode(raw: string): string | null {
  const digits = raw.trim().replace(/[.\s]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** "28070000" → "2807.00.00", as the Bangladesh customs tariff writes a heading. */
export const formatHsCode = (digits: string) =>
  `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;

// ---------------------------------------------------------------------------------------------------
// The form's fields: two JSON objects in the product's multipart form, `safety` and `transport`.

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string({ error: message }).trim().max(max, message).nullable().default(null));

/** A list of statement codes, each written as GHS does and checked against its list. */
const statementList = <Code extends string>(
  isKnown: (code: string) => code is Code,
  unknown: (code: string) => string,
) =>
  z
    .array(z.string({ error: SAFETY_MESSAGES.invalidStatements }), {
      error: SAFETY_MESSAGES.invalidStatements,
    })
    .max(MAX_STATEMENTS, SAFETY_MESSAGES.tooManyStatements)
    .default([])
    .transform((codes, ctx) => {
      const written = [...new Set(codes.map(normalizeStatementCode).filter(Boolean))];
      const bad = written.find((code) => !isKnown(code));
      if (bad) ctx.addIssue({ code: 'custom', message: unknown(bad) });
      return written as Code[];
    });

export const SafetyInput = z
  .object(
    {
      pictograms: z
        .array(z.enum(GHS_PICTOGRAMS, { error: SAFETY_MESSAGES.invalidPictograms }), {
          error: SAFETY_MESSAGES.invalidPictograms,
        })
        .default([])
        // Always in the standard's order, whatever order they were ticked in.
        .transform((codes) => GHS_PICTOGRAMS.filter((code) => codes.includes(code))),
      signalWord: z.preprocess(
        blankToNull,
        z.enum(SIGNAL_WORDS, { error: SAFETY_MESSAGES.invalidSignalWord }).nullable().default(null),
      ),
      hazardStatements: statementList<HazardStatement>(isHazardStatement, SAFETY_MESSAGES.unknownHazard),
      precautionaryStatements: statementList<PrecautionaryStatement>(
        isPrecautionaryStatement,
        SAFETY_MESSAGES.unknownPrecaution,
      ),
      storage: optionalText(STORAGE_CONDITIONS_MAX, SAFETY_MESSAGES.storageTooLong),
      storageBn: optionalText(STORAGE_CONDITIONS_MAX, SAFETY_MESSAGES.storageBnTooLong),
    },
    { error: SAFETY_MESSAGES.invalidStatements },
  )
  .default({
    pictograms: [],
    signalWord: null,
    hazardStatements: [],
    precautionaryStatements: [],
    storage: null,
    storageBn: null,
  });
export type SafetyInput = z.input<typeof SafetyInput>;
export type SafetyValues = z.output<typeof SafetyInput>;

export const TransportInput = z
  .object(
    {
      unNumber: z.preprocess(
        blankToNull,
        z
          .string({ error: SAFETY_MESSAGES.invalidUnNumber })
          .nullable()
          .default(null)
          .transform((value, ctx) => {
            if (value === null) return null;
            const digits = normalizeUnNumber(value);
            if (!digits) ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.invalidUnNumber });
            return digits;
          }),
      ),
      properShippingName: optionalText(SHIPPING_NAME_MAX, SAFETY_MESSAGES.shippingNameTooLong),
      transportClass: z.preprocess(
        blankToNull,
        z.enum(TRANSPORT_CLASSES, { error: SAFETY_MESSAGES.invalidTransportClass }).nullable().default(null),
      ),
      // Typed as the UN list writes them after the class ("8", "3, 8"), or sent as a list.
      subsidiaryClasses: z.preprocess(
        (value) =>
          typeof value === 'string' ? value.split(/[\s,;()]+/).filter(Boolean) : (value ?? undefined),
        z
          .array(z.enum(TRANSPORT_CLASSES, { error: SAFETY_MESSAGES.invalidSubsidiaryClasses }), {
            error: SAFETY_MESSAGES.invalidSubsidiaryClasses,
          })
          .max(MAX_SUBSIDIARY_CLASSES, SAFETY_MESSAGES.invalidSubsidiaryClasses)
          .default([]),
      ),
      packingGroup: z.preprocess(
        (value) => (typeof value === 'string' ? blankToNull(value.trim().toUpperCase()) : blankToNull(value)),
        z.enum(PACKING_GROUPS, { error: SAFETY_MESSAGES.invalidPackingGroup }).nullable().default(null),
      ),
      hsCode: z.preprocess(
        blankToNull,
        z
          .string({ error: SAFETY_MESSAGES.invalidHsCode })
          .nullable()
          .default(null)
          .transform((value, ctx) => {
            if (value === null) return null;
            const digits = normalizeHsCode(value);
            if (!digits) ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.invalidHsCode });
            return digits;
          }),
      ),
      originCountry: z.preprocess(
        (value) => (typeof value === 'string' ? blankToNull(value.trim().toUpperCase()) : blankToNull(value)),
        z
          .string({ error: SAFETY_MESSAGES.invalidCountry })
          .refine(isCountryCode, SAFETY_MESSAGES.invalidCountry)
          .nullable()
          .default(null)
          .transform((value) => value as CountryCode | null),
      ),
      availability: z.preprocess(
        blankToNull,
        z.enum(AVAILABILITIES, { error: SAFETY_MESSAGES.invalidAvailability }).nullable().default(null),
      ),
      importWeeks: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : blankToNull(value)),
        z
          .number({ error: SAFETY_MESSAGES.invalidImportWeeks })
          .int(SAFETY_MESSAGES.invalidImportWeeks)
          .min(1, SAFETY_MESSAGES.invalidImportWeeks)
          .max(IMPORT_WEEKS_MAX, SAFETY_MESSAGES.invalidImportWeeks)
          .nullable()
          .default(null),
      ),
    },
    { error: SAFETY_MESSAGES.invalidUnNumber },
  )
  // An import needs its lead time; stock in Dhaka has none. A subsidiary hazard is another class than
  // the product's own, each named once.
  .superRefine((transport, ctx) => {
    const subsidiary = transport.subsidiaryClasses;
    if (
      subsidiary.length > 0 &&
      (transport.transportClass === null ||
        subsidiary.includes(transport.transportClass) ||
        new Set(subsidiary).size < subsidiary.length)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: SAFETY_MESSAGES.invalidSubsidiaryClasses,
        path: ['subsidiaryClasses'],
      });
    }
    if (transport.availability === 'import' && transport.importWeeks === null) {
      ctx.addIssue({ code: 'custom', message: SAFETY_MESSAGES.invalidImportWeeks, path: ['importWeeks'] });
    }
  })
  .transform((transport) => ({
    ...transport,
    importWeeks: transport.availability === 'import' ? transport.importWeeks : null,
  }))
  .default({
    unNumber: null,
    properShippingName: null,
    transportClass: null,
    subsidiaryClasses: [],
    packingGroup: null,
    hsCode: null,
    originCountry: null,
    availability: null,
    importWeeks: null,
  });
export type TransportInput = z.input<typeof TransportInput>;
export type TransportValues = z.output<typeof TransportInput>;

// ---------------------------------------------------------------------------------------------------
// What the API answers: the stored facts (for the admin's form), and on a product's page the panel
// worded on the server in the page's language, so the page's script only lays it out.

export const SafetySchema = z.object({
  pictograms: z.array(z.enum(GHS_PICTOGRAMS)),
  signalWord: z.enum(SIGNAL_WORDS).nullable(),
  hazardStatements: z.array(z.string()),
  precautionaryStatements: z.array(z.string()),
  storage: z.string().nullable(),
  storageBn: z.string().nullable(),
});
export type Safety = z.infer<typeof SafetySchema>;

export const TransportSchema = z.object({
  unNumber: z.string().nullable(),
  properShippingName: z.string().nullable(),
  transportClass: z.enum(TRANSPORT_CLASSES).nullable(),
  subsidiaryClasses: z.array(z.enum(TRANSPORT_CLASSES)),
  packingGroup: z.enum(PACKING_GROUPS).nullable(),
  hsCode: z.string().nullable(),
  originCountry: z.enum(COUNTRY_CODES).nullable(),
  availability: z.enum(AVAILABILITIES).nullable(),
  importWeeks: z.number().nullable(),
});
export type Transport = z.infer<typeof TransportSchema>;

const WordedStatement = z.object({ code: z.string(), text: z.string() });

export const SafetyPanelSchema = z.object({
  title: z.string(),
  pictograms: z.array(z.object({ code: z.enum(GHS_PICTOGRAMS), src: z.string(), alt: z.string() })),
  signalWord: z.string().nullable(),
  statementsLabel: z.string(),
  hazardsLabel: z.string(),
  hazards: z.array(WordedStatement),
  precautionsLabel: z.string(),
  precautions: z.array(WordedStatement),
  storageLabel: z.string(),
  storage: z.string().nullable(),
  sds: z.object({ url: z.string(), label: z.string() }).nullable(),
});
export type SafetyPanel = z.infer<typeof SafetyPanelSchema>;

export const TransportBlockSchema = z.object({
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type TransportBlock = z.infer<typeof TransportBlockSchema>;
