import { describe, expect, it } from 'vitest';
import { memoized } from './memoized';

describe('memoized', () => {
  it('makes a value once for each distinct list of arguments and returns that one after', () => {
    let made = 0;
    const format = memoized((locale: string, grouping: boolean) => {
      made++;
      return new Intl.NumberFormat(locale, { useGrouping: grouping });
    });
    const english = format('en-US', true);
    expect(format('en-US', true)).toBe(english);
    expect(english.format(1250)).toBe('1,250');
    expect(format('en-US', false).format(1250)).toBe('1250');
    expect(format('bn-BD', true).format(1250)).toBe('১,২৫০');
    expect(made).toBe(3);
  });

  it('tells an argument left out from one given', () => {
    const zone = memoized((locale: string, timeZone?: string) => ({ locale, timeZone }));
    expect(zone('en-GB')).toEqual({ locale: 'en-GB', timeZone: undefined });
    expect(zone('en-GB', 'Asia/Dhaka')).toEqual({ locale: 'en-GB', timeZone: 'Asia/Dhaka' });
  });
});
