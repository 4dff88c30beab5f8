// The quotation as a formal A4 document, written on the server with pdfkit (no browser): the
// company's letterhead with its BIN and trade licence, the buyer, the priced lines, totals with the
// VAT treatment, the terms and the signatory. A superseded, expired or accepted version says so.
import { eq } from 'drizzle-orm';
import { QUOTATION_MESSAGES, type Quotation } from '@/contract/quotations';
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { inquiryReference, quotationNumber } from '@/contract/tracking';
import { companyAddress, companyAddressLine } from '@/i18n/company-address';
import type { Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/client';
import { inquiries } from '@/server/db/schema';
import { mailQuantity } from '@/server/features/mail/mail-language';
import { findQuotation } from '@/server/features/quotations/quotation-repository';
import { type Translator, translator } from '@/server/i18n/translator';
import { A4_MARGIN, createPdfWriter, type PdfWriter } from './pdf-writer';

export type QuotationDocument = {
  quotation: Quotation;
  buyer: {
    name: string;
    inquiryId: string;
    inquiryDate: string;
    deliveryLocation: string | null;
    /** The language the buyer asked in, which the document is written in (English when not given). */
    language?: Locale;
  };
};

const WIDTH = 595.28 - 2 * A4_MARGIN;
const LEFT = A4_MARGIN;
const MUTED = '#4b5563';
const RULE = '#d1d5db';

const STATE_BANNERS: Partial<
  Record<
    Quotation['state'],
    { text: (q: Quotation, tr: Translator) => string; color: string; mark: (tr: Translator) => string }
  >
> = {
  superseded: {
    text: (_q, tr) => tr.msg(QUOTATION_MESSAGES.superseded),
    color: '#92400e',
    mark: (tr) => tr.t('mail.pdf.mark.superseded'),
  },
  expired: {
    text: (q, tr) =>
      tr.t('mail.pdf.expired', {
        message: tr.msg(QUOTATION_MESSAGES.expired),
        date: tr.date(q.validUntil),
      }),
    color: '#991b1b',
    mark: (tr) => tr.t('mail.pdf.mark.expired'),
  },
  accepted: {
    text: (q, tr) => tr.t('mail.pdf.accepted', { date: tr.date(q.acceptedAt ?? q.sentAt) }),
    color: '#166534',
    mark: (tr) => tr.t('mail.pdf.mark.accepted'),
  },
};

function letterhead(pdf: PdfWriter, tr: Translator, document: QuotationDocument): number {
  const { quotation } = document;
  const { doc } = pdf;
  let y = A4_MARGIN;
  pdf.write(COMPANY.name, LEFT, y, { width: 300, size: 16, bold: true, color: '#0f3d75' });
  y = pdf.write(companyAddressLine(companyAddress(tr.locale, tr.figures)), LEFT, y + 22, {
    width: 300,
    color: MUTED,
    size: 9,
  });
  y = pdf.write(`${COMPANY.phones.join(' / ')} · ${COMPANY.email}`, LEFT, y, {
    width: 300,
    color: MUTED,
    size: 9,
  });
  y = pdf.write(
    tr.t('mail.pdf.registration', { bin: COMPANY_LEGAL.bin, licence: COMPANY_LEGAL.tradeLicence }),
    LEFT,
    y,
    {
      width: 300,
      color: MUTED,
      size: 9,
    },
  );

  const right = LEFT + 310;
  let ry = pdf.write(tr.t('mail.pdf.title'), right, A4_MARGIN, {
    width: WIDTH - 310,
    size: 18,
    bold: true,
    align: 'right',
  });
  const facts: [string, string][] = [
    [tr.t('mail.pdf.number'), quotationNumber(quotation.inquiryId, quotation.version)],
    [tr.t('mail.pdf.version'), tr.number(quotation.version)],
    [tr.t('mail.pdf.date'), tr.date(quotation.sentAt)],
    [tr.t('mail.pdf.validUntil'), tr.date(quotation.validUntil)],
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

function banner(pdf: PdfWriter, tr: Translator, quotation: Quotation, y: number): number {
  const state = STATE_BANNERS[quotation.state];
  if (!state) return y;
  const text = state.text(quotation, tr);
  const height = pdf.heightOf(text, { width: WIDTH - 20, bold: true, size: 10 }) + 12;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).lineWidth(1).strokeColor(state.color).stroke().restore();
  pdf.write(`${state.mark(tr)}: ${text}`, LEFT + 10, y + 6, {
    width: WIDTH - 20,
    bold: true,
    size: 10,
    color: state.color,
  });
  return y + height + 12;
}

function buyerBlock(pdf: PdfWriter, tr: Translator, document: QuotationDocument, y: number): number {
  const { buyer, quotation } = document;
  pdf.write(tr.t('mail.pdf.to'), LEFT, y, { width: 240, size: 8.5, color: MUTED, bold: true });
  let left = pdf.write(buyer.name, LEFT, y + 12, { width: 240, size: 10.5, bold: true });
  if (buyer.deliveryLocation)
    left = pdf.write(buyer.deliveryLocation, LEFT, left, { width: 240, color: MUTED });

  const x = LEFT + 260;
  pdf.write(tr.t('mail.pdf.yourInquiry'), x, y, { width: WIDTH - 260, size: 8.5, color: MUTED, bold: true });
  let right = pdf.write(
    tr.t('mail.pdf.inquiryOf', {
      reference: inquiryReference(buyer.inquiryId),
      date: tr.date(buyer.inquiryDate),
    }),
    x,
    y + 12,
    {
      width: WIDTH - 260,
      size: 10,
    },
  );
  right = pdf.write(tr.t('mail.pdf.preparedBy', { name: quotation.sentByName }), x, right, {
    width: WIDTH - 260,
    color: MUTED,
  });
  return Math.max(left, right) + 14;
}

const COLUMNS = [
  { header: null, width: 20, align: 'left' },
  { header: 'mail.pdf.product', width: 150, align: 'left' },
  { header: 'mail.pdf.quantity', width: 62, align: 'right' },
  { header: 'mail.pdf.unitPrice', width: 78, align: 'right' },
  { header: 'mail.pdf.packingLeadTime', width: 105, align: 'left' },
  { header: 'mail.pdf.amount', width: 80, align: 'right' },
] as const;
const GAP = 0;

const headerText = (tr: Translator, header: (typeof COLUMNS)[number]['header']) =>
  header ? tr.t(header) : '#';

function tableHeader(pdf: PdfWriter, tr: Translator, y: number): number {
  const height =
    Math.max(
      ...COLUMNS.map((column) =>
        pdf.heightOf(headerText(tr, column.header), { width: column.width - 8, size: 8.5, bold: true }),
      ),
    ) + 10;
  pdf.doc.save().rect(LEFT, y, WIDTH, height).fill('#eef2f7').restore();
  let x = LEFT;
  for (const column of COLUMNS) {
    pdf.write(headerText(tr, column.header), x + 4, y + 5, {
      width: column.width - 8,
      size: 8.5,
      bold: true,
      align: column.align,
    });
    x += column.width + GAP;
  }
  return y + height + 4;
}

function linesTable(pdf: PdfWriter, tr: Translator, quotation: Quotation, y: number): number {
  y = tableHeader(pdf, tr, y);
  quotation.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.productName,
      mailQuantity(tr, line.quantity, line.unit),
      tr.price(line.unitPrice, line.currency),
      [line.packing, line.leadTime].filter(Boolean).join(' · ') || '-',
      tr.price(line.lineTotal, line.currency),
    ];
    const height = Math.max(
      ...cells.map((cell, i) => pdf.heightOf(cell, { width: COLUMNS[i].width - 8, size: 9.5 })),
    );
    if (y + height + 8 > pdf.bottom()) {
      pdf.doc.addPage();
      y = tableHeader(pdf, tr, A4_MARGIN);
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

function totals(pdf: PdfWriter, tr: Translator, quotation: Quotation, y: number): number {
  const labelX = LEFT + WIDTH - 260;
  const rows: [string, string, boolean][] = [];
  for (const total of quotation.totals) {
    rows.push([
      tr.t('mail.pdf.subtotal', { currency: total.currency }),
      tr.price(total.subtotal, total.currency),
      false,
    ]);
    if (quotation.vatTreatment === 'added')
      rows.push([tr.t('mail.pdf.vat'), tr.price(total.vat, total.currency), false]);
    rows.push([
      tr.t('mail.pdf.total', { currency: total.currency }),
      tr.price(total.total, total.currency),
      true,
    ]);
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
  y = pdf.write(tr.t(`mail.vat.${quotation.vatTreatment}`), labelX, y + 2, {
    width: 260,
    size: 8.5,
    color: MUTED,
    align: 'right',
  });
  return y + 14;
}

function terms(pdf: PdfWriter, tr: Translator, quotation: Quotation, y: number): number {
  const rows: [string, string][] = [
    [tr.t('mail.pdf.incoterm'), quotation.incoterm],
    [tr.t('mail.pdf.deliveryPlace'), quotation.deliveryPlace],
    [tr.t('mail.pdf.paymentTerms'), quotation.paymentTerms],
    [tr.t('mail.pdf.validity'), tr.t('mail.pdf.pricesValidUntil', { date: tr.date(quotation.validUntil) })],
    [tr.t('mail.pdf.vatLabel'), tr.t(`mail.vat.${quotation.vatTreatment}`)],
  ];
  if (quotation.notes) rows.push([tr.t('mail.pdf.notes'), quotation.notes]);
  const heightOfAll = rows.reduce(
    (sum, [, value]) => sum + pdf.heightOf(value, { width: WIDTH - 110 }) + 4,
    20,
  );
  if (y + Math.min(heightOfAll, 200) > pdf.bottom()) {
    pdf.doc.addPage();
    y = A4_MARGIN;
  }
  y = pdf.write(tr.t('mail.pdf.terms'), LEFT, y, { width: WIDTH, bold: true, size: 10.5 }) + 4;
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

function signature(pdf: PdfWriter, tr: Translator, y: number) {
  if (y + 90 > pdf.bottom()) {
    pdf.doc.addPage();
    y = A4_MARGIN;
  }
  pdf.write(tr.t('mail.pdf.for', { company: COMPANY.name }), LEFT, y, { width: 260 });
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
function pageFurniture(pdf: PdfWriter, tr: Translator, quotation: Quotation) {
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
        // The mark is one word in one script: Bengali needs the Bengali font.
        .font(tr.locale === 'bn' ? 'bengaliBold' : 'latinBold')
        .fontSize(72)
        .fillColor(mark.color)
        .fillOpacity(0.08)
        .text(mark.mark(tr), 0, 380, { width: 595, align: 'center', lineBreak: false })
        .restore();
    }
    // Writing below the bottom margin would start a new page; the footer sits in the margin on purpose.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    pdf.write(
      tr.t('mail.pdf.footer', {
        company: COMPANY.name,
        bin: COMPANY_LEGAL.bin,
        number: quotationNumber(quotation.inquiryId, quotation.version),
        page: tr.number(i - range.start + 1),
        pages: tr.number(range.count),
      }),
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
  const tr = translator(document.buyer.language ?? 'en');
  const number = quotationNumber(quotation.inquiryId, quotation.version);
  const pdf = await createPdfWriter({
    title: tr.t('mail.pdf.documentTitle', { number }),
    author: COMPANY.name,
    subject: tr.t('mail.pdf.documentSubject', { name: document.buyer.name }),
  });
  let y = letterhead(pdf, tr, document);
  y = banner(pdf, tr, quotation, y);
  y = buyerBlock(pdf, tr, document, y);
  y = linesTable(pdf, tr, quotation, y);
  y = totals(pdf, tr, quotation, y + 4);
  y = terms(pdf, tr, quotation, y);
  signature(pdf, tr, y);
  pageFurniture(pdf, tr, quotation);
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
      language: inquiry.language,
    },
  });
  return { filename: quotationPdfFilename(quotation.inquiryId, quotation.version), content };
}
