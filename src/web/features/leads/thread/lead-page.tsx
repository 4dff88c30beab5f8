// /admin/leads/:id: one lead's screen: who the buyer is and what they asked for, its status and owner,
// the one timeline (messages, notes, status and owner changes, quotations, mails) and the composer.
import '@/web/i18n/bengali-font.css';
import { ADMIN_PAGE } from '@/contract/pages';
import { BackLink } from '@/web/components/back-link';
import { PageSpinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Navigate, useParams } from '@/web/lib/router';
import { useLead } from './api/get-lead';
import { AutoAssignPanel } from './components/auto-assign-panel';
import { LeadComposer } from './components/lead-composer';
import { LeadHeader } from './components/lead-header';
import { LeadTimeline } from './components/lead-timeline';

export default function LeadPage() {
  const { t } = useT();
  usePageMeta(ADMIN_PAGE);
  const { id = '' } = useParams<{ id: string }>();
  const lead = useLead(id);
  // Opened by the id of the inquiry or message it is (a link from the kind's own screen): the lead's own address.
  if (lead.data && lead.data._id !== id) return <Navigate to={`/admin/leads/${lead.data._id}`} replace />;

  return (
    <div className="container-page py-6">
      <BackLink to="/admin/leads">{t('admin.leadThread.back')}</BackLink>
      {lead.isPending ? (
        <PageSpinner />
      ) : lead.data ? (
        <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            <LeadHeader lead={lead.data} />
            <section aria-labelledby="lead-timeline-heading">
              <h2 id="lead-timeline-heading" className="text-lg font-semibold text-slate-900">
                {t('admin.leadThread.timeline')}
              </h2>
              <LeadTimeline entries={lead.data.timeline} />
            </section>
            <LeadComposer lead={lead.data} />
          </div>
          <aside className="space-y-4">
            <AutoAssignPanel />
          </aside>
        </div>
      ) : (
        <p className="mt-6 text-sm text-muted">{t('admin.leadThread.notFound')}</p>
      )}
    </div>
  );
}
