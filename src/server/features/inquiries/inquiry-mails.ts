// The two mails a new inquiry sends (issue: who gets what): the sales desk's alert, with the buyer's
// details and a direct link to the inquiry in the admin area, and the buyer's acknowledgement, with a
// summary of what was asked and the private tracking link. Each is written in the statement that
// stores the inquiry; each recipient gets a copy of their own, so no buyer ever sees another's address.
// The acknowledgement is in the language the buyer asked in, products under their names in it; each
// alert in its reader's language. Staff replying to an alert write to the buyer; a buyer replying to
// the acknowledgement writes to the sales address. The acknowledgement names the inquiry's reference,
// which the buyer quotes when they write or call.

import { COMPANY } from '@/contract/site';
import { inquiryReference } from '@/contract/tracking';
import type { Locale } from '@/i18n/locales';
import { variantLabelText } from '@/i18n/units';
import type { PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import {
  composeMail,
  mailAlong,
  productsSummary,
  type StaffRecipients,
  staffMailAlong,
} from '@/server/features/mail';
import { type Translator, translator } from '@/server/i18n/translator';
import type { PrivateLink } from '@/server/lib/private-links';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';
import { queuedTrackingUrl } from './tracking-token';

/** A line's product under the name the reader knows it by (by product id), else as stored. */
type NameOf = (line: InquiryLineRow) => string;
const storedName: NameOf = (line) => line.productName;

const quantityText = (tr: Translator, line: InquiryLineRow) =>
  line.quantity === null ? '' : tr.quantity(Number(line.quantity), line.unit);

/** The product and, when one was chosen, its grade and pack ("Sulphuric Acid, Technical 98% · 35 kg carboy"). */
const lineName = (tr: Translator, line: InquiryLineRow, nameOf: NameOf) =>
  line.variantLabel
    ? `${nameOf(line)}, ${variantLabelText(line.variantLabel, tr.t, tr.figures)}`
    : nameOf(line);

const linesTable = (tr: Translator, lines: InquiryLineRow[], nameOf: NameOf) => ({
  headers: [tr.t('mail.label.product'), tr.t('mail.label.quantity'), tr.t('mail.label.note')],
  rows: lines.map((line) => [lineName(tr, line, nameOf), quantityText(tr, line), line.note ?? '']),
});

/** "2026-12-01" as "1 December 2026". */
const dateText = (tr: Translator, date: string | null) => (date ? tr.date(date) : null);

const whatWasAsked = (tr: Translator, lines: InquiryLineRow[], nameOf: NameOf) =>
  lines.length === 1 ? nameOf(lines[0]) : tr.t('mail.inquiry.products', { count: tr.number(lines.length) });

export const adminInquiryUrl = (publicUrl: string, inquiryId: string) =>
  `${publicUrl}/admin/inquiries?id=${inquiryId}`;

function alertMail(locale: Locale, row: InquiryRow, lines: InquiryLineRow[], publicUrl: string) {
  const tr = translator(locale);
  const { t } = tr;
  const alert = composeMail(
    {
      heading: t('mail.inquiryAlert.heading', { name: row.name }),
      paragraphs: [
        t('mail.inquiryAlert.intro', { name: row.name, what: whatWasAsked(tr, lines, storedName) }),
      ],
      details: [
        [t('mail.label.name'), row.name],
        [t('mail.label.email'), row.email],
        [t('mail.label.phone'), row.phone],
        [t('mail.label.deliveryLocation'), row.deliveryLocation],
        [t('mail.label.dateNeeded'), dateText(tr, row.neededBy)],
        [t('mail.label.message'), row.inquiry],
      ],
      table: linesTable(tr, lines, storedName),
      action: { label: t('mail.inquiryAlert.action'), url: adminInquiryUrl(publicUrl, row.id) },
      footnote: t('mail.inquiryAlert.footnote'),
    },
    locale,
  );
  return {
    kind: 'inquiryAlert' as const,
    subject: t('mail.inquiryAlert.subject', { product: row.productName, name: row.name }),
    replyTo: [row.email],
    ...alert,
  };
}

/** What the mails need beside the stored inquiry; the addresses are read before the write. */
export type InquiryMailContext = {
  publicUrl: string;
  /** The buyer's tracking link, put into the acknowledgement when it is sent. */
  trackingLink: PrivateLink;
  /** The products' names in the inquiry's language, by id. */
  buyerNames: Map<string, string>;
  /** app.mail.addressing(), read before the write. */
  buyerReplyTo: string[];
  staff: StaffRecipients;
};

/** Both mails, as writes to run along with the inquiry's (db/along-with.ts). */
export function inquiryMailsAlong(
  db: Database,
  {
    row,
    lines,
    publicUrl,
    trackingLink,
    buyerNames,
    buyerReplyTo,
    staff,
  }: InquiryMailContext & { row: InquiryRow; lines: InquiryLineRow[] },
): PendingWrite[] {
  const alerts = staffMailAlong(db, staff, (locale) => alertMail(locale, row, lines, publicUrl));

  const tr = translator(row.language);
  const { t } = tr;
  const nameOf: NameOf = (line) => (line.productId && buyerNames.get(line.productId)) || line.productName;
  const reference = inquiryReference(row.id);
  const acknowledgement = composeMail(
    {
      heading: t('mail.ack.heading'),
      paragraphs: [
        t('mail.ack.greeting', { name: row.name }),
        t('mail.ack.thanks', { company: COMPANY.name, what: whatWasAsked(tr, lines, nameOf) }),
        t('mail.ack.reference', { reference }),
        t('mail.ack.tracking'),
      ],
      details: [
        [t('mail.label.reference'), reference],
        [t('mail.label.deliveryLocation'), row.deliveryLocation],
        [t('mail.label.dateNeeded'), dateText(tr, row.neededBy)],
        [t('mail.label.yourMessage'), row.inquiry],
      ],
      table: linesTable(tr, lines, nameOf),
      action: { label: t('mail.ack.action'), url: queuedTrackingUrl(publicUrl, trackingLink, row.language) },
      footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
    },
    row.language,
  );
  return [
    ...alerts,
    ...mailAlong(db, row.email, {
      kind: 'inquiryAcknowledgement',
      subject: t('mail.ack.subject', { reference, product: productsSummary(tr, lines.map(nameOf)) }),
      privateLinks: [trackingLink],
      replyTo: buyerReplyTo,
      ...acknowledgement,
    }),
  ];
}
