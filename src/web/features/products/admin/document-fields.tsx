import { FileText, Undo2, Upload, X } from 'lucide-react';
import { DATA_SHEET_KINDS, type DataSheetKind } from '@/contract/enums';
import { useT } from '@/web/i18n';
import type { DocumentState } from './product-form-state';

type Props = {
  documents: Record<DataSheetKind, DocumentState>;
  onChange: (kind: DataSheetKind, document: DocumentState) => void;
};

/** The safety data sheet and technical data sheet: upload, replace or remove a PDF. */
export function DocumentFields({ documents, onChange }: Props) {
  const { t } = useT();
  const labels = { sds: t('product-admin.documents.sds'), tds: t('product-admin.documents.tds') };
  return (
    <fieldset>
      <legend className="label">
        {t('product-admin.documents.legend')}{' '}
        <span className="font-normal text-muted">{t('product-admin.documents.rule')}</span>
      </legend>
      <div className="space-y-2">
        {DATA_SHEET_KINDS.map((kind) => {
          const doc = documents[kind];
          const kept = doc.existing && !doc.remove && !doc.file;
          return (
            <div
              key={kind}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2"
            >
              <FileText className="h-4 w-4 text-muted" aria-hidden />
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-medium text-slate-800">{labels[kind]}</span>
                <span className="block truncate text-xs text-muted">
                  {doc.file
                    ? t('product-admin.documents.new', { file: doc.file.name })
                    : kept
                      ? t('product-admin.documents.uploaded')
                      : doc.existing
                        ? t('product-admin.documents.willBeRemoved')
                        : t('product-admin.documents.none')}
                </span>
              </span>
              <label className="btn-secondary cursor-pointer px-3 py-1.5 text-xs">
                <Upload className="h-3.5 w-3.5" aria-hidden />{' '}
                {doc.existing || doc.file
                  ? t('product-admin.documents.replace')
                  : t('product-admin.documents.upload')}
                <input
                  type="file"
                  accept="application/pdf"
                  className="sr-only"
                  aria-label={t('product-admin.documents.file', { document: labels[kind] })}
                  onChange={(event) => {
                    const file = event.target.files?.[0] ?? null;
                    if (file) onChange(kind, { ...doc, file, remove: false });
                    event.target.value = '';
                  }}
                />
              </label>
              {(kept || doc.file) && (
                <button
                  type="button"
                  className="btn-ghost px-2 py-1.5 text-xs text-red-700"
                  onClick={() => onChange(kind, { ...doc, file: null, remove: true })}
                >
                  <X className="h-3.5 w-3.5" aria-hidden /> {t('product-admin.documents.remove')}
                </button>
              )}
              {doc.existing && doc.remove && !doc.file && (
                <button
                  type="button"
                  className="btn-ghost px-2 py-1.5 text-xs"
                  onClick={() => onChange(kind, { ...doc, remove: false })}
                >
                  <Undo2 className="h-3.5 w-3.5" aria-hidden /> {t('product-admin.documents.keep')}
                </button>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
