// Both languages say everything: a key in one catalog and not the other, a message that does not
// compile, or a translation that drops or invents a placeholder fails here.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { ADMIN_MESSAGES_NAMESPACE, MESSAGES_NAMESPACE, NAMESPACES } from './namespaces';

const read = (locale: string, namespace: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'catalogs', locale, `${namespace}.json`), 'utf8'),
  );

/** The names of a message's ICU arguments ("{count, plural, …}", "{name}"), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      for (const part of token.slice(1)) {
        if (part && typeof part === 'object') for (const branch of Object.values(part)) visit(branch);
      }
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe('the translation catalogs', () => {
  for (const namespace of NAMESPACES) {
    describe(namespace, () => {
      const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale, namespace)]));

      it('has the same keys in every language, each under its namespace', () => {
        const english = Object.keys(catalogs.en).sort();
        for (const locale of LOCALES) {
          expect(Object.keys(catalogs[locale]).sort(), `${locale}/${namespace}.json`).toEqual(english);
        }
        for (const key of english) expect(key.startsWith(`${namespace}.`), key).toBe(true);
      });

      it('has no empty message, and the same placeholders in every language', () => {
        for (const [key, english] of Object.entries(catalogs.en)) {
          for (const locale of LOCALES) {
            const message = catalogs[locale][key];
            expect(message?.trim(), `${locale}: ${key}`).toBeTruthy();
            expect(placeholders(message), `${locale}: ${key}`).toEqual(placeholders(english));
          }
        }
      });
    });
  }

  // t('…') is checked by the type checker (src/i18n/message-id.ts); <Trans id="…"> takes any string.
  it('has every key a <Trans> element names', () => {
    const english = Object.assign({}, ...NAMESPACES.map((namespace) => read('en', namespace)));
    const sources = fs
      .readdirSync(path.join(import.meta.dirname, '..'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'));
    const named = sources.flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(import.meta.dirname, '..', file), 'utf8')
          .matchAll(/<Trans\b[^>]*?\bid="([^"]+)"/gs),
      ].map((match) => `${file}: ${match[1]}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !(entry.split(': ')[1] in english))).toEqual([]);
  });

  it('translates messages into Bengali without empty or English-only answers', () => {
    const bengali = { ...read('bn', MESSAGES_NAMESPACE), ...read('bn', ADMIN_MESSAGES_NAMESPACE) };
    for (const [english, translated] of Object.entries(bengali)) {
      expect(translated.trim(), english).toBeTruthy();
      expect(placeholders(translated), english).toEqual(placeholders(english));
    }
  });
});
