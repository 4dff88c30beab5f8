// The English words of every page (the header, the footer, shared controls), compiled at build
// time; one small chunk, preloaded with the page. A page's own words load with its code
// (src/web/i18n/catalogs.ts).
import { messages } from '@/i18n/catalogs/en/common.json?lingui';

export { messages };
