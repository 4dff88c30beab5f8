// Comment queries: one product's public list with its rating stats, the admin list and one comment;
// posting (as a guest or under an account), the one admin reply, approval and delete.
import { and, asc, count, desc, eq, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { AdminCommentsFilters, CommentSort, CreateCommentInput, RatingStats } from '@/contract/comments';
import type { Database } from '@/server/db/client';
import { comments, products, users } from '@/server/db/schema';
import type { SessionUser } from '@/server/features/auth';
import { senderUnlessBlocked } from '@/server/features/spam';
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

/** The products an account has reviewed: the pages its name shows on (comment columns above). */
export async function productsReviewedBy(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: comments.productId })
    .from(comments)
    .where(eq(comments.userId, userId));
  return rows.map((row) => row.productId);
}

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

const FOREIGN_KEY_VIOLATION = '23503';

// Drizzle wraps the driver's error; the PostgreSQL code sits on its cause.
const isForeignKeyViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === FOREIGN_KEY_VIOLATION || cause?.code === FOREIGN_KEY_VIOLATION;
};

/** The name and address a comment is posted under: the account's for a user, the form's for a guest. */
export type Commenter = { user: SessionUser } | { user: null; name: string; email: string };

/** Posts the comment, spending the form's stamp (senderUnlessBlocked); null when the product does not exist. */
export async function createComment(
  db: Database,
  productId: string,
  commenter: Commenter,
  input: Pick<CreateCommentInput, 'commentText' | 'rating'>,
  formStamp: string | null,
): Promise<CommentRow | null> {
  const productName = await findProductName(db, productId);
  if (productName === null) return null;

  const author = commenter.user
    ? { userId: commenter.user.id, name: commenter.user.fullName, email: commenter.user.email }
    : { userId: null, name: commenter.name, email: commenter.email };
  let id: string;
  try {
    [{ id }] = await db
      .insert(comments)
      .values({
        productId,
        userId: author.userId,
        isRegistered: author.userId !== null,
        commenterName: author.name,
        commenterEmail: senderUnlessBlocked(author.email, formStamp),
        commentText: input.commentText,
        rating: input.rating ?? null,
      })
      .returning({ id: comments.id });
  } catch (error) {
    // The product was deleted between the look-up and the insert.
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }

  return findComment(db, id);
}

/** Adds the admin reply unless one exists; false when it was not added (no such comment, or already
 * replied to). The check and the write are one statement, so two admins replying at once cannot both
 * succeed. */
export async function addAdminReply(
  db: Database,
  id: string,
  admin: SessionUser,
  replyText: string,
): Promise<boolean> {
  const updated = await db
    .update(comments)
    .set({
      adminReplyText: replyText,
      adminReplyById: admin.id,
      adminReplyByName: admin.fullName,
      adminRepliedAt: new Date(),
    })
    .where(and(eq(comments.id, id), isNull(comments.adminReplyText)))
    .returning({ id: comments.id });
  return updated.length > 0;
}

/** Flips the approval flag; null when the comment does not exist. */
export async function toggleApproval(db: Database, id: string): Promise<CommentRow | null> {
  const updated = await db
    .update(comments)
    .set({ approved: not(comments.approved) })
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return updated.length > 0 ? findComment(db, id) : null;
}

/** Deletes the comment; its product's id, or null when it did not exist. */
export async function deleteComment(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db
    .delete(comments)
    .where(eq(comments.id, id))
    .returning({ productId: comments.productId });
  return deleted?.productId ?? null;
}
