import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/auth';
import type { UserList } from '@/contract/users';
import { api } from '@/web/lib/api-client';

export type RoleFilter = 'all' | 'user' | 'admin';
export const usersKey = ['admin', 'users'] as const;

export const useUsers = (params: { page: number; role: RoleFilter; q: string }) =>
  useQuery({
    queryKey: [...usersKey, params],
    queryFn: () => api.get<UserList>('/admin/users', { ...params, limit: 20 }),
    placeholderData: keepPreviousData,
  });

type Action = 'promote' | 'demote' | 'delete';

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      action === 'delete'
        ? api.delete<{ message: string }>(`/admin/users/${id}`)
        : api.put<{ user: User; message: string }>(`/admin/users/${id}/${action}`),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: usersKey });
      queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
