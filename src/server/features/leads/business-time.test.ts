import { describe, expect, it } from 'vitest';
import { businessMinutesBefore, businessMinutesBetween, ONE_BUSINESS_DAY_MINUTES } from './business-time';

// 2026-11-25 is a Wednesday; the 27th a Friday (closed), the 28th a Saturday (10:00-16:00).
const dhaka = (local: string) => new Date(`${local}:00+06:00`);
const none = new Set<string>();

describe('businessMinutesBetween', () => {
  it('counts the open minutes of one weekday', () => {
    expect(businessMinutesBetween(dhaka('2026-11-25T10:00'), dhaka('2026-11-25T12:00'), none)).toBe(120);
    expect(businessMinutesBetween(dhaka('2026-11-25T07:00'), dhaka('2026-11-25T23:00'), none)).toBe(540);
  });

  it('skips nights, Fridays and Saturday afternoons', () => {
    expect(businessMinutesBetween(dhaka('2026-11-25T20:00'), dhaka('2026-11-26T08:00'), none)).toBe(0);
    // Thursday 17:00-18:00, Friday closed, Saturday 10:00-11:00.
    expect(businessMinutesBetween(dhaka('2026-11-26T17:00'), dhaka('2026-11-28T11:00'), none)).toBe(120);
    expect(businessMinutesBetween(dhaka('2026-11-28T15:00'), dhaka('2026-11-28T20:00'), none)).toBe(60);
  });

  it('skips the listed holidays', () => {
    const holidays = new Set(['2026-11-26']);
    expect(businessMinutesBetween(dhaka('2026-11-25T17:00'), dhaka('2026-11-28T11:00'), holidays)).toBe(120);
  });

  it('is zero when the end is not after the start', () => {
    expect(businessMinutesBetween(dhaka('2026-11-25T12:00'), dhaka('2026-11-25T10:00'), none)).toBe(0);
  });
});

describe('businessMinutesBefore', () => {
  it('walks back over closed days to one business day before', () => {
    // Sunday 9:00-10:00 (60), Saturday 10:00-16:00 (360), Friday closed, Thursday 16:00-18:00 (120).
    const cutoff = businessMinutesBefore(dhaka('2026-11-29T10:00'), ONE_BUSINESS_DAY_MINUTES, none);
    expect(cutoff).toEqual(dhaka('2026-11-26T16:00'));
  });

  it('starts from the close when asked at night', () => {
    expect(businessMinutesBefore(dhaka('2026-11-25T22:00'), 60, none)).toEqual(dhaka('2026-11-25T17:00'));
  });

  it('is the inverse of businessMinutesBetween', () => {
    const holidays = new Set(['2026-12-16']);
    for (let i = 0; i < 200; i++) {
      const at = new Date(Date.UTC(2026, 11, 1) + (Math.floor(i * 7919 * 60_000) % (40 * 86_400_000)));
      const minutes = (i * 37) % 3000;
      const before = businessMinutesBefore(at, minutes, holidays);
      expect(businessMinutesBetween(before, at, holidays)).toBe(minutes);
    }
  });
});
