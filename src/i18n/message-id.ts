// Every translation key, read from the English catalogs (types only: nothing is bundled), so a
// misspelt key fails the type check instead of showing on a page.
import type account from './catalogs/en/account.json';
import type admin from './catalogs/en/admin.json';
import type basket from './catalogs/en/basket.json';
import type catalogue from './catalogs/en/catalogue.json';
import type common from './catalogs/en/common.json';
import type mail from './catalogs/en/mail.json';
import type meta from './catalogs/en/meta.json';
import type pages from './catalogs/en/pages.json';
import type productAdmin from './catalogs/en/product-admin.json';
import type reviews from './catalogs/en/reviews.json';
import type safety from './catalogs/en/safety.json';

export type MessageId =
  | keyof typeof common
  | keyof typeof catalogue
  | keyof typeof basket
  | keyof typeof pages
  | keyof typeof account
  | keyof typeof reviews
  | keyof typeof admin
  | keyof typeof productAdmin
  | keyof typeof safety
  | keyof typeof mail
  | keyof typeof meta;

/** Values for a message's ICU placeholders ("{count, plural, one {# product} other {# products}}"). */
export type MessageValues = Record<string, unknown>;
