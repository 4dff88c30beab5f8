import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from '@/i18n/locales';

/**
 * The language an API request wants its messages in: the site's pages send theirs as
 * Accept-Language (src/web/lib/api-client.ts); anything else gets English, the API's own language.
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
