// Staff writing to the buyer from the lead's screen, in the route's transaction: the message in the
// lead's timeline (shown on the buyer's tracking page for an inquiry or a sample request), the mail
// in the buyer's language with a record of it beside, and, being an answer, the lead's first response
// (by the timeline's trigger). Replies to the mail go to the sales address.
import { LEAD_THREAD_MESSAGES } from '@/contract/lead-thread';
import { localizedPath } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { queuedTrackingUrl } from '@/server/features/inquiries';
import { queueMail } from '@/server/features/mail';
import { createInquiryAccessLink } from '@/server/features/quotations';
import { sampleTrackingLink, sampleTrackingPath } from '@/server/features/samples';
import { notFound } from '@/server/lib/http-error';
import { tokenPlaceholder } from '@/server/lib/private-links';
import type { Actor } from './assign-leads';
import { leadMessageMail } from './lead-thread-mails';
import { addLeadEvents, type LeadRow, lockLeads } from './lead-thread-repository';

type Context = {
  publicUrl: string;
  tokenSecret: string;
  /** app.mail.addressing(), read before the transaction. */
  replyTo: readonly string[];
};

/** The buyer's own page for the lead, with a private link to put in the mail; null for kinds without one. */
async function buyerPage(tx: Database, lead: LeadRow, { publicUrl, tokenSecret }: Context) {
  if (lead.inquiryId) {
    const link = await createInquiryAccessLink(tx, tokenSecret, lead.inquiryId);
    return { link, url: queuedTrackingUrl(publicUrl, link, lead.language) };
  }
  if (lead.sampleRequestId) {
    const link = sampleTrackingLink(tokenSecret, lead.sampleRequestId);
    return {
      link,
      url: `${publicUrl}${localizedPath(sampleTrackingPath(tokenPlaceholder(link)), lead.language)}`,
    };
  }
  return null;
}

export async function sendLeadMessage(
  tx: Database,
  leadId: string,
  { body }: { body: string },
  actor: Actor,
  context: Context,
): Promise<LeadRow> {
  const [lead] = await lockLeads(tx, [leadId]);
  if (!lead) throw notFound(LEAD_THREAD_MESSAGES.notFound);
  const page = await buyerPage(tx, lead, context);
  const [mailId] = await queueMail(tx, lead.email, {
    ...leadMessageMail(lead, { body, senderName: actor.name, page }),
    replyTo: context.replyTo,
  });
  const about = { leadId: lead.id, inquiryId: lead.inquiryId, actorUserId: actor.id, actorName: actor.name };
  await addLeadEvents(tx, [
    { ...about, kind: 'staffMessage', message: body },
    { ...about, kind: 'mail', mailId },
  ]);
  return lead;
}
