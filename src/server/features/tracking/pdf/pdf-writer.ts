// A thin layer over pdfkit for documents that mix Latin and Bengali: every piece of text goes through
// write(), which switches font at each change of script, so no caller has to think about it.
import { type FontName, loadFonts, type TextRun, textRuns } from './pdf-fonts';

export const A4_MARGIN = 50;
// Noto Sans's ascender (1069/1000 em). pdfkit places each run's baseline at its own font's ascender,
// and Noto Sans Bengali's is lower, so a Bengali word beside Latin ones would sit raised: every run is
// placed on the Latin baseline instead.
const LATIN_ASCENDER = 1.069;

export type WriteOptions = {
  width: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: 'left' | 'right' | 'center';
  lineGap?: number;
};

export type PdfWriter = {
  doc: PDFKit.PDFDocument;
  /** Writes text at (x, y) and returns the y just below it. */
  write(text: string, x: number, y: number, options: WriteOptions): number;
  /** How tall write() would make this text. */
  heightOf(text: string, options: WriteOptions): number;
  /** The page's usable bottom edge. */
  bottom(): number;
  finish(): Promise<Buffer>;
};

/** pdfkit is loaded with the first PDF, not at start: an idle server does not keep its some 20 MB. */
export async function createPdfWriter(info: {
  title: string;
  author: string;
  subject: string;
}): Promise<PdfWriter> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
    lang: 'en',
    displayTitle: true,
  });
  const fonts = loadFonts();
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const fontFor = (bengali: boolean, bold = false): FontName =>
    bengali ? (bold ? 'bengaliBold' : 'bengali') : bold ? 'latinBold' : 'latin';

  const write = (text: string, x: number, y: number, options: WriteOptions) => {
    const runs = textRuns(text || ' ');
    doc.fontSize(options.size ?? 9.5).fillColor(options.color ?? '#111111');
    if (runs.length > 1 && (options.align === 'right' || options.align === 'center')) {
      const placed = writeAlignedLine(runs, x, y, options);
      if (placed !== null) return placed;
    }
    runs.forEach((run, index) => {
      doc.font(fontFor(run.bengali, options.bold));
      const textOptions = {
        width: options.width,
        align: options.align ?? 'left',
        lineGap: options.lineGap ?? 1.5,
        continued: index < runs.length - 1,
        baseline: -LATIN_ASCENDER * (options.size ?? 9.5),
      };
      if (index === 0) doc.text(run.text, x, y, textOptions);
      else doc.text(run.text, textOptions);
    });
    return doc.y;
  };

  // pdfkit aligns each run of continued text on its own, so a right-aligned "৳ 82,000.00" (a Bengali
  // run, then a Latin one) would print its two runs over each other. A line that fits is laid out
  // here instead: the runs measured in their own fonts and written one after the other from the
  // point the alignment gives. A line too long for its width wraps as left-aligned text does.
  function writeAlignedLine(runs: TextRun[], x: number, y: number, options: WriteOptions): number | null {
    const widths = runs.map((run) => doc.font(fontFor(run.bengali, options.bold)).widthOfString(run.text));
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total > options.width) return null;
    let cursor = x + (options.align === 'right' ? options.width - total : (options.width - total) / 2);
    let bottom = y;
    runs.forEach((run, index) => {
      doc.font(fontFor(run.bengali, options.bold)).text(run.text, cursor, y, {
        lineBreak: false,
        lineGap: options.lineGap ?? 1.5,
        baseline: -LATIN_ASCENDER * (options.size ?? 9.5),
      });
      // Where wrapped text would have left the next line: one line height of this font, and the gap.
      bottom = Math.max(bottom, y + doc.currentLineHeight(true) + (options.lineGap ?? 1.5));
      cursor += widths[index];
    });
    doc.x = x;
    doc.y = bottom;
    return bottom;
  }

  const heightOf = (text: string, options: WriteOptions) => {
    // Measured in the font of the text's main script: close enough to keep a row off the page edge.
    const runs = textRuns(text || ' ');
    const bengali = runs.some((run) => run.bengali);
    doc.font(fontFor(bengali, options.bold)).fontSize(options.size ?? 9.5);
    return doc.heightOfString(text || ' ', { width: options.width, lineGap: options.lineGap ?? 1.5 });
  };

  return {
    doc,
    write,
    heightOf,
    bottom: () => doc.page.height - A4_MARGIN - 24,
    finish() {
      doc.end();
      return ended;
    },
  };
}
