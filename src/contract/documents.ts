// Product documents (DESIGN.md §6): SDS, TDS, certificates of analysis and others, each with a
// language, a revision date and an access mode. An "on request" document's file is never served to
// the public: the buyer leaves their details and receives a link by mail that opens it for a while.
import { z } from 'zod';
import { BUYER_CONTACT_MESSAGES, buyerContactShape } from './buyer-contact';
import { MessageSchema, pageQuery } from './common';
import { DOCUMENT_LIST_MESSAGES, DOCUMENTS_PAGE_SIZE } from './document-rules';
import { DOCUMENT_ACCESS, DOCUMENT_KINDS, LOCALES } from './enums';
import { todayInDhaka } from './quotations';

export { DOCUMENT_LIST_MESSAGES, DOCUMENTS_PAGE_SIZE };
export const DOCUMENT_REQUESTS_PAGE_SIZE = 20;
/** How long a mailed download link opens its document. */
export const DOCUMENT_LINK_DAYS = 7;
export const DOCUMENT_QUERY_MAX = 100;

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  kindInvalid: `Document type must be one of: ${DOCUMENT_KINDS.join(', ')}`,
  languageInvalid: 'Language must be English or Bengali',
  accessInvalid: 'Access must be public or on request',
  revisionDateRequired: 'Revision date is required',
  revisionDateInvalid: 'Revision date must be a date (YYYY-MM-DD)',
  revisionDateFuture: 'Revision date cannot be in the future',
  fileRequired: 'Please choose a PDF file',
  queryTooLong: `Search must be at most ${DOCUMENT_QUERY_MAX} characters`,
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  publicDocument: 'This document can be downloaded directly',
  ...BUYER_CONTACT_MESSAGES,
  requested: `Thank you. We have e-mailed you a download link; it works for ${DOCUMENT_LINK_DAYS} days.`,
  linkInvalid: 'This download link is not valid. Please ask for the document again.',
  linkExpired: 'This download link has expired. Please ask for the document again.',
  // Fallbacks when the server sends no message.
  ...DOCUMENT_LIST_MESSAGES,
  requestFailed: 'Failed to request the document',
  uploadFailed: 'Failed to upload the document',
  deleteFailed: 'Failed to delete the document',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A revision date: a real calendar day, not after today in Dhaka. */
export const revisionDateField = z
  .string({ error: DOCUMENT_MESSAGES.revisionDateRequired })
  .trim()
  .min(1, DOCUMENT_MESSAGES.revisionDateRequired)
  .regex(isoDate, DOCUMENT_MESSAGES.revisionDateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DOCUMENT_MESSAGES.revisionDateInvalid)
  .refine((value) => value <= todayInDhaka(), DOCUMENT_MESSAGES.revisionDateFuture);

/** The fields of a document upload (multipart, beside the `file`). */
export const DocumentUploadFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid }),
  language: z.enum(LOCALES, { error: DOCUMENT_MESSAGES.languageInvalid }),
  revisionDate: revisionDateField,
  access: z.enum(DOCUMENT_ACCESS, { error: DOCUMENT_MESSAGES.accessInvalid }).default('public'),
});
export type DocumentUploadFields = z.input<typeof DocumentUploadFields>;

export const DocumentSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNameBn: z.string().nullable(),
  /** The product page's address (without the language prefix). */
  productPath: z.string(),
  casNumber: z.string().nullable(),
  kind: z.enum(DOCUMENT_KINDS),
  language: z.enum(LOCALES),
  revisionDate: z.string(),
  access: z.enum(DOCUMENT_ACCESS),
  title: z.string(),
  byteSize: z.number(),
  /** The file's address; null for an on-request document, whose file only a mailed link opens. */
  url: z.string().nullable(),
  /** The newest revision of its product, type and language; older ones are listed as superseded. */
  current: z.boolean(),
  createdAt: z.string(),
});
export type ProductDocument = z.infer<typeof DocumentSchema>;

export const DocumentListQuery = z.object({
  ...pageQuery(DOCUMENTS_PAGE_SIZE),
  q: z.string().trim().max(DOCUMENT_QUERY_MAX, DOCUMENT_MESSAGES.queryTooLong).optional(),
  kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid }).optional(),
  language: z.enum(LOCALES, { error: DOCUMENT_MESSAGES.languageInvalid }).optional(),
  productId: z.uuid({ error: DOCUMENT_MESSAGES.notFound }).optional(),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;

export const DocumentListSchema = z.object({
  documents: z.array(DocumentSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  }),
});
export type DocumentList = z.infer<typeof DocumentListSchema>;

export const DocumentResultSchema = z.object({ document: DocumentSchema, message: z.string() });
export const DocumentDeleteResultSchema = MessageSchema;

/** What a buyer leaves to receive an on-request document. */
export const DocumentRequestInput = z.object(
  {
    ...buyerContactShape,
    /** The language the buyer reads their mail in (the page's, by default). */
    language: z.enum(LOCALES, { error: DOCUMENT_MESSAGES.languageInvalid }).optional(),
  },
  { error: DOCUMENT_MESSAGES.nameRequired },
);
export type DocumentRequestInput = z.input<typeof DocumentRequestInput>;
export type DocumentRequestData = z.output<typeof DocumentRequestInput>;

export const DocumentRequestResultSchema = MessageSchema;

/** A document request as the sales team sees it: a lead. */
export const DocumentRequestSchema = z.object({
  _id: z.string(),
  documentId: z.string().nullable(),
  productId: z.string().nullable(),
  productName: z.string(),
  documentKind: z.enum(DOCUMENT_KINDS),
  documentLanguage: z.enum(LOCALES),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  expiresAt: z.string(),
  downloadCount: z.number(),
  lastDownloadedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

export const DocumentRequestListQuery = z.object({ ...pageQuery(DOCUMENT_REQUESTS_PAGE_SIZE) });
export const DocumentRequestListSchema = z.object({
  requests: z.array(DocumentRequestSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    total: z.number(),
    hasMore: z.boolean(),
  }),
});
export type DocumentRequestList = z.infer<typeof DocumentRequestListSchema>;

/** What a valid download link opens (GET /api/documents/links/{token}). */
export const DocumentLinkSchema = z.object({
  productName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  language: z.enum(LOCALES),
  expiresAt: z.string(),
  /** The file itself, under the same token. */
  downloadUrl: z.string(),
});
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;
