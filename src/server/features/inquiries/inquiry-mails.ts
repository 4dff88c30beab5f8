// The two mails a new inquiry sends (issue: who gets what): the sales desk's alert, with the buyer's
// details and a direct link to the inquiry in the admin area, and the buyer's acknowledgement, with a
// summary of what was asked and the private tracking link. Each is queued in the inquiry's own
// transaction; each recipient gets a copy of their own, so no buyer ever sees another's address.
// The acknowledgement is in the language the buyer asked in; each alert in its reader's language.
import { COMPANY } from '@/contract/site';
import type { Locale } from '@/i18n/locales';
import { composeMail } from '@/server/features/mail/compose-mail';
import { mailQuantity, queueStaffMail, type StaffRecipients } from '@/server/features/mail/mail-language';
import { type Queryable, queueMail } from '@/server/features/mail/outbox';
import { type Translator, translator } from '@/server/i18n/translator';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

const quantityText = (tr: Translator, line: InquiryLineRow) =>
  line.quantity === null ? '' : mailQuantity(tr, Number(line.quantity), line.unit);

const linesTable = (tr: Translator, lines: InquiryLineRow[]) => ({
  headers: [tr.t('mail.label.product'), tr.t('mail.label.quantity'), tr.t('mail.label.note')],
  rows: lines.map((line) => [line.productName, quantityText(tr, line), line.note ?? '']),
});

/** "2026-12-01" as "1 December 2026". */
const dateText = (tr: Translator, date: string | null) => (date ? tr.date(date) : null);

const whatWasAsked = (tr: Translator, lines: InquiryLineRow[]) =>
  lines.length === 1
    ? lines[0].productName
    : tr.t('mail.inquiry.products', { count: tr.number(lines.length) });

export const adminInquiryUrl = (publicUrl: string, inquiryId: string) =>
  `${publicUrl}/admin/inquiries?id=${inquiryId}`;

function alertMail(locale: Locale, row: InquiryRow, lines: InquiryLineRow[], publicUrl: string) {
  const tr = translator(locale);
  const { t } = tr;
  const alert = composeMail(
    {
      heading: t('mail.inquiryAlert.heading', { name: row.name }),
      paragraphs: [t('mail.inquiryAlert.intro', { name: row.name, what: whatWasAsked(tr, lines) })],
      details: [
        [t('mail.label.name'), row.name],
        [t('mail.label.email'), row.email],
        [t('mail.label.phone'), row.phone],
        [t('mail.label.deliveryLocation'), row.deliveryLocation],
        [t('mail.label.dateNeeded'), dateText(tr, row.neededBy)],
        [t('mail.label.message'), row.inquiry],
      ],
      table: linesTable(tr, lines),
      action: { label: t('mail.inquiryAlert.action'), url: adminInquiryUrl(publicUrl, row.id) },
      footnote: t('mail.inquiryAlert.footnote'),
    },
    locale,
  );
  return {
    kind: 'inquiryAlert' as const,
    subject: t('mail.inquiryAlert.subject', { product: row.productName, name: row.name }),
    ...alert,
  };
}

export async function queueInquiryMails(
  tx: Queryable,
  {
    row,
    lines,
    publicUrl,
    trackingUrl,
    staff,
  }: {
    row: InquiryRow;
    lines: InquiryLineRow[];
    publicUrl: string;
    trackingUrl: string;
    /** staffRecipientsByLanguage, read before the transaction. */
    staff: StaffRecipients;
  },
) {
  await queueStaffMail(tx, staff, (locale) => alertMail(locale, row, lines, publicUrl));

  const tr = translator(row.language);
  const { t } = tr;
  const acknowledgement = composeMail(
    {
      heading: t('mail.ack.heading'),
      paragraphs: [
        t('mail.ack.greeting', { name: row.name }),
        t('mail.ack.thanks', { company: COMPANY.name, what: whatWasAsked(tr, lines) }),
        t('mail.ack.tracking'),
      ],
      details: [
        [t('mail.label.deliveryLocation'), row.deliveryLocation],
        [t('mail.label.dateNeeded'), dateText(tr, row.neededBy)],
        [t('mail.label.yourMessage'), row.inquiry],
      ],
      table: linesTable(tr, lines),
      action: { label: t('mail.ack.action'), url: trackingUrl },
      footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
    },
    row.language,
  );
  await queueMail(tx, row.email, {
    kind: 'inquiryAcknowledgement',
    subject: t('mail.ack.subject', { product: row.productName }),
    ...acknowledgement,
  });
}
