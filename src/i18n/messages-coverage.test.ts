// The Bengali `messages` catalog against the messages themselves: every English message the contract
// exports (each *_MESSAGES / *_TEXT object and *_MESSAGE constant in src/contract, the server's own in
// server-messages.ts, the two the browser keeps beside its code) has a translation, and the catalog
// holds nothing that is no longer a message. Messages built at run time are covered by
// message-patterns.ts, checked here through translateMessage itself. The messages only staff meet are
// in `admin-messages`, which only the admin area loads: it holds nothing a public page may show. The
// ones a page may show as it loads, before its forms (`core-messages`, loaded with every Bengali page),
// are the product texts and the two messages of a lost connection and a forbidden page.
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@/contract/mail';
import { PRODUCT_NOT_FOUND, PRODUCT_TEXT } from '@/contract/product-rules';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { translator } from '@/server/i18n/translator';
import { NO_PERMISSION_MESSAGE } from '@/web/app/guards';
import { NO_RESPONSE_MESSAGE } from '@/web/lib/api-client';
import bengaliAdmin from './catalogs/bn/admin-messages.json';
import bengaliCore from './catalogs/bn/core-messages.json';
import bengali from './catalogs/bn/messages.json';
import { MESSAGE_PATTERNS } from './message-patterns';

const MESSAGE_EXPORT = /(MESSAGES|MESSAGE|TEXT)$/;

// The contract's exports whose messages only the admin area shows (the staff's forms and answers),
// less the few of them a visitor meets too.
const ADMIN_EXPORTS = new Set([
  'CAREER_MESSAGES',
  'HOLIDAY_MESSAGES',
  'LEAD_THREAD_MESSAGES',
  'MAIL_MESSAGES',
  'METRICS_MESSAGES',
  'NOTIFICATION_MESSAGES',
  'PRODUCT_MESSAGES',
  'QUOTATION_EXPORT_MESSAGES',
  'QUOTATION_TERMS_MESSAGES',
  'SAFETY_MESSAGES',
  'SITE_SETTINGS_MESSAGES',
  'SPAM_MESSAGES',
  'USER_MESSAGES',
  'VARIANT_MESSAGES',
]);
const PUBLIC_AMONG_ADMIN = new Set([
  'PRODUCT_MESSAGES.notFound',
  'USER_MESSAGES.languageInvalid',
  'USER_MESSAGES.languageSaved',
  'VARIANT_MESSAGES.variantNotFound',
]);

/** The messages only the admin area shows: those of the admin's exports that no other export holds. */
function adminOnlyMessages(): Set<string> {
  const modules = import.meta.glob<Record<string, unknown>>(
    ['/src/contract/*.ts', '!/src/contract/*.test.ts'],
    { eager: true },
  );
  const admin = new Set<string>();
  const elsewhere = new Set<string>();
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!MESSAGE_EXPORT.test(name)) continue;
      if (typeof value === 'string') elsewhere.add(value);
      else if (value && typeof value === 'object') {
        for (const [key, entry] of Object.entries(value)) {
          if (typeof entry !== 'string') continue;
          const adminOnly = ADMIN_EXPORTS.has(name) && !PUBLIC_AMONG_ADMIN.has(`${name}.${key}`);
          (adminOnly ? admin : elsewhere).add(entry);
        }
      }
    }
  }
  return new Set([...admin].filter((message) => !elsewhere.has(message)));
}

function contractMessages(): Map<string, string> {
  const modules = import.meta.glob<Record<string, unknown>>(
    ['/src/contract/*.ts', '!/src/contract/*.test.ts'],
    {
      eager: true,
    },
  );
  const found = new Map<string, string>();
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!MESSAGE_EXPORT.test(name)) continue;
      if (typeof value === 'string') found.set(value, `${path} ${name}`);
      else if (value && typeof value === 'object') {
        for (const [key, entry] of Object.entries(value)) {
          // Functions build their message at run time: message-patterns.ts covers them (below).
          if (typeof entry === 'string') found.set(entry, `${path} ${name}.${key}`);
        }
      }
    }
  }
  found.set(NO_PERMISSION_MESSAGE, 'src/web/app/guards.tsx');
  found.set(NO_RESPONSE_MESSAGE, 'src/web/lib/api-client.ts');
  for (const { key } of MESSAGE_PATTERNS) found.set(key, 'src/i18n/message-patterns.ts');
  return found;
}

const coreCatalog: Record<string, string> = bengaliCore;
const publicCatalog: Record<string, string> = bengali;
const adminCatalog: Record<string, string> = bengaliAdmin;
const catalog = { ...coreCatalog, ...publicCatalog, ...adminCatalog };

/** What every Bengali page loads: the product texts (and the pattern of a picture that failed). */
const CORE_MESSAGES = new Set([
  ...Object.values(PRODUCT_TEXT).filter((message) => typeof message === 'string'),
  PRODUCT_NOT_FOUND,
  'Failed to load image {n}',
  NO_RESPONSE_MESSAGE,
  NO_PERMISSION_MESSAGE,
]);

describe('the Bengali messages catalog', () => {
  const messages = contractMessages();

  it('finds the contract messages', () => {
    expect(messages.size).toBeGreaterThan(200);
    expect(messages.has('Please enter a valid email address')).toBe(true);
  });

  it('translates every message', () => {
    const missing = [...messages]
      .filter(([message]) => !catalog[message])
      .map(([m, where]) => `${where}: ${m}`);
    expect(missing).toEqual([]);
  });

  it('holds no key that is no longer a message', () => {
    expect(Object.keys(catalog).filter((key) => !messages.has(key))).toEqual([]);
  });

  it('keeps in the core catalog what a page may show as it loads, and nothing else', () => {
    expect(new Set(Object.keys(coreCatalog))).toEqual(CORE_MESSAGES);
    const twice = Object.keys(coreCatalog).filter((key) => key in publicCatalog || key in adminCatalog);
    expect(twice).toEqual([]);
  });

  it('keeps what a public page may show out of the admin catalog, and the admin messages in it', () => {
    const adminOnly = adminOnlyMessages();
    expect(Object.keys(adminCatalog).filter((key) => !adminOnly.has(key))).toEqual([]);
    expect(Object.keys(publicCatalog).filter((key) => adminOnly.has(key))).toEqual([]);
    expect(Object.keys(adminCatalog).length).toBeGreaterThan(50);
  });

  it('translates the messages built at run time through their patterns', () => {
    const { msg } = translator('bn');
    expect(msg(MAIL_MESSAGES.recipientInvalid('x@y'))).toBe('"x@y" সঠিক ইমেইল ঠিকানা নয়');
    expect(msg(PRODUCT_TEXT.imageFailed(3))).toBe('3 নম্বর ছবিটি লোড করা যায়নি');
    expect(msg(SERVER_MESSAGES.routeNotFound('GET', '/api/nothing'))).toBe('GET /api/nothing পাওয়া যায়নি');
    expect(msg('specifications.0.name must be at most 100 characters')).toBe(
      'specifications.0.name সর্বোচ্চ 100 অক্ষরের হতে পারে',
    );
    expect(msg('price must be a number')).toBe('price একটি সংখ্যা হতে হবে');
    // A sentence listed whole wins over the pattern it also matches.
    expect(msg('Name must be at most 100 characters')).toBe('নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    // English, and a text that is no message, stay as they are.
    expect(translator('en').msg(PRODUCT_TEXT.imageFailed(3))).toBe('Failed to load image 3');
    expect(msg('Hello there')).toBe('Hello there');
  });
});
