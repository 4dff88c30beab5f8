// The signed-in account's language (users.language): the switcher saves each choice to it, and after
// login the site moves to it, so an account reads the site in its language on any device.
import type { LanguageResult } from '@/contract/users';
import { type Locale, localeOfPath, localizedPath } from '@/i18n/locales';
import { api, tokenStore } from '@/web/lib/api-client';
import { rememberLocale } from './locale-cookie';

/**
 * Saves the choice to the account when someone is signed in. Fire and forget: the switcher's link
 * loads the other page at once, so the request is sent with keepalive to outlive this page, and a
 * failure changes nothing the visitor sees (the cookie keeps the choice for this browser).
 */
export function saveAccountLanguage(locale: Locale) {
  if (!tokenStore.get()) return;
  api.put<LanguageResult>('/me/language', { language: locale }, { keepalive: true }).catch(() => undefined);
}

/**
 * After login: when the account has a language other than the page's, loads `path` in the account's
 * language (a full page load, which brings that language's texts and font) and remembers it in the
 * cookie. Answers whether it did, so the caller does not navigate as well.
 */
export function goToAccountLanguage(language: Locale | undefined, path: string): boolean {
  if (!language || typeof window === 'undefined') return false;
  if (language === localeOfPath(window.location.pathname)) return false;
  rememberLocale(language);
  window.location.assign(localizedPath(path, language));
  return true;
}
