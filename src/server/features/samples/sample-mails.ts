// The mails of a sample request: the buyer's acknowledgement and a mail on each status change, in
// the language they asked in, each with the private tracking link (its token filled in only as the
// mail is sent); and the sales team's alert, in each reader's language, with the buyer's details.
import { COMPANY } from '@/contract/site';
import { type Locale, localizedPath } from '@/i18n/locales';
import type { OutgoingMail } from '@/server/features/mail';
import { adminTabUrl, composeMail, dhakaTime, mailQuantity } from '@/server/features/mail';
import { type Translator, translator } from '@/server/i18n/translator';
import { createPrivateLink, type PrivateLink, tokenPlaceholder } from '@/server/lib/private-links';
import type { SampleRow } from './sample-repository';

export const SAMPLE_LINK_KIND = 'sampleTracking';

/**
 * The request's tracking link: derived from its id, so every mail about it carries the same link and
 * the one stored hash recognises it.
 */
export const sampleTrackingLink = (secret: string, id: string) =>
  createPrivateLink(secret, SAMPLE_LINK_KIND, id);

export const sampleTrackingPath = (token: string) => `/samples/${token}`;

const trackingUrl = (publicUrl: string, link: PrivateLink, locale: Locale) =>
  `${publicUrl}${localizedPath(sampleTrackingPath(tokenPlaceholder(link)), locale)}`;

/** `product`: the product's name in the reader's language. */
const requestDetails = (tr: Translator, row: SampleRow, product: string): [string, string | null][] => [
  [tr.t('mail.label.product'), product],
  [tr.t('mail.label.variant'), row.variantLabel],
  [tr.t('mail.label.quantity'), mailQuantity(tr, Number(row.quantity), row.unit)],
  [tr.t('mail.label.intendedUse'), row.intendedUse],
  [tr.t('mail.label.deliveryAddress'), row.deliveryAddress],
];

export function sampleAcknowledgementMail(
  row: SampleRow,
  product: string,
  link: PrivateLink,
  publicUrl: string,
): OutgoingMail {
  const tr = translator(row.language);
  const { t } = tr;
  return {
    kind: 'sampleAcknowledgement',
    subject: t('mail.sampleAck.subject', { product: product }),
    privateLinks: [link],
    ...composeMail(
      {
        heading: t('mail.sampleAck.heading'),
        paragraphs: [
          t('mail.ack.greeting', { name: row.name }),
          t('mail.sampleAck.thanks', { company: COMPANY.name, product: product }),
          t('mail.sampleAck.tracking'),
        ],
        details: requestDetails(tr, row, product),
        action: { label: t('mail.sampleAck.action'), url: trackingUrl(publicUrl, link, row.language) },
        footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
      },
      row.language,
    ),
  };
}

export function sampleStatusMail(
  row: SampleRow,
  product: string,
  link: PrivateLink,
  publicUrl: string,
): OutgoingMail {
  const tr = translator(row.language);
  const { t } = tr;
  const status = t(`account.sample.status.${row.status}`);
  const paragraphs = [t('mail.ack.greeting', { name: row.name })];
  if (row.status === 'approved') paragraphs.push(t('mail.sampleStatus.approved', { product: product }));
  if (row.status === 'dispatched')
    paragraphs.push(t('mail.sampleStatus.dispatched', { product: product, courier: row.courier ?? '' }));
  if (row.status === 'delivered') paragraphs.push(t('mail.sampleStatus.delivered', { product: product }));
  if (row.status === 'declined') paragraphs.push(t('mail.sampleStatus.declined', { product: product }));
  return {
    kind: 'sampleStatus',
    subject: t('mail.sampleStatus.subject', { product: product, status }),
    privateLinks: [link],
    ...composeMail(
      {
        heading: t('mail.sampleStatus.heading', { status }),
        paragraphs,
        details: [
          [t('mail.label.status'), status],
          [t('mail.label.courier'), row.courier],
          [t('mail.label.trackingNote'), row.trackingNote],
          [t('mail.label.reason'), row.declineReason],
          ...requestDetails(tr, row, product),
        ],
        action: { label: t('mail.sampleAck.action'), url: trackingUrl(publicUrl, link, row.language) },
        footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
      },
      row.language,
    ),
  };
}

export function sampleAlertMail(row: SampleRow, publicUrl: string, locale: Locale): OutgoingMail {
  const tr = translator(locale);
  const { t } = tr;
  return {
    kind: 'sampleAlert',
    subject: t('mail.sampleAlert.subject', {
      product: row.productName,
      name: row.name,
      company: row.company,
    }),
    replyTo: [row.email],
    ...composeMail(
      {
        heading: t('mail.sampleAlert.heading'),
        paragraphs: [
          t('mail.sampleAlert.intro', { name: row.name, company: row.company, product: row.productName }),
        ],
        details: [
          [t('mail.label.name'), row.name],
          [t('mail.label.company'), row.company],
          [t('mail.label.email'), row.email],
          [t('mail.label.phone'), row.phone],
          ...requestDetails(tr, row, row.productName),
          [t('mail.label.received'), dhakaTime(row.createdAt, tr)],
        ],
        action: { label: t('mail.contactAlert.action'), url: adminTabUrl(publicUrl, 'samples') },
      },
      locale,
    ),
  };
}
