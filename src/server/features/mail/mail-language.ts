// Who reads a mail in which language. A buyer's mails follow the language of their inquiry
// (inquiries.language, the page they asked on); staff alerts follow each recipient's account language
// (users.language), English for an address with no account or no choice. Quantities in a mail are
// written the reader's way, digits and unit (the translator's `quantity`; dates: its `date`).
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import type { PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import type { Translator } from '@/server/i18n/translator';
import { type OutgoingMail, outboxRows } from './outbox';
import { insertOutboxMail, type OutboxInsert, outboxMailInsert } from './outbox-repository';
import { findStaffRecipients } from './recipient-repository';

/** What a mail is about: "Sulphuric Acid 98% and 2 more", in the reader's language. */
export const productsSummary = (tr: Translator, names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : tr.t('mail.products.andMore', { product: names[0], count: tr.number(names.length - 1) });

/** The staff addresses by the language they read mail in. */
export type StaffRecipients = Map<Locale, string[]>;

/** Whom staff mail reaches and where buyers' replies go. */
export type MailAddressing = { staff: StaffRecipients; replyTo: string[] };

/**
 * The staff recipients by language (each with the language of their account, if they have one) and
 * where a buyer's replies go (what salesReplyTo answers: the sales address, else the staff
 * recipients), in one read. Other features read it through app.mail.addressing(), kept in the
 * process, before the write that queues their mail.
 */
export async function mailAddressing(db: Database): Promise<MailAddressing> {
  const { recipients, salesAddress } = await findStaffRecipients(db);
  const staff: StaffRecipients = new Map();
  for (const { address, language } of recipients) {
    const locale = isLocale(language) ? language : DEFAULT_LOCALE;
    staff.set(locale, [...(staff.get(locale) ?? []), address]);
  }
  return { staff, replyTo: salesAddress ? [salesAddress] : recipients.map(({ address }) => address) };
}

/** A staff alert's outbox rows: one per recipient, each written in the language they read. */
function staffMailRows(staff: StaffRecipients, build: (locale: Locale) => OutgoingMail): OutboxInsert[] {
  return [...staff].flatMap(([locale, addresses]) => outboxRows(addresses, build(locale)));
}

/** A staff alert, written once per language its recipients read, stored in one statement. */
export async function queueStaffMail(
  db: Database,
  staff: StaffRecipients,
  build: (locale: Locale) => OutgoingMail,
) {
  const rows = staffMailRows(staff, build);
  if (rows.length > 0) await insertOutboxMail(db, rows);
}

/**
 * The same alert as a write to run along with the one that causes it (db/along-with.ts): none when
 * nobody is to hear of it.
 */
export function staffMailAlong(
  db: Database,
  staff: StaffRecipients,
  build: (locale: Locale) => OutgoingMail,
): PendingWrite[] {
  const rows = staffMailRows(staff, build);
  return rows.length > 0 ? [outboxMailInsert(db, rows)] : [];
}

/**
 * Where a buyer's reply goes (their acknowledgement, their quotations): the sales address setting,
 * or the staff recipients when it is not set.
 */
export async function salesReplyTo(db: Database): Promise<string[]> {
  return (await mailAddressing(db)).replyTo;
}
