// Queuing mail (DESIGN.md §5): a feature that causes a mail writes it here inside its own
// transaction, so the mail exists exactly when its cause does. The mail worker delivers it later.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mailOutbox, siteSettings, users } from '@/server/db/schema';

/** A database or an open transaction: mail is queued in the caller's transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

export type OutgoingMail = {
  /** What the mail is, shown in the admin's Outbox (inquiryAlert, inquiryAcknowledgement, quotation, ...). */
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** A quotation mail carries the quotation's PDF. */
  quotationId?: string;
};

/** One outbox row per recipient, so each recipient's copy is delivered (and retried) on its own. */
export async function queueMail(db: Queryable, to: string | readonly string[], mail: OutgoingMail) {
  const recipients = [...new Set((typeof to === 'string' ? [to] : to).map((a) => a.trim().toLowerCase()))];
  if (recipients.length === 0) return;
  await db.insert(mailOutbox).values(
    recipients.map((address) => ({
      kind: mail.kind,
      toAddress: address,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      quotationId: mail.quotationId ?? null,
      messageId: `<${randomUUID()}@catalogue.mail>`,
    })),
  );
}

export const STAFF_RECIPIENTS_SETTING = 'staffRecipients';

/** Who hears of new inquiries, messages and reviews: the site setting, or every admin when unset or empty. */
export async function staffRecipients(db: Queryable): Promise<string[]> {
  const [setting] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, STAFF_RECIPIENTS_SETTING));
  const configured = Array.isArray(setting?.value) ? (setting.value as string[]) : [];
  if (configured.length > 0) return configured;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return admins.map((admin) => admin.email);
}
