import { type Messages, setupI18n } from '@lingui/core';
import { datesLocale, type Numerals } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';
import { missingMessage } from '@/i18n/translate';

/**
 * A page's translator: one per page load in the browser, one per rendering on the server. Its Intl
 * locale writes the figures and dates of ICU placeholders ("{count, number}") in the page's digits.
 */
export const createI18n = (locale: Locale, numerals: Numerals, messages: Messages) =>
  setupI18n({
    locale,
    locales: [datesLocale(locale, numerals)],
    messages: { [locale]: messages },
    missing: missingMessage,
  });
