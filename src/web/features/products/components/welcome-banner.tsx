import { Trans } from '@lingui/react';
import { FlaskConical, LogIn, UserPlus } from 'lucide-react';
import { COMPANY } from '@/contract/site';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { Link } from '@/web/lib/router';

/** Shown to guests when the catalogue is empty (spec §2). */
export function WelcomeBanner() {
  const { t } = useT();
  const format = useFormat();
  // The footer's tagline, in the page's language and digits.
  const tagline = t('common.footer.tagline', {
    founded: format.number(COMPANY.founded, { grouping: false }),
  });
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-center text-white shadow-lg sm:px-12">
      <FlaskConical className="mx-auto h-12 w-12 text-accent-500" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold">
        <Trans
          id="catalogue.welcome.title"
          values={{ company: <EnglishFragment>{COMPANY.name}</EnglishFragment> }}
        />
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-100">{t('catalogue.welcome.text', { tagline })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className="btn bg-white text-brand-800 hover:bg-brand-50">
          <LogIn className="h-4 w-4" aria-hidden /> {t('catalogue.welcome.signIn')}
        </Link>
        <Link to="/signup" className="btn border border-white/60 text-white hover:bg-white/10">
          <UserPlus className="h-4 w-4" aria-hidden /> {t('catalogue.welcome.createAccount')}
        </Link>
      </div>
    </section>
  );
}
