// How an error is written to the log: enough for the operator to find the fault (type, code, the
// SQL text, the constraint, the stack), never the data that was being handled. A failed query's
// error otherwise carries its parameters (a buyer's name, e-mail, phone, message) in its message and
// stack, and PostgreSQL repeats the failing row's values in `detail` and quotes input in its message.

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

// PostgreSQL's error fields that name things in the schema, not values.
const DATABASE_NAME_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'];
const MAX_CAUSES = 3;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && typeof error.severity === 'string';

/** A message with any quoted literal masked, unless it is a name the error itself reports. */
function maskQuotedValues(message: string, names: Set<string>): string {
  return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
}

function safeMessage(error: Record<string, unknown>): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message ?? '');
  // Drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  if ('params' in error) return message.replace(/\nparams:[\s\S]*$/, '');
  if (isDatabaseError(error)) {
    const names = new Set(
      DATABASE_NAME_FIELDS.map((field) => error[field]).filter((v) => typeof v === 'string'),
    );
    return maskQuotedValues(message, names as Set<string>);
  }
  return message;
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!isRecord(error)) return { type: typeof error, message: String(error), stack: '' };
  const type = (error.constructor as { name?: string } | undefined)?.name ?? 'Error';
  const message = safeMessage(error);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}` };
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (typeof error.query === 'string') logged.query = error.query;
  if (isDatabaseError(error)) {
    for (const field of DATABASE_NAME_FIELDS)
      if (typeof error[field] === 'string') logged[field] = error[field];
  }
  // The stack's first lines repeat the raw message; keep only its frames.
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [logged.stack, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * A request path as it may be logged: without its query string (what a visitor typed) and with the
 * buyer's private tracking token (/quotes/{token}, page and API alike) and a password reset link's
 * token (/reset-password/{token}, in either language) masked, since the token alone opens the
 * inquiry or the account.
 */
export const loggablePath = (url: string) =>
  url.split('?')[0].replace(/^((?:\/api)?\/quotes\/|(?:\/bn)?\/reset-password\/)[^/]+/, '$1…');
