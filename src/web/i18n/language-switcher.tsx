import { Languages } from 'lucide-react';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
} from '@/i18n/locales';
import { useLocation } from '@/web/lib/router';
import { saveAccountLanguage } from './account-language';
import { useT } from './use-t';

/** Keeps the choice for the next visit: the server sends an address without /bn to the cookie's language. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The same page in the other language. A plain link, so it works before the page's script has run,
 * and a full page load, which brings that language's texts and font with the page.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, locale } = useT();
  const { pathname, search, hash } = useLocation();
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  return (
    <a
      href={`${localizedPath(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      title={t('common.language.switchTo', { language: LOCALE_NAMES[other] })}
      onClick={() => {
        rememberLocale(other);
        saveAccountLanguage(other);
      }}
      className={`btn-ghost px-3 py-2 font-medium ${className}`}
    >
      <Languages className="h-4 w-4" aria-hidden />
      {LOCALE_NAMES[other]}
    </a>
  );
}
