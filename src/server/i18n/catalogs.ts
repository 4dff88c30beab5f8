// Every catalog of both languages (src/i18n/namespaces.ts), as the server reads them: e-mails, the
// quotation PDF, page titles, server messages and the pages it renders all draw on one table per
// language. Bundled into the server at build time, so production reads no file.
import bnAccount from '@/i18n/catalogs/bn/account.json';
import bnAdmin from '@/i18n/catalogs/bn/admin.json';
import bnAdminMessages from '@/i18n/catalogs/bn/admin-messages.json';
import bnBasket from '@/i18n/catalogs/bn/basket.json';
import bnCatalogue from '@/i18n/catalogs/bn/catalogue.json';
import bnCommon from '@/i18n/catalogs/bn/common.json';
import bnCoreMessages from '@/i18n/catalogs/bn/core-messages.json';
import bnMail from '@/i18n/catalogs/bn/mail.json';
import bnMessages from '@/i18n/catalogs/bn/messages.json';
import bnMeta from '@/i18n/catalogs/bn/meta.json';
import bnPages from '@/i18n/catalogs/bn/pages.json';
import bnProductAdmin from '@/i18n/catalogs/bn/product-admin.json';
import bnReviews from '@/i18n/catalogs/bn/reviews.json';
import bnSafety from '@/i18n/catalogs/bn/safety.json';
import enAccount from '@/i18n/catalogs/en/account.json';
import enAdmin from '@/i18n/catalogs/en/admin.json';
import enBasket from '@/i18n/catalogs/en/basket.json';
import enCatalogue from '@/i18n/catalogs/en/catalogue.json';
import enCommon from '@/i18n/catalogs/en/common.json';
import enMail from '@/i18n/catalogs/en/mail.json';
import enMeta from '@/i18n/catalogs/en/meta.json';
import enPages from '@/i18n/catalogs/en/pages.json';
import enProductAdmin from '@/i18n/catalogs/en/product-admin.json';
import enReviews from '@/i18n/catalogs/en/reviews.json';
import enSafety from '@/i18n/catalogs/en/safety.json';
import type { Locale } from '@/i18n/locales';

export const CATALOGS: Record<Locale, Record<string, string>> = {
  en: {
    ...enCommon,
    ...enCatalogue,
    ...enBasket,
    ...enPages,
    ...enAccount,
    ...enReviews,
    ...enAdmin,
    ...enProductAdmin,
    ...enSafety,
    ...enMail,
    ...enMeta,
  },
  bn: {
    ...bnCoreMessages,
    ...bnMessages,
    ...bnAdminMessages,
    ...bnCommon,
    ...bnCatalogue,
    ...bnBasket,
    ...bnPages,
    ...bnAccount,
    ...bnReviews,
    ...bnAdmin,
    ...bnProductAdmin,
    ...bnSafety,
    ...bnMail,
    ...bnMeta,
  },
};
