// The document centre (DESIGN.md §6): the public list of every product's documents, requests for
// on-request ones (a lead, and a download link by mail), the link's download, and the admin's
// uploads and deletions. Every change to a product's documents changes its page: the product
// caches are cleared after it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import {
  DOCUMENT_MESSAGES,
  DocumentLinkSchema,
  DocumentListQuery,
  DocumentListSchema,
  DocumentRequestInput,
  DocumentRequestListQuery,
  DocumentRequestListSchema,
  DocumentRequestResultSchema,
  DocumentResultSchema,
  DocumentUploadFields,
} from '@/contract/documents';
import { DOCUMENT_MAX_BYTES } from '@/contract/media';
import { PRODUCT_MESSAGES } from '@/contract/products';
import { requireAdmin } from '@/server/features/auth';
import { findMedia, removeUnusedMedia } from '@/server/features/media';
import { findProduct, storeDocument } from '@/server/features/products';
import { formSenderOf, guardedForm } from '@/server/features/spam';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound, payloadTooLarge } from '@/server/lib/http-error';
import { readMultipart, uploadRoutes } from '@/server/lib/multipart';
import {
  deleteDocument,
  findListedDocument,
  insertDocument,
  listDocumentRequests,
  listDocuments,
  recordDownload,
} from './document-repository';
import { toDocument, toDocumentRequest } from './document-view';
import { openDownloadLink } from './open-download-link';
import { requestDocument } from './request-document';

const DocumentParams = idParams(DOCUMENT_MESSAGES.notFound);
const ProductDocumentParams = z.object({
  id: z.uuid({ error: PRODUCT_MESSAGES.notFound }),
  documentId: z.uuid({ error: DOCUMENT_MESSAGES.notFound }),
});
const ProductParams = idParams(PRODUCT_MESSAGES.notFound);
const TokenParams = z.object({ token: z.string().max(100) });

const PdfAnswer = {
  description: 'The document as a PDF download',
  content: { 'application/pdf': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } },
};

// A person asks for a few documents; a script collecting addresses gets nowhere.
const requestRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const linkRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/documents',
    {
      schema: { querystring: DocumentListQuery, response: { 200: DocumentListSchema, ...errorAnswers(400) } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listDocuments(app.db, request.query);
      return { documents: rows.map(toDocument), pagination: { ...paginate(total, page, limit), total } };
    },
  );

  app.post(
    '/documents/:id/requests',
    {
      ...guardedForm,
      config: requestRateLimit,
      schema: {
        params: DocumentParams,
        body: DocumentRequestInput,
        response: { 201: DocumentRequestResultSchema, ...errorAnswers(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.desk.takeLead(
        request,
        (db, { staff }) =>
          requestDocument(db, {
            documentId: request.params.id,
            input: request.body,
            ...formSenderOf(request),
            publicUrl: app.config.publicUrl,
            tokenSecret: app.config.tokenSecret,
            staff,
          }),
        (stored) => ({ documentRequestId: stored.id }),
      );
      return reply.status(201).send({ message: DOCUMENT_MESSAGES.requested });
    },
  );

  app.get(
    '/documents/links/:token',
    {
      config: linkRateLimit,
      schema: { params: TokenParams, response: { 200: DocumentLinkSchema, ...errorAnswers(404, 410, 429) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { request: row } = await openDownloadLink(app.db, request.params.token);
      return {
        productName: row.productName,
        kind: row.documentKind,
        language: row.documentLanguage,
        expiresAt: row.expiresAt.toISOString(),
        downloadUrl: `/api/documents/download/${request.params.token}`,
      };
    },
  );

  app.get(
    '/documents/download/:token',
    {
      config: linkRateLimit,
      schema: { params: TokenParams, response: { 200: PdfAnswer, ...errorAnswers(404, 410, 429) } },
    },
    async (request, reply) => {
      const { request: row, asset } = await openDownloadLink(app.db, request.params.token);
      const file = await findMedia(app.db, `${asset}.pdf`);
      if (!file) throw notFound(DOCUMENT_MESSAGES.linkInvalid);
      await recordDownload(app.db, row.id);
      // As /media serves documents (media/routes.ts): a download, never a page of this origin; and
      // kept by no shared cache, since the link is personal.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${row.documentKind}-${asset.slice(0, 12)}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', 'sandbox')
        .send(file.data);
    },
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      '/products/:id/documents',
      {
        preValidation: requireAdmin,
        schema: {
          params: ProductParams,
          response: { 201: DocumentResultSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        if (!(await findProduct(app.db, request.params.id))) throw notFound(PRODUCT_MESSAGES.notFound);
        const form = await readMultipart(request, {
          file: {
            maxBytes: DOCUMENT_MAX_BYTES,
            tooLargeMessage: PRODUCT_MESSAGES.documentTooLarge,
            maxCount: 1,
          },
        });
        const fields = DocumentUploadFields.safeParse({
          kind: form.field('kind'),
          language: form.field('language'),
          revisionDate: form.field('revisionDate'),
          access: form.field('access') || undefined,
        });
        if (!fields.success) {
          const issue = fields.error.issues[0];
          throw badRequest(issue.message, issue.path.join('.'));
        }
        if (form.oversized.file) throw payloadTooLarge(form.oversized.file);
        const file = form.files.file?.[0];
        if (!file) throw badRequest(DOCUMENT_MESSAGES.fileRequired, 'file');
        // Checked as a PDF (a 415 otherwise) before anything is stored, as the product form's files are.
        const stored = await storeDocument(app.db, file.buffer, fields.data.kind);
        const row = await app.db.transaction(async (tx) => {
          const inserted = await insertDocument(tx, {
            productId: request.params.id,
            ...fields.data,
            title: stored.title,
            asset: stored.asset,
            byteSize: stored.byteSize,
          });
          // The product's answers and pages list its documents; its place in the lists is as it was.
          await app.changes.publish(tx, { kind: 'catalogue', product: request.params.id, inPlace: true });
          return inserted;
        });
        const listed = await findListedDocument(app.db, row.id);
        return reply.status(201).send({ document: toDocument(listed!), message: DOCUMENT_MESSAGES.uploaded });
      },
    );
  });

  app.delete(
    '/products/:id/documents/:documentId',
    {
      preValidation: requireAdmin,
      schema: {
        params: ProductDocumentParams,
        response: { 200: MessageSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const deleted = await deleteDocument(tx, request.params.id, request.params.documentId);
        if (!deleted) throw notFound(DOCUMENT_MESSAGES.notFound);
        await app.changes.publish(tx, { kind: 'catalogue', product: request.params.id, inPlace: true });
        return deleted;
      });
      await afterCommit(request.log, 'removing a deleted document file', () =>
        app.db.transaction((tx) => removeUnusedMedia(tx, app.changes, [row.asset])),
      );
      return { message: DOCUMENT_MESSAGES.deleted };
    },
  );

  app.get(
    '/admin/document-requests',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: DocumentRequestListQuery,
        response: { 200: DocumentRequestListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listDocumentRequests(app.db, { page, limit });
      return {
        requests: rows.map(toDocumentRequest),
        pagination: { ...paginate(total, page, limit), total },
      };
    },
  );
}
