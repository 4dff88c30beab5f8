// The Bengali catalogs every public page reads, and the Bengali font: only Bengali pages load this
// chunk, so English pages never pay for either.
import './bengali-font.css';
import { messages as catalogue } from '@/i18n/catalogs/bn/catalogue.json?lingui';
import { messages as common } from '@/i18n/catalogs/bn/common.json?lingui';
import { messages as contractMessages } from '@/i18n/catalogs/bn/messages.json?lingui';
import { messages as meta } from '@/i18n/catalogs/bn/meta.json?lingui';
import { messages as pages } from '@/i18n/catalogs/bn/pages.json?lingui';

// The page titles too (`meta`, otherwise the server's): the document title follows the visitor from
// page to page. English pages take theirs from src/contract/pages.ts, so need no catalog for it.
export const messages = { ...contractMessages, ...common, ...catalogue, ...pages, ...meta };
