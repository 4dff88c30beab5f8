// The whole data model (spec §3) in one PostgreSQL schema, shared by embedded PGlite and a real server.
import { sql } from 'drizzle-orm';
import {
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
import type {
  ContactSubject,
  ExperienceLevel,
  InquiryStatus,
  JobType,
  NotificationType,
  Role,
} from '@/contract/enums';
import type { StoredDocument, StoredImage } from '@/contract/media';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    // Stored lower-cased, so the unique index is case-insensitive in effect.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    profilePic: jsonb('profile_pic').$type<StoredImage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

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
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default(''),
    casNumber: text('cas_number'),
    photo: jsonb('photo').$type<StoredImage>(),
    additionalPhotos: jsonb('additional_photos').$type<StoredImage[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<{ name: string; value: string }[]>().notNull().default([]),
    documents: jsonb('documents').$type<StoredDocument[]>().notNull().default([]),
    inStock: boolean('in_stock').notNull().default(true),
    contactPhone: text('contact_phone'),
    priceMin: numeric('price_min', { precision: 14, scale: 2, mode: 'number' }),
    priceMax: numeric('price_max', { precision: 14, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    unit: text('unit').notNull().default('per item'),
    contactForPrice: boolean('contact_for_price').notNull().default(false),
    // Lower-cased text that search matches with pg_trgm; the CAS number appears with and without hyphens.
    // search_spelling (migration 0003) writes British and American spellings one way, as search does
    // with the query's words.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_spelling(lower(name || ' ' || category || ' ' || coalesce(cas_number, '') || ' ' || replace(coalesce(cas_number, ''), '-', '') || ' ' || description))`,
      ),
    // The name alone, spelt as search_text is, so that search can rank name matches first.
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`search_spelling(lower(name))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('products_category_idx').on(t.category),
    index('products_created_idx').on(t.createdAt),
  ],
);

// Every distinct word of the catalogue's search text (kept by triggers on products, see migration
// 0001). Typo-tolerant search looks up a misspelt word here with pg_trgm, where the words are short
// and few, instead of comparing it with every product's whole text.
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Null for a guest, or after the account is deleted; the name below is kept either way.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    isRegistered: boolean('is_registered').notNull().default(false),
    commenterName: text('commenter_name').notNull(),
    commenterEmail: text('commenter_email').notNull(),
    commentText: text('comment_text').notNull(),
    rating: smallint('rating'),
    approved: boolean('approved').notNull().default(true),
    adminReplyText: text('admin_reply_text'),
    adminReplyById: uuid('admin_reply_by_id').references(() => users.id, { onDelete: 'set null' }),
    adminReplyByName: text('admin_reply_by_name'),
    adminRepliedAt: timestamp('admin_replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_created_idx').on(t.productId, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    check('comments_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const careers = pgTable(
  'careers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    jobType: text('job_type').$type<JobType>().notNull().default('Full-time'),
    department: text('department').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
    salaryMin: numeric('salary_min', { precision: 14, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 14, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    experienceLevel: text('experience_level').$type<ExperienceLevel>().notNull().default('Entry Level'),
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    postedById: uuid('posted_by_id').references(() => users.id, { onDelete: 'set null' }),
    postedByName: text('posted_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('careers_active_created_idx').on(t.isActive, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').$type<ContactSubject>().notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_read_created_idx').on(t.isRead, t.createdAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    inquiry: text('inquiry').notNull(),
    // Kept (with the name below) when the product is deleted: a lead is never lost.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    inquiryType: text('inquiry_type').notNull().default('pricing'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true, mode: 'date' }),
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    isResolved: boolean('is_resolved').notNull().default(false),
    // Hash of the submission's content; a repeat within a short window returns the stored inquiry.
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inquiries_status_created_idx').on(t.status, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_dedupe_idx').on(t.dedupeKey, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    // What the notification is about; the link survives as null when the item is deleted.
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.read, t.createdAt)],
);
