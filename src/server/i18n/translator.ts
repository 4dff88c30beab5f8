// The server's translation layer, the same Lingui and catalogs as the browser's (src/web/i18n): one
// translator per language and digits, made once; messages are compiled the first time they are used.
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { QuantityUnit } from '@/contract/enums';
import { formatAmount, formatPrice } from '@/contract/money';
import { formatDocumentDate } from '@/i18n/dates';
import { DEFAULT_NUMERALS, datesLocale, figuresLocale, formatNumber, type Numerals } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';
import type { MessageId, MessageValues } from '@/i18n/message-id';
import { missingMessage, translateMessage } from '@/i18n/translate';
import { quantityText, unitKey } from '@/i18n/units';
import { CATALOGS } from './catalogs';

export type Translator = ReturnType<typeof makeTranslator>;

function makeTranslator(locale: Locale, numerals: Numerals) {
  const i18n: I18n = setupI18n({
    locale,
    locales: [datesLocale(locale, numerals)],
    messages: { [locale]: CATALOGS[locale] },
    missing: missingMessage,
  });
  i18n.setMessagesCompiler(compileMessage);
  const figures = figuresLocale(locale, numerals);
  const dates = datesLocale(locale, numerals);
  const t = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  const number = (value: number) => formatNumber(value, figures);
  return {
    locale,
    i18n,
    /** The Intl locale of this translator's digits (src/i18n/figures.ts). */
    figures,
    /** The site's own words, by key ("mail.ack.subject"). */
    t,
    /** A contract or server message (English wording) in this language. */
    msg: (message: string) => translateMessage(i18n, message),
    amount: (value: number, currency: string) => formatAmount(value, currency, figures),
    price: (value: number, currency: string) => formatPrice(value, currency, figures),
    /** A quotation's or a mail's date (src/i18n/dates.ts formatDocumentDate). */
    date: (value: string | Date) => formatDocumentDate(value, dates),
    /** A quantity or count in this language's digits ("1,250.5", "১,২৫০.৫"). */
    number,
    /** A quantity and its unit ("3 drums", "5 MT", "১,২৫০ কেজি"); the figure alone without a unit. */
    quantity: (value: number, unit: QuantityUnit | null) => quantityText(t, value, unit, number),
    /** A unit's name alone, as after a price's slash ("৳ 5,000.00 / drum"). */
    unit: (unit: QuantityUnit) => i18n._(unitKey(unit)),
  };
}

const translators = new Map<string, Translator>();

export function translator(locale: Locale, numerals: Numerals = DEFAULT_NUMERALS): Translator {
  const key = `${locale}|${numerals}`;
  let found = translators.get(key);
  if (!found) translators.set(key, (found = makeTranslator(locale, numerals)));
  return found;
}
