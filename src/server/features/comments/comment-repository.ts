// Reading comments: one product's public list with its rating stats, the admin list, and one comment.
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AdminCommentsFilters, CommentSort, RatingStats } from '@/contract/comments';
import type { Database } from '@/server/db/client';
import { comments, products, users } from '@/server/db/schema';
import type { CommentRow } from './comment-view';

// A registered commenter is shown under their current account name and reached at their current
// address; once the account is deleted, the snapshot taken when they posted stands in.
const commentColumns = {
  id: comments.id,
  commentText: comments.commentText,
  createdAt: comments.createdAt,
  userId: comments.userId,
  isRegistered: comments.isRegistered,
  commenterName: sql<string>`coalesce(${users.fullName}, ${comments.commenterName})`,
  commenterEmail: sql<string>`coalesce(${users.email}, ${comments.commenterEmail})`,
  productId: comments.productId,
  productName: products.name,
  rating: comments.rating,
  approved: comments.approved,
  adminReplyText: comments.adminReplyText,
  adminReplyByName: comments.adminReplyByName,
  adminRepliedAt: comments.adminRepliedAt,
};

const selectComments = (db: Database) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(products, eq(products.id, comments.productId))
    .leftJoin(users, eq(users.id, comments.userId));

// Ties on the main key fall back to newest first, then the id, so pages never overlap.
const SORT_ORDER: Record<CommentSort, SQL[]> = {
  newest: [desc(comments.createdAt), desc(comments.id)],
  oldest: [asc(comments.createdAt), asc(comments.id)],
  'admin-replied': [sql`${comments.adminRepliedAt} is null`, desc(comments.createdAt), desc(comments.id)],
  'highest-rating': [sql`${comments.rating} desc nulls last`, desc(comments.createdAt), desc(comments.id)],
};

export async function findComment(db: Database, id: string): Promise<CommentRow | null> {
  const [row] = await selectComments(db).where(eq(comments.id, id));
  return row ?? null;
}

export async function findProductName(db: Database, productId: string): Promise<string | null> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? null;
}

export async function listProductComments(
  db: Database,
  productId: string,
  options: { page: number; limit: number; sort: CommentSort; includeHidden: boolean },
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(
    eq(comments.productId, productId),
    options.includeHidden ? undefined : eq(comments.approved, true),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(...SORT_ORDER[options.sort])
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { rows, total };
}

/** The product's rating as the public sees it: real ratings on visible comments only. */
export async function productRatingStats(db: Database, productId: string): Promise<RatingStats> {
  const [row] = await db
    .select({
      average: sql<string | null>`round(avg(${comments.rating}), 1)`,
      ratingCount: count(comments.rating),
    })
    .from(comments)
    .where(and(eq(comments.productId, productId), eq(comments.approved, true)));
  return { averageRating: row.average === null ? null : Number(row.average), ratingCount: row.ratingCount };
}

export async function listAllComments(
  db: Database,
  query: AdminCommentsFilters,
): Promise<{ rows: CommentRow[]; total: number }> {
  const where = and(
    query.approved === undefined ? undefined : eq(comments.approved, query.approved),
    query.status === 'unreplied' ? isNull(comments.adminReplyText) : undefined,
    query.status === 'replied' ? isNotNull(comments.adminReplyText) : undefined,
    query.type === 'guests' ? eq(comments.isRegistered, false) : undefined,
    query.type === 'users' ? eq(comments.isRegistered, true) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { rows, total };
}
