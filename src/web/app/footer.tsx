import { Trans } from '@lingui/react';
import { Clock, ExternalLink, FlaskConical, MapPin } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { companyAddress, companyAddressLine } from '@/i18n/company-address';
import { BusinessHours } from '@/web/components/business-hours';
import { PhoneAndEmailItems } from '@/web/components/phone-and-email-items';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';
import { NAV_LINKS } from './header';

export function Footer() {
  const { t, locale, figures } = useT();
  const format = useFormat();
  const founded = format.number(COMPANY.founded, { grouping: false });
  return (
    <footer className="mt-16 print:hidden bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 text-white">
            <FlaskConical className="h-6 w-6 text-accent-500" aria-hidden />
            <span className="text-lg font-bold">
              <EnglishFragment>{COMPANY.shortName}</EnglishFragment>
            </span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-brand-200">
            {t('common.footer.tagline', { founded })}
          </p>
          <p className="mt-3 flex items-start gap-2 text-sm">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {companyAddressLine(companyAddress(locale, figures))}
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-white">
            <Clock className="h-4 w-4" aria-hidden /> {t('common.footer.businessHours')}
          </h2>
          <BusinessHours className="mt-3" />
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('common.footer.getInTouch')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <PhoneAndEmailItems linkClassName="gap-2 hover:text-white" />
            <li>
              <a
                href={COMPANY.website}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 hover:text-white"
              >
                <ExternalLink className="h-4 w-4" aria-hidden /> {t('common.footer.mainWebsite')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800 py-4 text-center text-xs text-brand-200">
        <Trans
          id="common.footer.copyright"
          values={{
            year: format.number(new Date().getFullYear(), { grouping: false }),
            company: <EnglishFragment>{COMPANY.name}</EnglishFragment>,
            founded,
          }}
        />
      </div>
    </footer>
  );
}
