// One of the two scripts a page carries in its HTML (the other: intl-warm-up-script.ts): a Bengali
// page's head keeps the page invisible until the Bengali font is in (src/web/i18n/bengali-font.css,
// last rule; src/server/features/site/page-document.ts). It must run before the first paint, so it
// cannot wait for a file of its own; the site's policy lets it run by its hash (security-headers.ts).
import { inlineScript } from './inline-script';

const source =
  "(function(d){var c=d.documentElement.classList,f=d.fonts;if(!f)return;c.add('bengali-font-loading');" +
  "var s=function(){c.remove('bengali-font-loading')};" +
  "Promise.all([f.load('400 1em \"Noto Sans Bengali\"','\\u0985'),f.load('700 1em \"Noto Sans Bengali\"','\\u0985')])" +
  '.then(s,s)})(document)';

const script = inlineScript(source);
export const BENGALI_FONT_WAIT_SCRIPT = script.tag;
/** For the Content-Security-Policy's script-src. */
export const BENGALI_FONT_WAIT_HASH = script.hash;
