// The translation catalogs, one JSON file per namespace and language under src/i18n/catalogs/{locale}/.
// Keys start with their namespace ("catalogue.addToQuote"), so all of a language's catalogs load into
// one table. The browser loads `common` with every page, each page's own namespaces with its code
// (a route's `handle.catalogs`), the reviews' with the reviews and the admin ones with the admin area
// (src/web/i18n/catalogs.ts): a phone downloads only the words of the page it opens. The server
// loads them all (src/server/i18n/translator.ts).
//
// `messages` is the exception: the contract's and the server's messages keep their English wording
// (the spec's, and the API's), so that catalog is keyed by the English sentence and exists in Bengali
// only; src/i18n/translate.ts looks a message up there. The messages only staff meet (the product,
// career, user, mail and settings forms' rules and answers) are in `admin-messages`, loaded with the
// admin area, so a Bengali public page does not download them. The few a page may show as it loads,
// before any form opens (the product texts, the lost connection, the page a visitor may not see), are
// in `core-messages`, loaded with every Bengali page; the rest of `messages` (the forms' rules and
// answers, the private pages' texts) load with the pages that show them (a route's `catalogs`), with
// the first form on a page and before a toast.

/** What the layout shows on every page: the header, the footer, shared controls. */
export const CORE_NAMESPACE = 'common';
/** Loaded by the pages (and sections) that show them. */
export const PAGE_NAMESPACES = ['catalogue', 'basket', 'pages', 'account', 'reviews'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
export const PUBLIC_NAMESPACES = [CORE_NAMESPACE, ...PAGE_NAMESPACES] as const;
// `safety` (the GHS statements, pictograms and transport words) is read by the server, which words
// a product's safety panel for the page, and by the admin's product form.
export const ADMIN_NAMESPACES = ['admin', 'product-admin', 'safety'] as const;
/** Read by the server alone: e-mails, the quotation PDF, page titles and descriptions. */
export const SERVER_NAMESPACES = ['mail', 'meta'] as const;
export const MESSAGES_NAMESPACE = 'messages';
export const CORE_MESSAGES_NAMESPACE = 'core-messages';
/** What a page may load with its code: its namespaces, and the contract's messages (Bengali only). */
export type PageCatalog = PageNamespace | typeof MESSAGES_NAMESPACE;
export const ADMIN_MESSAGES_NAMESPACE = 'admin-messages';

export const NAMESPACES = [...PUBLIC_NAMESPACES, ...ADMIN_NAMESPACES, ...SERVER_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
