// The admin's part of the product form for documents: every revision the product has (type,
// language, revision date, access), each deletable, and an upload with those four choices. It works
// on a saved product, beside its form, as each change is saved at once.

import { FileText, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { DOCUMENT_ACCESS, DOCUMENT_KINDS } from '@/contract/enums';
import { todayInDhaka } from '@/contract/quotations';
import { LOCALES } from '@/i18n/locales';
import { DOCUMENT_KIND_KEYS, DOCUMENT_LANGUAGE_KEYS, DocumentName } from '@/web/components/document-name';
import { TitledSection } from '@/web/components/titled-section';
import { useFormat, useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { notifySuccess } from '@/web/lib/notify';
import { useDocuments } from '../api/get-documents';
import { useDeleteDocument, useUploadDocument } from '../api/manage-documents';

const ACCESS_KEYS = {
  public: 'product-admin.documentManager.access.public',
  on_request: 'product-admin.documentManager.access.on_request',
} as const;

export function DocumentManager({ productId }: { productId: string }) {
  const { t, msg } = useT();
  const format = useFormat();
  const documents = useDocuments({ productId, page: 1, limit: 100 });
  const upload = useUploadDocument(productId);
  const remove = useDeleteDocument(productId);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    try {
      const result = await upload.mutateAsync(new FormData(form));
      notifySuccess(result.message);
      form.reset();
    } catch (failure) {
      setError(msg(errorMessage(failure, DOCUMENT_MESSAGES.uploadFailed)));
    }
  };

  return (
    <TitledSection
      id="document-manager-title"
      title={t('product-admin.documentManager.title')}
      className="card mt-6 p-5 sm:p-6"
    >
      <ul className="mt-3 divide-y divide-slate-100">
        {documents.data?.documents.map((doc) => (
          <li key={doc._id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <FileText className="h-4 w-4 text-muted" aria-hidden />
            <span className="min-w-0 flex-1">
              <DocumentName doc={doc} className="font-medium text-slate-800" />
              <span className="block text-xs text-muted">
                {format.date(doc.revisionDate)} · {t(ACCESS_KEYS[doc.access])}
                {!doc.current && ` · ${t('pages.documents.superseded')}`}
              </span>
            </span>
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-xs"
              disabled={remove.isPending}
              aria-label={t('product-admin.documentManager.deleteLabel', {
                document: t(DOCUMENT_KIND_KEYS[doc.kind]),
                date: format.date(doc.revisionDate),
              })}
              onClick={async () => {
                const result = await remove.mutateAsync(doc._id).catch(() => null);
                if (result) notifySuccess(result.message);
              }}
            >
              <Trash2 className="h-3.5 w-3.5" aria-hidden /> {t('product-admin.documents.remove')}
            </button>
          </li>
        ))}
        {documents.data?.documents.length === 0 && (
          <li className="py-2 text-sm text-muted">{t('product-admin.documents.none')}</li>
        )}
      </ul>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          <span className="label">{t('product-admin.documentManager.kind')}</span>
          <select name="kind" className="input" defaultValue="sds">
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(DOCUMENT_KIND_KEYS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="label">{t('product-admin.documentManager.language')}</span>
          <select name="language" className="input" defaultValue="en">
            {LOCALES.map((language) => (
              <option key={language} value={language}>
                {t(DOCUMENT_LANGUAGE_KEYS[language])}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="label">{t('product-admin.documentManager.revisionDate')}</span>
          <input name="revisionDate" type="date" className="input" max={todayInDhaka()} required />
        </label>
        <label className="text-sm">
          <span className="label">{t('product-admin.documentManager.accessLabel')}</span>
          <select name="access" className="input" defaultValue="public">
            {DOCUMENT_ACCESS.map((access) => (
              <option key={access} value={access}>
                {t(ACCESS_KEYS[access])}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="label">
            {t('product-admin.documentManager.file')}{' '}
            <span className="font-normal text-muted">{t('product-admin.documents.rule')}</span>
          </span>
          <input name="file" type="file" accept="application/pdf" className="input" required />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden /> {t('product-admin.documentManager.upload')}
          </button>
        </div>
      </form>
    </TitledSection>
  );
}
