import type { I18n } from '@lingui/core';

/**
 * A contract or server message in the reader's language. The message is its own key in the Bengali
 * `messages` catalog (src/i18n/namespaces.ts); English, and any message without a translation
 * (a Bengali text already, a database's own words), stays as it is.
 */
export function translateMessage(i18n: I18n, message: string): string {
  if (i18n.locale === 'en' || !message) return message;
  return i18n._(message);
}

/** What a translator answers for an id its catalogs lack: the id itself, never an error. */
export const missingMessage = (_locale: string, id: string) => id;
