import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { datesLocale, figuresLocale, NUMERALS, type Numerals } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';
import type { MessageId, MessageValues } from '@/i18n/message-id';
import { translateMessage } from '@/i18n/translate';

/** Whether this page writes Bengali or Latin digits, read from the translator's Intl locale. */
const numeralsOf = (intlLocale: string | undefined): Numerals =>
  intlLocale?.includes('-nu-latn') ? NUMERALS[1] : NUMERALS[0];

/**
 * The one way a component gets its text: `t('catalogue.addToQuote')` for the site's own words,
 * `msg(PRODUCT_MESSAGES.notFound)` for a contract or server message (English wording, translated on
 * Bengali pages). Also the page's language and the Intl locales its figures and dates are written in.
 */
export function useT() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const intlLocale = i18n.locales?.[0];
  return useMemo(() => {
    const numerals = numeralsOf(intlLocale);
    return {
      t: (id: MessageId, values?: MessageValues) => i18n._(id, values),
      msg: (message: string) => translateMessage(i18n, message),
      locale,
      numerals,
      figures: figuresLocale(locale, numerals),
      dates: datesLocale(locale, numerals),
    };
  }, [i18n, locale, intlLocale]);
}
