// The fonts a quotation PDF is written in, embedded (subset) in every PDF: Noto Sans for Latin text
// and Noto Sans Bengali for Bengali. pdfkit lays text out with fontkit, whose Indic shaper forms
// conjuncts (ক + ্ + ষ → ক্ষ) and reorders vowel signs, so Bengali names print as they are read.
// Neither font covers the other's script, so text is cut into runs by script (textRuns below).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FONT_FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  bengali: 'NotoSansBengali-Regular.ttf',
  bengaliBold: 'NotoSansBengali-Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

// Beside the bundle in production (scripts/build-server.mjs copies them), in assets/fonts in the repo.
const FONT_DIRS = [
  new URL('./fonts/', import.meta.url),
  new URL('../../../../../assets/fonts/', import.meta.url),
];

let cached: Record<FontName, Buffer> | null = null;

/** The font files, read once. */
export function loadFonts(): Record<FontName, Buffer> {
  if (cached) return cached;
  const dir = FONT_DIRS.find((candidate) => fs.existsSync(new URL(FONT_FILES.latin, candidate)));
  if (!dir)
    throw new Error(
      `Quotation fonts not found (looked in ${FONT_DIRS.map((d) => fileURLToPath(d)).join(', ')})`,
    );
  cached = Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(new URL(file, dir))]),
  ) as Record<FontName, Buffer>;
  return cached;
}

// Bengali letters and signs, with the joiners that steer conjunct forms, and the dandas (। ॥) that
// end a Bengali sentence: Unicode files them under Devanagari, and only the Bengali font draws them.
const BENGALI = '\\u0964\\u0965\\u0980-\\u09FF\\u200C\\u200D';
// A Bengali run takes in the spaces and punctuation between Bengali words, so a phrase is shaped and
// spaced as one; Latin text (and digits on their own) stays in the Latin font.
const RUN = new RegExp(`[${BENGALI}](?:[${BENGALI}\\s,.\\-()]*[${BENGALI}])?`, 'g');

export type TextRun = { text: string; bengali: boolean };

/** "Sulphuric acid (সালফিউরিক অ্যাসিড) 98%" → Latin, Bengali, Latin runs. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bengali: false });
    runs.push({ text: match[0], bengali: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bengali: false });
  return runs;
}
