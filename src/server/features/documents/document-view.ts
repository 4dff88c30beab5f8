// Document rows as the API shows them. An on-request document never shows where its file is.
import type { DocumentRequest, ProductDocument } from '@/contract/documents';
import { documentUrl } from '@/contract/media';
import { productPath } from '@/contract/product-slug';
import type { DocumentRequestRow, ListedDocumentRow } from './document-repository';

export function toDocument(row: ListedDocumentRow): ProductDocument {
  const doc = row.document;
  return {
    _id: doc.id,
    productId: doc.productId,
    productName: row.productName,
    productNameBn: row.productNameBn,
    productPath: productPath({ _id: doc.productId, name: row.productName, casNumber: row.casNumber }),
    casNumber: row.casNumber,
    kind: doc.kind,
    language: doc.language,
    revisionDate: doc.revisionDate,
    access: doc.access,
    title: doc.title,
    byteSize: doc.byteSize,
    url: doc.access === 'public' ? documentUrl(doc.asset) : null,
    current: row.current,
    createdAt: doc.createdAt.toISOString(),
  };
}

export const toDocumentRequest = (row: DocumentRequestRow): DocumentRequest => ({
  _id: row.id,
  documentId: row.documentId,
  productId: row.productId,
  productName: row.productName,
  documentKind: row.documentKind,
  documentLanguage: row.documentLanguage,
  name: row.name,
  company: row.company,
  email: row.email,
  language: row.language,
  expiresAt: row.expiresAt.toISOString(),
  downloadCount: row.downloadCount,
  lastDownloadedAt: row.lastDownloadedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
