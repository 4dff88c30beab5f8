import { describe, expect, it } from 'vitest';
import { formatDate, formatDocumentDate, timeAgo } from './dates';

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says "Just now" under a minute, and for clocks slightly ahead', () => {
    expect(timeAgo(ago(0), { now })).toBe('Just now');
    expect(timeAgo(ago(59_000), { now })).toBe('Just now');
    expect(timeAgo(ago(-5_000), { now })).toBe('Just now');
  });

  it('counts minutes, hours and days, singular and plural', () => {
    expect(timeAgo(ago(60_000), { now })).toBe('1 minute ago');
    expect(timeAgo(ago(59 * 60_000), { now })).toBe('59 minutes ago');
    expect(timeAgo(ago(60 * 60_000), { now })).toBe('1 hour ago');
    expect(timeAgo(ago(23 * 3600_000), { now })).toBe('23 hours ago');
    expect(timeAgo(ago(24 * 3600_000), { now })).toBe('1 day ago');
    expect(timeAgo(ago(45 * 24 * 3600_000).toISOString(), { now })).toBe('45 days ago');
  });

  it('writes Bengali, with Bengali or Latin digits', () => {
    expect(timeAgo(ago(5 * 24 * 3600_000), { now, dates: 'bn-BD' })).toBe('৫ দিন আগে');
    expect(timeAgo(ago(5 * 60_000), { now, dates: 'bn-BD-u-nu-latn' })).toBe('5 মিনিট আগে');
    expect(timeAgo(ago(1_000), { now, dates: 'bn-BD', justNow: 'এইমাত্র' })).toBe('এইমাত্র');
  });
});

describe('formatDate', () => {
  it('writes day, month name and year', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('5 March 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'bn-BD')).toBe('৫ মার্চ, ২০২৬');
  });
});

describe('formatDocumentDate', () => {
  it('writes a calendar date as it is and a moment as its day in Dhaka', () => {
    expect(formatDocumentDate('2026-12-07')).toBe('7 December 2026');
    expect(formatDocumentDate('2026-12-06T20:30:00Z')).toBe('7 December 2026'); // 02:30 in Dhaka
    expect(formatDocumentDate('2026-12-07', 'bn-BD')).toBe('৭ ডিসেম্বর, ২০২৬');
  });
});
