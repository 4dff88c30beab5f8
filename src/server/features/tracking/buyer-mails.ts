// The staff alerts a buyer's action on their inquiry's page sends, each in its reader's language. A
// clerk replying to one writes to the buyer.
import type { Quotation } from '@/contract/quotations';
import { type BuyerMessageKind, inquiryReference, quotationNumber } from '@/contract/tracking';
import type { Locale } from '@/i18n/locales';
import type { InquiryRow } from '@/server/features/inquiries';
import { composeMail, type OutgoingMail } from '@/server/features/mail';
import { quotationLinesTable, quotationTotalDetails } from '@/server/features/quotations';
import { translator } from '@/server/i18n/translator';

const adminLink = (publicUrl: string, inquiryId: string) => `${publicUrl}/admin/inquiries?id=${inquiryId}`;

/** A quotation accepted: what was accepted, priced as the buyer saw it. */
export function acceptedAlertMail(
  locale: Locale,
  { inquiry, quotation, publicUrl }: { inquiry: InquiryRow; quotation: Quotation; publicUrl: string },
): OutgoingMail {
  const tr = translator(locale);
  const { t } = tr;
  const reference = inquiryReference(inquiry.id);
  const version = tr.number(quotation.version);
  return {
    kind: 'quotationAccepted',
    subject: t('mail.acceptedAlert.subject', { reference, version }),
    replyTo: [inquiry.email],
    ...composeMail(
      {
        heading: t('mail.acceptedAlert.heading'),
        paragraphs: [t('mail.acceptedAlert.intro', { name: inquiry.name, version, reference })],
        details: [
          [t('mail.label.quotationNumber'), quotationNumber(inquiry.id, quotation.version)],
          [t('mail.label.buyer'), inquiry.name],
          [t('mail.label.eMail'), inquiry.email],
          [t('mail.label.phone'), inquiry.phone],
          ...quotationTotalDetails(tr, quotation),
          [t('mail.label.delivery'), `${quotation.incoterm} ${quotation.deliveryPlace}`],
          [t('mail.label.paymentTerms'), quotation.paymentTerms],
          [t('mail.label.validUntil'), tr.date(quotation.validUntil)],
        ],
        table: quotationLinesTable(tr, quotation),
        action: { label: t('mail.inquiryAlert.action'), url: adminLink(publicUrl, inquiry.id) },
      },
      locale,
    ),
  };
}

/** A buyer's question, or their request for a fresh quotation. */
export function buyerMessageMail(
  locale: Locale,
  {
    inquiry,
    kind,
    message,
    publicUrl,
  }: { inquiry: InquiryRow; kind: BuyerMessageKind; message: string; publicUrl: string },
): OutgoingMail {
  const { t } = translator(locale);
  const reference = inquiryReference(inquiry.id);
  const fresh = kind === 'freshQuote';
  return {
    kind: fresh ? 'freshQuoteRequested' : 'buyerQuestion',
    subject: t(fresh ? 'mail.buyerAlert.freshSubject' : 'mail.buyerAlert.questionSubject', { reference }),
    replyTo: [inquiry.email],
    ...composeMail(
      {
        heading: t(fresh ? 'mail.buyerAlert.freshHeading' : 'mail.buyerAlert.questionHeading'),
        paragraphs: [message],
        details: [
          [t('mail.label.inquiry'), reference],
          [t('mail.label.buyer'), inquiry.name],
          [t('mail.label.eMail'), inquiry.email],
          [t('mail.label.phone'), inquiry.phone],
        ],
        action: { label: t('mail.inquiryAlert.action'), url: adminLink(publicUrl, inquiry.id) },
      },
      locale,
    ),
  };
}
