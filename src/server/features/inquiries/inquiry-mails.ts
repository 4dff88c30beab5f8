// The two mails a new inquiry sends (issue: who gets what): the sales desk's alert, with the buyer's
// details and a direct link to the inquiry in the admin area, and the buyer's acknowledgement, with a
// summary of what was asked and the private tracking link. Each is queued in the inquiry's own
// transaction; each recipient gets a copy of their own, so no buyer ever sees another's address.
import { COMPANY } from '@/contract/site';
import { composeMail } from '@/server/features/mail/compose-mail';
import { type Queryable, queueMail, staffRecipients } from '@/server/features/mail/outbox';
import type { InquiryLineRow, InquiryRow } from './inquiry-view';

const quantityText = (line: InquiryLineRow) =>
  line.quantity === null ? '' : `${Number(line.quantity).toLocaleString('en-US')} ${line.unit ?? ''}`.trim();

const linesTable = (lines: InquiryLineRow[]) => ({
  headers: ['Product', 'Quantity', 'Note'],
  rows: lines.map((line) => [line.productName, quantityText(line), line.note ?? '']),
});

/** "2026-12-01" as "1 December 2026". */
const dateText = (date: string | null) =>
  date
    ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;

export const adminInquiryUrl = (publicUrl: string, inquiryId: string) =>
  `${publicUrl}/admin/inquiries?id=${inquiryId}`;

export async function queueInquiryMails(
  tx: Queryable,
  {
    row,
    lines,
    publicUrl,
    trackingUrl,
  }: { row: InquiryRow; lines: InquiryLineRow[]; publicUrl: string; trackingUrl: string },
) {
  const what = lines.length === 1 ? lines[0].productName : `${lines.length} products`;

  const alert = composeMail({
    heading: `New pricing inquiry from ${row.name}`,
    paragraphs: [`${row.name} asked for a price for ${what}.`],
    details: [
      ['Name', row.name],
      ['Email', row.email],
      ['Phone', row.phone],
      ['Delivery location', row.deliveryLocation],
      ['Date needed', dateText(row.neededBy)],
      ['Message', row.inquiry],
    ],
    table: linesTable(lines),
    action: { label: 'Open the inquiry', url: adminInquiryUrl(publicUrl, row.id) },
    footnote: 'Reply to the buyer from the admin area, or write to the e-mail address above.',
  });
  await queueMail(tx, await staffRecipients(tx), {
    kind: 'inquiryAlert',
    subject: `New inquiry: ${row.productName} (${row.name})`,
    ...alert,
  });

  const acknowledgement = composeMail({
    heading: 'We have received your request',
    paragraphs: [
      `Dear ${row.name},`,
      `Thank you for asking ${COMPANY.name} for a price for ${what}. Our sales team will reply with a quotation, usually within one working day.`,
      'You can follow your request, and read our quotation when it is ready, on its private page. Keep this link to yourself: anyone who has it can see the request.',
    ],
    details: [
      ['Delivery location', row.deliveryLocation],
      ['Date needed', dateText(row.neededBy)],
      ['Your message', row.inquiry],
    ],
    table: linesTable(lines),
    action: { label: 'Track your request', url: trackingUrl },
    footnote: `You receive this e-mail because a request was sent with this address on the ${COMPANY.shortName} website. If it was not you, ignore it.`,
  });
  await queueMail(tx, row.email, {
    kind: 'inquiryAcknowledgement',
    subject: `Your price request: ${row.productName}`,
    ...acknowledgement,
  });
}
