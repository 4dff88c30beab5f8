// /careers: the public list of active job posts (spec §2), newest first, each expandable.

import { Trans } from '@lingui/react';
import { Briefcase, RefreshCw } from 'lucide-react';
import { CAREER_TEXT, companyToday } from '@/contract/career-rules';
import { PAGES } from '@/contract/pages';
import { COMPANY, yearsInBusiness } from '@/contract/site';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Spinner } from '@/web/components/spinner';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { renderTime } from '@/web/lib/render-time';
import { useHydrated } from '@/web/lib/use-hydrated';
import { careerKeys } from './api/career-keys';
import { useCareers } from './api/get-careers';
import { CareerCard } from './components/career-card';

export default function CareersPage() {
  usePageMeta(PAGES['/careers']);
  const { t, msg } = useT();
  const format = useFormat();
  const careers = useCareers();
  // A server-rendered list is hydrated with the day it was rendered (when the server fetched its
  // data), so the browser's first render matches the HTML; then the visitor's own calendar decides
  // what expired.
  const hydrated = useHydrated();
  const renderedAt = renderTime(careerKeys.public);
  const today = companyToday(hydrated || !renderedAt ? new Date() : new Date(renderedAt));

  return (
    <div className="container-page py-10">
      <PageHeader eyebrow={t('pages.careers.eyebrow')} title={t('pages.careers.heading')}>
        <p className="mt-4 text-lg text-slate-600">
          <Trans
            id="pages.careers.intro"
            values={{
              history: t('pages.about.history', { years: format.number(yearsInBusiness()) }),
              company: <EnglishFragment>{COMPANY.shortName}</EnglishFragment>,
            }}
          />
        </p>
      </PageHeader>

      <div className="mt-10">
        {careers.isPending ? (
          <Spinner label={t('pages.careers.loading')} className="py-16" />
        ) : careers.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center text-slate-600">
            <p>{msg(CAREER_TEXT.loadPublicFailed)}</p>
            <button type="button" className="btn-secondary" onClick={() => careers.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('pages.careers.tryAgain')}
            </button>
          </div>
        ) : careers.data.data.length === 0 ? (
          <EmptyState icon={Briefcase} title={msg(CAREER_TEXT.notHiring)} level={2}>
            <Trans
              id="pages.careers.sendCv"
              values={{ email: COMPANY.email }}
              components={{
                0: (
                  <a className="font-medium text-brand-700 underline" href={`mailto:${COMPANY.email}`}>
                    {COMPANY.email}
                  </a>
                ),
              }}
            />
          </EmptyState>
        ) : (
          <div className="space-y-5">
            {careers.data.data.map((career) => (
              <CareerCard key={career._id} career={career} today={today} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
