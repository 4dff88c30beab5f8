import { Clock, Eye, MapPin, Target } from 'lucide-react';
import { useEffect } from 'react';
import { PAGES } from '@/contract/pages';
import { COMPANY, yearsInBusiness } from '@/contract/site';
import { BusinessHours } from '@/web/components/business-hours';
import { CompanyAddress } from '@/web/components/company-address';
import { trackEvent } from '@/web/lib/analytics';
import { usePageMeta } from '@/web/lib/page-meta';

export default function AboutPage() {
  usePageMeta(PAGES['/about']);
  useEffect(() => trackEvent('view_about_page'), []);

  return (
    <div className="container-page py-10">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">About us</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
          Trading since {COMPANY.founded}: {COMPANY.historyClaim} of service
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          For {yearsInBusiness()} years {COMPANY.name} has sourced, stored and delivered the chemicals that
          keep Bangladesh's textile mills, water plants, laboratories and factories running.
        </p>
      </header>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section className="card p-6">
          <Eye className="h-7 w-7 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">Our vision</h2>
          <p className="mt-2 text-slate-600">{COMPANY.vision}</p>
        </section>
        <section className="card p-6">
          <Target className="h-7 w-7 text-brand-700" aria-hidden />
          <h2 className="mt-3 text-xl font-semibold text-slate-900">Our mission</h2>
          <p className="mt-2 text-slate-600">{COMPANY.mission}</p>
        </section>
      </div>

      <section className="mt-12">
        <h2 className="text-2xl font-bold text-slate-900">Product categories</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {COMPANY.categories.map((category) => (
            <li
              key={category}
              className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {category}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <section className="card p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MapPin className="h-5 w-5 text-brand-700" aria-hidden /> Head office
          </h2>
          <CompanyAddress className="mt-2 text-slate-600" />
        </section>
        <section className="card p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Clock className="h-5 w-5 text-brand-700" aria-hidden /> Business hours
          </h2>
          <BusinessHours className="mt-3 text-slate-700" />
        </section>
      </div>
    </div>
  );
}
