import { createHmac } from 'node:crypto';
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
    const [issued, signed] = stamp.split('.');
    const random = issued.split('-')[1];
    const datedBack = `${new Date('2026-11-25T09:00:00Z').getTime().toString(36)}-${random}.${signed}`;
    expect(formStampAge(secret, datedBack, new Date())).toBeNull();
    expect(formStampAge('another-secret-of-at-least-32-characters', stamp, new Date())).toBeNull();
    for (const junk of [undefined, '', 'abc', 42, `${stamp}x`, 'x'.repeat(100)])
      expect(formStampAge(secret, junk, new Date())).toBeNull();
  });

  it('are each one of their own, even issued in the same millisecond', () => {
    const at = new Date('2026-11-25T10:00:00Z');
    expect(signFormStamp(secret, at)).not.toBe(signFormStamp(secret, at));
  });

  it('still read a stamp issued before they had a random part', () => {
    const issued = new Date('2026-11-25T10:00:00Z').getTime().toString(36);
    const signed = createHmac('sha256', secret)
      .update(`form-stamp:${issued}`)
      .digest('base64url')
      .slice(0, 22);
    expect(formStampAge(secret, `${issued}.${signed}`, new Date('2026-11-25T10:00:05Z'))).toBe(5000);
  });
});
