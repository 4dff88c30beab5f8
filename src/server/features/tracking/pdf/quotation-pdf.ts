// The quotation as a formal A4 document, written on the server with pdfkit (no browser): the
// company's letterhead with its BIN and trade licence, the buyer, the priced lines, totals with the
// VAT treatment, the terms and the signatory. A superseded, expired or accepted version says so.
import { eq } from 'drizzle-orm';
import { formatPrice } from '@/contract/money';
import { QUOTATION_MESSAGES, type Quotation, VAT_TREATMENT_LABELS } from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { formatDocumentDate, inquiryReference, quotationNumber } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import { inquiries } from '@/server/db/schema';
import { findQuotation } from '@/server/features/quotations/quotation-repository';
import { A4_MARGIN, createPdfWriter, type PdfWriter } from './pdf-writer';

export type QuotationDocument = {
  quotation: Quotation;
  buyer: { name: string; inquiryId: string; inquiryDate: string; deliveryLocation: string | null };
};

const WIDTH = 595.28 - 2 * A4_MARGIN;
const LEFT = A4_MARGIN;
const MUTED = '#4b5563';
const RULE = '#d1d5db';

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const STATE_BANNERS: Partial<
  Record<Quotation['state'], { text: (q: Quotation) => string; color: string; mark: string }>
> = {
  superseded: { text: () => QUOTATION_MESSAGES.superseded, color: '#92400e', mark: 'SUPERSEDED' },
  expired: {
    text: (q) => `${QUOTATION_MESSAGES.expired} (valid until ${formatDocumentDate(q.validUntil)})`,
    color: '#991b1b',
    mark: 'EXPIRED',
  },
  accepted: {
    text: (q) => `Accepted by the buyer on ${formatDocumentDate(q.acceptedAt ?? q.sentAt)}`,
    color: '#166534',
    mark: 'ACCEPTED',
  },
};

function letterhead(pdf: PdfWriter, document: QuotationDocument): number {
  const { quotation } = document;
  const { doc } = pdf;
  let y = A4_MARGIN;
  pdf.write(COMPANY.name, LEFT, y, { width: 300, size: 16, bold: true, color: '#0f3d75' });
  y = pdf.write(
    `${COMPANY.address.street}, ${COMPANY.address.city} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`,
    LEFT,
    y + 22,
    { width: 300, color: MUTED, size: 9 },
  );
  y = pdf.write(`${COMPANY.phones.join(' / ')} · ${COMPANY.email}`, LEFT, y, {
    width: 300,
    color: MUTED,
    size: 9,
  });
  y = pdf.write(`BIN: ${COMPANY_LEGAL.bin} · Trade licence: ${COMPANY_LEGAL.tradeLicence}`, LEFT, y, {
    width: 300,
    color: MUTED,
    size: 9,
  });

  const right = LEFT + 310;
  let ry = pdf.write('QUOTATION', right, A4_MARGIN, {
    width: WIDTH - 310,
    size: 18,
    bold: true,
    align: 'right',
  });
  const facts: [string, string][] = [
    ['No.', quotationNumber(quotation.inquiryId, quotation.version)],
    ['Version', String(quotation.version)],
    ['Date', formatDocumentDate(quotation.sentAt)],
    ['Valid until', formatDocumentDate(quotation.validUntil)],
  ];
  for (const [label, value] of facts) {
    pdf.write(label, right, ry + 2, { width: 70, size: 9, color: MUTED });
    ry = pdf.write(value, right + 70, ry + 2, { width: WIDTH - 380, size: 9, bold: true, align: 'right' });
  }
  y = Math.max(y, ry) + 10;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(1.5)
    .strokeColor('#0f3d75')
    .stroke();
  return y + 12;
}

function banner(pdf: PdfWriter, quotation: Quotation, y: number): number {
  const state = STATE_BANNERS[quotation.state];
  if (!state) return y;
  const text = state.text(quotation);
  const height = pdf.heightOf(text, { width: WIDTH - 20, bold: true, size: 10 }) + 12;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).lineWidth(1).strokeColor(state.color).stroke().restore();
  pdf.write(`${state.mark}: ${text}`, LEFT + 10, y + 6, {
    width: WIDTH - 20,
    bold: true,
    size: 10,
    color: state.color,
  });
  return y + height + 12;
}

function buyerBlock(pdf: PdfWriter, document: QuotationDocument, y: number): number {
  const { buyer, quotation } = document;
  pdf.write('To', LEFT, y, { width: 240, size: 8.5, color: MUTED, bold: true });
  let left = pdf.write(buyer.name, LEFT, y + 12, { width: 240, size: 10.5, bold: true });
  if (buyer.deliveryLocation)
    left = pdf.write(buyer.deliveryLocation, LEFT, left, { width: 240, color: MUTED });

  const x = LEFT + 260;
  pdf.write('Your inquiry', x, y, { width: WIDTH - 260, size: 8.5, color: MUTED, bold: true });
  let right = pdf.write(
    `${inquiryReference(buyer.inquiryId)} of ${formatDocumentDate(buyer.inquiryDate)}`,
    x,
    y + 12,
    {
      width: WIDTH - 260,
      size: 10,
    },
  );
  right = pdf.write(`Prepared by ${quotation.sentByName}`, x, right, { width: WIDTH - 260, color: MUTED });
  return Math.max(left, right) + 14;
}

const COLUMNS = [
  { header: '#', width: 20, align: 'left' },
  { header: 'Product', width: 150, align: 'left' },
  { header: 'Quantity', width: 62, align: 'right' },
  { header: 'Unit price', width: 78, align: 'right' },
  { header: 'Packing, lead time', width: 105, align: 'left' },
  { header: 'Amount', width: 80, align: 'right' },
] as const;
const GAP = 0;

function tableHeader(pdf: PdfWriter, y: number): number {
  const height =
    Math.max(
      ...COLUMNS.map((column) =>
        pdf.heightOf(column.header, { width: column.width - 8, size: 8.5, bold: true }),
      ),
    ) + 10;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).fill('#eef2f7').restore();
  let x = LEFT;
  for (const column of COLUMNS) {
    pdf.write(column.header, x + 4, y + 5, {
      width: column.width - 8,
      size: 8.5,
      bold: true,
      align: column.align,
    });
    x += column.width + GAP;
  }
  return y + height + 4;
}

function linesTable(pdf: PdfWriter, quotation: Quotation, y: number): number {
  y = tableHeader(pdf, y);
  quotation.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.productName,
      `${quantityFormat.format(line.quantity)} ${line.unit}`,
      formatPrice(line.unitPrice, line.currency),
      [line.packing, line.leadTime].filter(Boolean).join(' · ') || '-',
      formatPrice(line.lineTotal, line.currency),
    ];
    const height = Math.max(
      ...cells.map((cell, i) => pdf.heightOf(cell, { width: COLUMNS[i].width - 8, size: 9.5 })),
    );
    if (y + height + 8 > pdf.bottom()) {
      pdf.doc.addPage();
      y = tableHeader(pdf, A4_MARGIN);
    }
    let x = LEFT;
    let rowBottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      const bottom = pdf.write(cell, x + 4, y, {
        width: column.width - 8,
        align: column.align,
        bold: i === 1,
      });
      rowBottom = Math.max(rowBottom, bottom);
      x += column.width + GAP;
    });
    y = rowBottom + 4;
    pdf.doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 5;
  });
  return y;
}

function totals(pdf: PdfWriter, quotation: Quotation, y: number): number {
  const labelX = LEFT + WIDTH - 260;
  const rows: [string, string, boolean][] = [];
  for (const total of quotation.totals) {
    rows.push([`Subtotal (${total.currency})`, formatPrice(total.subtotal, total.currency), false]);
    if (quotation.vatTreatment === 'added')
      rows.push(['VAT 15%', formatPrice(total.vat, total.currency), false]);
    rows.push([`Total (${total.currency})`, formatPrice(total.total, total.currency), true]);
  }
  if (y + rows.length * 16 + 30 > pdf.bottom()) {
    pdf.doc.addPage();
    y = A4_MARGIN;
  }
  for (const [label, value, strong] of rows) {
    pdf.write(label, labelX, y, { width: 150, bold: strong, size: strong ? 10.5 : 9.5 });
    y =
      pdf.write(value, labelX + 150, y, {
        width: 110,
        bold: strong,
        size: strong ? 10.5 : 9.5,
        align: 'right',
      }) + 3;
  }
  y = pdf.write(VAT_TREATMENT_LABELS[quotation.vatTreatment], labelX, y + 2, {
    width: 260,
    size: 8.5,
    color: MUTED,
    align: 'right',
  });
  return y + 14;
}

function terms(pdf: PdfWriter, quotation: Quotation, y: number): number {
  const rows: [string, string][] = [
    ['Incoterm', quotation.incoterm],
    ['Delivery place', quotation.deliveryPlace],
    ['Payment terms', quotation.paymentTerms],
    ['Validity', `Prices valid until ${formatDocumentDate(quotation.validUntil)}`],
    ['VAT', VAT_TREATMENT_LABELS[quotation.vatTreatment]],
  ];
  if (quotation.notes) rows.push(['Notes', quotation.notes]);
  const heightOfAll = rows.reduce(
    (sum, [, value]) => sum + pdf.heightOf(value, { width: WIDTH - 110 }) + 4,
    20,
  );
  if (y + Math.min(heightOfAll, 200) > pdf.bottom()) {
    pdf.doc.addPage();
    y = A4_MARGIN;
  }
  y = pdf.write('Terms and conditions', LEFT, y, { width: WIDTH, bold: true, size: 10.5 }) + 4;
  for (const [label, value] of rows) {
    if (y + pdf.heightOf(value, { width: WIDTH - 110 }) > pdf.bottom()) {
      pdf.doc.addPage();
      y = A4_MARGIN;
    }
    pdf.write(label, LEFT, y, { width: 105, color: MUTED });
    y = pdf.write(value, LEFT + 110, y, { width: WIDTH - 110 }) + 4;
  }
  return y + 10;
}

function signature(pdf: PdfWriter, y: number) {
  if (y + 90 > pdf.bottom()) {
    pdf.doc.addPage();
    y = A4_MARGIN;
  }
  pdf.write(`For ${COMPANY.name}`, LEFT, y, { width: 260 });
  const line = y + 50;
  pdf.doc
    .moveTo(LEFT, line)
    .lineTo(LEFT + 200, line)
    .lineWidth(0.75)
    .strokeColor('#111111')
    .stroke();
  const below = pdf.write(COMPANY_LEGAL.signatory.name, LEFT, line + 4, { width: 260, bold: true });
  pdf.write(COMPANY_LEGAL.signatory.title, LEFT, below, { width: 260, color: MUTED });
}

/** On every page: a faint mark for a version that no longer stands, and the page footer. */
function pageFurniture(pdf: PdfWriter, quotation: Quotation) {
  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  const mark =
    quotation.state === 'superseded' || quotation.state === 'expired' ? STATE_BANNERS[quotation.state] : null;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (mark) {
      doc
        .save()
        .rotate(-35, { origin: [297, 420] })
        .font('latinBold')
        .fontSize(72)
        .fillColor(mark.color)
        .fillOpacity(0.08)
        .text(mark.mark, 0, 380, { width: 595, align: 'center', lineBreak: false })
        .restore();
    }
    // Writing below the bottom margin would start a new page; the footer sits in the margin on purpose.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    pdf.write(
      `${COMPANY.name} · BIN ${COMPANY_LEGAL.bin} · ${quotationNumber(quotation.inquiryId, quotation.version)} · Page ${i - range.start + 1} of ${range.count}`,
      LEFT,
      doc.page.height - A4_MARGIN + 10,
      { width: WIDTH, size: 7.5, color: MUTED, align: 'center' },
    );
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The PDF of one quotation, from data already read. */
export async function writeQuotationPdf(document: QuotationDocument): Promise<Buffer> {
  const { quotation } = document;
  const number = quotationNumber(quotation.inquiryId, quotation.version);
  const pdf = createPdfWriter({
    title: `Quotation ${number}`,
    author: COMPANY.name,
    subject: `Quotation for ${document.buyer.name}`,
  });
  let y = letterhead(pdf, document);
  y = banner(pdf, quotation, y);
  y = buyerBlock(pdf, document, y);
  y = linesTable(pdf, quotation, y);
  y = totals(pdf, quotation, y + 4);
  y = terms(pdf, quotation, y);
  signature(pdf, y);
  pageFurniture(pdf, quotation);
  return pdf.finish();
}

/** The file name a quotation's PDF is offered and attached under. */
export const quotationPdfFilename = (inquiryId: string, version: number) =>
  `quotation-${quotationNumber(inquiryId, version)}.pdf`;

/**
 * The PDF of a stored quotation and its file name, as the buyer's page offers it and the quotation
 * mail attaches it. Throws when the quotation does not exist (a caller checks that first).
 */
export async function renderQuotationPdf(
  db: Database,
  quotationId: string,
): Promise<{ filename: string; content: Buffer }> {
  const quotation = await findQuotation(db, quotationId);
  if (!quotation) throw new Error(`Quotation ${quotationId} not found`);
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, quotation.inquiryId));
  const content = await writeQuotationPdf({
    quotation,
    buyer: {
      name: inquiry.name,
      inquiryId: inquiry.id,
      inquiryDate: (inquiry.clientTimestamp ?? inquiry.createdAt).toISOString(),
      deliveryLocation: inquiry.deliveryLocation,
    },
  });
  return { filename: quotationPdfFilename(quotation.inquiryId, quotation.version), content };
}
