// The whole data model (spec §3) in one PostgreSQL schema, shared by embedded PGlite and a real server.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredQuoteBasket } from '@/contract/basket';
import type { CountryCode } from '@/contract/countries';
import type {
  ContactSubject,
  DocumentAccess,
  DocumentKind,
  ExperienceLevel,
  Incoterm,
  InquiryStatus,
  JobType,
  LeadKind,
  LeadStatus,
  NotificationType,
  OutboxStatus,
  PackContainer,
  ProductCurrency,
  ProductGrade,
  QuantityUnit,
  Role,
  SampleRequestStatus,
  StockState,
  VatTreatment,
} from '@/contract/enums';
import type {
  Availability,
  GhsPictogram,
  PackingGroup,
  SignalWord,
  TransportClass,
} from '@/contract/hazards';
import type { LeadEventKind } from '@/contract/lead-thread';
import type { StoredImage } from '@/contract/media';
import type { NotificationEvent, NotificationKind } from '@/contract/notification-rules';
import type { StoredSpecification } from '@/contract/product-rules';
import type { QuotationTerms } from '@/contract/quotation-terms';
import type { VariantLabel } from '@/contract/variant-rules';
import type { Locale } from '@/i18n/locales';
import type { PrivateLink } from '@/server/lib/private-links';

// PostgreSQL's full-text document; only ever written by the database (a generated column).
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Every time is a moment (with its zone), read as a Date.
const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

const primaryId = () => uuid('id').primaryKey().defaultRandom();

// A row that is part of another: deleted with it.
const partOf = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

// A link that the row outlives: emptied when what it names is deleted.
const linkTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

// Quantities of goods are kept to three decimals (grams of a kilogram), money to two.
const quantityNumeric = <N extends string>(name: N) =>
  numeric(name, { precision: 14, scale: 3, mode: 'number' });
const moneyNumeric = <N extends string>(name: N) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' });

// The product a request or a line names: its id while it exists, and its name as it was, kept when
// the product is deleted (a lead or a quotation is never lost with it).
const namedProduct = () => ({
  productId: linkTo('product_id', () => products.id),
  productName: text('product_name').notNull(),
});

// The grade and pack an inquiry or quotation line names: its id while it is offered, and its words as
// they were (migration 0017).
const namedVariant = () => ({
  variantId: linkTo('variant_id', () => productVariants.id),
  variantLabel: jsonb('variant_label').$type<VariantLabel>(),
});

// What an account holds for a time, a session or a password-reset link: the SHA-256 (hex) of its
// token (the token itself is never stored), whose it is, and until when it holds.
const userToken = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: partOf('user_id', () => users.id),
  createdAt: createdAt(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    fullName: text('full_name').notNull(),
    // Stored lower-cased, so the unique index is case-insensitive in effect.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    profilePic: jsonb('profile_pic').$type<StoredImage>(),
    // The account's language for the site and its mails (staff alerts too); null until chosen.
    language: text('language').$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

// A signed-in session; its token is the bearer token.
export const sessions = pgTable('sessions', userToken(), (t) => [
  index('sessions_user_idx').on(t.userId),
  index('sessions_expires_idx').on(t.expiresAt),
]);

// A mailed link to choose a new password: single use, valid for an hour (auth/request-password-reset.ts).
export const passwordResetTokens = pgTable('password_reset_tokens', userToken(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
  index('password_reset_tokens_expires_idx').on(t.expiresAt),
]);

// One row per stored file: every WebP variant of an uploaded image, or one uploaded document.
// `asset` groups the variants of one upload (the SHA-256 of its original bytes).
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    asset: text('asset').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_asset_idx').on(t.asset)],
);

export const products = pgTable(
  'products',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // The Bengali name and description, shown on Bengali pages where given (English otherwise).
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    category: text('category').notNull().default(''),
    casNumber: text('cas_number'),
    photo: jsonb('photo').$type<StoredImage>(),
    additionalPhotos: jsonb('additional_photos').$type<StoredImage[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<StoredSpecification[]>().notNull().default([]),
    inStock: boolean('in_stock').notNull().default(true),
    contactPhone: text('contact_phone'),
    priceMin: moneyNumeric('price_min'),
    priceMax: moneyNumeric('price_max'),
    currency: text('currency').notNull().default('USD'),
    // One of the fixed list (QUANTITY_UNITS); the price is per one of it.
    unit: text('unit').$type<QuantityUnit>().notNull().default('piece'),
    // The free-text unit a price had before units were a fixed list, where migration 0011 could not
    // read it as one of them; cleared when the product is next saved.
    unitLegacy: text('unit_legacy'),
    contactForPrice: boolean('contact_for_price').notNull().default(false),
    // Hazard and transport data (migration 0018; src/contract/hazards.ts): GHS codes from the
    // standard lists, storage conditions in both languages, the UN number's 4 digits and the HS
    // code's 8, an ISO country code, and where the product comes from when ordered.
    ghsPictograms: text('ghs_pictograms')
      .array()
      .$type<GhsPictogram[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    signalWord: text('signal_word').$type<SignalWord>(),
    hazardStatements: text('hazard_statements').array().notNull().default(sql`'{}'::text[]`),
    precautionaryStatements: text('precautionary_statements').array().notNull().default(sql`'{}'::text[]`),
    storageConditions: text('storage_conditions'),
    storageConditionsBn: text('storage_conditions_bn'),
    unNumber: text('un_number'),
    properShippingName: text('proper_shipping_name'),
    transportClass: text('transport_class').$type<TransportClass>(),
    // Its subsidiary hazard classes, as the UN list gives them after the class ("5.1 (8)"; migration 0023).
    subsidiaryClasses: text('subsidiary_classes')
      .array()
      .$type<TransportClass[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    packingGroup: text('packing_group').$type<PackingGroup>(),
    hsCode: text('hs_code'),
    originCountry: text('origin_country').$type<CountryCode>(),
    availability: text('availability').$type<Availability>(),
    importWeeks: smallint('import_weeks'),
    // Lower-cased text that search matches with pg_trgm; the CAS number appears with and without hyphens,
    // the UN number as "un1830" and "1830", the HS code as "28070000" and "2807.00.00".
    // search_spelling (migrations 0003 and 0012) writes British and American spellings one way and
    // folds Bengali variant spellings, as search does with the query's words. PostgreSQL has no
    // Bengali stemming: trigrams match a Bengali word or part of one as they do an English one.
    // Kept in the row, not in the TOAST table (storage MAIN, migration 0033): search reads it for
    // every product a word finds.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_spelling(lower(name || ' ' || coalesce(name_bn, '') || ' ' || category || ' ' || coalesce(cas_number, '') || ' ' || replace(coalesce(cas_number, ''), '-', '') || ' ' || coalesce('un' || un_number || ' ' || un_number, '') || ' ' || coalesce(hs_code || ' ' || substr(hs_code, 1, 4) || '.' || substr(hs_code, 5, 2) || '.' || substr(hs_code, 7, 2), '') || ' ' || description || ' ' || coalesce(description_bn, '')))`,
      ),
    // The names alone (English and Bengali), spelt as search_text is, so that search can rank name
    // matches first.
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`search_spelling(lower(name || ' ' || coalesce(name_bn, '')))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Newest first, within a category or over all (ties broken by id, as the lists order them): a
    // page of the catalogue or a product's related products is read from the index, however many.
    index('products_category_created_idx').on(t.category, t.createdAt, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
    // Names by their beginning (related products share a first word): a prefix is a range here. The
    // category and the name ride along, so that counting those named alike in other categories reads
    // the index alone (migration 0034).
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`, t.category, t.name),
    check(
      'products_signal_word_check',
      sql`${t.signalWord} is null or ${t.signalWord} in ('danger', 'warning')`,
    ),
    check('products_un_number_check', sql`${t.unNumber} is null or ${t.unNumber} ~ '^[0-9]{4}$'`),
    check(
      'products_packing_group_check',
      sql`${t.packingGroup} is null or ${t.packingGroup} in ('I', 'II', 'III')`,
    ),
    check('products_hs_code_check', sql`${t.hsCode} is null or ${t.hsCode} ~ '^[0-9]{8}$'`),
    check(
      'products_availability_check',
      sql`(${t.availability} is null and ${t.importWeeks} is null) or (${t.availability} = 'dhaka' and ${t.importWeeks} is null) or (${t.availability} = 'import' and ${t.importWeeks} between 1 and 52)`,
    ),
  ],
);

// A product's documents (SDS, TDS, certificates of analysis, others; migration 0019): one row per
// revision and language. An "on request" document's file is given only through a mailed link.
export const productDocuments = pgTable(
  'product_documents',
  {
    id: primaryId(),
    productId: partOf('product_id', () => products.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    language: text('language').$type<Locale>().notNull(),
    revisionDate: date('revision_date', { mode: 'string' }).notNull(),
    access: text('access').$type<DocumentAccess>().notNull().default('public'),
    title: text('title').notNull(),
    asset: text('asset').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId, t.kind, t.language, t.revisionDate, t.createdAt),
    index('product_documents_created_idx').on(t.createdAt, t.id),
    index('product_documents_asset_idx').on(t.asset),
  ],
);

// Who asked for an on-request document (a lead): names kept as asked for, the mailed link's SHA-256 alone.
export const documentRequests = pgTable(
  'document_requests',
  {
    id: primaryId(),
    documentId: linkTo('document_id', () => productDocuments.id),
    ...namedProduct(),
    documentKind: text('document_kind').$type<DocumentKind>().notNull(),
    documentLanguage: text('document_language').$type<Locale>().notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<Locale>().notNull().default('en'),
    userId: linkTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    lastDownloadedAt: timestamptz('last_downloaded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_requests_token_idx').on(t.tokenHash),
    index('document_requests_created_idx').on(t.createdAt, t.id),
    index('document_requests_document_idx').on(t.documentId),
  ],
);

// A buyer's request for a sample. The variant is kept as its id (while it is offered) and the words
// it had when asked for; the buyer follows the request through a private link (its SHA-256 stored alone).
export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: primaryId(),
    ...namedProduct(),
    variantId: linkTo('variant_id', () => productVariants.id),
    variantLabel: text('variant_label'),
    quantity: quantityNumeric('quantity').notNull(),
    unit: text('unit').$type<QuantityUnit>().notNull(),
    intendedUse: text('intended_use').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    language: text('language').$type<Locale>().notNull().default('en'),
    userId: linkTo('user_id', () => users.id),
    status: text('status').$type<SampleRequestStatus>().notNull().default('new'),
    courier: text('courier'),
    trackingNote: text('tracking_note'),
    declineReason: text('decline_reason'),
    trackingTokenHash: text('tracking_token_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sample_requests_tracking_token_idx').on(t.trackingTokenHash),
    index('sample_requests_created_idx').on(t.createdAt, t.id),
    index('sample_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('sample_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);

// A product's grades and packs (DESIGN.md §6), in the order the buyer sees them, each with its own
// price, minimum order and stock (migration 0017).
export const productVariants = pgTable(
  'product_variants',
  {
    id: primaryId(),
    productId: partOf('product_id', () => products.id),
    position: smallint('position').notNull(),
    grade: text('grade').$type<ProductGrade>().notNull(),
    purity: text('purity'),
    packQuantity: quantityNumeric('pack_quantity').notNull(),
    packUnit: text('pack_unit').$type<QuantityUnit>().notNull(),
    container: text('container').$type<PackContainer>().notNull(),
    priceMin: moneyNumeric('price_min'),
    priceMax: moneyNumeric('price_max'),
    currency: text('currency').notNull().default('BDT'),
    priceUnit: text('price_unit').$type<QuantityUnit>().notNull(),
    contactForPrice: boolean('contact_for_price').notNull().default(false),
    moq: quantityNumeric('moq'),
    moqUnit: text('moq_unit').$type<QuantityUnit>(),
    stock: text('stock').$type<StockState>().notNull().default('in_stock'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_variants_product_position_idx').on(t.productId, t.position),
    // The catalogue's grade filter: the products offered in a grade, from the index alone.
    index('product_variants_grade_product_idx').on(t.grade, t.productId),
  ],
);

// Every distinct word of the catalogue's search text (kept by triggers on products, see migrations
// 0001 and 0012). Typo-tolerant search looks up a misspelt word here with pg_trgm, where the words
// are short and few, instead of comparing it with every product's whole text.
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const comments = pgTable(
  'comments',
  {
    id: primaryId(),
    productId: partOf('product_id', () => products.id),
    // Null for a guest, or after the account is deleted; the name below is kept either way.
    userId: linkTo('user_id', () => users.id),
    isRegistered: boolean('is_registered').notNull().default(false),
    commenterName: text('commenter_name').notNull(),
    commenterEmail: text('commenter_email').notNull(),
    commentText: text('comment_text').notNull(),
    rating: smallint('rating'),
    approved: boolean('approved').notNull().default(true),
    adminReplyText: text('admin_reply_text'),
    adminReplyById: linkTo('admin_reply_by_id', () => users.id),
    adminReplyByName: text('admin_reply_by_name'),
    adminRepliedAt: timestamptz('admin_replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_created_idx').on(t.productId, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    // An account's reviews: what its rename changes (the products it reviewed) and its deletion unlinks.
    index('comments_user_idx').on(t.userId),
    check('comments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const careers = pgTable(
  'careers',
  {
    id: primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // The Bengali title, description and requirements, shown on Bengali pages where given.
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    requirementsBn: jsonb('requirements_bn').$type<string[]>().notNull().default([]),
    location: text('location').notNull(),
    jobType: text('job_type').$type<JobType>().notNull().default('Full-time'),
    department: text('department').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
    salaryMin: moneyNumeric('salary_min'),
    salaryMax: moneyNumeric('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    experienceLevel: text('experience_level').$type<ExperienceLevel>().notNull().default('Entry Level'),
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    postedById: linkTo('posted_by_id', () => users.id),
    postedByName: text('posted_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('careers_active_created_idx').on(t.isActive, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').$type<ContactSubject>().notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_read_created_idx').on(t.isRead, t.createdAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    inquiry: text('inquiry').notNull(),
    ...namedProduct(),
    inquiryType: text('inquiry_type').notNull().default('pricing'),
    userId: linkTo('user_id', () => users.id),
    clientTimestamp: timestamptz('client_timestamp'),
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    isResolved: boolean('is_resolved').notNull().default(false),
    // Hash of the submission's content; a repeat within a short window returns the stored inquiry.
    dedupeKey: text('dedupe_key'),
    // Where and when the buyer wants the goods (the quote basket asks; the one-product form does not).
    deliveryLocation: text('delivery_location'),
    neededBy: date('needed_by', { mode: 'string' }),
    // SHA-256 of the buyer's private tracking token (/quotes/{token}); the token itself is never stored.
    trackingTokenHash: text('tracking_token_hash'),
    // The language the buyer asked in: their acknowledgement, quotations and the quotation PDF use it.
    language: text('language').$type<Locale>().notNull().default('en'),
    // The buyer's company, its address and BIN (digits), when given, for the quotation's "To".
    company: text('company'),
    companyAddress: text('company_address'),
    bin: text('bin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_status_created_idx').on(t.status, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_dedupe_idx').on(t.dedupeKey, t.createdAt),
    index('inquiries_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('inquiries_tracking_token_idx').on(t.trackingTokenHash),
  ],
);

// What an inquiry asks for, one row per product. The one-product form of the spec makes one line
// without a quantity; the quote basket makes several. The name is kept when the product is deleted.
export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: primaryId(),
    inquiryId: partOf('inquiry_id', () => inquiries.id),
    position: smallint('position').notNull(),
    ...namedProduct(),
    quantity: quantityNumeric('quantity'),
    unit: text('unit').$type<QuantityUnit>(),
    // Grade, packing or anything else the buyer wants said about this line.
    note: text('note'),
    ...namedVariant(),
  },
  (t) => [uniqueIndex('inquiry_lines_position_idx').on(t.inquiryId, t.position)],
);

// Further private links to an inquiry's tracking page (/quotes/{token}), beside the one made at
// submission (inquiries.tracking_token_hash). Each quotation mail carries a fresh one, because a
// stored hash cannot give back the first token; every link handed out stays valid.
export const inquiryAccessTokens = pgTable(
  'inquiry_access_tokens',
  {
    // SHA-256 (hex) of the token; the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    inquiryId: partOf('inquiry_id', () => inquiries.id),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_access_tokens_inquiry_idx').on(t.inquiryId)],
);

// The one timeline of every lead (DESIGN.md §6; migration 0026, which made it of inquiry_events): an
// inquiry's history as its buyer and staff see it (submitted, status changes, quotations, the buyer's
// questions) and what the desk adds for every kind of lead: messages to the buyer, internal notes,
// owner changes and the mails sent. An inquiry's events also carry its id, by which the buyer's
// tracking page reads them. Who acted is kept as text so the history outlives the account.
export const leadEvents = pgTable(
  'lead_events',
  {
    id: primaryId(),
    leadId: partOf('lead_id', () => leads.id),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LeadEventKind>().notNull(),
    status: text('status').$type<LeadStatus>(),
    quotationId: linkTo('quotation_id', () => quotations.id),
    message: text('message'),
    actorUserId: linkTo('actor_user_id', () => users.id),
    actorName: text('actor_name'),
    // An owner change: the new owner (both null when the lead was unassigned).
    ownerId: linkTo('owner_id', () => users.id),
    ownerName: text('owner_name'),
    // A mail to the buyer: the outbox row, whose subject, address and outcome the timeline shows.
    mailId: linkTo('mail_id', () => mailOutbox.id),
    createdAt: createdAt(),
    // The timeline's order: handed out by the database as events are written (not their times,
    // which two events written within one millisecond share).
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('lead_events_inquiry_idx').on(t.inquiryId, t.seq),
    index('lead_events_lead_idx').on(t.leadId, t.seq),
  ],
);

// A formal quotation for an inquiry. Each revision is a new version; the previous one stays readable
// and is marked superseded. Sending is creating: a stored quotation has been sent.
export const quotations = pgTable(
  'quotations',
  {
    id: primaryId(),
    inquiryId: partOf('inquiry_id', () => inquiries.id),
    version: integer('version').notNull(),
    incoterm: text('incoterm').$type<Incoterm>().notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull(),
    notes: text('notes'),
    // Whom it is addressed to: the inquiry's company details as the clerk confirmed them.
    buyerCompany: text('buyer_company'),
    buyerAddress: text('buyer_address'),
    buyerBin: text('buyer_bin'),
    sentByUserId: linkTo('sent_by_user_id', () => users.id),
    sentByName: text('sent_by_name').notNull(),
    sentByEmail: text('sent_by_email'),
    // The standard terms setting as it was when this version was sent: a later edit changes no
    // quotation already in a buyer's hands.
    standardTerms: jsonb('standard_terms').$type<QuotationTerms>().notNull().default({ en: '', bn: '' }),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    supersededAt: timestamptz('superseded_at'),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [
    uniqueIndex('quotations_version_idx').on(t.inquiryId, t.version),
    index('quotations_sent_idx').on(t.sentAt),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: primaryId(),
    quotationId: partOf('quotation_id', () => quotations.id),
    position: smallint('position').notNull(),
    ...namedProduct(),
    quantity: quantityNumeric('quantity').notNull(),
    unit: text('unit').$type<QuantityUnit>().notNull(),
    unitPrice: moneyNumeric('unit_price').notNull(),
    currency: text('currency').$type<ProductCurrency>().notNull(),
    packing: text('packing'),
    leadTime: text('lead_time'),
    // The product's CAS number when sent (kept if the product changes or goes), and the grade quoted.
    casNumber: text('cas_number'),
    grade: text('grade'),
    ...namedVariant(),
  },
  (t) => [uniqueIndex('quotation_lines_position_idx').on(t.quotationId, t.position)],
);

// Every outgoing mail, written in the same transaction as its cause and delivered by the mail
// worker (DESIGN.md §5). One row per recipient, so each recipient gets it exactly once.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    // What the mail is (inquiryAlert, inquiryAcknowledgement, quotation, ...), for the admin's Outbox view.
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    // Where a reply goes: the buyer for a staff alert, the sales address for a buyer's mail.
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    // The bodies hold a placeholder where a private link's token goes, filled in only when the mail
    // is sent (lib/private-links.ts); emptied with the attachment once a sent mail is past retention.
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    privateLinks: jsonb('private_links').$type<PrivateLink[]>().notNull().default([]),
    // The quotation a quotation mail announces; its PDF is the attachment below, made when queued.
    quotationId: linkTo('quotation_id', () => quotations.id),
    attachmentName: text('attachment_name'),
    attachment: bytea('attachment'),
    // Given by the first claim, on the sender's domain, and kept, so every retry carries the same one.
    messageId: text('message_id'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    // Claims, each an attempt: one that never reports back (a crash mid-send) counts too.
    attempts: integer('attempts').notNull().default(0),
    // Claims in a row that ended without an outcome; a few of them and the mail is failed.
    unfinishedAttempts: integer('unfinished_attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    // A worker that claims a mail holds it until then; a crashed worker's claim runs out.
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    // Sent mail whose bodies are still kept: what the retention sweep looks through.
    index('mail_outbox_retained_idx').on(t.sentAt).where(sql`${t.status} = 'sent' and ${t.textBody} <> ''`),
  ],
);

// A signed-in buyer's quote basket, kept on the account (a guest's stays in the browser).
export const quoteBaskets = pgTable('quote_baskets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  basket: jsonb('basket').$type<StoredQuoteBasket>().notNull(),
  updatedAt: updatedAt(),
});

// Settings admins edit in the admin area, one JSON value per key (staff mail recipients, ...).
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    recipientId: partOf('recipient_id', () => users.id),
    type: text('type').$type<NotificationType>().notNull(),
    read: boolean('read').notNull().default(false),
    readAt: timestamptz('read_at'),
    // What the notification is about; the link survives as null when the item is deleted.
    commentId: linkTo('comment_id', () => comments.id),
    productId: linkTo('product_id', () => products.id),
    inquiryId: linkTo('inquiry_id', () => inquiries.id),
    contactId: linkTo('contact_id', () => contactMessages.id),
    subjectUserId: linkTo('subject_user_id', () => users.id),
    leadId: linkTo('lead_id', () => leads.id),
    createdAt: createdAt(),
    // What it says (NotificationEvent): worded in the reader's language when it is read.
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationEvent['params']>().notNull(),
    // Newest first means highest first: the order they were written in, whatever their times.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.read, t.seq)],
);

// Rate-limit counters shared by the app instances (lib/rate-limit-store.ts): the hits of one route
// and client in the window that ends at resetsAt.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

// The sales desk's queue (DESIGN.md §6; migration 0021): one row per inquiry, contact message, sample
// request or document request, with what the desk adds to it and a copy of what its list shows and
// searches. Triggers on the tables of each kind write it, in the same statement as the lead itself.
export const leads = pgTable(
  'leads',
  {
    id: primaryId(),
    kind: text('kind').$type<LeadKind>().notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    sampleRequestId: uuid('sample_request_id').references(() => sampleRequests.id, { onDelete: 'cascade' }),
    documentRequestId: uuid('document_request_id').references(() => documentRequests.id, {
      onDelete: 'cascade',
    }),
    // The source's id's first eight characters, as mails and the phone quote it.
    reference: text('reference').notNull(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    ownerId: linkTo('owner_id', () => users.id),
    buyerName: text('buyer_name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull().default(''),
    language: text('language').$type<Locale>().notNull().default('en'),
    userId: linkTo('user_id', () => users.id),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    productNames: text('product_names').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    // The first line's quantity, and how many lines there are.
    quantity: quantityNumeric('quantity'),
    unit: text('unit').$type<QuantityUnit>(),
    lineCount: smallint('line_count').notNull().default(0),
    isSpam: boolean('is_spam').notNull().default(false),
    createdAt: createdAt(),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    firstResponseAt: timestamptz('first_response_at'),
    // What the list's search matches (migration 0022): buyer, company and message as words, and
    // reference, e-mail and the phone's digits as one text matched anywhere by trigrams.
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, buyer_name || ' ' || coalesce(company, '') || ' ' || message)`,
    ),
    searchContact: text('search_contact').generatedAlwaysAs(
      sql`lower(reference || ' ' || email || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
    ),
  },
  (t) => [
    uniqueIndex('leads_inquiry_idx').on(t.inquiryId),
    uniqueIndex('leads_contact_message_idx').on(t.contactMessageId),
    uniqueIndex('leads_sample_request_idx').on(t.sampleRequestId),
    uniqueIndex('leads_document_request_idx').on(t.documentRequestId),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_owner_created_idx').on(t.ownerId, t.createdAt),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.firstResponseAt} IS NULL AND NOT ${t.isSpam}`),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    // Median first response: the answered leads of a window, read from the index alone.
    index('leads_answered_idx')
      .on(t.createdAt, t.firstResponseAt)
      .where(sql`${t.firstResponseAt} IS NOT NULL AND NOT ${t.isSpam}`),
    // The figures' leads per day, kind and status, read from the index alone (migration 0028).
    index('leads_created_kind_status_idx').on(t.createdAt, t.kind, t.status).where(sql`NOT ${t.isSpam}`),
    // The list's sorts (each paged by key with the id) and filters, migration 0022.
    index('leads_search_words_idx').using('gin', t.searchWords),
    index('leads_search_contact_idx').using('gin', t.searchContact.op('gin_trgm_ops')),
    index('leads_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('leads_products_idx').using('gin', t.productIds),
    index('leads_categories_idx').using('gin', t.categories),
    index('leads_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('leads_activity_idx').on(t.lastActivityAt, t.id),
    index('leads_buyer_idx').on(t.buyerName, t.id),
    index('leads_reference_idx').on(t.reference, t.id),
    index('leads_spam_created_idx').on(t.createdAt, t.id).where(sql`${t.isSpam}`),
    check(
      'leads_one_source',
      sql`num_nonnulls(${t.inquiryId}, ${t.contactMessageId}, ${t.sampleRequestId}, ${t.documentRequestId}) = 1`,
    ),
  ],
);

// Addresses whose requests the public forms answer as if stored but drop (a lead marked as spam
// blocks its buyer's address). Kept lower-case.
export const blockedEmails = pgTable(
  'blocked_emails',
  {
    email: text('email').primaryKey(),
    blockedByUserId: linkTo('blocked_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('blocked_emails_created_idx').on(t.createdAt, t.email),
    // The admin's list searches by any part of an address (migration 0032).
    index('blocked_emails_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('blocked_emails_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

// The public forms' start stamps already spent by a stored submission, by the stamp's SHA-256
// (migration 0032): a stamp vouches for one submission. Rows older than a stamp's life are swept.
export const spentFormStamps = pgTable(
  'spent_form_stamps',
  {
    stampHash: text('stamp_hash').primaryKey(),
    spentAt: timestamp('spent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('spent_form_stamps_spent_at_idx').on(t.spentAt)],
);
