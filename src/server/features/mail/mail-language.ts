// Who reads a mail in which language. A buyer's mails follow the language of their inquiry
// (inquiries.language, the page they asked on); staff alerts follow each recipient's account language
// (users.language), English for an address with no account or no choice. Quantities in a mail are
// written the reader's way, digits and unit (dates: the translator's `date`).
import type { QuantityUnit } from '@/contract/enums';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import type { Translator } from '@/server/i18n/translator';
import { type OutgoingMail, queueMail, staffRecipients } from './outbox';
import { findAccountLanguages } from './recipient-repository';

/** "5 MT", "১,২৫০ কেজি"; a quantity asked without a unit is the figure alone. */
export const mailQuantity = (tr: Translator, quantity: number, unit: QuantityUnit | null) =>
  unit ? `${tr.number(quantity)} ${tr.unit(unit)}` : tr.number(quantity);

/** What a mail is about: "Sulphuric Acid 98% and 2 more", in the reader's language. */
export const productsSummary = (tr: Translator, names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : tr.t('mail.products.andMore', { product: names[0], count: tr.number(names.length - 1) });

/** The staff addresses by the language they read mail in. */
export type StaffRecipients = Map<Locale, string[]>;

/**
 * Each staff recipient with the language of their account, if they have one. Read before the
 * transaction that queues the alert: inside it, these reads would hold the embedded database's one
 * session for their round trips while every other request waits.
 */
export async function staffRecipientsByLanguage(db: Database): Promise<StaffRecipients> {
  const addresses = await staffRecipients(db);
  const grouped = new Map<Locale, string[]>();
  if (addresses.length === 0) return grouped;
  const languageOf = await findAccountLanguages(
    db,
    addresses.map((address) => address.trim().toLowerCase()),
  );
  for (const address of addresses) {
    const chosen = languageOf.get(address.trim().toLowerCase());
    const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
    grouped.set(locale, [...(grouped.get(locale) ?? []), address]);
  }
  return grouped;
}

/** A staff alert, written once per language its recipients read. */
export async function queueStaffMail(
  db: Database,
  staff: StaffRecipients,
  build: (locale: Locale) => OutgoingMail,
) {
  for (const [locale, addresses] of staff) {
    await queueMail(db, addresses, build(locale));
  }
}
