// The English catalogs every public page reads, compiled at build time; one chunk, loaded with the
// first page (src/web/i18n/catalogs.ts).
import { messages as catalogue } from '@/i18n/catalogs/en/catalogue.json?lingui';
import { messages as common } from '@/i18n/catalogs/en/common.json?lingui';
import { messages as pages } from '@/i18n/catalogs/en/pages.json?lingui';

export const messages = { ...common, ...catalogue, ...pages };
