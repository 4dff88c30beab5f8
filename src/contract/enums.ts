// Every closed set of values in the data model, defined once for the database, the server and the forms.

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PRODUCT_CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;
export type ProductCurrency = (typeof PRODUCT_CURRENCIES)[number];

export const DOCUMENT_KINDS = ['sds', 'tds'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

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

// The spec's five types. A new contact message is a 'system' notification carrying its contactId.
export const NOTIFICATION_TYPES = ['inquiry', 'comment', 'product', 'user', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
