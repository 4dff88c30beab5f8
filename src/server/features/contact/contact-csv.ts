// The contact messages as CSV (src/server/lib/csv-download.ts), read by key in batches; headers and
// subjects in the admin's language.
import type { ContactStatusFilter } from '@/contract/contact';
import type { Database } from '@/server/db/client';
import type { Translator } from '@/server/i18n/translator';
import { csvStream } from '@/server/lib/csv-download';
import { contactMessageBatches } from './contact-repository';

const BATCH_SIZE = 1000;
const COLUMNS = ['received', 'name', 'email', 'phone', 'subject', 'message', 'read'] as const;

export function contactMessagesCsv(db: Database, status: ContactStatusFilter, text: Translator) {
  async function* records() {
    for await (const batch of contactMessageBatches(db, status, BATCH_SIZE)) {
      for (const row of batch) {
        yield [
          row.createdAt.toISOString(),
          row.name,
          row.email,
          row.phone ?? '',
          text.t(`pages.contact.subject.${row.subject}`),
          row.message,
          row.isRead ? text.t('admin.leads.csv.yes') : '',
        ];
      }
    }
  }
  return csvStream(
    COLUMNS.map((column) => text.t(`admin.contacts.csv.${column}`)),
    records(),
  );
}
