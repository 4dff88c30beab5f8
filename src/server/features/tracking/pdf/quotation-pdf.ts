// The quotation as a formal A4 document, written on the server with pdfkit (no browser). What it says
// and in which order is the shared layout (src/i18n/quotation-layout.ts), which the buyer's page
// draws too; quotation-pdf-sections.ts places its parts on the page, in the order this file calls
// them. Beyond the layout, the PDF has what paper needs: a faint mark across a version that no longer
// stands, and a footer with the page number.
import { COMPANY, COMPANY_LEGAL } from '@/contract/site';
import { quotationNumber } from '@/contract/tracking';
import type { Locale } from '@/i18n/locales';
import { type QuotationDocumentData, type QuotationLayout, quotationLayout } from '@/i18n/quotation-layout';
import type { Database } from '@/server/db/client';
import { findInquiry } from '@/server/features/inquiries';
import { findQuotation } from '@/server/features/quotations';
import { type Translator, translator } from '@/server/i18n/translator';
import { A4_MARGIN, createPdfWriter, type PdfWriter } from './pdf-writer';
import {
  bankAndSignature,
  banner,
  LEFT,
  letterhead,
  linesTable,
  MUTED,
  parties,
  STATE_COLORS,
  standardTerms,
  termsAndTotals,
  WIDTH,
} from './quotation-pdf-sections';

export type QuotationDocument = QuotationDocumentData & {
  buyer: QuotationDocumentData['buyer'] & {
    /** The language the buyer asked in, which the document is written in (English when not given). */
    language?: Locale;
  };
};

/** On every page: a faint mark for a version that no longer stands, and the page footer. */
function pageFurniture(pdf: PdfWriter, tr: Translator, layout: QuotationLayout) {
  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  const marked = layout.state?.state === 'superseded' || layout.state?.state === 'expired';
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (marked && layout.state) {
      doc
        .save()
        .rotate(-35, { origin: [297, 420] })
        // The mark is one word in one script: Bengali needs the Bengali font.
        .font(tr.locale === 'bn' ? 'bengaliBold' : 'latinBold')
        .fontSize(72)
        .fillColor(STATE_COLORS[layout.state.state])
        .fillOpacity(0.08)
        .text(tr.t(`mail.pdf.mark.${layout.state.state}`), 0, 380, {
          width: 595,
          align: 'center',
          lineBreak: false,
        })
        .restore();
    }
    // Writing below the bottom margin would start a new page; the footer sits in the margin on purpose.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    pdf.write(
      tr.t('mail.pdf.footer', {
        company: COMPANY.name,
        bin: COMPANY_LEGAL.bin,
        number: layout.number,
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
  const tr = translator(document.buyer.language ?? 'en');
  const layout = quotationLayout(document, tr);
  const pdf = await createPdfWriter({
    title: tr.t('mail.pdf.documentTitle', { number: layout.number }),
    author: COMPANY.name,
    subject: tr.t('mail.pdf.documentSubject', { name: document.buyer.name }),
  });
  let y = letterhead(pdf, layout);
  y = banner(pdf, tr, layout, y);
  y = parties(pdf, layout, y);
  y = linesTable(pdf, layout, y);
  y = termsAndTotals(pdf, layout, y + 6);
  y = standardTerms(pdf, layout, y);
  bankAndSignature(pdf, layout, y);
  pageFurniture(pdf, tr, layout);
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
  const found = await findInquiry(db, quotation.inquiryId);
  if (!found) throw new Error(`Inquiry ${quotation.inquiryId} not found`);
  const inquiry = found.row;
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
