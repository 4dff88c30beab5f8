import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import { api } from '@/web/lib/api-client';
import { invalidateAfterUserChange } from './user-keys';

export type UserAction = 'promote' | 'demote' | 'delete';

export const changeUser = ({ id, action }: { id: string; action: UserAction }) =>
  action === 'delete'
    ? api.delete<{ message: string }>(`/admin/users/${id}`)
    : api.put<{ user: User; message: string }>(`/admin/users/${id}/${action}`);

/** Promotes, demotes or deletes an account. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
