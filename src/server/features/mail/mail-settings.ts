// The staff recipients setting (site_settings, key STAFF_RECIPIENTS_SETTING): who gets the alerts
// for new inquiries, contact messages and reviews. Read for sending by staffRecipients() in outbox.ts.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { STAFF_RECIPIENTS_SETTING } from './outbox';

/** The addresses the admins entered; empty when none (then every admin gets the alerts). */
export async function readStaffRecipientsSetting(db: Database): Promise<string[]> {
  const [setting] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, STAFF_RECIPIENTS_SETTING));
  return Array.isArray(setting?.value) ? (setting.value as string[]) : [];
}

export async function saveStaffRecipientsSetting(db: Database, addresses: string[]) {
  await db
    .insert(siteSettings)
    .values({ key: STAFF_RECIPIENTS_SETTING, value: addresses })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: addresses, updatedAt: sql`now()` } });
}
