// The sales desk's figures (DESIGN.md §6) and the holiday list response times skip. Times are
// business minutes (Asia/Dhaka opening hours of src/contract/site.ts minus the holidays); the page
// words them in its own language.
import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from './enums';

/** The windows the figures cover. */
export const METRICS_WINDOWS = { responseDays: 30, weeks: 12, winRateDays: 90 } as const;

export const HOLIDAYS_MAX = 200;

export const HOLIDAY_MESSAGES = {
  listRequired: 'Holidays must be a list of dates',
  dateInvalid: 'Each holiday must be a date written YYYY-MM-DD',
  tooMany: `At most ${HOLIDAYS_MAX} holidays`,
  saved: 'Holidays saved',
  // Fallbacks when the server sends no message.
  saveFailed: 'Failed to save the holidays',
  fetchFailed: 'Failed to load the holidays',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2026-02-30 is not). */
const isCalendarDay = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const holidayField = () =>
  z
    .string({ error: HOLIDAY_MESSAGES.dateInvalid })
    .trim()
    .refine(isCalendarDay, HOLIDAY_MESSAGES.dateInvalid);

// Stored sorted and without repeats, however they were typed.
export const HolidaysInput = z.object(
  {
    holidays: z
      .array(holidayField(), { error: HOLIDAY_MESSAGES.listRequired })
      .max(HOLIDAYS_MAX, HOLIDAY_MESSAGES.tooMany)
      .transform((days) => [...new Set(days)].sort()),
  },
  { error: HOLIDAY_MESSAGES.listRequired },
);
export type HolidaysInput = z.input<typeof HolidaysInput>;

/** The desk settings' "add a holiday" field. */
export const HolidayAddInput = z.object({ day: holidayField() }, { error: HOLIDAY_MESSAGES.dateInvalid });
export type HolidayAddInput = z.input<typeof HolidayAddInput>;

export const HolidaysSchema = z.object({ holidays: z.array(z.string()) });
export type HolidaysList = z.infer<typeof HolidaysSchema>;
export const HolidaysResultSchema = HolidaysSchema.extend({ message: z.string() });

const countsOf = <T extends string>(keys: readonly T[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number()])) as Record<T, z.ZodNumber>);

export const LeadWeekSchema = z.object({
  /** The week's first day (a Sunday, the desk's first open day), a Dhaka date. */
  weekStart: z.string(),
  total: z.number(),
  byKind: countsOf(LEAD_KINDS),
  byStatus: countsOf(LEAD_STATUSES),
});
export type LeadWeek = z.infer<typeof LeadWeekSchema>;
export type CountsByKind = Record<LeadKind, number>;
export type CountsByStatus = Record<LeadStatus, number>;

export const LeadMetricsSchema = z.object({
  /** Median business minutes to the first response of the leads of the last 30 days; null when none was answered. */
  medianFirstResponseMinutes: z.number().nullable(),
  /** How many of those leads were answered. */
  answeredCount: z.number(),
  /** Leads unanswered for more than one business day now (spam left out). */
  overdue: z.number(),
  /** The last 12 weeks, oldest first, the current one last (spam left out). */
  weeks: z.array(LeadWeekSchema),
  /** Inquiries quoted in the last 90 days, and how many of them accepted a quotation. */
  winRate: z.object({ sent: z.number(), accepted: z.number(), rate: z.number().nullable() }),
});
export type LeadMetrics = z.infer<typeof LeadMetricsSchema>;

export const METRICS_MESSAGES = { fetchFailed: 'Failed to load the desk figures' } as const;
