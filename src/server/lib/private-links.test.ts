import { describe, expect, it } from 'vitest';
import {
  createPrivateLink,
  fillPrivateLinks,
  hashToken,
  privateLinkToken,
  tokenPlaceholder,
} from './private-links';

const SECRET = 'a-test-secret-of-more-than-32-characters';

describe('private links', () => {
  it('derives a 43-character token from the secret, the kind and the id, and stores only its hash', () => {
    const link = createPrivateLink(SECRET, 'inquiryTracking', '7d0c2a4e-0b7e-4a51-9b53-3c5f9e0d1a22');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.hash).toBe(hashToken(link.token));
    expect(privateLinkToken(SECRET, link)).toBe(link.token);
    // Another secret, kind or id gives another token.
    expect(privateLinkToken(`${SECRET}!`, link)).not.toBe(link.token);
    expect(privateLinkToken(SECRET, { ...link, kind: 'passwordReset' })).not.toBe(link.token);
    expect(createPrivateLink(SECRET, 'inquiryTracking').token).not.toBe(link.token);
  });

  it('fills the placeholders of the listed links only, at send time', () => {
    const mine = createPrivateLink(SECRET, 'inquiryTracking');
    const typed = createPrivateLink(SECRET, 'passwordReset');
    const stored = `Track: https://x.example/quotes/${tokenPlaceholder(mine)}\nTyped: ${tokenPlaceholder(typed)}`;
    expect(stored).not.toContain(mine.token);
    const sent = fillPrivateLinks(SECRET, stored, [mine]);
    expect(sent).toContain(`https://x.example/quotes/${mine.token}\n`);
    expect(sent).toContain(`Typed: ${tokenPlaceholder(typed)}`);
    expect(sent).not.toContain(typed.token);
  });

  it('refuses a kind or id that would make a placeholder ambiguous', () => {
    expect(() => createPrivateLink(SECRET, 'inquiry:tracking')).toThrow(/Not a private link/);
    expect(() => tokenPlaceholder({ kind: 'x', id: 'a}}b' })).toThrow(/Not a private link/);
  });
});
