// One of the two scripts a page carries in its HTML (the other: intl-warm-up-script.ts): a Bengali
// page's head keeps the page invisible until the Bengali font is in (src/web/i18n/bengali-font.css,
// last rule; src/server/features/site/page-document.ts). It must run before the first paint, so it
// cannot wait for a file of its own; the site's policy lets it run by its hash (security-headers.ts).
import { createHash } from 'node:crypto';

const source =
  "(function(d){var c=d.documentElement.classList,f=d.fonts;if(!f)return;c.add('bengali-font-loading');" +
  "var s=function(){c.remove('bengali-font-loading')};" +
  "Promise.all([f.load('400 1em \"Noto Sans Bengali\"','\\u0985'),f.load('700 1em \"Noto Sans Bengali\"','\\u0985')])" +
  '.then(s,s)})(document)';

export const BENGALI_FONT_WAIT_SCRIPT = `<script>${source}</script>`;
/** For the Content-Security-Policy's script-src. */
export const BENGALI_FONT_WAIT_HASH = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
