// The quotations part of an inquiry's detail in the admin area: "Write quotation" (or "Revise
// quotation" once one was sent) opens the editor in place; below it every version sent, newest
// first, with its state, sender and time.
import { FilePenLine, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { QUOTATION_MESSAGES } from '@/contract/quotations';
import { Spinner } from '@/web/components/spinner';
import { useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { useQuotations } from '../api/get-quotations';
import { QuotationEditor } from './quotation-editor';
import { QuotationVersion } from './quotation-version';

export function InquiryQuotations({ inquiryId }: { inquiryId: string }) {
  const { t, msg } = useT();
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
          {editing
            ? t(sent ? 'admin.quotations.revise' : 'admin.quotations.write')
            : t('admin.quotations.heading')}
        </h4>
        {!editing && query.data && (
          <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
            {sent ? (
              <>
                <FilePenLine className="h-4 w-4" aria-hidden /> {t('admin.quotations.revise')}
              </>
            ) : (
              <>
                <FilePlus2 className="h-4 w-4" aria-hidden /> {t('admin.quotations.write')}
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
        <p className="text-sm text-red-700">
          {msg(errorMessage(query.error, QUOTATION_MESSAGES.loadFailed))}
        </p>
      ) : !query.data ? (
        <Spinner label={t('admin.quotations.loading')} className="py-6" />
      ) : sent ? (
        <div className="space-y-2">
          {editing && (
            <h5 className="text-sm font-semibold text-slate-700">{t('admin.quotations.sentSoFar')}</h5>
          )}
          <ol className="space-y-2" aria-label={t('admin.quotations.versions')}>
            {versions.map((quotation, index) => (
              <li key={quotation._id}>
                <QuotationVersion quotation={quotation} open={index === 0 && !editing} />
              </li>
            ))}
          </ol>
        </div>
      ) : (
        !editing && <p className="text-sm text-muted">{t('admin.quotations.noneYet')}</p>
      )}
    </section>
  );
}
