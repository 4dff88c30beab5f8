// One page of a table's rows and how many rows match in all: the shape of every admin list.
import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export async function selectPage<T extends PgTable>(
  db: Database,
  table: T,
  query: { where?: SQL; orderBy: SQL[]; page: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(table, query.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * An admin list filtered by one of a few named conditions (its status tabs), newest first and ties
 * by id, as the table's (created_at, id) index reads them.
 */
export const filteredNewestFirst =
  <T extends PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn }, F extends string>(
    table: T,
    filters: Record<F, SQL | undefined>,
  ) =>
  (db: Database, { status, page, limit }: { status: F; page: number; limit: number }) =>
    selectPage(db, table, {
      where: filters[status],
      orderBy: [desc(table.createdAt), desc(table.id)],
      page,
      limit,
    });
