// The Bengali words of every page, the contract's messages a page may show as it loads, and the
// Bengali font: only Bengali pages load this chunk, so English pages never pay for any of it. A page's
// own words, and the other contract messages, load with its code (src/web/i18n/catalogs.ts).
import './bengali-font.css';
import { messages as common } from '@/i18n/catalogs/bn/common.json?lingui';
import { messages as contractMessages } from '@/i18n/catalogs/bn/core-messages.json?lingui';

// Not the page titles (`meta`): the server writes the first page's, and the browser loads them when
// the visitor goes to another page (src/web/lib/page-meta.ts).
export const messages = { ...contractMessages, ...common };
