// A tap on a button before the page's code has made it work would be lost: a Bengali page's code
// waits for its font, and a phone on a slow network can show a page for seconds before its code
// arrives. Each button that opens something marked `data-tap="<name>"` (src/web/lib/early-tap.ts) is
// therefore noted by this script, first in every page's head, when it is tapped; the button, once
// its code runs, takes the note and does what the tap asked. Only the last tap is kept: a buyer who
// tapped twice, or two buttons, gets what they tapped last. The site's policy lets the script run by
// its hash (security-headers.ts).
import { inlineScript } from './inline-script';

const source =
  "addEventListener('click',function(e){" +
  "var b=e.target&&e.target.closest&&e.target.closest('[data-tap]');" +
  "if(b)window.earlyTap=b.getAttribute('data-tap')},true)";

const script = inlineScript(source);
export const EARLY_TAP_SCRIPT = script.tag;
/** For the Content-Security-Policy's script-src. */
export const EARLY_TAP_HASH = script.hash;
