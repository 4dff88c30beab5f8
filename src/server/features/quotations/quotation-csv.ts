// The quotations as CSV (src/server/lib/csv-download.ts): one row per version sent, read by key in
// batches; headers, states and VAT treatments in the admin's language. Amounts are plain decimals a
// spreadsheet can add up. A version priced in two currencies (never added together) lists each
// currency's figures in the same order, separated by "; ".
import type { QuotationExportFilter } from '@/contract/quotation-export';
import { quotationNumber } from '@/contract/tracking';
import type { Database } from '@/server/db/client';
import type { Translator } from '@/server/i18n/translator';
import { csvStream } from '@/server/lib/csv-download';
import { quotationExportBatches } from './quotation-repository';
import { quotationState, quotationTotals } from './quotation-view';

const BATCH_SIZE = 1000;

const COLUMNS = [
  'number',
  'sent',
  'buyer',
  'company',
  'bin',
  'incoterm',
  'deliveryPlace',
  'validUntil',
  'vatTreatment',
  'currency',
  'subtotal',
  'vat',
  'total',
  'state',
  'accepted',
  'sentBy',
] as const;

const amounts = (values: number[]) => values.map((value) => value.toFixed(2)).join('; ');

export function quotationsCsv(db: Database, filter: QuotationExportFilter, text: Translator) {
  async function* records() {
    for await (const batch of quotationExportBatches(db, filter, BATCH_SIZE)) {
      for (const { row, lines, buyerName } of batch) {
        const totals = quotationTotals(row, lines);
        yield [
          quotationNumber(row.inquiryId, row.version),
          row.sentAt.toISOString(),
          buyerName,
          row.buyerCompany ?? '',
          row.buyerBin ?? '',
          row.incoterm,
          row.deliveryPlace,
          row.validUntil,
          text.t(`admin.quotation.vat.${row.vatTreatment}`),
          totals.map((total) => total.currency).join('; '),
          amounts(totals.map((total) => total.subtotal)),
          amounts(totals.map((total) => total.vat)),
          amounts(totals.map((total) => total.total)),
          text.t(`admin.quotation.state.${quotationState(row)}`),
          row.acceptedAt?.toISOString() ?? '',
          row.sentByName,
        ];
      }
    }
  }
  return csvStream(
    COLUMNS.map((column) => text.t(`admin.quotations.csv.${column}`)),
    records(),
  );
}
