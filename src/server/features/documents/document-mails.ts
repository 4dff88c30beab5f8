// The two mails of a document request: the buyer's download link, in the language they asked in
// (its token filled in only as the mail is sent), and the sales team's alert in each reader's
// language, with the buyer's details: the request is a lead.
import { DOCUMENT_LINK_DAYS } from '@/contract/documents';
import type { DocumentKind } from '@/contract/enums';
import { COMPANY } from '@/contract/site';
import { type Locale, localizedPath } from '@/i18n/locales';
import type { OutgoingMail } from '@/server/features/mail';
import { adminTabUrl, composeMail, dhakaTime } from '@/server/features/mail';
import { type Translator, translator } from '@/server/i18n/translator';
import { type PrivateLink, tokenPlaceholder } from '@/server/lib/private-links';
import type { DocumentRequestRow } from './document-repository';

export const DOCUMENT_LINK_KIND = 'documentDownload';

/** The page a download link opens: it tells what the link gives, or why it no longer does. */
export const downloadPagePath = (token: string) => `/documents/download/${token}`;

/** "Safety Data Sheet (SDS), Bengali" in the reader's language. */
const documentName = (tr: Translator, kind: DocumentKind, language: Locale) =>
  tr.t('mail.document.name', {
    document: tr.t(`catalogue.documents.${kind}`),
    language: tr.t(`catalogue.documents.language.${language}`),
  });

export function documentLinkMail(
  row: DocumentRequestRow,
  productName: string,
  link: PrivateLink,
  publicUrl: string,
): OutgoingMail {
  const tr = translator(row.language);
  const { t } = tr;
  const document = documentName(tr, row.documentKind, row.documentLanguage);
  return {
    kind: 'documentLink',
    subject: t('mail.documentLink.subject', { document, product: productName }),
    privateLinks: [link],
    ...composeMail(
      {
        heading: t('mail.documentLink.heading'),
        paragraphs: [
          t('mail.ack.greeting', { name: row.name }),
          t('mail.documentLink.intro', { document, product: productName, company: COMPANY.name }),
          t('mail.documentLink.validity', {
            days: tr.number(DOCUMENT_LINK_DAYS),
            date: dhakaTime(row.expiresAt, tr),
          }),
        ],
        action: {
          label: t('mail.documentLink.action'),
          url: `${publicUrl}${localizedPath(downloadPagePath(tokenPlaceholder(link)), row.language)}`,
        },
        footnote: t('mail.ack.footnote', { site: COMPANY.shortName }),
      },
      row.language,
    ),
  };
}

export function documentRequestAlertMail(
  row: DocumentRequestRow,
  publicUrl: string,
  locale: Locale,
): OutgoingMail {
  const tr = translator(locale);
  const { t } = tr;
  const document = documentName(tr, row.documentKind, row.documentLanguage);
  return {
    kind: 'documentRequestAlert',
    subject: t('mail.documentRequestAlert.subject', { name: row.name, document, product: row.productName }),
    replyTo: [row.email],
    ...composeMail(
      {
        heading: t('mail.documentRequestAlert.heading'),
        paragraphs: [
          t('mail.documentRequestAlert.intro', {
            name: row.name,
            company: row.company,
            document,
            product: row.productName,
          }),
        ],
        details: [
          [t('mail.label.name'), row.name],
          [t('mail.label.company'), row.company],
          [t('mail.label.email'), row.email],
          [t('mail.label.product'), row.productName],
          [t('mail.label.document'), document],
          [t('mail.label.received'), dhakaTime(row.createdAt, tr)],
        ],
        action: { label: t('mail.contactAlert.action'), url: adminTabUrl(publicUrl, 'documentRequests') },
      },
      locale,
    ),
  };
}
