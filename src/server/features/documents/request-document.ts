// A buyer asks for an on-request document: the request is stored (a lead), the buyer's download link,
// the sales team's alert and the admins' notification with it, in one statement (db/along-with.ts):
// one round trip on the embedded database's one session. The link's token exists only in the mail as
// it is sent; the row holds its SHA-256.
import { randomUUID } from 'node:crypto';
import { DOCUMENT_LINK_DAYS, DOCUMENT_MESSAGES, type DocumentRequestData } from '@/contract/documents';
import type { Database } from '@/server/db/client';
import { mailAlong, type StaffRecipients, staffMailAlong } from '@/server/features/mail';
import { adminNotificationAlong } from '@/server/features/notifications';
import type { FormSender } from '@/server/features/spam';
import { conflict, notFound } from '@/server/lib/http-error';
import { createPrivateLink } from '@/server/lib/private-links';
import { DOCUMENT_LINK_KIND, documentLinkMail, documentRequestAlertMail } from './document-mails';
import { type DocumentRequestRow, findListedDocument, insertDocumentRequest } from './document-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function requestDocument(
  db: Database,
  request: FormSender & {
    documentId: string;
    input: DocumentRequestData;
    publicUrl: string;
    tokenSecret: string;
    staff: StaffRecipients;
    now?: Date;
  },
) {
  const found = await findListedDocument(db, request.documentId);
  if (!found) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (found.document.access === 'public') throw conflict(DOCUMENT_MESSAGES.publicDocument);
  const id = randomUUID();
  const link = createPrivateLink(request.tokenSecret, DOCUMENT_LINK_KIND, id);
  const language = request.input.language ?? request.locale;
  const now = request.now ?? new Date();
  // Its id and time are given here, so that the mails written along with it can name them.
  const documentRequest: DocumentRequestRow = {
    id,
    documentId: found.document.id,
    productId: found.document.productId,
    productName: found.productName,
    documentKind: found.document.kind,
    documentLanguage: found.document.language,
    name: request.input.name,
    company: request.input.company,
    email: request.input.email,
    language,
    userId: request.userId,
    tokenHash: link.hash,
    expiresAt: new Date(now.getTime() + DOCUMENT_LINK_DAYS * DAY_MS),
    downloadCount: 0,
    lastDownloadedAt: null,
    createdAt: now,
  };
  const productName = (language === 'bn' && found.productNameBn) || found.productName;
  return insertDocumentRequest(
    db,
    documentRequest,
    [
      ...mailAlong(
        db,
        documentRequest.email,
        documentLinkMail(documentRequest, productName, link, request.publicUrl),
      ),
      ...staffMailAlong(db, request.staff, (locale) =>
        documentRequestAlertMail(documentRequest, request.publicUrl, locale),
      ),
      adminNotificationAlong({
        kind: 'documentRequested',
        params: {
          name: documentRequest.name,
          company: documentRequest.company,
          product: documentRequest.productName,
          document: documentRequest.documentKind,
        },
        productId: documentRequest.productId ?? undefined,
      }),
    ],
    request.formStamp,
  );
}
