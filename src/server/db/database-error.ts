// What PostgreSQL said about a failed statement. Drizzle wraps the driver's error; PostgreSQL's
// fields sit on the wrapper's cause.
type DatabaseErrorFields = { code?: unknown; detail?: unknown; constraint?: unknown; cause?: unknown };

function fieldsOf(error: unknown): DatabaseErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as DatabaseErrorFields;
  return typeof fields.code === 'string' ? fields : fieldsOf(fields.cause);
}

/** The statement's SQLSTATE, e.g. '23505', or undefined for an error that is not the database's. */
export const sqlStateOf = (error: unknown): string | undefined => fieldsOf(error)?.code as string | undefined;

/** The DETAIL of the database's error, when it gave one. */
export const sqlDetailOf = (error: unknown): string | undefined => {
  const detail = fieldsOf(error)?.detail;
  return typeof detail === 'string' ? detail : undefined;
};

/** The constraint the statement broke (e.g. a foreign key's name), when the database named one. */
export const sqlConstraintOf = (error: unknown): string | undefined => {
  const constraint = fieldsOf(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
};
