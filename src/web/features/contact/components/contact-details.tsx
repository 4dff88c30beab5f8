// Phones, e-mail, website, business hours (the one schedule, as in the footer) and social links.
import { Clock, Globe } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { BusinessHours } from '@/web/components/business-hours';
import { PhoneAndEmailItems } from '@/web/components/phone-and-email-items';
import { TitledSection } from '@/web/components/titled-section';
import { useT } from '@/web/i18n';
import { SocialLinks } from './social-links';

export function ContactDetails() {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <TitledSection
        id="reach-us-heading"
        title={t('pages.contact.reachUs')}
        className="card p-5"
        size="base"
      >
        <ul className="mt-3 space-y-3 text-sm">
          <PhoneAndEmailItems
            linkClassName="gap-3 text-slate-700 hover:text-brand-700"
            iconClassName="text-brand-700"
          />
          <li>
            <a
              href={COMPANY.website}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 break-all text-slate-700 hover:text-brand-700"
            >
              <Globe className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />{' '}
              {COMPANY.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        </ul>
      </TitledSection>

      <section className="card p-5" aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Clock className="h-4 w-4 text-brand-700" aria-hidden /> {t('pages.contact.businessHours')}
        </h2>
        <BusinessHours className="mt-3 text-slate-700" />
        <p className="mt-3 text-xs text-muted">{t('pages.contact.timeZone')}</p>
      </section>

      <section className="card p-5" aria-labelledby="follow-heading">
        <h2 id="follow-heading" className="text-base font-semibold text-slate-900">
          {t('pages.contact.followUs')}
        </h2>
        <div className="mt-3">
          <SocialLinks />
        </div>
      </section>
    </div>
  );
}
