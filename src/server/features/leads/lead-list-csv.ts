// The queue's CSV export (src/server/lib/csv-download.ts): the rows a filter matches, read by key in
// batches; headers, kinds, statuses and units in the admin's language.
import type { LeadFilterQuery } from '@/contract/leads';
import { quantityText } from '@/i18n/units';
import type { Database } from '@/server/db/client';
import type { Translator } from '@/server/i18n/translator';
import { csvStream } from '@/server/lib/csv-download';
import { type LeadListContext, leadBatches } from './leads-repository';

const BATCH_SIZE = 1000;

const COLUMNS = [
  'reference',
  'kind',
  'status',
  'buyer',
  'company',
  'email',
  'phone',
  'products',
  'quantity',
  'owner',
  'created',
  'lastActivity',
  'overdue',
  'message',
] as const;

export function leadsCsv(db: Database, filter: LeadFilterQuery, context: LeadListContext, text: Translator) {
  async function* records() {
    for await (const batch of leadBatches(db, filter, context, BATCH_SIZE)) {
      for (const { lead, ownerName, overdue } of batch) {
        yield [
          lead.reference,
          text.t(`admin.leads.kind.${lead.kind}`),
          text.t(`admin.inquiryStatus.${lead.status}`),
          lead.buyerName,
          lead.company ?? '',
          lead.email,
          lead.phone ?? '',
          lead.productNames.join('; '),
          // The figure as stored (no grouping, Latin digits), for a spreadsheet to read back.
          lead.quantity === null ? '' : quantityText(text.t, lead.quantity, lead.unit, String),
          ownerName ?? '',
          lead.createdAt.toISOString(),
          lead.lastActivityAt.toISOString(),
          overdue ? text.t('admin.leads.csv.yes') : '',
          lead.message,
        ];
      }
    }
  }
  return csvStream(
    COLUMNS.map((column) => text.t(`admin.leads.csv.${column}`)),
    records(),
  );
}
