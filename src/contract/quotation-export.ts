// The CSV export of quotations (GET /api/admin/quotations/export.csv): every version sent, filtered by
// the day it was sent (Dhaka days, as the lead queue's dates) and where it stands, in the admin's
// language. One row per version.
import { z } from 'zod';
import { LOCALES } from './enums';
import { blankIsAbsent, datesInOrder, dayFilter } from './leads';

/** Current: neither superseded nor accepted (open, or expired unanswered). */
export const QUOTATION_EXPORT_STATES = ['current', 'superseded', 'accepted'] as const;
export type QuotationExportState = (typeof QUOTATION_EXPORT_STATES)[number];

export const QUOTATION_EXPORT_MESSAGES = {
  stateInvalid: 'State must be one of: current, superseded, accepted',
  languageInvalid: 'Language must be en or bn',
} as const;

export const QuotationExportQuery = z
  .object({
    from: z.preprocess(blankIsAbsent, dayFilter),
    to: z.preprocess(blankIsAbsent, dayFilter),
    state: z.preprocess(
      blankIsAbsent,
      z.enum(QUOTATION_EXPORT_STATES, { error: QUOTATION_EXPORT_MESSAGES.stateInvalid }).optional(),
    ),
    lang: z.preprocess(
      blankIsAbsent,
      z.enum(LOCALES, { error: QUOTATION_EXPORT_MESSAGES.languageInvalid }).optional(),
    ),
  })
  .refine(datesInOrder.check, datesInOrder.params);
export type QuotationExportParams = z.input<typeof QuotationExportQuery>;
export type QuotationExportFilter = Omit<z.output<typeof QuotationExportQuery>, 'lang'>;
