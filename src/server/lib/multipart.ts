// Reads a multipart request into text fields and in-memory files, checking each file field's own
// size limit. An oversized file is not kept but reported with its rule's message ("...less than
// 10MB"), so the caller refuses it in its form's rule order (required fields first).

import multipart from '@fastify/multipart';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVALID_CHARACTER_MESSAGE } from '@/contract/common';
import { isTooLarge, PRODUCT_IMAGE_MAX_BYTES } from '@/contract/media';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { badRequest, HttpError } from './http-error';

const UNREADABLE_UPLOAD_MESSAGE = 'The upload could not be read. Please try again.';

export type FileRule = { maxBytes: number; tooLargeMessage: string; maxCount?: number };
export type UploadedFile = { buffer: Buffer; filename: string; mimetype: string };
export type MultipartData = {
  /** Every value of each text field, in order. */
  fields: Record<string, string[]>;
  files: Record<string, UploadedFile[]>;
  /** Fields that carried a file at or over their limit, with the limit's message. */
  oversized: Record<string, string>;
  field(name: string): string | undefined;
};

/**
 * Registers the routes that take uploads, with the multipart parser for them alone. The plugin hooks
 * every request of the context it is registered in (two promises and a listener on the answer, 8 µs of
 * a cached product's 43 measured), and the catalogue's reads are most of the site's requests.
 * Elsewhere a multipart body is refused as any body of a type the route does not read (415).
 */
export async function uploadRoutes(
  app: FastifyInstance,
  routes: (
    uploads: FastifyInstance<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      FastifyBaseLogger,
      ZodTypeProvider
    >,
  ) => void,
) {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      // readMultipart reports an oversized file with its own field's message ("Image size should be
      // less than 5MB"), which it can only do when the file is flagged truncated instead of thrown.
      throwFileSizeLimit: false,
      limits: {
        fileSize: PRODUCT_IMAGE_MAX_BYTES + 1,
        files: 20,
        fields: 60,
        fieldSize: 100_000,
        parts: 100,
      },
    });
    routes(uploads.withTypeProvider<ZodTypeProvider>());
  });
}

export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartData> {
  if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.notMultipart);
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes));
  const fields: Record<string, string[]> = {};
  const files: Record<string, UploadedFile[]> = {};
  const oversized: Record<string, string> = {};

  try {
    // The plugin is registered with throwFileSizeLimit off (app.ts): a file past this limit is cut
    // off and flagged `truncated` rather than thrown as a generic error, so it gets its field's message.
    for await (const part of request.parts({ limits: { fileSize: largest + 1 } })) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'field') {
        const value = String(part.value);
        if (value.includes('\u0000')) throw badRequest(INVALID_CHARACTER_MESSAGE);
        (fields[name] ??= []).push(value);
        continue;
      }
      const rule = rules[name];
      if (!rule) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (!isTooLarge(size, rule.maxBytes)) chunks.push(chunk); // past the limit: read on, keep nothing
      }
      if (part.file.truncated || isTooLarge(size, rule.maxBytes)) {
        oversized[name] ??= rule.tooLargeMessage;
        continue;
      }
      if (size === 0) continue; // an empty file input submits a nameless empty part
      const list = (files[name] ??= []);
      if (rule.maxCount && list.length >= rule.maxCount)
        throw badRequest(
          rule.maxCount === 1 ? 'Please select one file' : `Please select at most ${rule.maxCount} files`,
        );
      list.push({ buffer: Buffer.concat(chunks), filename: part.filename, mimetype: part.mimetype });
    }
  } catch (error) {
    // Our own refusals pass through; anything else is the body itself not being multipart that
    // parses (no boundary, cut off mid-part): a bad request, not a server failure.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(UNREADABLE_UPLOAD_MESSAGE);
  }
  return { fields, files, oversized, field: (key) => fields[key]?.[fields[key].length - 1] };
}
