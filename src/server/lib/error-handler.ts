// The one error handler: every failure leaves as the contract's { message, errors? } shape, and a 5xx
// never shows its internals. Features whose calls answer { success } add success:false themselves
// (lib/success-flag.ts).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@/contract/server-messages';
import { HttpError } from './http-error';
import { loggablePath } from './log-errors';
import { vanishedReference } from './vanished-reference';

const KNOWN_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER_MESSAGES.unsupportedContentType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER_MESSAGES.bodyEmpty },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER_MESSAGES.bodyNotJson },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: SERVER_MESSAGES.fileTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: SERVER_MESSAGES.tooManyParts },
  FST_FILES_LIMIT: { status: 413, message: SERVER_MESSAGES.tooManyFiles },
  FST_FIELDS_LIMIT: { status: 413, message: SERVER_MESSAGES.tooManyFields },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: SERVER_MESSAGES.notMultipartContentType },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof HttpError ? error : vanishedReference(error);
    let status = 500;
    let body: { message: string; errors?: { path: string; message: string }[] } = {
      message: SERVER_MESSAGES.internalError,
    };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? SERVER_MESSAGES.invalidValue,
      }));
      const message = errors[0]?.message ?? SERVER_MESSAGES.invalidRequest;
      // An id in the path that cannot exist is a missing resource, not a form mistake.
      if (error.validationContext === 'params') {
        status = 404;
        body = { message };
      } else {
        status = 400;
        body = { message, errors };
      }
    } else if (known) {
      status = known.statusCode;
      body = { message: known.message, ...(known.errors ? { errors: known.errors } : {}) };
    } else if (error.code && KNOWN_CLIENT_ERRORS[error.code]) {
      ({ status } = KNOWN_CLIENT_ERRORS[error.code]);
      body = { message: KNOWN_CLIENT_ERRORS[error.code].message };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: SERVER_MESSAGES.tooManyRequests };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message };
    }

    if (status >= 500 || isResponseSerializationError(error)) {
      // The path without its query string, which can hold what a visitor typed (a search, an e-mail),
      // and without a tracking token.
      const path = loggablePath(request.url);
      request.log.error({ err: error, url: path, method: request.method }, 'request failed');
    }
    return reply.status(status).send(body);
  });
}
