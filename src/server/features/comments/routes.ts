// Comments calls (spec §7, DESIGN.md §4): anyone reads and posts; admins reply, hide and delete.
// Every change alters one product's reviews (its answer and its page, not the lists), so it publishes
// a catalogue change naming that product in its transaction.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCommentsQuery,
  AdminCommentsSchema,
  COMMENT_MESSAGES,
  CommentResultSchema,
  CreateCommentInput,
  GuestCommentInput,
  ProductCommentsQuery,
  ProductCommentsSchema,
  ReplyInput,
} from '@/contract/comments';
import { idParams, MessageSchema, paginate } from '@/contract/common';
import { isAdmin, requireAdmin } from '@/server/features/auth';
import { formStampOf, guardedForm, isDropped, keptOrDropped } from '@/server/features/spam';
import { afterCommit } from '@/server/lib/after-commit';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, notFound } from '@/server/lib/http-error';
import { addComment } from './add-comment';
import {
  type Commenter,
  deleteComment,
  findProductName,
  listAllComments,
  listProductComments,
  productRatingStats,
  toggleApproval,
} from './comment-repository';
import { toComment, toCommentNotification } from './comment-view';
import { replyToComment } from './reply-to-comment';

const CommentParams = idParams(COMMENT_MESSAGES.commentNotFound);
const ProductParams = idParams(COMMENT_MESSAGES.productNotFound);

// Per client address: plenty for a person writing reviews, a wall for a script flooding a product.
const postRateLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

export default async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/comments/product/:id',
    {
      schema: {
        params: ProductParams,
        querystring: ProductCommentsQuery,
        response: { 200: ProductCommentsSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const productId = request.params.id;
      if ((await findProductName(app.db, productId)) === null)
        throw notFound(COMMENT_MESSAGES.productNotFound);
      const forAdmin = isAdmin(request);
      const { page, limit, sort } = request.query;
      const [{ rows, total }, stats] = await Promise.all([
        listProductComments(app.db, productId, { page, limit, sort, includeHidden: forAdmin }),
        productRatingStats(app.db, productId),
      ]);
      return {
        comments: rows.map((row) => toComment(row, forAdmin)),
        pagination: { ...paginate(total, page, limit), totalComments: total },
        stats,
      };
    },
  );

  app.post(
    '/comments/product/:id',
    {
      ...guardedForm,
      config: postRateLimit,
      schema: {
        params: ProductParams,
        body: CreateCommentInput,
        response: { 201: CommentResultSchema, ...errorAnswers(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      let commenter: Commenter = { user: request.user! };
      if (!request.user) {
        const guest = GuestCommentInput.safeParse(request.body);
        if (!guest.success) {
          const [issue] = guest.error.issues;
          throw badRequest(issue.message, issue.path.join('.'));
        }
        commenter = { user: null, name: guest.data.commenterName, email: guest.data.email };
      }
      const { commentText, rating } = request.body;
      const { staff } = await app.mail.addressing();
      const row = await keptOrDropped(request, app.db, async (tx) => {
        const created = await addComment(
          tx,
          request.params.id,
          commenter,
          { commentText, rating },
          { publicUrl: app.config.publicUrl, staff, formStamp: formStampOf(request) },
        );
        await app.changes.publish(tx, { kind: 'catalogue', product: request.params.id, onlyReviews: true });
        return created;
      });
      app.mail.wake();
      if (!isDropped(request))
        await afterCommit(
          request.log,
          'comment notification',
          () => app.notifications.notifyAdmins(toCommentNotification(row)),
          { commentId: row.id },
        );
      return reply
        .status(201)
        .send({ comment: toComment(row, isAdmin(request)), message: COMMENT_MESSAGES.added });
    },
  );

  app.post(
    '/comments/:id/reply',
    {
      preValidation: requireAdmin,
      schema: {
        params: CommentParams,
        body: ReplyInput,
        response: { 200: CommentResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const comment = await app.db.transaction(async (tx) => {
        const replied = await replyToComment(tx, request.params.id, request.user!, request.body.replyText);
        await app.changes.publish(tx, { kind: 'catalogue', product: replied.productId, onlyReviews: true });
        return replied;
      });
      return { comment: toComment(comment, true), message: COMMENT_MESSAGES.replyAdded };
    },
  );

  app.delete(
    '/comments/:id',
    {
      preValidation: requireAdmin,
      schema: { params: CommentParams, response: { 200: MessageSchema, ...errorAnswers(401, 403, 404) } },
    },
    async (request) => {
      const deleted = await app.db.transaction(async (tx) => {
        const productId = await deleteComment(tx, request.params.id);
        if (productId)
          await app.changes.publish(tx, { kind: 'catalogue', product: productId, onlyReviews: true });
        return productId !== null;
      });
      if (!deleted) throw notFound(COMMENT_MESSAGES.commentNotFound);
      return { message: COMMENT_MESSAGES.deleted };
    },
  );

  app.get(
    '/comments',
    {
      preValidation: requireAdmin,
      schema: {
        querystring: AdminCommentsQuery,
        response: { 200: AdminCommentsSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await listAllComments(app.db, request.query);
      const { page, limit } = request.query;
      return {
        comments: rows.map((row) => toComment(row, true)),
        pagination: { ...paginate(total, page, limit), totalComments: total },
      };
    },
  );

  app.patch(
    '/comments/:id/toggle-approval',
    {
      preValidation: requireAdmin,
      schema: {
        params: CommentParams,
        response: { 200: CommentResultSchema, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.db.transaction(async (tx) => {
        const toggled = await toggleApproval(tx, request.params.id);
        if (toggled)
          await app.changes.publish(tx, { kind: 'catalogue', product: toggled.productId, onlyReviews: true });
        return toggled;
      });
      if (!row) throw notFound(COMMENT_MESSAGES.commentNotFound);
      return {
        comment: toComment(row, true),
        message: row.approved ? COMMENT_MESSAGES.approved : COMMENT_MESSAGES.hidden,
      };
    },
  );
}
