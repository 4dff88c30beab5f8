// The quotations part of an inquiry's detail in the admin area: "Write quotation" (or "Revise
// quotation" once one was sent) opens the editor in place; below it every version sent, newest
// first, with its state, sender and time.
import { FilePenLine, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { Spinner } from '@/web/components/spinner';
import { errorMessage } from '@/web/lib/api-client';
import { useQuotations } from '../api/get-quotations';
import { QuotationEditor } from './quotation-editor';
import { QuotationVersion } from './quotation-version';

export function InquiryQuotations({ inquiryId }: { inquiryId: string }) {
  const query = useQuotations(inquiryId);
  const [editing, setEditing] = useState(false);
  const versions = query.data?.quotations ?? [];
  const sent = versions.length > 0;

  return (
    <section
      aria-labelledby="inquiry-quotations-heading"
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="inquiry-quotations-heading" className="text-base font-semibold text-slate-900">
          {editing ? (sent ? 'Revise quotation' : 'Write quotation') : 'Quotations'}
        </h4>
        {!editing && query.data && (
          <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
            {sent ? (
              <>
                <FilePenLine className="h-4 w-4" aria-hidden /> Revise quotation
              </>
            ) : (
              <>
                <FilePlus2 className="h-4 w-4" aria-hidden /> Write quotation
              </>
            )}
          </button>
        )}
      </div>

      {editing && (
        <QuotationEditor
          inquiryId={inquiryId}
          onCancel={() => setEditing(false)}
          onSent={() => setEditing(false)}
        />
      )}

      {query.isError ? (
        <p className="text-sm text-red-700">{errorMessage(query.error, QUOTATION_MESSAGES.loadFailed)}</p>
      ) : !query.data ? (
        <Spinner label="Loading quotations" className="py-6" />
      ) : sent ? (
        <div className="space-y-2">
          {editing && <h5 className="text-sm font-semibold text-slate-700">Sent so far</h5>}
          <ol className="space-y-2" aria-label="Quotation versions">
            {versions.map((quotation, index) => (
              <li key={quotation._id}>
                <QuotationVersion quotation={quotation} open={index === 0 && !editing} />
              </li>
            ))}
          </ol>
        </div>
      ) : (
        !editing && <p className="text-sm text-muted">No quotation sent yet.</p>
      )}
    </section>
  );
}
