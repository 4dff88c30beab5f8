import { describe, expect, it } from 'vitest';
import { parseDay } from './date-field';

describe('a date as Bangladesh writes it', () => {
  it('reads day, month and year in either digits and with the usual separators', () => {
    expect(parseDay('25/11/2026')).toBe('2026-11-25');
    expect(parseDay('২৫/১১/২০২৬')).toBe('2026-11-25');
    expect(parseDay(' 5-3-26 ')).toBe('2026-03-05');
    expect(parseDay('01.02.2026')).toBe('2026-02-01');
  });

  it('refuses what is not a day of the calendar, and the American order where it cannot be one', () => {
    for (const text of ['', '2026-11-25', '31/02/2026', '11/25/2026', '25/11', 'tomorrow']) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});
