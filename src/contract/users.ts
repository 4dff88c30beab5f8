import { z } from 'zod';
import { UserSchema } from './auth';
import { pageQuery } from './common';
import { ROLES } from './enums';

export const USER_MESSAGES = {
  promoted: 'User promoted to admin',
  demoted: 'User demoted to user',
  deleted: 'User deleted successfully',
  notSelf: 'You cannot change or delete your own account here',
  lastAdmin: 'The last admin cannot be demoted or deleted',
  notFound: 'User not found',
  alreadyAdmin: 'User is already an admin',
  notAdmin: 'User is not an admin',
} as const;

export const UserListQuery = z.object({
  ...pageQuery(20),
  role: z.enum(['all', ...ROLES], { error: `Role must be one of: all, ${ROLES.join(', ')}` }).default('all'),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});

export const UserListSchema = z.object({
  users: z.array(UserSchema),
  pagination: z.object({
    currentPage: z.number(),
    totalPages: z.number(),
    totalUsers: z.number(),
    hasMore: z.boolean(),
  }),
});
export type UserList = z.infer<typeof UserListSchema>;

// The five stat cards and the tab badges of the admin dashboard.
export const AdminStatsSchema = z.object({
  users: z.number(),
  products: z.number(),
  comments: z.number(),
  careers: z.number(),
  contacts: z.number(),
  unreadContacts: z.number(),
  pendingReplies: z.number(),
  newInquiries: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
