// Comments and ratings on products (spec §3 Comment, §4 comment states, §5 comment form and admin
// reply, §7 Comments calls, §8 comment messages). The same rules check the React forms and the server.
import { z } from 'zod';
import { emailField, NAME_MAX, nameField, pageQuery, requiredText } from './common';

export const COMMENT_MAX = 1000;
export const REPLY_MAX = 1000;
export const COMMENTER_NAME_MAX = NAME_MAX;
export const PRODUCT_COMMENTS_PAGE_SIZE = 10;
export const ADMIN_COMMENTS_PAGE_SIZE = 20;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const COMMENT_MESSAGES = {
  approvedInvalid: 'approved must be true or false',
  statusFilterInvalid: 'Status must be one of: all, unreplied, replied',
  typeFilterInvalid: 'Type must be one of: all, guests, users',
  commentRequired: 'Please enter a comment',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  nameAndEmailRequired: 'Please enter your name and email',
  nameTooLong: `Name must be at most ${COMMENTER_NAME_MAX} characters`,
  emailInvalid: 'Please enter a valid email address',
  ratingInvalid: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  replyRequired: 'Please enter a reply',
  replyTooLong: `Reply must be at most ${REPLY_MAX} characters`,
  alreadyReplied: 'This comment already has a reply',
  commentNotFound: 'Comment not found',
  productNotFound: 'Product not found',
  added: 'Comment added successfully',
  replyAdded: 'Reply added successfully',
  deleted: 'Comment deleted successfully',
  approved: 'Comment approved',
  hidden: 'Comment hidden from the public',
  deleteConfirm: 'Are you sure you want to delete this comment? This action cannot be undone.',
  emailCopied: 'Email copied to clipboard!',
  // Fallbacks when the server sends no message (spec §8).
  fetchFailed: 'Failed to fetch comments',
  addFailed: 'Failed to add comment',
  replyFailed: 'Failed to add reply',
  deleteFailed: 'Failed to delete comment',
  updateFailed: 'Failed to update comment',
  copyFailed: 'Failed to copy email',
  noReviews: 'No Reviews Yet',
  noneFound: 'No comments found',
} as const;

// The order of the sort control; the label also goes into the "Sorted by {label}" toast.
export const COMMENT_SORTS = ['newest', 'oldest', 'admin-replied', 'highest-rating'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const COMMENT_SORT_LABELS: Record<CommentSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'admin-replied': 'Admin Replied',
  'highest-rating': 'Highest Rating',
};
export const sortedByMessage = (sort: CommentSort) => `Sorted by ${COMMENT_SORT_LABELS[sort]}`;

// The admin list's filters (spec §2): all / unreplied / replied / guests / users.
export const ADMIN_COMMENT_FILTERS = ['all', 'unreplied', 'replied', 'guests', 'users'] as const;
export type AdminCommentFilter = (typeof ADMIN_COMMENT_FILTERS)[number];

const commentText = requiredText(
  COMMENT_MESSAGES.commentRequired,
  COMMENT_MAX,
  COMMENT_MESSAGES.commentTooLong,
);

export const ratingField = z
  .number({ error: COMMENT_MESSAGES.ratingInvalid })
  .int(COMMENT_MESSAGES.ratingInvalid)
  .min(RATING_MIN, COMMENT_MESSAGES.ratingInvalid)
  .max(RATING_MAX, COMMENT_MESSAGES.ratingInvalid);

/** What a signed-in user sends: the text and an optional rating; the name comes from the account. */
export const CreateCommentInput = z.object({
  commentText,
  rating: ratingField.nullish(),
  // Read only for guests; kept loose here so a signed-in user's form never fails on them.
  commenterName: z.string({ error: COMMENT_MESSAGES.nameAndEmailRequired }).max(1000).optional(),
  email: z.string({ error: COMMENT_MESSAGES.emailInvalid }).max(1000).optional(),
});
export type CreateCommentInput = z.infer<typeof CreateCommentInput>;

/** A guest must also give a name and a plausible e-mail address, checked in the spec's order. */
export const GuestCommentInput = CreateCommentInput.extend({
  commenterName: nameField(COMMENT_MESSAGES.nameAndEmailRequired, COMMENT_MESSAGES.nameTooLong),
  email: emailField(
    { required: COMMENT_MESSAGES.nameAndEmailRequired, invalid: COMMENT_MESSAGES.emailInvalid },
    { lowerCase: true },
  ),
});
export type GuestCommentInput = z.infer<typeof GuestCommentInput>;

export const ReplyInput = z.object({
  replyText: requiredText(COMMENT_MESSAGES.replyRequired, REPLY_MAX, COMMENT_MESSAGES.replyTooLong),
});
export type ReplyInput = z.infer<typeof ReplyInput>;

export const ProductCommentsQuery = z.object({
  ...pageQuery(PRODUCT_COMMENTS_PAGE_SIZE),
  sort: z.enum(COMMENT_SORTS).catch('newest').default('newest'),
});
export type ProductCommentsQuery = z.infer<typeof ProductCommentsQuery>;

export const AdminCommentsQuery = z.object({
  ...pageQuery(ADMIN_COMMENTS_PAGE_SIZE),
  // Admin filters name one of their values or nothing; a typo is refused rather than read as "all".
  approved: z
    .enum(['true', 'false'], { error: COMMENT_MESSAGES.approvedInvalid })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  status: z
    .enum(['all', 'unreplied', 'replied'], { error: COMMENT_MESSAGES.statusFilterInvalid })
    .default('all'),
  type: z.enum(['all', 'guests', 'users'], { error: COMMENT_MESSAGES.typeFilterInvalid }).default('all'),
});
export type AdminCommentsFilters = z.output<typeof AdminCommentsQuery>;
/** The admin list's query string as the browser sends it. */
export type AdminCommentsParams = {
  page: number;
  approved?: 'true' | 'false';
  status?: 'all' | 'unreplied' | 'replied';
  type?: 'all' | 'guests' | 'users';
};

export const CommentSchema = z.object({
  _id: z.string(),
  commentText: z.string(),
  createdAt: z.string(),
  /** The account that posted it; absent for a guest. Its e-mail is sent to admins only. */
  commenter: z.object({ fullName: z.string(), email: z.string().optional() }).optional(),
  /** The name shown on the card, for guests and users alike. */
  commenterName: z.string(),
  /** The commenter's e-mail: admins only. */
  email: z.string().optional(),
  isRegistered: z.boolean(),
  productId: z.object({ _id: z.string(), name: z.string() }),
  rating: z.number().nullable(),
  adminReply: z
    .object({
      text: z.string(),
      repliedBy: z.object({ fullName: z.string() }),
      repliedAt: z.string(),
    })
    .nullable(),
  approved: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentPaginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalComments: z.number(),
  hasMore: z.boolean(),
});

export const RatingStatsSchema = z.object({
  /** Mean of the real ratings, one decimal; null when there are none (no invented ratings). */
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
});
export type RatingStats = z.infer<typeof RatingStatsSchema>;

export const ProductCommentsSchema = z.object({
  comments: z.array(CommentSchema),
  pagination: CommentPaginationSchema,
  stats: RatingStatsSchema,
});
export type ProductComments = z.infer<typeof ProductCommentsSchema>;

export const AdminCommentsSchema = z.object({
  comments: z.array(CommentSchema),
  pagination: CommentPaginationSchema,
});
export type AdminComments = z.infer<typeof AdminCommentsSchema>;

export const CommentResultSchema = z.object({ comment: CommentSchema, message: z.string() });
export type CommentResult = z.infer<typeof CommentResultSchema>;
