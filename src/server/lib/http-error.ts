// Errors a handler throws on purpose: the error handler turns them into { message } with their status.
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
export const unauthorized = (message = 'Please login first') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to perform this action") =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
