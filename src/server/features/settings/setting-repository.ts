// The site_settings table: one JSON value per key. What a key holds and its default belong to the
// module that owns the setting (site-settings.ts, quotation-terms.ts, mail/mail-settings.ts).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';

/** The stored value, or undefined when the setting was never saved. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [setting] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return setting?.value;
}

export async function saveSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
