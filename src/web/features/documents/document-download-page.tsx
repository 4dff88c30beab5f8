// /documents/download/{token}: the page a mailed link opens. It names the document and offers its
// file while the link is valid; a wrong or expired link says so and leads back to the documents.
import { Download, FileX } from 'lucide-react';
import { DOCUMENT_MESSAGES } from '@/contract/documents';
import { DOCUMENT_DOWNLOAD_PAGE } from '@/contract/pages';
import { DocumentName } from '@/web/components/document-name';
import { EmptyState } from '@/web/components/empty-state';
import { Spinner } from '@/web/components/spinner';
import { EnglishFragment, useFormat, useT } from '@/web/i18n';
import { errorMessage } from '@/web/lib/api-client';
import { usePageMeta } from '@/web/lib/page-meta';
import { Link, useParams } from '@/web/lib/router';
import { useDocumentLink } from './api/get-document-link';

export default function DocumentDownloadPage() {
  usePageMeta(DOCUMENT_DOWNLOAD_PAGE);
  const { t, msg } = useT();
  const format = useFormat();
  const { token = '' } = useParams();
  const link = useDocumentLink(token);
  return (
    <div className="container-page max-w-2xl py-12">
      {link.isPending ? (
        <Spinner label={t('pages.documents.loading')} className="py-16" />
      ) : link.isError ? (
        <EmptyState
          icon={FileX}
          title={msg(errorMessage(link.error, DOCUMENT_MESSAGES.linkInvalid))}
          level={2}
        >
          <Link href="/documents" className="btn-secondary mt-4">
            {t('pages.documents.backToDocuments')}
          </Link>
        </EmptyState>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t('pages.documents.downloadHeading')}</h1>
          <p className="mt-3 text-slate-700">
            <DocumentName doc={link.data} /> · <EnglishFragment>{link.data.productName}</EnglishFragment>
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('pages.documents.validUntil', { date: format.date(link.data.expiresAt) })}
          </p>
          <a href={link.data.downloadUrl} className="btn-primary mt-6" download>
            <Download className="h-4 w-4" aria-hidden />
            {t('pages.documents.downloadPdf')}
          </a>
        </div>
      )}
    </div>
  );
}
