import { ArrowRight, Award, FlaskConical, ShieldCheck, Truck } from 'lucide-react';
import { PAGES } from '@/contract/pages';
import { COMPANY, yearsInBusiness } from '@/contract/site';
import { categoryKey } from '@/i18n/category-name';
import type { MessageId } from '@/i18n/message-id';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link } from '@/web/lib/router';

const STRENGTHS: { icon: typeof Award; title: MessageId; text: MessageId }[] = [
  { icon: Award, title: 'pages.home.since', text: 'pages.home.sinceText' },
  { icon: ShieldCheck, title: 'pages.home.quality', text: 'pages.home.qualityText' },
  { icon: Truck, title: 'pages.home.delivery', text: 'pages.home.deliveryText' },
];

export default function HomePage() {
  usePageMeta(PAGES['/home']);
  const { t } = useT();
  const format = useFormat();
  const values = {
    founded: format.number(COMPANY.founded, { grouping: false }),
    years: format.number(yearsInBusiness()),
  };
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-accent-600 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            <EnglishFragment>{COMPANY.name}</EnglishFragment>
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
            {t('pages.home.heading', { history: t('pages.about.history', { years: values.years }) })}
          </h1>
          <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">
            {t('pages.home.description', values)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className="btn bg-white text-brand-800 hover:bg-brand-50">
              {t('pages.home.browse')} <ArrowRight className="h-4 w-4" />
            </Link>
            <Link to="/contact" className="btn border border-white/60 text-white hover:bg-white/10">
              {t('pages.home.askPrice')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-14">
        <div className="grid gap-6 sm:grid-cols-3">
          {STRENGTHS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="card p-6">
              <Icon className="h-8 w-8 text-accent-600" aria-hidden />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{t(title, values)}</h2>
              <p className="mt-1 text-sm text-slate-600">{t(text, values)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="container-page pb-6">
        <h2 className="text-2xl font-bold text-slate-900">{t('pages.home.supply')}</h2>
        <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {COMPANY.categories.map((category) => (
            <li key={category}>
              <Link
                to={`/?category=${encodeURIComponent(category)}`}
                className="card flex items-center gap-3 p-4 font-medium text-slate-800 hover:border-brand-200 hover:bg-brand-50"
              >
                <FlaskConical className="h-5 w-5 text-brand-700" aria-hidden />
                {t(categoryKey(category))}
                <ArrowRight className="ml-auto h-4 w-4 text-muted" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
