// What a Bengali page's head carries for the Bengali font (src/web/i18n/bengali-font.css), which the
// first paint needs on a computer without a Bengali font (most desktops; Android has its own):
// - the stylesheet's rules written into the head: a stylesheet of a kilobyte and a half linked
//   instead would hold up the first paint for a request of its own;
// - a link to that stylesheet all the same, `disabled`, so never fetched nor applied: the browser's
//   loader of the Bengali words (public-bn.ts, which imports the stylesheet) sees it linked and does
//   not fetch it again;
// - the regular face's file preloaded, in the HTML and in a `Link` header (which a CDN in front may
//   turn into an early hint; Chromium under the bench's emulated phone network asked for the file at
//   the same moment either way); or, for a browser that has neither the file nor a Bengali font of
//   its own (web-app.ts), the face itself in the page, as a data: address: a file of its own cost
//   such a visitor two round trips more on a phone network (a connection, then the request): the
//   bench's emulated phone drew the Bengali pages 0.79-0.84 s after asking instead of 0.88-1.08;
// - a script that keeps the page invisible until the regular face is in (the stylesheet's last rule),
//   then asks for the page's code (src/server/lib/bengali-font-wait.ts). On a slow phone network the
//   font is what the first paint waits for: the code, which nobody sees work before the page shows,
//   would otherwise share the connection with it and hold it up (by some 100 ms on the bench's slow
//   phone).
//
// The bold face is not in the head: its file is as large as the regular's and would halve what the
// regular gets of the connection. The script loads it once the page is shown; until a visitor's
// browser has it, bold is drawn from the regular face, thickened (font-synthesis). Its descriptors
// go to the script in the page's `page-code` data (src/server/lib/page-code.ts).
import fs from 'node:fs';
import path from 'node:path';
import { BENGALI_FONT_WAIT_SCRIPT } from '@/server/lib/bengali-font-wait';
import { pageCodeData } from '@/server/lib/page-code';

type Manifest = Record<string, { file: string; css?: string[]; assets?: string[] }>;

/** The descriptors the browser's FontFace takes for the bold face, as the stylesheet writes them. */
type BoldFace = { src: string; unicodeRange?: string };

const FONT_FACES = /@font-face\s*\{[^}]*\}/g;
const descriptor = (rule: string, name: string) =>
  new RegExp(`[{;]\\s*${name}\\s*:\\s*([^;}]+)`).exec(rule)?.[1].trim();

/** The stylesheet's rules with its bold face taken out, and that face's descriptors. */
function withoutBoldFace(rules: string): { rules: string; bold?: BoldFace } {
  const rule = rules.match(FONT_FACES)?.find((face) => descriptor(face, 'font-weight') === '700');
  const src = rule && descriptor(rule, 'src');
  if (!rule || !src) return { rules };
  return { rules: rules.replace(rule, ''), bold: { src, unicodeRange: descriptor(rule, 'unicode-range') } };
}

/** A Bengali page's head for its font, from the built app's manifest and files in `webDir`. */
export function bengaliFontHead(manifest: Manifest, webDir: string) {
  const assets = Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  const stylesheet = assets.find((file) => /\/bengali-font-[\w-]+\.css$/.test(file));
  const fonts = [...new Set(assets.filter((file) => /noto-sans-bengali-[\w-]+\.woff2$/.test(file)))];
  const preloads = (files: string[]) => ({
    tags: files.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    header: files
      .map((file) => `</${file}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
      .join(', '),
  });
  if (!stylesheet) {
    const { tags, header } = preloads(fonts);
    return {
      stylesheet,
      tags: () => ({ early: tags, late: [] }),
      linkHeader: () => header,
      afterFont: undefined,
    };
  }
  const { rules, bold } = withoutBoldFace(fs.readFileSync(path.join(webDir, stylesheet), 'utf8').trim());
  // The face the head's rules still name: the regular one.
  const regular = fonts.find((file) => rules.includes(`/${file}`));
  const { tags, header } = preloads(regular ? [regular] : []);
  const style = (css: string) => `<style>${css.replace(/<\//g, '<\\/')}</style>`;
  const disabledLink = `<link rel="stylesheet" href="/${stylesheet}" disabled>`;
  // The face carried in the page itself: its file as a data: address (which the policy's font-src
  // allows). Brotli takes its Base64 back to about the file's size.
  const inlineStyle = regular
    ? style(
        rules.replace(
          `/${regular}`,
          `data:font/woff2;base64,${fs.readFileSync(path.join(webDir, regular)).toString('base64')}`,
        ),
      )
    : style(rules);
  return {
    stylesheet,
    /**
     * The head's tags for the font: its file named and preloaded, or (`inline`) the face itself,
     * `late` in the head, after the page's pictures: ahead of them, its 40 KB held up the preload of
     * the catalogue's first picture until they were in, which then drew after the page (the bench's
     * slow phone drew the catalogue's picture 50 ms after its text).
     */
    tags: (inline: boolean) =>
      inline
        ? { early: [disabledLink], late: [inlineStyle] }
        : { early: [style(rules), disabledLink, ...tags], late: [] },
    linkHeader: (inline: boolean) => (inline ? '' : header),
    /**
     * The end of the head: what the script loads once the font is in (the page's modules, preloaded,
     * and the entry's scripts, which index.html would otherwise load; and, after a page that carried
     * the face, its file), and the script.
     */
    afterFont(preload: string[], run: string[], inline: boolean) {
      const keep = inline && regular ? `/${regular}` : undefined;
      return [pageCodeData({ preload, run, bold: bold ?? null, keep }), BENGALI_FONT_WAIT_SCRIPT];
    },
  };
}
