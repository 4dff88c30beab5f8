// The days the company is closed beyond Fridays (public holidays, Eid), which response times skip:
// a site setting holding Dhaka dates as `YYYY-MM-DD`, sorted. The admin edits it on the sales desk.
import type { Database } from '@/server/db/client';
import { readSetting, saveSetting } from '@/server/features/settings';
import type { Holidays } from './business-time';

export const HOLIDAYS_SETTING = 'desk.holidays';

/** The stored list, sorted. */
export async function readHolidayList(db: Database): Promise<string[]> {
  const stored = await readSetting(db, HOLIDAYS_SETTING);
  return Array.isArray(stored) ? stored.filter((day): day is string => typeof day === 'string').sort() : [];
}

export async function readHolidays(db: Database): Promise<Holidays> {
  return new Set(await readHolidayList(db));
}

/** `days` as HolidaysInput leaves them: valid, sorted, without repeats. */
export async function saveHolidays(db: Database, days: string[]): Promise<void> {
  await saveSetting(db, HOLIDAYS_SETTING, days);
}
