// Career posts (spec §3-§5, §7): the form's schema with the spec's exact messages and the API shapes,
// used by the server routes and the admin form. Messages, limits, defaults and the display rules live
// in career-rules.ts (no zod, for the public page), re-exported here.
import { z } from 'zod';
import {
  CAREER_DEFAULTS,
  CAREER_DEPARTMENT_MAX,
  CAREER_DESCRIPTION_MAX,
  CAREER_ENTRY_MAX,
  CAREER_LIST_MAX,
  CAREER_LOCATION_MAX,
  CAREER_MESSAGES,
  CAREER_TITLE_MAX,
  companyToday,
  isDeadlineAllowed,
  isIsoDate,
  SALARY_MAX,
} from './career-rules';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_CURRENCIES } from './enums';

export * from './career-rules';

// ---------------------------------------------------------------------------------------------------
// The form's fields. The form holds salaries and the deadline as text; the schema turns them into
// what the API stores, so the form sends exactly what the server would accept.

const requiredField = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** A list of text entries; the blank ones (the form's spare rows) are removed. */
const entryList = (elementMessage: string) =>
  z
    .array(z.string({ error: elementMessage }).trim().max(CAREER_ENTRY_MAX, CAREER_MESSAGES.entryTooLong), {
      error: elementMessage,
    })
    .transform((entries) => entries.filter(Boolean))
    .refine((entries) => entries.length <= CAREER_LIST_MAX, CAREER_MESSAGES.tooManyEntries);

const requiredList = (message: string) => entryList(message).refine((entries) => entries.length > 0, message);

const optionalList = entryList('Each list entry must be text')
  .nullish()
  .transform((entries) => entries ?? []);

/** An optional text, such as a Bengali one: blank is none (null). */
const optionalText = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((value) => value || null);

/** An optional salary bound: blank is no bound, anything else must be a positive amount. */
const salaryAmount = z
  .union([z.number(), z.string(), z.null()], { error: CAREER_MESSAGES.invalidSalary })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
      return undefined;
    const amount = Number(value);
    if (!Number.isFinite(amount) || amount <= 0 || amount > SALARY_MAX) {
      ctx.addIssue({ code: 'custom', message: CAREER_MESSAGES.invalidSalary });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

export const SalaryInput = z
  .object(
    {
      min: salaryAmount,
      max: salaryAmount,
      currency: z
        .enum(SALARY_CURRENCIES, { error: CAREER_MESSAGES.invalidCurrency })
        .default(CAREER_DEFAULTS.salaryCurrency),
    },
    { error: CAREER_MESSAGES.invalidSalary },
  )
  // Only when both bounds are given; equal bounds are an error too (spec §5).
  .refine((salary) => salary.min === undefined || salary.max === undefined || salary.min < salary.max, {
    message: CAREER_MESSAGES.salaryOrder,
    path: ['max'],
  })
  .optional()
  .transform(
    (salary) => salary ?? { min: undefined, max: undefined, currency: CAREER_DEFAULTS.salaryCurrency },
  );

/** YYYY-MM-DD or blank (no deadline); `allowed` decides whether a real date may be used. */
const deadlineField = (allowed: (deadline: string) => boolean) =>
  z
    .union([z.string(), z.null()], { error: CAREER_MESSAGES.invalidDeadline })
    .optional()
    .transform((value, ctx) => {
      const text = value?.trim();
      if (!text) return undefined;
      if (!isIsoDate(text)) {
        ctx.addIssue({ code: 'custom', message: CAREER_MESSAGES.invalidDeadline });
        return z.NEVER;
      }
      if (!allowed(text)) {
        ctx.addIssue({ code: 'custom', message: CAREER_MESSAGES.deadlinePast });
        return z.NEVER;
      }
      return text;
    });

// Field order is the spec's order of rules: the first one broken is the server's answer.
const careerSchema = (deadlineAllowed: (deadline: string) => boolean) =>
  z.object(
    {
      title: requiredField(CAREER_MESSAGES.titleRequired, CAREER_TITLE_MAX, CAREER_MESSAGES.titleTooLong),
      description: requiredField(
        CAREER_MESSAGES.descriptionRequired,
        CAREER_DESCRIPTION_MAX,
        CAREER_MESSAGES.descriptionTooLong,
      ),
      // Optional Bengali texts, shown on Bengali pages where given (as products' are).
      titleBn: optionalText(CAREER_TITLE_MAX, CAREER_MESSAGES.titleBnTooLong),
      descriptionBn: optionalText(CAREER_DESCRIPTION_MAX, CAREER_MESSAGES.descriptionBnTooLong),
      location: requiredField(
        CAREER_MESSAGES.locationRequired,
        CAREER_LOCATION_MAX,
        CAREER_MESSAGES.locationTooLong,
      ),
      department: requiredField(
        CAREER_MESSAGES.departmentRequired,
        CAREER_DEPARTMENT_MAX,
        CAREER_MESSAGES.departmentTooLong,
      ),
      requirements: requiredList(CAREER_MESSAGES.requirementRequired),
      requirementsBn: optionalList,
      responsibilities: requiredList(CAREER_MESSAGES.responsibilityRequired),
      qualifications: optionalList,
      jobType: z.enum(JOB_TYPES, { error: CAREER_MESSAGES.invalidJobType }).default(CAREER_DEFAULTS.jobType),
      experienceLevel: z
        .enum(EXPERIENCE_LEVELS, { error: CAREER_MESSAGES.invalidExperienceLevel })
        .default(CAREER_DEFAULTS.experienceLevel),
      salary: SalaryInput,
      applicationDeadline: deadlineField(deadlineAllowed),
      // Left out on an update, the post keeps its state (the toggle is the usual way to change it).
      isActive: z.boolean({ error: CAREER_MESSAGES.isActiveInvalid }).optional(),
    },
    { error: CAREER_MESSAGES.titleRequired },
  );

/** A new post: any deadline given must be today or later. */
export const CareerInput = careerSchema((deadline) => isDeadlineAllowed(deadline, null, companyToday()));
export type CareerInput = z.input<typeof CareerInput>;
export type CareerValues = z.output<typeof CareerInput>;

/** The body of an update: the server then checks the deadline against the stored one. */
export const CareerUpdateInput = careerSchema(() => true);

/** The form's schema: a post being edited may keep its old deadline even once it has passed. */
export const careerFormSchema = (previousDeadline: string | null = null) =>
  careerSchema((deadline) => isDeadlineAllowed(deadline, previousDeadline, companyToday()));

/** What the form edits: salaries and the deadline as the text of their inputs. */
export type CareerFormValues = {
  title: string;
  description: string;
  titleBn: string;
  descriptionBn: string;
  location: string;
  department: string;
  requirements: string[];
  requirementsBn: string[];
  responsibilities: string[];
  qualifications: string[];
  jobType: (typeof JOB_TYPES)[number];
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number];
  salary: { min: string; max: string; currency: (typeof SALARY_CURRENCIES)[number] };
  applicationDeadline: string;
  isActive: boolean;
};

/** A new post (spec §3): Full-time, Entry Level, USD, active, and one empty row in each list. */
export const newCareerValues = (): CareerFormValues => ({
  title: '',
  description: '',
  titleBn: '',
  descriptionBn: '',
  location: '',
  department: '',
  requirements: [''],
  requirementsBn: [''],
  responsibilities: [''],
  qualifications: [''],
  jobType: CAREER_DEFAULTS.jobType,
  experienceLevel: CAREER_DEFAULTS.experienceLevel,
  salary: { min: '', max: '', currency: CAREER_DEFAULTS.salaryCurrency },
  applicationDeadline: '',
  isActive: CAREER_DEFAULTS.isActive,
});

// ---------------------------------------------------------------------------------------------------
// Answers. Every careers answer carries `success` (spec §7).

export const CareerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  titleBn: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  location: z.string(),
  jobType: z.enum(JOB_TYPES),
  department: z.string(),
  requirements: z.array(z.string()),
  requirementsBn: z.array(z.string()),
  responsibilities: z.array(z.string()),
  qualifications: z.array(z.string()),
  salary: z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.enum(SALARY_CURRENCIES),
  }),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  /** YYYY-MM-DD, or null for no deadline. */
  applicationDeadline: z.string().nullable(),
  isActive: z.boolean(),
  /** Admins only: the public is not told which staff member wrote a post. */
  postedBy: z.object({ username: z.string() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Career = z.infer<typeof CareerSchema>;

export const CareerListSchema = z.object({ success: z.literal(true), data: z.array(CareerSchema) });
export type CareerList = z.infer<typeof CareerListSchema>;

export const CareerDetailSchema = z.object({ success: z.literal(true), data: CareerSchema });

export const CareerResultSchema = z.object({
  success: z.literal(true),
  data: CareerSchema,
  message: z.string(),
});
export type CareerResult = z.infer<typeof CareerResultSchema>;
