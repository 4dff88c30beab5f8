// A visitor's contact message: the message, its staff alert and the admins' notification are stored
// in one statement (db/along-with.ts), so none exists without the others, and the write holds the
// embedded database's one session for a single round trip.
import { randomUUID } from 'node:crypto';
import type { ContactData } from '@/contract/contact';
import type { Database } from '@/server/db/client';
import { type StaffRecipients, staffMailAlong } from '@/server/features/mail';
import { adminNotificationAlong } from '@/server/features/notifications';
import { contactAlertMail } from './contact-mail';
import { createContactMessage } from './contact-repository';
import type { ContactRow } from './contact-view';

export function sendContactMessage(
  db: Database,
  input: ContactData,
  /** staff: app.mail.addressing(), read before; formStamp: the form's, which the message spends. */
  { publicUrl, staff, formStamp }: { publicUrl: string; staff: StaffRecipients; formStamp: string | null },
): Promise<ContactRow> {
  // Its id and time are given here, so that the alert written along with it can name them.
  const message: ContactRow = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    subject: input.subject,
    message: input.message,
    isRead: false,
    readAt: null,
    createdAt: new Date(),
  };
  return createContactMessage(
    db,
    message,
    [
      ...staffMailAlong(db, staff, (locale) => contactAlertMail(message, publicUrl, locale)),
      adminNotificationAlong({
        kind: 'newContact',
        params: { name: message.name, subject: message.subject },
        contactId: message.id,
      }),
    ],
    formStamp,
  );
}
