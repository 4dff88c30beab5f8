// Career post messages, limits, defaults and the display rules (salary, expiry), free of zod so the
// public careers page can use them without pulling the schema library into its download.
import type { ExperienceLevel, JobType, SalaryCurrency } from './enums';
import { memoized } from './memoized';
import { ENGLISH_FIGURES, formatAmount, formatAmountRange } from './money';

export const CAREER_MESSAGES = {
  isActiveInvalid: 'Active must be true or false',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  locationRequired: 'Location is required',
  departmentRequired: 'Department is required',
  requirementRequired: 'At least one requirement is required',
  responsibilityRequired: 'At least one responsibility is required',
  salaryOrder: 'Minimum salary must be less than maximum salary',
  deadlinePast: 'Application deadline must be in the future',
  invalidSalary: 'Please enter a valid salary',
  invalidDeadline: 'Please enter a valid application deadline',
  invalidJobType: 'Please select a valid job type',
  invalidExperienceLevel: 'Please select a valid experience level',
  invalidCurrency: 'Please select a valid salary currency',
  titleTooLong: 'Title must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 10000 characters',
  titleBnTooLong: 'Bengali title must be at most 200 characters',
  descriptionBnTooLong: 'Bengali description must be at most 10000 characters',
  locationTooLong: 'Location must be at most 200 characters',
  departmentTooLong: 'Department must be at most 100 characters',
  entryTooLong: 'Each list entry must be at most 500 characters',
  tooManyEntries: 'A list can have at most 50 entries',
  notFound: 'Career post not found',
  created: 'Career post created successfully!',
  updated: 'Career post updated successfully!',
  deleted: 'Career post deleted successfully!',
  activated: 'Career post is now active',
  deactivated: 'Career post is now inactive',
} as const;

/** Fallbacks (spec §8) for when the server sent no message, and the pages' own texts. */
export const CAREER_TEXT = {
  loadPublicFailed: 'Failed to load career opportunities',
  loadFailed: 'Failed to load careers',
  createFailed: 'Failed to create career post',
  updateFailed: 'Failed to update career post',
  deleteFailed: 'Failed to delete career post',
  toggleFailed: 'Failed to toggle career status',
  notHiring: 'Currently we are not hiring',
  noPosts: 'No career posts yet',
  competitive: 'Competitive',
  expired: 'Expired',
  contactToApply: 'Contact us to apply',
} as const;

export const CAREER_TITLE_MAX = 200;
export const CAREER_DESCRIPTION_MAX = 10_000;
export const CAREER_LOCATION_MAX = 200;
export const CAREER_DEPARTMENT_MAX = 100;
export const CAREER_ENTRY_MAX = 500;
export const CAREER_LIST_MAX = 50;
// numeric(14,2) holds up to 999,999,999,999.99.
export const SALARY_MAX = 999_999_999_999;
/** The public list shows this many requirements and responsibilities until a post is expanded. */
export const CAREER_LIST_PREVIEW = 3;

export const CAREER_DEFAULTS: {
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  salaryCurrency: SalaryCurrency;
  isActive: boolean;
} = { jobType: 'Full-time', experienceLevel: 'Entry Level', salaryCurrency: 'USD', isActive: true };

// The company works on Dhaka time: a deadline is a calendar date there, the same for the server, the
// admin's form and every visitor, wherever their own clock is set.
export const CAREER_TIME_ZONE = 'Asia/Dhaka';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CAREER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date at the company, as YYYY-MM-DD. */
export function companyToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The deadline rule applies when a deadline is set or changed: a date before today is refused,
 * but a post that keeps its old deadline can still be edited after that date has passed.
 */
export const isDeadlineAllowed = (deadline: string, previous: string | null | undefined, today: string) =>
  deadline === previous || deadline >= today;

/** Display only: a post stays open through its deadline day and is "Expired" from the next day. */
export const isExpired = (deadline: string | null | undefined, today: string = companyToday()) =>
  Boolean(deadline) && (deadline as string) < today;

// A deadline is a calendar date, not an instant: formatted in UTC so no visitor's clock shifts the day.
const deadlineFormat = memoized(
  (dates: string) =>
    new Intl.DateTimeFormat(dates, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
);

/** "10 April 2026" for 2026-04-10; `dates` is the page's Intl locale for dates (src/i18n/figures.ts). */
export const formatDeadline = (deadline: string, dates = 'en-GB') =>
  deadlineFormat(dates).format(new Date(`${deadline}T00:00:00Z`));

type Salary = { min?: number | null; max?: number | null; currency: string };

/** The words around a salary's figures; another language's page passes its own (and its figures). */
export type SalaryWords = { competitive: string; upTo: (amount: string) => string };
const ENGLISH_SALARY_WORDS: SalaryWords = {
  competitive: CAREER_TEXT.competitive,
  upTo: (amount) => `Up to ${amount}`,
};

/**
 * Spec §5: "Competitive" with no bounds; else "min - max", "min+" or "Up to max", the amounts written
 * as product prices are ("$900 - $1,200", "BDT 30,000+").
 */
export function formatSalary(
  salary: Salary | null | undefined,
  figures = ENGLISH_FIGURES,
  words: SalaryWords = ENGLISH_SALARY_WORDS,
): string {
  const min = salary?.min ?? null;
  const max = salary?.max ?? null;
  if (!salary || (min === null && max === null)) return words.competitive;
  const { currency } = salary;
  if (min !== null && max !== null) return formatAmountRange(min, max, currency, figures);
  if (min !== null) return `${formatAmount(min, currency, figures)}+`;
  return words.upTo(formatAmount(max as number, currency, figures));
}
