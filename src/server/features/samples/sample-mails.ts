// The mails of a sample request: the buyer's acknowledgement and a mail on each status change, in
// the language they asked in, each with the private tracking link (its token filled in only as the
// mail is sent); and the sales team's alert, in each reader's language, with the buyer's details.
import { COMPANY } from '@/contract/site';
import { type Locale, localizedPath } from '@/i18n/locales';
import type { OutgoingMail } from '@/server/features/mail';
import { adminTabUrl, composeMail, dhakaTime } from '@/server/features/mail';
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
  [tr.t('mail.label.quantity'), tr.quantity(Number(row.quantity), row.unit)],
  [tr.t('mail.label.intendedUse'), row.intendedUse],
  [tr.t('mail.label.deliveryAddress'), row.deliveryAddress],
];

/**
 * The buyer's mail about their request as it now stands: the acknowledgement of a new request, else
 * the news of its status. `product`: the product's name in the buyer's language.
 */
export function sampleBuyerMail(
  row: SampleRow,
  product: string,
  link: PrivateLink,
  publicUrl: string,
): OutgoingMail {
  const tr = translator(row.language);
  const { t } = tr;
  const content = row.status === 'new' ? acknowledgement(tr, row, product) : statusNews(tr, row, product);
  return {
    kind: content.kind,
    subject: content.subject,
    privateLinks: [link],
    ...composeMail(
      {
        heading: content.heading,
        paragraphs: [t('mail.ack.greeting', { name: row.name }), ...content.paragraphs],
        details: content.details,
        action: { label: t('mail.sampleAck.action'), url: trackingUrl(publicUrl, link, row.language) },
        footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
      },
      row.language,
    ),
  };
}

type BuyerMailContent = {
  kind: OutgoingMail['kind'];
  subject: string;
  heading: string;
  paragraphs: string[];
  details: [string, string | null][];
};

function acknowledgement(tr: Translator, row: SampleRow, product: string): BuyerMailContent {
  const { t } = tr;
  return {
    kind: 'sampleAcknowledgement',
    subject: t('mail.sampleAck.subject', { product }),
    heading: t('mail.sampleAck.heading'),
    paragraphs: [
      t('mail.sampleAck.thanks', { company: COMPANY.name, product }),
      t('mail.sampleAck.tracking'),
    ],
    details: requestDetails(tr, row, product),
  };
}

function statusNews(tr: Translator, row: SampleRow, product: string): BuyerMailContent {
  const { t } = tr;
  const status = t(`account.sample.status.${row.status}`);
  const paragraphs: string[] = [];
  if (row.status === 'approved') paragraphs.push(t('mail.sampleStatus.approved', { product }));
  if (row.status === 'dispatched')
    paragraphs.push(t('mail.sampleStatus.dispatched', { product, courier: row.courier ?? '' }));
  if (row.status === 'delivered') paragraphs.push(t('mail.sampleStatus.delivered', { product }));
  if (row.status === 'declined') paragraphs.push(t('mail.sampleStatus.declined', { product }));
  return {
    kind: 'sampleStatus',
    subject: t('mail.sampleStatus.subject', { product, status }),
    heading: t('mail.sampleStatus.heading', { status }),
    paragraphs,
    details: [
      [t('mail.label.status'), status],
      [t('mail.label.courier'), row.courier],
      [t('mail.label.trackingNote'), row.trackingNote],
      [t('mail.label.reason'), row.declineReason],
      ...requestDetails(tr, row, product),
    ],
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
