// Every closed set of values in the data model, defined once for the database, the server and the forms.

// The site's two languages (src/i18n/locales.ts says where each lives), and the digits Bengali pages
// may write (src/i18n/figures.ts): sets the API takes and answers, so they live with the others.
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const NUMERALS = ['bengali', 'latin'] as const;
export type Numerals = (typeof NUMERALS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export type ProductCurrency = (typeof PRODUCT_CURRENCIES)[number];

export const DOCUMENT_KINDS = ['sds', 'tds', 'coa', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The data sheets the product form itself takes (one file each); every kind through the document manager. */
export const DATA_SHEET_KINDS = ['sds', 'tds'] as const satisfies readonly DocumentKind[];
export type DataSheetKind = (typeof DATA_SHEET_KINDS)[number];
/** "on_request": the file is only given through a link mailed to whoever left their details. */
export const DOCUMENT_ACCESS = ['public', 'on_request'] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

export const SAMPLE_REQUEST_STATUSES = ['new', 'approved', 'dispatched', 'delivered', 'declined'] as const;
export type SampleRequestStatus = (typeof SAMPLE_REQUEST_STATUSES)[number];

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const EXPERIENCE_LEVELS = ['Entry Level', 'Mid Level', 'Senior Level', 'Executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const SALARY_CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

export const CONTACT_SUBJECTS = ['general', 'sales', 'support', 'partnership', 'career', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const INQUIRY_STATUSES = ['new', 'inProgress', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

// The sales desk's queue holds every kind of lead; its status is the inquiry's stages, for all kinds.
export const LEAD_KINDS = ['inquiry', 'contact', 'sample', 'document'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = INQUIRY_STATUSES;
export type LeadStatus = InquiryStatus;

// The spec's five types. A new contact message is a 'system' notification carrying its contactId.
export const NOTIFICATION_TYPES = ['inquiry', 'comment', 'product', 'user', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

// The one list of units (DESIGN.md §6): a product's price is per one of them, a buyer asks a quantity
// in them and a quotation prices its lines in them. Weights and volumes first, then the packs the
// Bangladeshi chemical trade sells by. Each has a name and a "per" form in the `common` catalogs
// (src/i18n/units.ts); a code is never shown as it is.
export const QUANTITY_UNITS = [
  'kg',
  'g',
  'MT',
  'litre',
  'mL',
  'drum',
  'carboy',
  'jerrycan',
  'IBC',
  'cylinder',
  'bag',
  'carton',
  'bottle',
  'piece',
] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];
export const isQuantityUnit = (value: unknown): value is QuantityUnit =>
  QUANTITY_UNITS.includes(value as QuantityUnit);
/** The answer to a unit that is not on the list, wherever a unit is sent. */
export const UNIT_INVALID_MESSAGE = `Unit must be one of: ${QUANTITY_UNITS.join(', ')}`;

// Incoterms 2020, plus delivery to the buyer's site inside Bangladesh, the usual local terms.
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

// How a quotation treats Bangladesh VAT: prices include it, it is added at the standard 15 %, or none.
export const VAT_TREATMENTS = ['included', 'added', 'exempt'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
export const VAT_RATE_PERCENT = 15;

// What happened to an inquiry, in order, for the buyer's tracking page and the admin's history: all
// of it is the buyer's to see (a staff message is the sales desk writing to them).
export const INQUIRY_EVENT_KINDS = [
  'submitted',
  'status',
  'quotationSent',
  'quotationAccepted',
  'buyerQuestion',
  'freshQuoteRequested',
  'staffMessage',
] as const;
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

// A mail's life in the outbox: waiting (first try or a retry), handed to SMTP, or given up on.
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

// A product's variants (DESIGN.md §6): the grades the trade sells by, the containers a pack comes in
// and how soon it can be had. Each has a name in both languages in the `common` catalogs
// (common.grade.*, common.container.*, common.stock.*); a code is never shown as it is.
export const PRODUCT_GRADES = ['technical', 'commercial', 'lr', 'ar', 'food', 'pharma'] as const;
export type ProductGrade = (typeof PRODUCT_GRADES)[number];

export const PACK_CONTAINERS = [
  'bag',
  'carboy',
  'jerrycan',
  'drum',
  'ibc',
  'tanker',
  'bottle',
  'jar',
  'cylinder',
  'carton',
] as const;
export type PackContainer = (typeof PACK_CONTAINERS)[number];

export const STOCK_STATES = ['in_stock', 'low', 'on_order'] as const;
export type StockState = (typeof STOCK_STATES)[number];
