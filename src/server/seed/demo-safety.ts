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

export const DEMO_SAFETY: Record<string, DemoSafety> = {
  'Sulphuric Acid 98%': {
    ...CORROSIVE,
    storage: [
      'Store in closed acid-resistant HDPE drums in a cool, ventilated place, away from water, bases and organic materials.',
      'অ্যাসিড-প্রতিরোধী HDPE ড্রামে মুখ বন্ধ করে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; পানি, ক্ষার ও জৈব পদার্থ থেকে দূরে রাখুন।',
    ],
    un: ['1830', 'SULPHURIC ACID', '8', 'II'],
    hs: '28070000',
    origin: 'BD',
  },
  'Hydrochloric Acid 33%': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H290', 'H314', 'H335'],
    p: ['P261', 'P280', 'P303+P361+P353', 'P305+P351+P338'],
    storage: [
      'Store in closed HDPE carboys or drums in a ventilated place, away from metals and oxidisers.',
      'HDPE কার্বয় বা ড্রামে মুখ বন্ধ করে বাতাস চলাচলের জায়গায় রাখুন; ধাতু ও অক্সিডাইজার থেকে দূরে রাখুন।',
    ],
    un: ['1789', 'HYDROCHLORIC ACID', '8', 'II'],
    hs: '28061000',
    origin: 'BD',
  },
  'Nitric Acid 68%': {
    pictograms: ['GHS03', 'GHS05', 'GHS06'],
    signal: 'danger',
    h: ['H272', 'H290', 'H314', 'H331'],
    p: ['P210', 'P220', 'P260', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338'],
    storage: [
      'Store in closed original containers in a cool, ventilated place, away from organic matter, reducing agents and metals.',
      'আসল পাত্রে মুখ বন্ধ করে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; জৈব পদার্থ, রিডিউসিং এজেন্ট ও ধাতু থেকে দূরে রাখুন।',
    ],
    un: [
      '2031',
      'NITRIC ACID, other than red fuming, with at least 65%, but not more than 70% nitric acid',
      '8',
      'II',
      ['5.1'],
    ],
    hs: '28080000',
    origin: 'KR',
    importWeeks: 6,
  },
  'Caustic Soda Flakes 99%': {
    ...CORROSIVE,
    storage: [
      'Store in closed bags in a dry place, away from acids, aluminium and moisture: the flakes absorb water from the air.',
      'বন্ধ বস্তায় শুকনো জায়গায় রাখুন; অ্যাসিড, অ্যালুমিনিয়াম ও আর্দ্রতা থেকে দূরে রাখুন, কারণ ফ্লেক্স বাতাস থেকে পানি টেনে নেয়।',
    ],
    un: ['1823', 'SODIUM HYDROXIDE, SOLID', '8', 'II'],
    hs: '28151100',
    origin: 'CN',
  },
  'Soda Ash Light 99.2%': {
    pictograms: ['GHS07'],
    signal: 'warning',
    h: ['H319'],
    p: ['P264', 'P280', 'P305+P351+P338', 'P337+P313'],
    storage: DRY_STORE,
    hs: '28362000',
    origin: 'TR',
  },
  'Acetic Acid Glacial 99.8%': {
    pictograms: ['GHS02', 'GHS05'],
    signal: 'danger',
    h: ['H226', 'H314'],
    p: ['P210', 'P280', 'P303+P361+P353', 'P305+P351+P338'],
    storage: [
      'Store above 17 °C so it does not freeze, in closed drums in a ventilated place away from heat and oxidisers.',
      'জমে না যায় তাই ১৭ °সে-এর ওপরে, বন্ধ ড্রামে বাতাস চলাচলের জায়গায় রাখুন; তাপ ও অক্সিডাইজার থেকে দূরে রাখুন।',
    ],
    un: ['2789', 'ACETIC ACID, GLACIAL', '8', 'II', ['3']],
    hs: '29152100',
    origin: 'CN',
  },
  'Formic Acid 85%': {
    pictograms: ['GHS02', 'GHS05', 'GHS06'],
    signal: 'danger',
    h: ['H226', 'H302', 'H314', 'H331'],
    p: ['P210', 'P260', 'P280', 'P303+P361+P353', 'P304+P340', 'P305+P351+P338'],
    storage: [
      'Store in closed drums in a cool, ventilated place; vent carefully, as pressure can build up in warm weather.',
      'বন্ধ ড্রামে ঠান্ডা ও বাতাস চলাচলের জায়গায় রাখুন; গরমে ভেতরে চাপ জমতে পারে, তাই সাবধানে মুখ খুলুন।',
    ],
    un: ['3412', 'FORMIC ACID with not less than 10% but not more than 85% acid by mass', '8', 'II'],
    hs: '29151100',
    origin: 'DE',
    importWeeks: 8,
  },
  'Phosphoric Acid 85% Food Grade': {
    ...CORROSIVE,
    storage: [
      'Store in closed HDPE drums, apart from non-food chemicals, in a cool place.',
      'খাদ্য-বহির্ভূত রাসায়নিক থেকে আলাদা করে, বন্ধ HDPE ড্রামে ঠান্ডা জায়গায় রাখুন।',
    ],
    un: ['1805', 'PHOSPHORIC ACID, SOLUTION', '8', 'III'],
    hs: '28092000',
    origin: 'CN',
  },
  'Hydrogen Peroxide 50%': {
    pictograms: ['GHS03', 'GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H272', 'H302+H332', 'H318', 'H335'],
    p: ['P210', 'P220', 'P280', 'P305+P351+P338', 'P310'],
    storage: [
      'Store upright in vented drums, out of the sun and below 30 °C, away from combustibles and metals.',
      'ভেন্টযুক্ত ড্রাম সোজা করে, রোদ থেকে দূরে ও ৩০ °সে-এর নিচে রাখুন; দাহ্য পদার্থ ও ধাতু থেকে দূরে রাখুন।',
    ],
    un: ['2014', 'HYDROGEN PEROXIDE, AQUEOUS SOLUTION', '5.1', 'II', ['8']],
    hs: '28470000',
    origin: 'BD',
  },
  'Sodium Hydrosulphite 88%': {
    pictograms: ['GHS02', 'GHS07'],
    signal: 'danger',
    h: ['H251', 'H302'],
    p: ['P235+P410', 'P280', 'P301+P312', 'P402+P404'],
    storage: [
      'Keep the tins closed and dry: with moisture it heats up and can catch fire. Store away from acids and oxidisers.',
      'টিন বন্ধ ও শুকনো রাখুন: আর্দ্রতা পেলে গরম হয়ে আগুন ধরতে পারে। অ্যাসিড ও অক্সিডাইজার থেকে দূরে রাখুন।',
    ],
    un: ['1384', 'SODIUM DITHIONITE (SODIUM HYDROSULPHITE)', '4.2', 'II'],
    hs: '28311000',
    origin: 'CN',
    importWeeks: 6,
  },
  "Sodium Sulphate Anhydrous (Glauber's Salt)": {
    storage: DRY_STORE,
    hs: '28331100',
    origin: 'CN',
  },
  'Non-ionic Wetting Agent': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H302', 'H318'],
    p: ['P264', 'P270', 'P280', 'P301+P312', 'P305+P351+P338', 'P310'],
    storage: [
      'Store in closed drums between 5 °C and 40 °C; stir before use if stored long.',
      'বন্ধ ড্রামে ৫ °সে থেকে ৪০ °সে-এর মধ্যে রাখুন; অনেক দিন রাখা থাকলে ব্যবহারের আগে নেড়ে নিন।',
    ],
    hs: '34024200',
    origin: 'BD',
  },
  'Reactive Dye Fixing Agent': {
    pictograms: ['GHS07'],
    signal: 'warning',
    h: ['H319'],
    p: ['P264', 'P280', 'P305+P351+P338', 'P337+P313'],
    storage: [
      'Store in closed containers out of the sun, between 5 °C and 35 °C.',
      'বন্ধ পাত্রে রোদ থেকে দূরে, ৫ °সে থেকে ৩৫ °সে-এর মধ্যে রাখুন।',
    ],
    hs: '38099100',
    origin: 'CN',
  },
  'Sodium Silicate Liquid': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'warning',
    h: ['H290', 'H315', 'H319'],
    p: ['P280', 'P302+P352', 'P305+P351+P338'],
    storage: [
      'Store in closed plastic or steel drums; keep from freezing and from acids.',
      'বন্ধ প্লাস্টিক বা স্টিলের ড্রামে রাখুন; জমে যাওয়া থেকে ও অ্যাসিড থেকে দূরে রাখুন।',
    ],
    hs: '28391900',
    origin: 'BD',
  },
  'Optical Brightener CBS-X': {
    storage: DRY_STORE,
    hs: '32042000',
    origin: 'CN',
    importWeeks: 5,
  },
  'Poly Aluminium Chloride (PAC) 30%': {
    pictograms: ['GHS05'],
    signal: 'danger',
    h: ['H290', 'H318'],
    p: ['P280', 'P305+P351+P338', 'P310', 'P390'],
    storage: DRY_STORE,
    hs: '28273200',
    origin: 'CN',
  },
  'Aluminium Sulphate (Alum) Non-Ferric': {
    pictograms: ['GHS05'],
    signal: 'danger',
    h: ['H290', 'H318'],
    p: ['P280', 'P305+P351+P338', 'P310'],
    storage: DRY_STORE,
    hs: '28332200',
    origin: 'BD',
  },
  'Sodium Hypochlorite 10-12%': {
    pictograms: ['GHS05', 'GHS09'],
    signal: 'danger',
    h: ['H290', 'H314', 'H410'],
    p: ['P260', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338', 'P391'],
    storage: [
      'Store in closed vented carboys, out of the sun and below 25 °C; never with acids, which release chlorine.',
      'ভেন্টযুক্ত কার্বয়ে মুখ বন্ধ করে, রোদ থেকে দূরে ও ২৫ °সে-এর নিচে রাখুন; কখনো অ্যাসিডের সাথে রাখবেন না, এতে ক্লোরিন গ্যাস বের হয়।',
    ],
    un: ['1791', 'HYPOCHLORITE SOLUTION', '8', 'III'],
    hs: '28289000',
    origin: 'BD',
  },
  'Calcium Hypochlorite 70%': {
    pictograms: ['GHS03', 'GHS05', 'GHS07', 'GHS09'],
    signal: 'danger',
    h: ['H272', 'H302', 'H314', 'H410'],
    p: ['P210', 'P220', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338'],
    storage: [
      'Store the drums closed in a cool, dry place, apart from acids, oils and anything that burns.',
      'ড্রাম বন্ধ করে ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড, তেল ও যেকোনো দাহ্য জিনিস থেকে আলাদা রাখুন।',
    ],
    un: ['2880', 'CALCIUM HYPOCHLORITE, HYDRATED', '5.1', 'II'],
    hs: '28281000',
    origin: 'CN',
    importWeeks: 6,
  },
  'Ferric Chloride 40% Solution': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H290', 'H302', 'H315', 'H318'],
    p: ['P280', 'P302+P352', 'P305+P351+P338', 'P310'],
    storage: [
      'Store in closed HDPE or rubber-lined tanks and drums; it corrodes steel.',
      'বন্ধ HDPE বা রাবারের আস্তরণযুক্ত ট্যাংক ও ড্রামে রাখুন; এটি স্টিল ক্ষয় করে।',
    ],
    un: ['2582', 'FERRIC CHLORIDE SOLUTION', '8', 'III'],
    hs: '28273900',
    origin: 'BD',
  },
  'Anionic Polyacrylamide Flocculant': {
    storage: DRY_STORE,
    hs: '39069000',
    origin: 'CN',
  },
  'Isopropyl Alcohol 99.9%': {
    ...FLAMMABLE_SOLVENT,
    storage: SOLVENT_STORE,
    un: ['1219', 'ISOPROPANOL (ISOPROPYL ALCOHOL)', '3', 'II'],
    hs: '29051200',
    origin: 'KR',
  },
  'Acetone Technical': {
    ...FLAMMABLE_SOLVENT,
    storage: SOLVENT_STORE,
    un: ['1090', 'ACETONE', '3', 'II'],
    hs: '29141100',
    origin: 'TW',
  },
  'Methanol 99.85%': {
    pictograms: ['GHS02', 'GHS06', 'GHS08'],
    signal: 'danger',
    h: ['H225', 'H301+H311+H331', 'H370'],
    p: ['P210', 'P233', 'P280', 'P301+P310', 'P303+P361+P353', 'P304+P340', 'P403+P235'],
    storage: SOLVENT_STORE,
    un: ['1230', 'METHANOL', '3', 'II', ['6.1']],
    hs: '29051100',
    origin: 'SA',
    importWeeks: 6,
  },
  Toluene: {
    pictograms: ['GHS02', 'GHS07', 'GHS08'],
    signal: 'danger',
    h: ['H225', 'H304', 'H315', 'H336', 'H361', 'H373'],
    p: ['P210', 'P240', 'P280', 'P301+P310', 'P331', 'P403+P235'],
    storage: SOLVENT_STORE,
    un: ['1294', 'TOLUENE', '3', 'II'],
    hs: '29023000',
    origin: 'KR',
  },
  'Ethyl Acetate': {
    ...FLAMMABLE_SOLVENT,
    storage: SOLVENT_STORE,
    un: ['1173', 'ETHYL ACETATE', '3', 'II'],
    hs: '29153100',
    origin: 'CN',
  },
  'Xylene Mixed Isomers': {
    pictograms: ['GHS02', 'GHS07', 'GHS08'],
    signal: 'danger',
    h: ['H226', 'H304', 'H312+H332', 'H315', 'H319', 'H335', 'H373'],
    p: ['P210', 'P260', 'P280', 'P301+P310', 'P331', 'P403+P235'],
    storage: SOLVENT_STORE,
    un: ['1307', 'XYLENES', '3', 'III'],
    hs: '29024400',
    origin: 'KR',
  },
  'Sodium Bicarbonate Food Grade': {
    storage: [
      'Store in closed bags in a dry place, apart from non-food chemicals.',
      'খাদ্য-বহির্ভূত রাসায়নিক থেকে আলাদা করে, বন্ধ বস্তায় শুকনো জায়গায় রাখুন।',
    ],
    hs: '28363000',
    origin: 'CN',
  },
  'Titanium Dioxide Rutile': {
    storage: DRY_STORE,
    hs: '32061100',
    origin: 'CN',
    importWeeks: 4,
  },
  'Hydrated Lime': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H315', 'H318', 'H335'],
    p: ['P261', 'P280', 'P305+P351+P338', 'P310'],
    storage: DRY_STORE,
    hs: '25222000',
    origin: 'VN',
  },
  'Sodium Metabisulphite': {
    pictograms: ['GHS05', 'GHS07'],
    signal: 'danger',
    h: ['H302', 'H318'],
    p: ['P280', 'P301+P312', 'P305+P351+P338', 'P310'],
    storage: [
      'Store in closed bags in a cool, dry place; with acids or moisture it gives off sulphur dioxide.',
      'বন্ধ বস্তায় ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড বা আর্দ্রতার সংস্পর্শে সালফার ডাইঅক্সাইড গ্যাস বের হয়।',
    ],
    hs: '28321000',
    origin: 'CN',
  },
  'Glycerine 99.5% USP': {
    storage: [
      'Store in closed drums; it draws water from the air.',
      'বন্ধ ড্রামে রাখুন; এটি বাতাস থেকে পানি টেনে নেয়।',
    ],
    hs: '29054500',
    origin: 'MY',
  },
  'Paraffin Wax Fully Refined': {
    storage: [
      'Store in a cool, dry place below 30 °C, away from heat and flames.',
      '৩০ °সে-এর নিচে ঠান্ডা ও শুকনো জায়গায় রাখুন; তাপ ও আগুন থেকে দূরে রাখুন।',
    ],
    hs: '27122000',
    origin: 'CN',
  },
  'Potassium Permanganate AR': {
    pictograms: ['GHS03', 'GHS07', 'GHS08', 'GHS09'],
    signal: 'danger',
    h: ['H272', 'H302', 'H361', 'H410'],
    p: ['P210', 'P220', 'P273', 'P280', 'P391', 'P501'],
    storage: [
      'Store closed in a cool, dry place, apart from acids, glycerine and anything that burns.',
      'মুখ বন্ধ করে ঠান্ডা ও শুকনো জায়গায় রাখুন; অ্যাসিড, গ্লিসারিন ও যেকোনো দাহ্য জিনিস থেকে আলাদা রাখুন।',
    ],
    un: ['1490', 'POTASSIUM PERMANGANATE', '5.1', 'II'],
    hs: '28416100',
    origin: 'IN',
    importWeeks: 4,
  },
  'Silver Nitrate AR 99.8%': {
    pictograms: ['GHS03', 'GHS05', 'GHS09'],
    signal: 'danger',
    h: ['H272', 'H314', 'H410'],
    p: ['P210', 'P273', 'P280', 'P303+P361+P353', 'P305+P351+P338', 'P391'],
    storage: [
      'Store in the closed amber bottle, away from light, in a locked cabinet.',
      'বন্ধ বাদামি বোতলে, আলো থেকে দূরে, তালাবদ্ধ আলমারিতে রাখুন।',
    ],
    un: ['1493', 'SILVER NITRATE', '5.1', 'II'],
    hs: '28432100',
    origin: 'IN',
    importWeeks: 3,
  },
  'EDTA Disodium Salt AR': {
    pictograms: ['GHS07', 'GHS08'],
    signal: 'warning',
    h: ['H332', 'H373'],
    p: ['P260', 'P271', 'P304+P340', 'P314'],
    storage: DRY_STORE,
    hs: '29224900',
    origin: 'DE',
    importWeeks: 4,
  },
  'Phenolphthalein Indicator': {
    pictograms: ['GHS08'],
    signal: 'danger',
    h: ['H341', 'H350', 'H361'],
    p: ['P201', 'P202', 'P280', 'P308+P313', 'P405', 'P501'],
    storage: [
      'Store closed in a locked cabinet, away from light.',
      'মুখ বন্ধ করে আলো থেকে দূরে, তালাবদ্ধ আলমারিতে রাখুন।',
    ],
    hs: '29322000',
    origin: 'IN',
    importWeeks: 3,
  },
};

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
