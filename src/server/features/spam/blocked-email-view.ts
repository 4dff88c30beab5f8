import type { BlockedEmail } from '@/contract/spam-schemas';
import type { BlockedEmailRow } from './blocked-emails-repository';

export const toBlockedEmail = (row: BlockedEmailRow): BlockedEmail => ({
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});
