// A visitor's contact message, in the route's transaction: the message and the staff alert are
// stored together, so one never exists without the other.
import type { ContactData } from '@/contract/contact';
import type { Database } from '@/server/db/client';
import { queueStaffMail, type StaffRecipients } from '@/server/features/mail';
import { contactAlertMail } from './contact-mail';
import { createContactMessage } from './contact-repository';
import type { ContactRow } from './contact-view';

export async function sendContactMessage(
  tx: Database,
  input: ContactData,
  /** staff: staffRecipientsByLanguage, read before the transaction. */
  { publicUrl, staff }: { publicUrl: string; staff: StaffRecipients },
): Promise<ContactRow> {
  const created = await createContactMessage(tx, input);
  await queueStaffMail(tx, staff, (locale) => contactAlertMail(created, publicUrl, locale));
  return created;
}
