// The staff alert for a new contact message: who wrote, about what, the message itself, and a link
// to it in the admin area.
import { CONTACT_SUBJECT_LABELS } from '@/contract/contact';
import { composeMail } from '@/server/features/mail/compose-mail';
import { adminTabUrl, dhakaTime } from '@/server/features/mail/mail-format';
import type { OutgoingMail } from '@/server/features/mail/outbox';
import type { ContactRow } from './contact-view';

export function contactAlertMail(row: ContactRow, publicUrl: string): OutgoingMail {
  const subjectLabel = CONTACT_SUBJECT_LABELS[row.subject];
  return {
    kind: 'contactAlert',
    subject: `New contact message from ${row.name}: ${subjectLabel}`,
    ...composeMail({
      heading: 'New contact message',
      paragraphs: [`${row.name} sent a message through the contact form.`],
      details: [
        ['Name', row.name],
        ['Email', row.email],
        ['Phone', row.phone],
        ['Subject', subjectLabel],
        ['Received', dhakaTime(row.createdAt)],
        ['Message', row.message],
      ],
      action: { label: 'Open in the admin area', url: adminTabUrl(publicUrl, 'contacts', { item: row.id }) },
    }),
  };
}
