// The shared quotation layout's parts (src/i18n/quotation-layout.ts) placed on A4 pages, top to
// bottom: each takes the y to start at and answers the y below what it wrote, starting a new page
// when its part does not fit. quotation-pdf.ts calls them in order.
import {
  type DocumentParty,
  type LabelledValue,
  type QuotationLayout,
  tableCell,
} from '@/i18n/quotation-layout';
import type { Translator } from '@/server/i18n/translator';
import { A4_MARGIN, type PdfWriter } from './pdf-writer';

export const WIDTH = 595.28 - 2 * A4_MARGIN;
export const LEFT = A4_MARGIN;
const BRAND = '#0f3d75';
export const MUTED = '#4b5563';
const RULE = '#d1d5db';

export const STATE_COLORS = { superseded: '#92400e', expired: '#991b1b', accepted: '#166534' } as const;

/** Starts a new page when `height` does not fit below `y`; the y to write at. */
function room(pdf: PdfWriter, y: number, height: number): number {
  if (y + height <= pdf.bottom()) return y;
  pdf.doc.addPage();
  return A4_MARGIN;
}

function rule(pdf: PdfWriter, y: number, color = RULE, width = 0.5) {
  pdf.doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

export function letterhead(pdf: PdfWriter, layout: QuotationLayout): number {
  pdf.write(layout.company.name, LEFT, A4_MARGIN, { width: 300, size: 16, bold: true, color: BRAND });
  let y = A4_MARGIN + 22;
  for (const detail of layout.company.details) {
    y = pdf.write(detail, LEFT, y, { width: 300, color: MUTED, size: 9 });
  }

  const right = LEFT + 310;
  let ry = pdf.write(layout.title.toLocaleUpperCase('en'), right, A4_MARGIN, {
    width: WIDTH - 310,
    size: 18,
    bold: true,
    align: 'right',
  });
  for (const { label, value } of layout.facts) {
    pdf.write(label, right, ry + 2, { width: 70, size: 9, color: MUTED });
    ry = pdf.write(value, right + 70, ry + 2, { width: WIDTH - 380, size: 9, bold: true, align: 'right' });
  }
  y = Math.max(y, ry) + 8;
  rule(pdf, y, BRAND, 1.5);
  return y + 10;
}

export function banner(pdf: PdfWriter, tr: Translator, layout: QuotationLayout, y: number): number {
  if (!layout.state) return y;
  const color = STATE_COLORS[layout.state.state];
  const text = `${tr.t(`mail.pdf.mark.${layout.state.state}`)}: ${layout.state.text}`;
  const height = pdf.heightOf(text, { width: WIDTH - 20, bold: true, size: 10 }) + 12;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).lineWidth(1).strokeColor(color).stroke().restore();
  pdf.write(text, LEFT + 10, y + 6, { width: WIDTH - 20, bold: true, size: 10, color });
  return y + height + 12;
}

// To whom (the widest: company, attention, address, BIN), in answer to what, and from whom.
const PARTY_WIDTHS = [190, 130, 155];
const PARTY_GAP = (WIDTH - PARTY_WIDTHS.reduce((sum, width) => sum + width, 0)) / 2;

function party(pdf: PdfWriter, block: DocumentParty, x: number, y: number, width: number): number {
  pdf.write(block.heading.toLocaleUpperCase('en'), x, y, { width, size: 8, color: MUTED, bold: true });
  let bottom = y + 12;
  for (const line of block.lines) {
    bottom = pdf.write(line.text, x, bottom, {
      width,
      size: line.strong ? 10 : 9,
      bold: line.strong,
      color: line.strong ? '#111111' : '#1f2937',
    });
  }
  return bottom;
}

export function parties(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  let x = LEFT;
  let bottom = y;
  layout.parties.forEach((block, index) => {
    bottom = Math.max(bottom, party(pdf, block, x, y, PARTY_WIDTHS[index]));
    x += PARTY_WIDTHS[index] + PARTY_GAP;
  });
  return bottom + 8;
}

// Widths of #, product, quantity, unit price (with its unit), packing and lead time, amount.
const COLUMN_WIDTHS = [22, 132, 56, 104, 106, 75.28];
const CELL = 9;
const DETAIL = 7.5;

function tableHeader(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  const cell = (index: number) => ({ width: COLUMN_WIDTHS[index] - 8, size: 8.5, bold: true });
  const height =
    Math.max(...layout.columns.map((column, index) => pdf.heightOf(column.header, cell(index)))) + 10;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).fill('#eef2f7').restore();
  let x = LEFT;
  layout.columns.forEach((column, index) => {
    pdf.write(column.header, x + 4, y + 5, { ...cell(index), align: column.align });
    x += COLUMN_WIDTHS[index];
  });
  return y + height + 4;
}

export function linesTable(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  y = tableHeader(pdf, layout, y);
  for (const line of layout.lines) {
    const cells = layout.columns.map((column) => tableCell(line, column.key));
    const productWidth = COLUMN_WIDTHS[1] - 8;
    const height = Math.max(
      pdf.heightOf(line.product, { width: productWidth, size: CELL, bold: true }) +
        (line.details ? pdf.heightOf(line.details, { width: productWidth, size: DETAIL }) : 0),
      ...cells.map((cell, i) => pdf.heightOf(cell, { width: COLUMN_WIDTHS[i] - 8, size: CELL })),
    );
    if (y + height + 8 > pdf.bottom()) {
      pdf.doc.addPage();
      y = tableHeader(pdf, layout, A4_MARGIN);
    }
    let x = LEFT;
    let rowBottom = y;
    layout.columns.forEach((column, i) => {
      const options = { width: COLUMN_WIDTHS[i] - 8, size: CELL, align: column.align };
      let bottom = pdf.write(cells[i], x + 4, y, { ...options, bold: column.key === 'product' });
      if (column.key === 'product' && line.details) {
        bottom = pdf.write(line.details, x + 4, bottom, { width: options.width, size: DETAIL, color: MUTED });
      }
      rowBottom = Math.max(rowBottom, bottom);
      x += COLUMN_WIDTHS[i];
    });
    y = rowBottom + 3;
    rule(pdf, y);
    y += 4;
  }
  return y;
}

const LABEL_WIDTH = 95;
const ROW = { size: 8.5 };

const labelledHeight = (pdf: PdfWriter, rows: LabelledValue[], width: number) =>
  rows.reduce((sum, { value }) => sum + pdf.heightOf(value, { width: width - LABEL_WIDTH, ...ROW }) + 2, 0);

function labelled(pdf: PdfWriter, rows: LabelledValue[], x: number, y: number, width: number) {
  for (const { label, value } of rows) {
    y = room(pdf, y, pdf.heightOf(value, { width: width - LABEL_WIDTH, ...ROW }));
    pdf.write(label, x, y, { width: LABEL_WIDTH - 5, color: MUTED, ...ROW });
    y = pdf.write(value, x + LABEL_WIDTH, y, { width: width - LABEL_WIDTH, ...ROW }) + 2;
  }
  return y;
}

const HEADING = { bold: true, size: 10 };

/** This quotation's own terms: Incoterm, delivery place, payment, validity, VAT, notes. */
function terms(pdf: PdfWriter, layout: QuotationLayout, x: number, y: number, width: number): number {
  y = pdf.write(layout.terms.heading, x, y, { width, ...HEADING }) + 4;
  return labelled(pdf, layout.terms.rows, x, y, width);
}

const TOTAL_LABEL = 125;

/** Each currency's totals and its amount in words, then the VAT treatment. */
function totals(pdf: PdfWriter, layout: QuotationLayout, x: number, y: number, width: number): number {
  for (const total of layout.totals) {
    for (const row of total.rows) {
      const options = { bold: row.strong, size: row.strong ? 10.5 : 9.5 };
      pdf.write(row.label, x, y, { width: TOTAL_LABEL, ...options });
      y = pdf.write(row.value, x + TOTAL_LABEL, y, {
        width: width - TOTAL_LABEL,
        align: 'right',
        ...options,
      });
      y += 1;
    }
    // Left-aligned: pdfkit cannot right-align a wrapped line that mixes Bengali and Latin runs.
    y = pdf.write(total.inWords, x, y, { width, size: 8 }) + 6;
  }
  return pdf.write(layout.vatNote, x, y, { width, size: 8, color: MUTED, align: 'right' });
}

function totalsHeight(pdf: PdfWriter, layout: QuotationLayout, width: number): number {
  return layout.totals.reduce(
    (sum, total) => sum + total.rows.length * 16 + pdf.heightOf(total.inWords, { width, size: 8 }) + 6,
    pdf.heightOf(layout.vatNote, { width, size: 8 }),
  );
}

const TERMS_WIDTH = 255;
const TOTALS_WIDTH = 220;
// Notes long enough to fill most of a page would leave the totals beside them stranded: then the
// totals come first and the terms below them across the page.
const SIDE_BY_SIDE_MAX = 300;

/** The terms on the left and the totals on the right, as a supplier's quotation sets them. */
export function termsAndTotals(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  const termsHeight = labelledHeight(pdf, layout.terms.rows, TERMS_WIDTH) + 18;
  const right = LEFT + WIDTH - TOTALS_WIDTH;
  if (termsHeight > SIDE_BY_SIDE_MAX) {
    y = room(pdf, y, totalsHeight(pdf, layout, TOTALS_WIDTH));
    y = totals(pdf, layout, right, y, TOTALS_WIDTH) + 12;
    return terms(pdf, layout, LEFT, room(pdf, y, 60), WIDTH) + 8;
  }
  y = room(pdf, y, Math.max(termsHeight, totalsHeight(pdf, layout, TOTALS_WIDTH)));
  const bottom = Math.max(
    terms(pdf, layout, LEFT, y, TERMS_WIDTH),
    totals(pdf, layout, right, y, TOTALS_WIDTH),
  );
  return bottom + 8;
}

/** The standard terms copied into this version when it was sent, numbered. */
export function standardTerms(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  if (!layout.standardTerms) return y;
  y = room(pdf, y, 40);
  y = pdf.write(layout.standardTerms.heading, LEFT, y, { width: WIDTH, ...HEADING }) + 3;
  layout.standardTerms.items.forEach((item, index) => {
    const options = { width: WIDTH - 16, size: 8 };
    y = room(pdf, y, pdf.heightOf(item, options));
    pdf.write(`${index + 1}.`, LEFT, y, { width: 14, size: 8, color: MUTED });
    y = pdf.write(item, LEFT + 16, y, options) + 2;
  });
  return y + 6;
}

/**
 * The bank details for the advance on the left; on the right the company's signatory, and below the
 * name the line that says no signature is needed.
 */
export function bankAndSignature(pdf: PdfWriter, layout: QuotationLayout, y: number): number {
  const bankWidth = 300;
  y = room(pdf, y, labelledHeight(pdf, layout.bank.rows, bankWidth) + 16);
  const top = y;
  y = pdf.write(layout.bank.heading, LEFT, y, { width: bankWidth, ...HEADING }) + 3;
  const bankBottom = labelled(pdf, layout.bank.rows, LEFT, y, bankWidth);

  const x = LEFT + bankWidth + 20;
  const width = WIDTH - bankWidth - 20;
  let right = pdf.write(layout.signature.for, x, top, { width, size: 9.5 });
  right = pdf.write(layout.signature.name, x, right + 16, { width, bold: true });
  right = pdf.write(layout.signature.title, x, right, { width, color: MUTED });
  right = pdf.write(layout.computerGenerated, x, right + 6, { width, size: 8, color: MUTED });
  return Math.max(bankBottom, right);
}
