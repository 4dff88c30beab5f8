// The days the company is closed beyond Fridays (public holidays, Eid), which response times skip:
// a site setting holding Dhaka dates as `YYYY-MM-DD`. The admin edits it on the sales desk.
import type { Database } from '@/server/db/client';
import { readSetting } from '@/server/features/settings';
import type { Holidays } from './business-time';

export const HOLIDAYS_SETTING = 'desk.holidays';

export async function readHolidays(db: Database): Promise<Holidays> {
  const stored = await readSetting(db, HOLIDAYS_SETTING);
  return new Set(Array.isArray(stored) ? stored.filter((day): day is string => typeof day === 'string') : []);
}
