// Errors a handler throws on purpose: the error handler turns them into { message } with their status.
import { AUTH_MESSAGES } from '@/contract/auth-rules';
import { SERVER_MESSAGES } from '@/contract/server-messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, path?: string) =>
  new HttpError(400, message, path ? [{ path, message }] : undefined);
export const unauthorized = (message: string = AUTH_MESSAGES.loginFirst) => new HttpError(401, message);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** What was there is there no longer (an expired link). */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = () => new HttpError(429, SERVER_MESSAGES.tooManyRequests);
