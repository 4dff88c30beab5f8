import { describe, expect, it } from 'vitest';
import { dhakaDate, firstWeekStart, median, weeklyBuckets, winRate } from './metrics-summary';

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([7])).toBe(7);
  });

  it('is null without values', () => {
    expect(median([])).toBeNull();
  });
});

describe('winRate', () => {
  it('is accepted over sent, null when nothing was sent', () => {
    expect(winRate(4, 1)).toBe(0.25);
    expect(winRate(0, 0)).toBeNull();
  });
});

describe('weekly buckets in Dhaka', () => {
  it('takes the Dhaka date, six hours ahead of UTC', () => {
    expect(dhakaDate(new Date('2026-11-28T17:59:00Z'))).toBe('2026-11-28');
    expect(dhakaDate(new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-29');
  });

  it('starts weeks on the Sunday, counting back from the current week', () => {
    // Wednesday 25 November 2026 in Dhaka: its week began on Sunday the 22nd.
    expect(firstWeekStart(new Date('2026-11-25T10:00:00Z'), 1)).toBe('2026-11-22');
    expect(firstWeekStart(new Date('2026-11-25T10:00:00Z'), 12)).toBe('2026-09-06');
    // Saturday 28 November, 23:30 in Dhaka (17:30 UTC) is still the week of the 22nd; 00:30 Sunday is the next.
    expect(firstWeekStart(new Date('2026-11-28T17:30:00Z'), 1)).toBe('2026-11-22');
    expect(firstWeekStart(new Date('2026-11-28T18:30:00Z'), 1)).toBe('2026-11-29');
  });

  it('adds each day to its week by kind and status, every week present', () => {
    const weeks = weeklyBuckets(
      [
        { day: '2026-11-08', kind: 'inquiry', status: 'new', count: 2 },
        { day: '2026-11-14', kind: 'contact', status: 'closed', count: 1 },
        { day: '2026-11-22', kind: 'sample', status: 'responded', count: 3 },
        { day: '2026-11-01', kind: 'inquiry', status: 'new', count: 9 }, // before the first week
      ],
      '2026-11-08',
      3,
    );
    expect(weeks.map((week) => [week.weekStart, week.total])).toEqual([
      ['2026-11-08', 3],
      ['2026-11-15', 0],
      ['2026-11-22', 3],
    ]);
    expect(weeks[0].byKind).toEqual({ inquiry: 2, contact: 1, sample: 0, document: 0 });
    expect(weeks[0].byStatus).toEqual({ new: 2, inProgress: 0, responded: 0, closed: 1 });
    expect(weeks[2].byKind.sample).toBe(3);
  });
});
