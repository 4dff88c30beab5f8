// The desk's mails: to an admin given a lead, by another admin or by the round robin (in their
// account's language), and a staff message to the buyer (in the language they asked in, the reference
// in the subject, answered through their request's page when it has one, by mail otherwise).
import { COMPANY } from '@/contract/site';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { composeMail, type OutgoingMail, productsSummary } from '@/server/features/mail';
import { translator } from '@/server/i18n/translator';
import type { PrivateLink } from '@/server/lib/private-links';
import type { LeadRow } from './lead-thread-repository';

export const leadUrl = (publicUrl: string, leadId: string) => `${publicUrl}/admin/leads/${leadId}`;

/** `by`: the admin who gave the lead, or null when the round robin did (setting desk.autoAssign). */
export function leadAssignedMail(
  lead: LeadRow,
  { language, by, publicUrl }: { language: string | null; by: string | null; publicUrl: string },
): OutgoingMail {
  const locale: Locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const tr = translator(locale);
  const { t } = tr;
  const names = { reference: lead.reference, name: lead.buyerName };
  return {
    kind: 'leadAssigned',
    subject: t('mail.leadAssigned.subject', names),
    replyTo: [lead.email],
    ...composeMail(
      {
        heading: t('mail.leadAssigned.heading'),
        paragraphs: [
          by === null
            ? t('mail.leadAssigned.introAuto', names)
            : t('mail.leadAssigned.intro', { ...names, by }),
        ],
        details: [
          [t('mail.label.reference'), lead.reference],
          [t('mail.label.buyer'), lead.buyerName],
          [t('mail.label.company'), lead.company],
          [t('mail.label.eMail'), lead.email],
          [t('mail.label.phone'), lead.phone],
          [t('mail.label.product'), productsSummary(tr, lead.productNames)],
          [
            t('mail.label.quantity'),
            lead.quantity === null ? null : tr.quantity(Number(lead.quantity), lead.unit),
          ],
        ],
        action: { label: t('mail.leadAssigned.action'), url: leadUrl(publicUrl, lead.id) },
      },
      locale,
    ),
  };
}

export function leadMessageMail(
  lead: LeadRow,
  {
    body,
    senderName,
    page,
  }: {
    body: string;
    senderName: string;
    /** The buyer's page, with its private link, when the lead has one. */
    page: { url: string; link: PrivateLink } | null;
  },
): OutgoingMail {
  const locale = lead.language;
  const { t } = translator(locale);
  return {
    kind: 'leadMessage',
    subject: t('mail.leadMessage.subject', { reference: lead.reference, company: COMPANY.shortName }),
    privateLinks: page ? [page.link] : [],
    ...composeMail(
      {
        heading: t('mail.leadMessage.heading'),
        paragraphs: [
          t('mail.ack.greeting', { name: lead.buyerName }),
          body,
          t('mail.leadMessage.signature', { name: senderName, company: COMPANY.name }),
          t(page ? 'mail.leadMessage.replyPage' : 'mail.leadMessage.replyMail'),
        ],
        details: [[t('mail.label.reference'), lead.reference]],
        action: page ? { label: t('mail.leadMessage.action'), url: page.url } : undefined,
      },
      locale,
    ),
  };
}
