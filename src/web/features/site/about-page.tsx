import { Trans } from '@lingui/react';
import { Clock, Eye, type LucideIcon, MapPin, Target } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { PAGES } from '@/contract/pages';
import { COMPANY, yearsInBusiness } from '@/contract/site';
import { categoryKey } from '@/i18n/category-name';
import { BusinessHours } from '@/web/components/business-hours';
import { CompanyAddress } from '@/web/components/company-address';
import { PageHeader } from '@/web/components/page-header';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { trackEvent } from '@/web/lib/analytics';
import { usePageMeta } from '@/web/lib/page-meta';

export default function AboutPage() {
  usePageMeta(PAGES['/about']);
  useEffect(() => trackEvent('view_about_page'), []);
  const { t } = useT();
  const format = useFormat();
  const founded = format.number(COMPANY.founded, { grouping: false });
  const years = format.number(yearsInBusiness());

  return (
    <div className="container-page py-10">
      <PageHeader
        eyebrow={t('pages.about.eyebrow')}
        title={t('pages.about.heading', { founded, history: t('pages.about.history', { years }) })}
      >
        <p className="mt-4 text-lg text-slate-600">
          <Trans
            id="pages.about.intro"
            values={{
              years,
              company: <EnglishFragment>{COMPANY.name}</EnglishFragment>,
            }}
          />
        </p>
      </PageHeader>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="card p-6">
          <Eye className="h-7 w-7 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">{t('pages.about.vision')}</h2>
          <p className="mt-2 text-slate-600">{t('pages.about.visionText')}</p>
        </section>
        <section className="card p-6">
          <Target className="h-7 w-7 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">{t('pages.about.mission')}</h2>
          <p className="mt-2 text-slate-600">{t('pages.about.missionText')}</p>
        </section>
      </div>

      <section className="mt-12">
        <h2 className="text-2xl font-bold text-slate-900">{t('pages.about.categories')}</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {COMPANY.categories.map((category) => (
            <li
              key={category}
              className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {t(categoryKey(category))}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <FactCard icon={MapPin} title={t('pages.about.headOffice')}>
          <CompanyAddress className="mt-2 text-slate-600" />
        </FactCard>
        <FactCard icon={Clock} title={t('pages.about.businessHours')}>
          <BusinessHours className="mt-3 text-slate-700" />
        </FactCard>
      </div>
    </div>
  );
}

/** One of the company's facts below the page: a card headed by its icon and name. */
function FactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="card p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden /> {title}
      </h2>
      {children}
    </section>
  );
}
