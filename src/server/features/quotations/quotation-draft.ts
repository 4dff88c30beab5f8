// Where the admin's quotation form starts. A revision starts from the latest version, so only what
// changes needs typing; a first quotation from what the buyer asked for: the inquiry's lines (or its
// one product when it has no lines), each product under its name in the inquiry's language (the
// quotation, its mail and its PDF are written in it), the delivery location and the company details.
// Each line brings its product's variants as offered now, so the admin can quote another grade or pack.
import { INQUIRY_MESSAGES } from '@/contract/inquiries';
import type { QuotationDraft } from '@/contract/quotations';
import type { Database } from '@/server/db/client';
import { findInquiry } from '@/server/features/inquiries';
import { findProductNames, listVariants, toVariant } from '@/server/features/products';
import { notFound } from '@/server/lib/http-error';
import { findCasNumbers, listQuotationsForInquiry } from './quotation-repository';

const DEFAULT_CURRENCY = 'BDT';

type DraftLine = QuotationDraft['lines'][number];

/** Each line with its product's variants (none for a line that names no catalogue product). */
async function withVariants(db: Database, lines: Omit<DraftLine, 'variants'>[]): Promise<DraftLine[]> {
  const offered = await listVariants(
    db,
    lines.flatMap((line) => (line.productId ? [line.productId] : [])),
  );
  return lines.map((line) => ({
    ...line,
    variants: ((line.productId && offered.get(line.productId)) || []).map(toVariant),
  }));
}

export async function quotationDraft(db: Database, inquiryId: string): Promise<QuotationDraft> {
  const found = await findInquiry(db, inquiryId);
  if (!found) throw notFound(INQUIRY_MESSAGES.notFound);
  const { row: inquiry, lines } = found;

  const [latest] = await listQuotationsForInquiry(db, inquiryId);
  if (latest) {
    return {
      lines: await withVariants(
        db,
        // A revision carries each quoted line over as it was, but for its total (the form computes
        // it) and with the buyer's note left behind on the first version.
        latest.lines.map(({ lineTotal: _total, packing, leadTime, grade, ...line }) => ({
          ...line,
          packing: packing ?? '',
          leadTime: leadTime ?? '',
          grade: grade ?? '',
          buyerNote: null,
        })),
      ),
      incoterm: latest.incoterm,
      deliveryPlace: latest.deliveryPlace,
      paymentTerms: latest.paymentTerms,
      vatTreatment: latest.vatTreatment,
      notes: latest.notes ?? '',
      buyerCompany: latest.buyerCompany ?? '',
      buyerAddress: latest.buyerAddress ?? '',
      buyerBin: latest.buyerBin ?? '',
      revisionOf: latest.version,
    };
  }

  const asked =
    lines.length > 0
      ? lines.map((line) => ({
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          unit: line.unit,
          buyerNote: line.note,
          variantId: line.variantId,
          variantLabel: line.variantLabel,
        }))
      : [
          {
            productId: inquiry.productId,
            productName: inquiry.productName,
            quantity: null,
            unit: null,
            buyerNote: null,
            variantId: null,
            variantLabel: null,
          },
        ];
  const ids = asked.flatMap((line) => (line.productId ? [line.productId] : []));
  const names = inquiry.language === 'en' ? new Map() : await findProductNames(db, ids, inquiry.language);
  const casNumbers = await findCasNumbers(db, ids);
  return {
    lines: await withVariants(
      db,
      asked.map((line) => ({
        ...line,
        productName: (line.productId && names.get(line.productId)) || line.productName,
        unitPrice: null,
        currency: DEFAULT_CURRENCY,
        packing: '',
        leadTime: '',
        grade: '',
        casNumber: (line.productId && casNumbers.get(line.productId)) || null,
      })),
    ),
    incoterm: null,
    deliveryPlace: inquiry.deliveryLocation ?? '',
    paymentTerms: '',
    vatTreatment: null,
    notes: '',
    buyerCompany: inquiry.company ?? '',
    buyerAddress: inquiry.companyAddress ?? '',
    buyerBin: inquiry.bin ?? '',
    revisionOf: null,
  };
}
