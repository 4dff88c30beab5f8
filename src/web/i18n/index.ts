// The site's translation layer in the browser (and in the server's rendering of pages): Lingui, with
// catalogs in src/i18n/catalogs. See src/i18n/namespaces.ts for how they are split.
export { goToAccountLanguage, saveAccountLanguage } from './account-language';
export { EnglishFragment } from './english-fragment';
export { LanguageSwitcher } from './language-switcher';
export { useFormat } from './use-format';
export { useT } from './use-t';
