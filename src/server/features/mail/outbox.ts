// Queuing mail (DESIGN.md §5): a feature that causes a mail writes it here inside its own
// transaction, so the mail exists exactly when its cause does. The mail worker delivers it later.
import type { PendingWrite } from '@/server/db/along-with';
import type { Database } from '@/server/db/client';
import type { PrivateLink } from '@/server/lib/private-links';
import { readStaffRecipientsSetting } from './mail-settings';
import { insertOutboxMail, type OutboxInsert, outboxMailInsert } from './outbox-repository';
import { findAdminEmails } from './recipient-repository';

export type OutgoingMail = {
  /** What the mail is, shown in the admin's Outbox (inquiryAlert, inquiryAcknowledgement, quotation, ...). */
  kind: string;
  subject: string;
  /** The bodies; a private link's token is written as its placeholder (lib/private-links.ts). */
  text: string;
  html: string;
  /** The private links whose placeholders the bodies hold, filled in when the mail is sent. */
  privateLinks?: PrivateLink[];
  /** Where replies go: the buyer for a staff alert, the sales address for a buyer's mail. */
  replyTo?: readonly string[];
  /** The quotation a quotation mail announces. */
  quotationId?: string;
  /** A file made now, so the mail carries what was true when it was queued (a quotation's PDF). */
  attachment?: { filename: string; content: Buffer };
};

/** One outbox row per recipient, so each recipient's copy is delivered (and retried) on its own. */
export function outboxRows(to: string | readonly string[], mail: OutgoingMail): OutboxInsert[] {
  const recipients = [...new Set((typeof to === 'string' ? [to] : to).map((a) => a.trim().toLowerCase()))];
  return recipients.map((address) => ({
    kind: mail.kind,
    toAddress: address,
    replyTo: mail.replyTo?.length ? [...new Set(mail.replyTo)].join(', ') : null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    // The kind and id only: a link made just now also carries its token, which is never stored.
    privateLinks: (mail.privateLinks ?? []).map(({ kind, id }) => ({ kind, id })),
    quotationId: mail.quotationId ?? null,
    attachmentName: mail.attachment?.filename ?? null,
    attachment: mail.attachment?.content ?? null,
  }));
}

/** Answers the rows' ids, in the recipients' order, for a cause that keeps a record of its mail. */
export async function queueMail(
  db: Database,
  to: string | readonly string[],
  mail: OutgoingMail,
): Promise<string[]> {
  const rows = outboxRows(to, mail);
  return rows.length > 0 ? insertOutboxMail(db, rows) : [];
}

/** The same mails as a write to run along with the one that causes them (db/along-with.ts). */
export function mailAlong(db: Database, to: string | readonly string[], mail: OutgoingMail): PendingWrite[] {
  const rows = outboxRows(to, mail);
  return rows.length > 0 ? [outboxMailInsert(db, rows)] : [];
}

/** Who hears of new inquiries, messages and reviews: the site setting, or every admin when unset or empty. */
export async function staffRecipients(db: Database): Promise<string[]> {
  const configured = await readStaffRecipientsSetting(db);
  return configured.length > 0 ? configured : findAdminEmails(db);
}
