import { describe, expect, it } from 'vitest';
import { formStampAge, signFormStamp } from './form-stamp';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('form stamps', () => {
  it('tell how long ago the server issued them', () => {
    const stamp = signFormStamp(secret, new Date('2026-11-25T10:00:00Z'));
    expect(formStampAge(secret, stamp, new Date('2026-11-25T10:00:05Z'))).toBe(5000);
  });

  it('refuse a stamp dated back, signed with another key, or not a stamp at all', () => {
    const stamp = signFormStamp(secret, new Date('2026-11-25T10:00:00Z'));
    const [, signed] = stamp.split('.');
    const datedBack = `${new Date('2026-11-25T09:00:00Z').getTime().toString(36)}.${signed}`;
    expect(formStampAge(secret, datedBack, new Date())).toBeNull();
    expect(formStampAge('another-secret-of-at-least-32-characters', stamp, new Date())).toBeNull();
    for (const junk of [undefined, '', 'abc', 42, `${stamp}x`, 'x'.repeat(100)])
      expect(formStampAge(secret, junk, new Date())).toBeNull();
  });
});
