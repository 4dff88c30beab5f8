import { describe, expect, it } from 'vitest';
import { durationParts } from './duration-parts';

describe('durationParts', () => {
  it('splits minutes into hours and minutes, rounding to the minute', () => {
    expect(durationParts(200)).toEqual({ hours: 3, minutes: 20 });
    expect(durationParts(45.5)).toEqual({ hours: 0, minutes: 46 });
    expect(durationParts(600)).toEqual({ hours: 10, minutes: 0 });
  });
});
