// Query keys of the mail feature (the admin's Outbox and mail settings).
import type { OutboxStatusFilter } from '@/contract/mail';

export const mailKeys = {
  all: ['mail'] as const,
  outbox: (status: OutboxStatusFilter, page: number) => ['mail', 'outbox', { status, page }] as const,
  settings: ['mail', 'settings'] as const,
  /** The site's display settings (which digits Bengali pages write), kept beside the mail settings. */
  siteSettings: ['settings', 'site'] as const,
};
