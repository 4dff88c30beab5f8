// Which language a page is answered in. An address with /bn is always answered in Bengali: a shared
// link shows what its sender saw. An English address (no /bn) sends a visitor who chose Bengali
// before (the cookie), or whose browser prefers it on a first visit, to the Bengali page.
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, type Locale, localeFromAcceptLanguage, localizedPath } from '@/i18n/locales';
import { cookieOf } from '@/server/lib/cookies';

function preferredLocale(request: FastifyRequest): Locale | null {
  const chosen = cookieOf(request, LOCALE_COOKIE);
  if (chosen === 'en' || chosen === 'bn') return chosen;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** Where a visitor asking for the English address `pathname` should go instead, if anywhere. */
export function languageRedirect(request: FastifyRequest, pathname: string): string | null {
  const preferred = preferredLocale(request);
  return preferred && preferred !== 'en' ? localizedPath(pathname, preferred) : null;
}
