// Site-wide display settings edited in the admin area: for now, which digits Bengali pages write.
import { z } from 'zod';
import { NUMERALS } from './enums';

export const SITE_SETTINGS_MESSAGES = {
  saved: 'Site settings saved',
  saveFailed: 'Failed to save site settings',
  fetchFailed: 'Failed to fetch site settings',
  numeralsInvalid: `Digits must be one of: ${NUMERALS.join(', ')}`,
} as const;

/** Bengali digits (১২৩) or Latin ones (123) on Bengali pages; English pages always write Latin. */
export const NumeralsSchema = z.enum(NUMERALS, { error: SITE_SETTINGS_MESSAGES.numeralsInvalid });

/** GET /api/admin/settings/site, and the body of PUT. */
export const SiteSettingsSchema = z.object({ numerals: NumeralsSchema });
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export const SiteSettingsInput = SiteSettingsSchema;
export type SiteSettingsInput = z.input<typeof SiteSettingsInput>;

export const SiteSettingsResultSchema = z.object({ settings: SiteSettingsSchema, message: z.string() });
export type SiteSettingsResult = z.infer<typeof SiteSettingsResultSchema>;
