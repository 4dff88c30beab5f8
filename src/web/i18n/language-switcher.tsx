import { Languages } from 'lucide-react';
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from '@/i18n/locales';
import type { MessageId } from '@/i18n/message-id';
import { useLocation } from '@/web/lib/router';
import { saveAccountLanguage } from './account-language';
import { rememberLocale } from './locale-cookie';
import { useT } from './use-t';

/** "Read this page in English", whole in the page's language (no "English ভাষায়"). */
const READ_IN = {
  en: 'common.language.readIn.en',
  bn: 'common.language.readIn.bn',
} as const satisfies Record<Locale, MessageId>;

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
      title={t(READ_IN[other])}
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
