// The staff alert for a new contact message: who wrote, about what, the message itself, and a link
// to it in the admin area. Written in the reader's language (`locale`: the recipient's account's);
// a reply goes to whoever wrote.
import type { Locale } from '@/i18n/locales';
import { adminTabUrl, composeMail, dhakaTime, type OutgoingMail } from '@/server/features/mail';
import { translator } from '@/server/i18n/translator';
import type { ContactRow } from './contact-view';

export function contactAlertMail(row: ContactRow, publicUrl: string, locale: Locale = 'en'): OutgoingMail {
  const tr = translator(locale);
  const { t } = tr;
  const subjectLabel = t(`pages.contact.subject.${row.subject}`);
  return {
    kind: 'contactAlert',
    subject: t('mail.contactAlert.subject', { name: row.name, subject: subjectLabel }),
    replyTo: [row.email],
    ...composeMail(
      {
        heading: t('mail.contactAlert.heading'),
        paragraphs: [t('mail.contactAlert.intro', { name: row.name })],
        details: [
          [t('mail.label.name'), row.name],
          [t('mail.label.email'), row.email],
          [t('mail.label.phone'), row.phone],
          [t('mail.label.subject'), subjectLabel],
          [t('mail.label.received'), dhakaTime(row.createdAt, tr)],
          [t('mail.label.message'), row.message],
        ],
        action: {
          label: t('mail.contactAlert.action'),
          url: adminTabUrl(publicUrl, 'contacts', { item: row.id }),
        },
      },
      locale,
    ),
  };
}
