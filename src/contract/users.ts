import { z } from 'zod';
import { UserSchema } from './auth';
import { pageQuery } from './common';
import { LOCALES, ROLES } from './enums';

export const USER_MESSAGES = {
  promoted: 'User promoted to admin',
  demoted: 'User demoted to user',
  deleted: 'User deleted successfully',
  notSelf: 'You cannot change or delete your own account here',
  lastAdmin: 'The last admin cannot be demoted or deleted',
  notFound: 'User not found',
  alreadyAdmin: 'User is already an admin',
  notAdmin: 'User is not an admin',
  roleInvalid: `Role must be one of: all, ${ROLES.join(', ')}`,
  searchTooLong: 'Search must be at most 100 characters',
  languageInvalid: 'Language must be "en" or "bn"',
  languageSaved: 'Language saved',
} as const;

/** PUT /api/me/language: the signed-in account's language, saved by the language switcher. */
export const LanguageInput = z.object({
  language: z.enum(LOCALES, { error: USER_MESSAGES.languageInvalid }),
});
export type LanguageInput = z.infer<typeof LanguageInput>;
export const LanguageResultSchema = z.object({ language: z.enum(LOCALES), message: z.string() });
export type LanguageResult = z.infer<typeof LanguageResultSchema>;

export const UserListQuery = z.object({
  ...pageQuery(20),
  role: z.enum(['all', ...ROLES], { error: USER_MESSAGES.roleInvalid }).default('all'),
  q: z.string().trim().max(100, USER_MESSAGES.searchTooLong).optional(),
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
