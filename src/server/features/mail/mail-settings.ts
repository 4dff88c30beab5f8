// The mail settings admins edit (site_settings): the staff recipients (key STAFF_RECIPIENTS_SETTING),
// who get the alerts for new inquiries, contact messages and reviews, and the sales address (key
// SALES_ADDRESS_SETTING), where buyers' replies go. Read for sending, both at once, by
// findStaffRecipients (recipient-repository.ts).
import type { Database } from '@/server/db/client';
import { readSetting, saveSetting } from '@/server/features/settings';

export const STAFF_RECIPIENTS_SETTING = 'staffRecipients';
export const SALES_ADDRESS_SETTING = 'salesAddress';

/** The addresses the admins entered; empty when none (then every admin gets the alerts). */
export async function readStaffRecipientsSetting(db: Database): Promise<string[]> {
  const value = await readSetting(db, STAFF_RECIPIENTS_SETTING);
  return Array.isArray(value) ? (value as string[]) : [];
}

export const saveStaffRecipientsSetting = (db: Database, addresses: string[]) =>
  saveSetting(db, STAFF_RECIPIENTS_SETTING, addresses);

/** The sales address the admins entered, or null (then buyers' replies go to the staff recipients). */
export async function readSalesAddressSetting(db: Database): Promise<string | null> {
  const value = await readSetting(db, SALES_ADDRESS_SETTING);
  return typeof value === 'string' && value ? value : null;
}

export const saveSalesAddressSetting = (db: Database, address: string | null) =>
  saveSetting(db, SALES_ADDRESS_SETTING, address ?? '');
