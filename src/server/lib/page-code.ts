// A server-rendered page's code (the entry's scripts, and the preloads of the page's own modules) is
// not named in tags the browser fetches as soon as it reads them: it is listed in the page's
// `page-code` data and added by an inline script once what the first paint needs is in. On a slow
// phone network the twenty-odd scripts would otherwise share the connection with the stylesheet (and
// a Bengali page's font) and hold the first paint up, while nobody sees the code work before the
// page shows (on the bench's slow phone, English pages showed 10-70 ms sooner for it: a product
// 0.83 s to 0.76, /contact 0.72 to 0.66; the Bengali pages, about 100 ms).
// - An English page: the script at the end of its body (AFTER_STYLESHEETS_SCRIPT). A script the
//   parser meets runs only once the stylesheets linked before it are in, so it needs no waiting of
//   its own; at the end of the body it does not hold up the parsing of the page.
// - A Bengali page: the script that waits for its font (bengali-font-wait.ts).
// The scripts are added while the page loads, so its load event waits for them, as it did for
// index.html's own tags.
// The site's policy lets the scripts run by their hashes (security-headers.ts).
import { inlineScript } from './inline-script';

/** What a page's script loads, and on a Bengali page the bold face (bengali-font-head.ts). */
export type PageCode = {
  preload: string[];
  run: string[];
  bold?: { src: string; unicodeRange?: string } | null;
  /** A Bengali page that carried its regular face in itself: the face's file, for the next pages. */
  keep?: string;
};

/** The page's data its script reads. "<" is escaped so the JSON can never close the element. */
export const pageCodeData = (code: PageCode) =>
  `<script type="application/json" id="page-code">${JSON.stringify(code).replace(/</g, '\\u003c')}</script>`;

/** Script source: the page's data, read. */
export const READ_PAGE_CODE = "JSON.parse(document.getElementById('page-code').textContent)";

/**
 * Script source, a function of the document and the page's data that adds its code: the preloads of
 * its modules with the entry's scripts (the entry imports them as it starts), `done` called once the
 * last script has run or failed.
 */
export const ADD_PAGE_CODE = [
  'function(d,a,done){',
  "a.preload.forEach(function(u){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;d.head.appendChild(e)});",
  "a.run.forEach(function(u,i){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=u;",
  'if(i===a.run.length-1&&done)e.onload=e.onerror=done;d.head.appendChild(e)})}',
].join('');

const afterStylesheets = inlineScript(`(${ADD_PAGE_CODE})(document,${READ_PAGE_CODE})`);
/** The last of an English page's body. */
export const AFTER_STYLESHEETS_SCRIPT = afterStylesheets.tag;
/** For the Content-Security-Policy's script-src. */
export const AFTER_STYLESHEETS_HASH = afterStylesheets.hash;
