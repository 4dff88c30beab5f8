// The company's facts, in one place for the footer, the pages and the server's page metadata.
export const COMPANY = {
  name: 'Meghna Chemicals Limited',
  shortName: 'Meghna Chemicals',
  founded: 1958,
  tagline: 'Industrial chemicals for Bangladesh since 1958',
  description:
    'Industrial chemical supply and distribution for manufacturers across Bangladesh since 1958: textile and dyeing auxiliaries, water treatment, acids and alkalis, solvents, and laboratory reagents.',
  phones: ['+880 2-9551234', '+880 1711-123456'],
  email: 'info@meghnachemicals.com.bd',
  website: 'https://www.meghnachemicals.com.bd',
  address: {
    street: '45 Motijheel Commercial Area',
    city: 'Dhaka',
    postalCode: '1000',
    country: 'Bangladesh',
    countryCode: 'BD',
    // As Bengali pages, mails and quotations write it (src/i18n/company-address.ts puts its figures
    // in the page's digits).
    bn: { street: '45 মতিঝিল বাণিজ্যিক এলাকা', city: 'ঢাকা', country: 'বাংলাদেশ' },
  },
  vision:
    'To be the most trusted partner of Bangladeshi industry for safe, consistent and traceable chemical supply.',
  mission:
    'We source quality-assured chemicals from reputable manufacturers, store and deliver them safely, and give every buyer clear specifications, documents and honest prices.',
  categories: [
    'Textile Chemicals',
    'Water Treatment',
    'Acids & Alkalis',
    'Solvents',
    'Industrial Chemicals',
    'Laboratory Reagents',
  ],
  // The spec's contact page shows the social buttons without behaviour until the company's profiles
  // exist: give a network its profile's address and its button becomes a link.
  social: [
    { name: 'Facebook', url: null },
    { name: 'LinkedIn', url: null },
    { name: 'YouTube', url: null },
  ] as { name: string; url: string | null }[],
} as const;

// Bangladesh's working week: one schedule, shown identically everywhere (DESIGN.md §3).
export const BUSINESS_HOURS = [
  { days: 'Sunday - Thursday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Friday', hours: 'Closed' },
] as const;

/**
 * The same week as minutes after local midnight in Dhaka, by weekday (0 = Sunday): what the sales
 * desk counts response times in (src/server/features/leads/business-time.ts).
 */
export const OPENING_MINUTES: readonly (readonly [open: number, close: number] | null)[] = [
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  null,
  [10 * 60, 16 * 60],
];

// What a formal quotation must carry in Bangladesh (DESIGN.md §5), printed on every quotation and its PDF.
export const COMPANY_LEGAL = {
  // VAT Business Identification Number issued by the National Board of Revenue.
  bin: '000123456-0101',
  tradeLicence: 'TRAD/DNCC/012345/2019',
  signatory: { name: 'Md. Rafiqul Islam', title: 'Head of Sales' },
} as const;

// Where a buyer pays the advance a quotation asks for, printed on every quotation and its PDF.
export const COMPANY_BANK = {
  accountName: 'Meghna Chemicals Limited',
  bank: 'Dutch-Bangla Bank PLC',
  branch: 'Motijheel Branch, Dhaka',
  accountNumber: '1101100045678',
  routingNumber: '090275736',
  swift: 'DBBLBDDH',
} as const;

// The sales desk's line, printed as the preparer's phone on a quotation (staff accounts have none).
export const SALES_PHONE = COMPANY.phones[1];

export const yearsInBusiness = (now = new Date()) => now.getFullYear() - COMPANY.founded;
