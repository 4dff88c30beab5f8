// One of the three scripts a page carries in its HTML (the others: intl-warm-up-script.ts, and
// page-code.ts's for English pages), the last of a Bengali page's head
// (src/server/features/site/bengali-font-head.ts). It must run before the first paint, so it cannot
// wait for a file of its own; the site's policy lets it run by its hash (security-headers.ts). It
// reads the page's `page-code` data (page-code.ts): the modules to preload, the scripts to run and
// the bold face's descriptors.
// - It keeps the page invisible (src/web/i18n/bengali-font.css, last rule) until the regular face is
//   in, then shows it and asks for the page's code, which so far left the connection to the font.
// - A visitor's first Bengali page draws bold from the regular face (thickened by the browser); the
//   bold face is asked for once the page has loaded, and noted in localStorage when it is in. It is
//   added when the visitor goes to another page of the site (the Navigation API's "navigate", where
//   the browser has it; not a search's new query nor a replaced entry of the history), never under a
//   page already shown: its wider letters would move the text.
// - A page that carried the regular face in itself (a browser without its file nor a Bengali font of
//   its own: web-app.ts) has the file fetched once its code is in, and a cookie set when it is held.
// - The pages after it, the bold noted, wait for both faces, which come from the browser's cache.
// - A computer with the font (Android) finds it at once, so the page shows and its code is asked for
//   without delay; should the font not come, the page shows after 3 seconds all the same.
import { inlineScript } from './inline-script';
import { ADD_PAGE_CODE, READ_PAGE_CODE } from './page-code';

/**
 * Set once the regular face's file is in the browser's cache: a Bengali page then names the file
 * rather than carrying the face in itself (src/server/features/site/web-app.ts).
 */
export const BENGALI_FONT_COOKIE = 'bengali-font';

const source = [
  '(function(d,w){',
  `var c=d.documentElement.classList,f=d.fonts,a=${READ_PAGE_CODE},`,
  "n=0,k='bengali-bold',b,seen,later;",
  // The page's code, asked for as the page is shown; once it is in, the bold face if not yet held,
  // and the regular face's file if the page carried the face in itself (`keep`), noted in a cookie
  // once in the browser's cache, so that the next pages name the file instead.
  'var after=function(){if(later)later();',
  // Low in the browser's order: the page's own pictures first.
  "if(a.keep&&w.fetch)w.fetch(a.keep,{priority:'low'}).then(function(r){return r.ok&&r.arrayBuffer()})",
  `.then(function(x){if(x)d.cookie='${BENGALI_FONT_COOKIE}=1;path=/;max-age=31536000;samesite=lax'},function(){})};`,
  `var show=function(){if(n++)return;c.remove('bengali-font-loading');(${ADD_PAGE_CODE})(d,a,after)};`,
  'if(!f||!w.FontFace)return show();',
  'try{seen=w.localStorage.getItem(k)}catch(e){}',
  "if(a.bold)b=new FontFace('Noto Sans Bengali',a.bold.src,{weight:'700',unicodeRange:a.bold.unicodeRange||'U+0-10FFFF'});",
  "c.add('bengali-font-loading');setTimeout(show,3000);",
  "var r=f.load('400 1em \"Noto Sans Bengali\"','\\u0985');",
  'if(!b)return r.then(show,show);',
  'if(seen){f.add(b);return Promise.all([r,b.load()]).then(show,show)}',
  "later=function(){b.load().then(function(){try{w.localStorage.setItem(k,'1')}catch(e){}},function(){})};",
  // Another page of the site: not a change of the address's query (a search) nor a replaced entry.
  "var next=function(e){if(e.navigationType==='replace'||new URL(e.destination.url).pathname===w.location.pathname)return;",
  "f.add(b);w.navigation.removeEventListener('navigate',next)};",
  "if(w.navigation)w.navigation.addEventListener('navigate',next);",
  'r.then(show,show)',
  '})(document,window)',
].join('');

const script = inlineScript(source);
export const BENGALI_FONT_WAIT_SCRIPT = script.tag;
/** For the Content-Security-Policy's script-src. */
export const BENGALI_FONT_WAIT_HASH = script.hash;
