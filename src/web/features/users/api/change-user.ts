import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/web/i18n';
import { api } from '@/web/lib/api-client';
import { invalidateAfterUserChange } from './user-keys';

export type UserAction = 'promote' | 'demote' | 'delete';

const FAILURES = {
  promote: 'admin.users.promoteFailed',
  demote: 'admin.users.demoteFailed',
  delete: 'admin.users.deleteFailed',
} as const satisfies Record<UserAction, MessageId>;

export const changeUser = ({ id, action }: { id: string; action: UserAction }) =>
  action === 'delete'
    ? api.delete<{ message: string }>(`/admin/users/${id}`)
    : api.put<{ user: User; message: string }>(`/admin/users/${id}/${action}`);

/** Promotes, demotes or deletes an account (by id), each with its own words for a failure. */
export function useUserAction(action: UserAction) {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => changeUser({ id, action }),
    onSuccess: () => invalidateAfterUserChange(queryClient),
    meta: { errorMessage: t(FAILURES[action]) },
  });
}
