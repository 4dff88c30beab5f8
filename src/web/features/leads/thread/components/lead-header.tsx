// The lead's header: what it is and from whom, with the controls the desk uses most: status, owner
// ("assign to me" in one click), spam, and a link to the kind's own screen (an inquiry's quotation
// editor, the sample and document tabs, the contact messages).
import { AlertTriangle, ExternalLink, Mail, Phone, ShieldAlert, UserCheck } from 'lucide-react';
import { LEAD_STATUSES, type LeadStatus } from '@/contract/enums';
import type { LeadDetail } from '@/contract/lead-thread';
import { ChoiceSelect } from '@/web/components/choice-controls';
import { useSession } from '@/web/features/auth';
import { useFormat, useT } from '@/web/i18n';
import { telHref } from '@/web/lib/links';
import { notifySuccess } from '@/web/lib/notify';
import { Link } from '@/web/lib/router';
import { useAssignLeads } from '../api/assign-leads';
import { useChangeLeadStatus } from '../api/change-lead-status';
import { useMarkSpam } from '../api/mark-spam';

/** The kind's own admin screen, where its particular work is done. */
const kindScreen = (lead: LeadDetail) =>
  ({
    inquiry: `/admin/inquiries?id=${lead.sourceId}`,
    contact: '/admin?tab=contacts',
    sample: '/admin?tab=samples',
    document: '/admin?tab=documentRequests',
  })[lead.kind];

export function LeadHeader({ lead }: { lead: LeadDetail }) {
  const { t } = useT();
  const format = useFormat();
  const { user } = useSession();
  const assign = useAssignLeads();
  const changeStatus = useChangeLeadStatus();
  const spam = useMarkSpam();

  // Failures are told by the mutations' error toast; a success says what was saved.
  const saved = { onSuccess: (result: { message: string }) => notifySuccess(result.message) };
  const setOwner = (owner: string | null) => assign.mutate({ ids: [lead._id], ownerId: owner }, saved);
  const setStatus = (status: LeadStatus) => changeStatus.mutate({ ids: [lead._id], status }, saved);
  const markSpam = () => spam.mutate({ ids: [lead._id], spam: !lead.isSpam }, saved);
  // An owner who is no longer an admin is still shown as the owner, until another is chosen.
  const formerOwner =
    lead.owner && !lead.admins.some((admin) => admin._id === lead.owner?._id) ? lead.owner : null;
  const ownerChoices = [
    { value: '', label: t('admin.leadThread.unassigned') },
    ...[...(formerOwner ? [formerOwner] : []), ...lead.admins].map((admin) => ({
      value: admin._id,
      label: admin.name,
    })),
  ];
  const quantity = lead.quantity === null ? null : format.quantity(lead.quantity, lead.unit);
  const products = lead.productNames.join(', ');

  return (
    <header className="card space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase text-slate-700">
          {t(`admin.leadThread.kind.${lead.kind}`)}
        </span>
        <h1 className="text-xl font-bold text-slate-900">
          {lead.reference} · {lead.buyerName}
        </h1>
        {lead.overdue && (
          <span className="inline-flex items-center gap-1 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            <AlertTriangle className="h-3.5 w-3.5" aria-hidden /> {t('admin.leadThread.overdue')}
          </span>
        )}
        {lead.isSpam && (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('admin.leadThread.spam')}
          </span>
        )}
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted">{t('admin.leadThread.buyer')}</dt>
          <dd className="break-words">
            {lead.buyerName}
            {lead.company ? `, ${lead.company}` : ''}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('admin.leadThread.contact')}</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            <a
              className="inline-flex items-center gap-1 break-all text-brand-700 underline"
              href={`mailto:${lead.email}`}
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> {lead.email}
            </a>
            {lead.phone && (
              <a
                className="inline-flex items-center gap-1 text-brand-700 underline"
                href={telHref(lead.phone)}
              >
                <Phone className="h-4 w-4 shrink-0" aria-hidden /> {lead.phone}
              </a>
            )}
          </dd>
        </div>
        {products && (
          <div>
            <dt className="text-xs text-muted">{t('admin.leadThread.products')}</dt>
            <dd className="break-words">
              {products}
              {quantity ? ` · ${quantity}` : ''}
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-muted">{t('admin.leadThread.received')}</dt>
          <dd>
            {format.date(lead.createdAt)} ({format.timeAgo(lead.createdAt)})
          </dd>
        </div>
      </dl>
      {lead.message && (
        <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {lead.message}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <ChoiceSelect
          label={t('admin.leadThread.status')}
          options={LEAD_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.inquiryStatus.${status}`),
          }))}
          value={lead.status}
          disabled={changeStatus.isPending}
          onChange={setStatus}
        />
        <ChoiceSelect
          label={t('admin.leadThread.owner')}
          options={ownerChoices}
          value={lead.owner?._id ?? ''}
          disabled={assign.isPending}
          onChange={(owner) => setOwner(owner || null)}
        />
        {user && lead.owner?._id !== user._id && (
          <button
            type="button"
            className="btn-secondary"
            disabled={assign.isPending}
            onClick={() => setOwner(user._id)}
          >
            <UserCheck className="h-4 w-4" aria-hidden /> {t('admin.leadThread.assignToMe')}
          </button>
        )}
        <Link to={kindScreen(lead)} className="btn-ghost">
          <ExternalLink className="h-4 w-4" aria-hidden /> {t(`admin.leadThread.open.${lead.kind}`)}
        </Link>
        <button
          type="button"
          className="btn-ghost text-red-700"
          disabled={spam.isPending}
          onClick={() => markSpam()}
        >
          <ShieldAlert className="h-4 w-4" aria-hidden />{' '}
          {t(lead.isSpam ? 'admin.leadThread.notSpam' : 'admin.leadThread.markSpam')}
        </button>
      </div>
    </header>
  );
}
