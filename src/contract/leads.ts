// The sales desk's queue (DESIGN.md §6): the list's query (filters, sort, search, keyset paging) as
// the URL of /admin/leads and of GET /api/admin/leads carry it, and the rows it answers with. The
// same query, without paging, filters the CSV export.
import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, LOCALES, QUANTITY_UNITS } from './enums';

export const LEADS_PAGE_SIZE = 50;
export const LEADS_PAGE_MAX = 200;
// The list counts matches only up to here: beyond it the page says "of many" (a count over 100,000
// rows on every page view would cost more than the page itself).
export const LEADS_COUNT_CAP = 1000;
export const LEAD_SEARCH_MAX = 100;

export const LEAD_SORTS = ['created', 'lastActivity', 'buyer', 'reference'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export const LEAD_LIST_MESSAGES = {
  sortInvalid: 'Sort must be one of: created, lastActivity, buyer, reference',
  directionInvalid: 'Direction must be asc or desc',
  kindInvalid: 'Kind must be one of: inquiry, contact, sample, document',
  statusInvalid: 'Status must be one of: new, inProgress, responded, closed',
  ownerInvalid: 'Owner must be mine, unassigned or an admin id',
  productInvalid: 'Product must be a product id',
  categoryInvalid: 'Category is too long',
  dateInvalid: 'Dates must be written as YYYY-MM-DD',
  dateRangeInvalid: 'The start date must not be after the end date',
  overdueInvalid: 'Overdue must be true or false',
  spamInvalid: 'Spam must be only',
  searchTooLong: `Search must be at most ${LEAD_SEARCH_MAX} characters`,
  cursorInvalid: 'This page link has expired; start again from the first page',
  languageInvalid: 'Language must be en or bn',
  // Fallbacks of the list's page, used when the server sends no message.
  fetchFailed: 'Failed to fetch leads',
  updateFailed: 'Failed to update the selected leads',
  limitInvalid: `Page size must be between 1 and ${LEADS_PAGE_MAX}`,
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const dayFilter = z
  .string()
  .regex(DAY, { error: LEAD_LIST_MESSAGES.dateInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: LEAD_LIST_MESSAGES.dateInvalid,
  })
  .optional();
// An empty URL parameter (a cleared filter) means no filter.
export const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

// The filters, shared by the list and the export.
const filters = {
  kind: z.preprocess(blankIsAbsent, z.enum(LEAD_KINDS, { error: LEAD_LIST_MESSAGES.kindInvalid }).optional()),
  status: z.preprocess(
    blankIsAbsent,
    z.enum(LEAD_STATUSES, { error: LEAD_LIST_MESSAGES.statusInvalid }).optional(),
  ),
  owner: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .refine((value) => value === 'mine' || value === 'unassigned' || z.uuid().safeParse(value).success, {
        error: LEAD_LIST_MESSAGES.ownerInvalid,
      })
      .optional(),
  ),
  product: z.preprocess(blankIsAbsent, z.uuid({ error: LEAD_LIST_MESSAGES.productInvalid }).optional()),
  category: z.preprocess(
    blankIsAbsent,
    z.string().max(200, { error: LEAD_LIST_MESSAGES.categoryInvalid }).optional(),
  ),
  from: z.preprocess(blankIsAbsent, dayFilter),
  to: z.preprocess(blankIsAbsent, dayFilter),
  overdue: z.preprocess(
    blankIsAbsent,
    z
      .enum(['true', 'false'], { error: LEAD_LIST_MESSAGES.overdueInvalid })
      .transform((value) => value === 'true')
      .optional(),
  ),
  spam: z.preprocess(blankIsAbsent, z.literal('only', { error: LEAD_LIST_MESSAGES.spamInvalid }).optional()),
  q: z.preprocess(
    blankIsAbsent,
    z.string().trim().max(LEAD_SEARCH_MAX, { error: LEAD_LIST_MESSAGES.searchTooLong }).optional(),
  ),
  sort: z.preprocess(
    blankIsAbsent,
    z.enum(LEAD_SORTS, { error: LEAD_LIST_MESSAGES.sortInvalid }).default('created'),
  ),
  dir: z.preprocess(
    blankIsAbsent,
    z.enum(SORT_DIRECTIONS, { error: LEAD_LIST_MESSAGES.directionInvalid }).default('desc'),
  ),
};
// A day range's check, shared by every export filtered by dates.
export const datesInOrder = {
  check: ({ from, to }: { from?: unknown; to?: unknown }) =>
    typeof from !== 'string' || typeof to !== 'string' || from <= to,
  params: { error: LEAD_LIST_MESSAGES.dateRangeInvalid, path: ['to'] },
};

/** The filters and the fields a call adds to them, the day range checked. */
const filtered = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ ...filters, ...fields }).refine(datesInOrder.check, datesInOrder.params);

export const LeadFilterQuery = filtered({});
export type LeadFilterQuery = z.output<typeof LeadFilterQuery>;

// The export's: the filters, and the language of its headers and words (the page's, which a download
// link cannot send as Accept-Language).
export const LeadExportQuery = filtered({
  lang: z.preprocess(
    blankIsAbsent,
    z.enum(LOCALES, { error: LEAD_LIST_MESSAGES.languageInvalid }).optional(),
  ),
});
export type LeadExportParams = z.input<typeof LeadExportQuery>;

export const LeadListQuery = filtered({
  // The last row of the previous page, as the previous answer gave it (opaque to the browser).
  cursor: z.preprocess(
    blankIsAbsent,
    z.string().max(500, { error: LEAD_LIST_MESSAGES.cursorInvalid }).optional(),
  ),
  limit: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: LEAD_LIST_MESSAGES.limitInvalid })
      .int({ error: LEAD_LIST_MESSAGES.limitInvalid })
      .min(1, { error: LEAD_LIST_MESSAGES.limitInvalid })
      .max(LEADS_PAGE_MAX, { error: LEAD_LIST_MESSAGES.limitInvalid })
      .default(LEADS_PAGE_SIZE),
  ),
});
export type LeadListQuery = z.output<typeof LeadListQuery>;
export type LeadListParams = z.input<typeof LeadListQuery>;

export const LeadRowSchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  reference: z.string(),
  status: z.enum(LEAD_STATUSES),
  buyerName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  productNames: z.array(z.string()),
  quantity: z.number().nullable(),
  unit: z.enum(QUANTITY_UNITS).nullable(),
  lineCount: z.number(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  overdue: z.boolean(),
  isSpam: z.boolean(),
});
export type LeadRow = z.infer<typeof LeadRowSchema>;

export const LeadListSchema = z.object({
  success: z.literal(true),
  data: z.array(LeadRowSchema),
  paging: z.object({
    // Where the next page starts, or null on the last page.
    nextCursor: z.string().nullable(),
    // How many leads match, counted up to LEADS_COUNT_CAP; `capped` when there are more.
    total: z.number(),
    capped: z.boolean(),
  }),
});
export type LeadList = z.infer<typeof LeadListSchema>;
