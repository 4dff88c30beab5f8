// The Bengali words of every page, the contract's messages a page may show as it loads, and the
// Bengali font: only Bengali pages load this chunk, so English pages never pay for any of it. A page's
// own words, and the other contract messages, load with its code (src/web/i18n/catalogs.ts).
import './bengali-font.css';
import { messages as common } from '@/i18n/catalogs/bn/common.json?lingui';
import { messages as contractMessages } from '@/i18n/catalogs/bn/core-messages.json?lingui';
import { messages as meta } from '@/i18n/catalogs/bn/meta.json?lingui';

// The page titles too (`meta`, otherwise the server's): the document title follows the visitor from
// page to page. English pages take theirs from src/contract/pages.ts, so need no catalog for it.
export const messages = { ...contractMessages, ...common, ...meta };
