// The demo catalogue's hazard and transport data, from the products' public safety data sheets and
// the UN Model Regulations' dangerous goods list; HS codes from the Bangladesh customs tariff. Keyed
// by the English product name (demo-catalogue.ts), merged into the rows by seed-demo.ts.
import type { CountryCode } from '@/contract/countries';
import type { HazardStatement, PrecautionaryStatement } from '@/contract/ghs-codes';
import type { GhsPictogram, PackingGroup, SignalWord, TransportClass } from '@/contract/hazards';

type DemoSafety = {
  pictograms?: GhsPictogram[];
  signal?: SignalWord;
  h?: HazardStatement[];
  p?: PrecautionaryStatement[];
  storage: [en: string, bn: string];
  /** UN number, proper shipping name, class, packing group and any subsidiary hazards: dangerous goods only. */
  un?: [
    number: string,
    name: string,
    transportClass: TransportClass,
    group: PackingGroup,
    subsidiary?: TransportClass[],
  ];
  hs: string;
  origin: CountryCode;
  /** Weeks to import on order; in stock in Dhaka when absent. */
  importWeeks?: number;
};

type Classification = Pick<DemoSafety, 'pictograms' | 'signal' | 'h' | 'p'>;

// Classifications several products' data sheets give alike.
/** Corrosive to metals, causes severe skin burns and eye damage. */
const CORROSIVE: Classification = {
  pictograms: ['GHS05'],
  signal: 'danger',
  h: ['H290', 'H314'],
  p: ['P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338'],
};
/** A highly flammable solvent that irritates the eyes and may cause drowsiness. */
const FLAMMABLE_SOLVENT: Classification = {
  pictograms: ['GHS02', 'GHS07'],
  signal: 'danger',
  h: ['H225', 'H319', 'H336'],
  p: ['P210', 'P233', 'P240', 'P241', 'P305+P351+P338', 'P403+P235'],
};
const DRY_STORE: DemoSafety['storage'] = [
  'Store in a dry, covered place in closed bags, off the floor on pallets.',
  'বন্ধ বস্তায়, মেঝে থেকে উঁচুতে প্যালেটের ওপর শুকনো ও ঢাকা জায়গায় রাখুন।',
];
const SOLVENT_STORE: DemoSafety['storage'] = [
  'Store in closed drums in a cool, well-ventilated place away from heat, sparks and flames; earth the drums when decanting.',
  'বন্ধ ড্রামে ঠান্ডা ও বাতাস চলাচলের জায়গায়, তাপ, স্ফুলিঙ্গ ও আগুন থেকে দূরে রাখুন; ঢালার সময় ড্রাম আর্থিং করুন।',
];

/** The GHS label as the product's data sheet gives it: signal word, pictograms, H and P statements. */
const label = (
  signal: SignalWord,
  pictograms: GhsPictogram[],
  h: HazardStatement[],
  p: PrecautionaryStatement[],
): Classification => ({ pictograms, signal, h, p });

// The facts by kind, a product a line (its storage advice in English and Bengali, two lines).
// Products left out of LABELS are not classified as hazardous, those left out of DANGEROUS_GOODS
// travel as ordinary goods.

// biome-ignore format: a table, one product a line
const LABELS: Record<string, Classification> = {
  'Sulphuric Acid 98%': CORROSIVE,
  'Hydrochloric Acid 33%': label('danger', ['GHS05', 'GHS07'], ['H290', 'H314', 'H335'], ['P261', 'P280', 'P303+P361+P353', 'P305+P351+P338']),
  'Nitric Acid 68%': label('danger', ['GHS03', 'GHS05', 'GHS06'], ['H272', 'H290', 'H314', 'H331'], ['P210', 'P220', 'P260', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338']),
  'Caustic Soda Flakes 99%': CORROSIVE,
  'Soda Ash Light 99.2%': label('warning', ['GHS07'], ['H319'], ['P264', 'P280', 'P305+P351+P338', 'P337+P313']),
  'Acetic Acid Glacial 99.8%': label('danger', ['GHS02', 'GHS05'], ['H226', 'H314'], ['P210', 'P280', 'P303+P361+P353', 'P305+P351+P338']),
  'Formic Acid 85%': label('danger', ['GHS02', 'GHS05', 'GHS06'], ['H226', 'H302', 'H314', 'H331'], ['P210', 'P260', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338']),
  'Phosphoric Acid 85% Food Grade': CORROSIVE,
  'Hydrogen Peroxide 50%': label('danger', ['GHS03', 'GHS05', 'GHS07'], ['H272', 'H302+H332', 'H318', 'H335'], ['P210', 'P220', 'P280', 'P305+P351+P338', 'P310']),
  'Sodium Hydrosulphite 88%': label('danger', ['GHS02', 'GHS07'], ['H251', 'H302'], ['P235+P410', 'P280', 'P301+P312', 'P402+P404']),
  'Non-ionic Wetting Agent': label('danger', ['GHS05', 'GHS07'], ['H302', 'H318'], ['P264', 'P270', 'P280', 'P301+P312', 'P305+P351+P338', 'P310']),
  'Reactive Dye Fixing Agent': label('warning', ['GHS07'], ['H319'], ['P264', 'P280', 'P305+P351+P338', 'P337+P313']),
  'Sodium Silicate Liquid': label('warning', ['GHS05', 'GHS07'], ['H290', 'H315', 'H319'], ['P280', 'P302+P352', 'P305+P351+P338']),
  'Poly Aluminium Chloride (PAC) 30%': label('danger', ['GHS05'], ['H290', 'H318'], ['P280', 'P305+P351+P338', 'P310', 'P390']),
  'Aluminium Sulphate (Alum) Non-Ferric': label('danger', ['GHS05'], ['H290', 'H318'], ['P280', 'P305+P351+P338', 'P310']),
  'Sodium Hypochlorite 10-12%': label('danger', ['GHS05', 'GHS09'], ['H290', 'H314', 'H410'], ['P260', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338', 'P391']),
  'Calcium Hypochlorite 70%': label('danger', ['GHS03', 'GHS05', 'GHS07', 'GHS09'], ['H272', 'H302', 'H314', 'H410'], ['P210', 'P220', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338']),
  'Ferric Chloride 40% Solution': label('danger', ['GHS05', 'GHS07'], ['H290', 'H302', 'H315', 'H318'], ['P280', 'P302+P352', 'P305+P351+P338', 'P310']),
  'Isopropyl Alcohol 99.9%': FLAMMABLE_SOLVENT,
  'Acetone Technical': FLAMMABLE_SOLVENT,
  'Methanol 99.85%': label('danger', ['GHS02', 'GHS06', 'GHS08'], ['H225', 'H301+H311+H331', 'H370'], ['P210', 'P233', 'P280', 'P301+P310', 'P303+P361+P353', 'P304+P340', 'P403+P235']),
  Toluene: label('danger', ['GHS02', 'GHS07', 'GHS08'], ['H225', 'H304', 'H315', 'H336', 'H361', 'H373'], ['P210', 'P240', 'P280', 'P301+P310', 'P331', 'P403+P235']),
  'Ethyl Acetate': FLAMMABLE_SOLVENT,
  'Xylene Mixed Isomers': label('danger', ['GHS02', 'GHS07', 'GHS08'], ['H226', 'H304', 'H312+H332', 'H315', 'H319', 'H335', 'H373'], ['P210', 'P260', 'P280', 'P301+P310', 'P331', 'P403+P235']),
  'Hydrated Lime': label('danger', ['GHS05', 'GHS07'], ['H315', 'H318', 'H335'], ['P261', 'P280', 'P305+P351+P338', 'P310']),
  'Sodium Metabisulphite': label('danger', ['GHS05', 'GHS07'], ['H302', 'H318'], ['P280', 'P301+P312', 'P305+P351+P338', 'P310']),
  'Potassium Permanganate AR': label('danger', ['GHS03', 'GHS07', 'GHS08', 'GHS09'], ['H272', 'H302', 'H361', 'H410'], ['P210', 'P220', 'P273', 'P280', 'P391', 'P501']),
  'Silver Nitrate AR 99.8%': label('danger', ['GHS03', 'GHS05', 'GHS09'], ['H272', 'H314', 'H410'], ['P210', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338', 'P391']),
  'EDTA Disodium Salt AR': label('warning', ['GHS07', 'GHS08'], ['H332', 'H373'], ['P260', 'P271', 'P304+P340', 'P314']),
  'Phenolphthalein Indicator': label('danger', ['GHS08'], ['H341', 'H350', 'H361'], ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501']),
};

const STORAGE: Record<string, DemoSafety['storage']> = {
  'Sulphuric Acid 98%': [
    'Store in closed acid-resistant HDPE drums in a cool, ventilated place, away from water, bases and organic materials.',
    'অ্যাসিড-প্রতিরোধী HDPE ড্রামে মুখ বন্ধ করে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; পানি, ক্ষার ও জৈব পদার্থ থেকে দূরে রাখুন।',
  ],
  'Hydrochloric Acid 33%': [
    'Store in closed HDPE carboys or drums in a ventilated place, away from metals and oxidisers.',
    'HDPE কার্বয় বা ড্রামে মুখ বন্ধ করে বাতাস চলাচলের জায়গায় রাখুন; ধাতু ও অক্সিডাইজার থেকে দূরে রাখুন।',
  ],
  'Nitric Acid 68%': [
    'Store in closed original containers in a cool, ventilated place, away from organic matter, reducing agents and metals.',
    'আসল পাত্রে মুখ বন্ধ করে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; জৈব পদার্থ, রিডিউসিং এজেন্ট ও ধাতু থেকে দূরে রাখুন।',
  ],
  'Caustic Soda Flakes 99%': [
    'Store in closed bags in a dry place, away from acids, aluminium and moisture: the flakes absorb water from the air.',
    'বন্ধ বস্তায় শুকনো জায়গায় রাখুন; অ্যাসিড, অ্যালুমিনিয়াম ও আর্দ্রতা থেকে দূরে রাখুন, কারণ ফ্লেক্স বাতাস থেকে পানি টেনে নেয়।',
  ],
  'Soda Ash Light 99.2%': DRY_STORE,
  'Acetic Acid Glacial 99.8%': [
    'Store above 17 °C so it does not freeze, in closed drums in a ventilated place away from heat and oxidisers.',
    'জমে না যায় তাই ১৭ °সে-এর ওপরে, বন্ধ ড্রামে বাতাস চলাচলের জায়গায় রাখুন; তাপ ও অক্সিডাইজার থেকে দূরে রাখুন।',
  ],
  'Formic Acid 85%': [
    'Store in closed drums in a cool, ventilated place; vent carefully, as pressure can build up in warm weather.',
    'বন্ধ ড্রামে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; গরমে ভেতরে চাপ জমতে পারে, তাই সাবধানে মুখ খুলুন।',
  ],
  'Phosphoric Acid 85% Food Grade': [
    'Store in closed HDPE drums, apart from non-food chemicals, in a cool place.',
    'খাদ্য-বহির্ভূত রাসায়নিক থেকে আলাদা করে, বন্ধ HDPE ড্রামে ঠান্ডা জায়গায় রাখুন।',
  ],
  'Hydrogen Peroxide 50%': [
    'Store upright in vented drums, out of the sun and below 30 °C, away from combustibles and metals.',
    'ভেন্টযুক্ত ড্রাম সোজা করে, রোদ থেকে দূরে ও ৩০ °সে-এর নিচে রাখুন; দাহ্য পদার্থ ও ধাতু থেকে দূরে রাখুন।',
  ],
  'Sodium Hydrosulphite 88%': [
    'Keep the tins closed and dry: with moisture it heats up and can catch fire. Store away from acids and oxidisers.',
    'টিন বন্ধ ও শুকনো রাখুন: আর্দ্রতা পেলে গরম হয়ে আগুন ধরতে পারে। অ্যাসিড ও অক্সিডাইজার থেকে দূরে রাখুন।',
  ],
  "Sodium Sulphate Anhydrous (Glauber's Salt)": DRY_STORE,
  'Non-ionic Wetting Agent': [
    'Store in closed drums between 5 °C and 40 °C; stir before use if stored long.',
    'বন্ধ ড্রামে ৫ °সে থেকে ৪০ °সে-এর মধ্যে রাখুন; অনেক দিন রাখা থাকলে ব্যবহারের আগে নেড়ে নিন।',
  ],
  'Reactive Dye Fixing Agent': [
    'Store in closed containers out of the sun, between 5 °C and 35 °C.',
    'বন্ধ পাত্রে রোদ থেকে দূরে, ৫ °সে থেকে ৩৫ °সে-এর মধ্যে রাখুন।',
  ],
  'Sodium Silicate Liquid': [
    'Store in closed plastic or steel drums; keep from freezing and from acids.',
    'বন্ধ প্লাস্টিক বা স্টিলের ড্রামে রাখুন; জমে যাওয়া থেকে ও অ্যাসিড থেকে দূরে রাখুন।',
  ],
  'Optical Brightener CBS-X': DRY_STORE,
  'Poly Aluminium Chloride (PAC) 30%': DRY_STORE,
  'Aluminium Sulphate (Alum) Non-Ferric': DRY_STORE,
  'Sodium Hypochlorite 10-12%': [
    'Store in closed vented carboys, out of the sun and below 25 °C; never with acids, which release chlorine.',
    'ভেন্টযুক্ত কার্বয়ে মুখ বন্ধ করে, রোদ থেকে দূরে ও ২৫ °সে-এর নিচে রাখুন; কখনো অ্যাসিডের সাথে রাখবেন না, এতে ক্লোরিন গ্যাস বের হয়।',
  ],
  'Calcium Hypochlorite 70%': [
    'Store the drums closed in a cool, dry place, apart from acids, oils and anything that burns.',
    'ড্রাম বন্ধ করে ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড, তেল ও যেকোনো দাহ্য জিনিস থেকে আলাদা রাখুন।',
  ],
  'Ferric Chloride 40% Solution': [
    'Store in closed HDPE or rubber-lined tanks and drums; it corrodes steel.',
    'বন্ধ HDPE বা রাবারের আস্তরণযুক্ত ট্যাংক ও ড্রামে রাখুন; এটি স্টিল ক্ষয় করে।',
  ],
  'Anionic Polyacrylamide Flocculant': DRY_STORE,
  'Isopropyl Alcohol 99.9%': SOLVENT_STORE,
  'Acetone Technical': SOLVENT_STORE,
  'Methanol 99.85%': SOLVENT_STORE,
  Toluene: SOLVENT_STORE,
  'Ethyl Acetate': SOLVENT_STORE,
  'Xylene Mixed Isomers': SOLVENT_STORE,
  'Sodium Bicarbonate Food Grade': [
    'Store in closed bags in a dry place, apart from non-food chemicals.',
    'খাদ্য-বহির্ভূত রাসায়নিক থেকে আলাদা করে, বন্ধ বস্তায় শুকনো জায়গায় রাখুন।',
  ],
  'Titanium Dioxide Rutile': DRY_STORE,
  'Hydrated Lime': DRY_STORE,
  'Sodium Metabisulphite': [
    'Store in closed bags in a cool, dry place; with acids or moisture it gives off sulphur dioxide.',
    'বন্ধ বস্তায় ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড বা আর্দ্রতার সংস্পর্শে সালফার ডাইঅক্সাইড গ্যাস বের হয়।',
  ],
  'Glycerine 99.5% USP': [
    'Store in closed drums; it draws water from the air.',
    'বন্ধ ড্রামে রাখুন; এটি বাতাস থেকে পানি টেনে নেয়।',
  ],
  'Paraffin Wax Fully Refined': [
    'Store in a cool, dry place below 30 °C, away from heat and flames.',
    '৩০ °সে-এর নিচে ঠান্ডা ও শুকনো জায়গায় রাখুন; তাপ ও আগুন থেকে দূরে রাখুন।',
  ],
  'Potassium Permanganate AR': [
    'Store closed in a cool, dry place, apart from acids, glycerine and anything that burns.',
    'মুখ বন্ধ করে ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড, গ্লিসারিন ও যেকোনো দাহ্য জিনিস থেকে আলাদা রাখুন।',
  ],
  'Silver Nitrate AR 99.8%': [
    'Store in the closed amber bottle, away from light, in a locked cabinet.',
    'বন্ধ বাদামি বোতলে, আলো থেকে দূরে, তালাবদ্ধ আলমারিতে রাখুন।',
  ],
  'EDTA Disodium Salt AR': DRY_STORE,
  'Phenolphthalein Indicator': [
    'Store closed in a locked cabinet, away from light.',
    'মুখ বন্ধ করে আলো থেকে দূরে, তালাবদ্ধ আলমারিতে রাখুন।',
  ],
};

/** UN number, proper shipping name, class, packing group and any subsidiary hazards. */
const DANGEROUS_GOODS: Record<string, NonNullable<DemoSafety['un']>> = {
  'Sulphuric Acid 98%': ['1830', 'SULPHURIC ACID', '8', 'II'],
  'Hydrochloric Acid 33%': ['1789', 'HYDROCHLORIC ACID', '8', 'II'],
  'Nitric Acid 68%': [
    '2031',
    'NITRIC ACID, other than red fuming, with at least 65%, but not more than 70% nitric acid',
    '8',
    'II',
    ['5.1'],
  ],
  'Caustic Soda Flakes 99%': ['1823', 'SODIUM HYDROXIDE, SOLID', '8', 'II'],
  'Acetic Acid Glacial 99.8%': ['2789', 'ACETIC ACID, GLACIAL', '8', 'II', ['3']],
  'Formic Acid 85%': [
    '3412',
    'FORMIC ACID with not less than 10% but not more than 85% acid by mass',
    '8',
    'II',
  ],
  'Phosphoric Acid 85% Food Grade': ['1805', 'PHOSPHORIC ACID, SOLUTION', '8', 'III'],
  'Hydrogen Peroxide 50%': ['2014', 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION', '5.1', 'II', ['8']],
  'Sodium Hydrosulphite 88%': ['1384', 'SODIUM DITHIONITE (SODIUM HYDROSULPHITE)', '4.2', 'II'],
  'Sodium Hypochlorite 10-12%': ['1791', 'HYPOCHLORITE SOLUTION', '8', 'III'],
  'Calcium Hypochlorite 70%': ['2880', 'CALCIUM HYPOCHLORITE, HYDRATED', '5.1', 'II'],
  'Ferric Chloride 40% Solution': ['2582', 'FERRIC CHLORIDE SOLUTION', '8', 'III'],
  'Isopropyl Alcohol 99.9%': ['1219', 'ISOPROPANOL (ISOPROPYL ALCOHOL)', '3', 'II'],
  'Acetone Technical': ['1090', 'ACETONE', '3', 'II'],
  'Methanol 99.85%': ['1230', 'METHANOL', '3', 'II', ['6.1']],
  Toluene: ['1294', 'TOLUENE', '3', 'II'],
  'Ethyl Acetate': ['1173', 'ETHYL ACETATE', '3', 'II'],
  'Xylene Mixed Isomers': ['1307', 'XYLENES', '3', 'III'],
  'Potassium Permanganate AR': ['1490', 'POTASSIUM PERMANGANATE', '5.1', 'II'],
  'Silver Nitrate AR 99.8%': ['1493', 'SILVER NITRATE', '5.1', 'II'],
};

/** Every demo product: its HS code, country of origin and weeks to import (none: in stock in Dhaka). */
const TRADE: Record<string, [hs: string, origin: CountryCode, importWeeks?: number]> = {
  'Sulphuric Acid 98%': ['28070000', 'BD'],
  'Hydrochloric Acid 33%': ['28061000', 'BD'],
  'Nitric Acid 68%': ['28080000', 'KR', 6],
  'Caustic Soda Flakes 99%': ['28151100', 'CN'],
  'Soda Ash Light 99.2%': ['28362000', 'TR'],
  'Acetic Acid Glacial 99.8%': ['29152100', 'CN'],
  'Formic Acid 85%': ['29151100', 'DE', 8],
  'Phosphoric Acid 85% Food Grade': ['28092000', 'CN'],
  'Hydrogen Peroxide 50%': ['28470000', 'BD'],
  'Sodium Hydrosulphite 88%': ['28311000', 'CN', 6],
  "Sodium Sulphate Anhydrous (Glauber's Salt)": ['28331100', 'CN'],
  'Non-ionic Wetting Agent': ['34024200', 'BD'],
  'Reactive Dye Fixing Agent': ['38099100', 'CN'],
  'Sodium Silicate Liquid': ['28391900', 'BD'],
  'Optical Brightener CBS-X': ['32042000', 'CN', 5],
  'Poly Aluminium Chloride (PAC) 30%': ['28273200', 'CN'],
  'Aluminium Sulphate (Alum) Non-Ferric': ['28332200', 'BD'],
  'Sodium Hypochlorite 10-12%': ['28289000', 'BD'],
  'Calcium Hypochlorite 70%': ['28281000', 'CN', 6],
  'Ferric Chloride 40% Solution': ['28273900', 'BD'],
  'Anionic Polyacrylamide Flocculant': ['39069000', 'CN'],
  'Isopropyl Alcohol 99.9%': ['29051200', 'KR'],
  'Acetone Technical': ['29141100', 'TW'],
  'Methanol 99.85%': ['29051100', 'SA', 6],
  Toluene: ['29023000', 'KR'],
  'Ethyl Acetate': ['29153100', 'CN'],
  'Xylene Mixed Isomers': ['29024400', 'KR'],
  'Sodium Bicarbonate Food Grade': ['28363000', 'CN'],
  'Titanium Dioxide Rutile': ['32061100', 'CN', 4],
  'Hydrated Lime': ['25222000', 'VN'],
  'Sodium Metabisulphite': ['28321000', 'CN'],
  'Glycerine 99.5% USP': ['29054500', 'MY'],
  'Paraffin Wax Fully Refined': ['27122000', 'CN'],
  'Potassium Permanganate AR': ['28416100', 'IN', 4],
  'Silver Nitrate AR 99.8%': ['28432100', 'IN', 3],
  'EDTA Disodium Salt AR': ['29224900', 'DE', 4],
  'Phenolphthalein Indicator': ['29322000', 'IN', 3],
};

export const DEMO_SAFETY: Record<string, DemoSafety> = Object.fromEntries(
  Object.entries(TRADE).map(([name, [hs, origin, importWeeks]]) => [
    name,
    {
      ...LABELS[name],
      storage: STORAGE[name],
      ...(DANGEROUS_GOODS[name] ? { un: DANGEROUS_GOODS[name] } : {}),
      hs,
      origin,
      ...(importWeeks === undefined ? {} : { importWeeks }),
    },
  ]),
);

/** A demo product's hazard and transport columns (none for a name the list does not have). */
export function demoSafetyColumns(name: string) {
  const facts = DEMO_SAFETY[name];
  if (!facts) return {};
  return {
    ghsPictograms: facts.pictograms ?? [],
    signalWord: facts.signal ?? null,
    hazardStatements: facts.h ?? [],
    precautionaryStatements: facts.p ?? [],
    storageConditions: facts.storage[0],
    storageConditionsBn: facts.storage[1],
    unNumber: facts.un?.[0] ?? null,
    properShippingName: facts.un?.[1] ?? null,
    transportClass: facts.un?.[2] ?? null,
    subsidiaryClasses: facts.un?.[4] ?? [],
    packingGroup: facts.un?.[3] ?? null,
    hsCode: facts.hs,
    originCountry: facts.origin,
    availability: facts.importWeeks ? ('import' as const) : ('dhaka' as const),
    importWeeks: facts.importWeeks ?? null,
  };
}
