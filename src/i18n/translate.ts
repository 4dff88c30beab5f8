import type { I18n } from '@lingui/core';
import { MESSAGE_PATTERNS } from './message-patterns';

/**
 * A contract or server message in the reader's language. The message is its own key in the Bengali
 * `messages` catalog (src/i18n/namespaces.ts); a message built at run time is matched against
 * message-patterns.ts. English, and any message without a translation (a Bengali text already, a
 * database's own words), stays as it is.
 */
export function translateMessage(i18n: I18n, message: string): string {
  if (i18n.locale === 'en' || !message) return message;
  const translated = i18n._(message);
  if (translated !== message) return translated;
  for (const { pattern, key } of MESSAGE_PATTERNS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = found.groups ?? {};
    const answer = i18n._(key, values);
    return answer === key ? message : answer;
  }
  return message;
}

/** What a translator answers for an id its catalogs lack: the id itself, never an error. */
export const missingMessage = (_locale: string, id: string) => id;
