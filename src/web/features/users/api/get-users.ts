import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList } from '@/contract/users';
import { api } from '@/web/lib/api-client';
import { type UserListParams, userKeys } from './user-keys';

const USERS_PAGE_SIZE = 20;

export const getUsers = (params: UserListParams, signal?: AbortSignal) =>
  api.get<UserList>('/admin/users', { ...params, limit: USERS_PAGE_SIZE }, signal);

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to fetch users' },
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));

/** The admins (the first page of them: a company has a handful), for choosing a lead's owner. */
export const adminUsersQuery = usersQuery({ page: 1, role: 'admin', q: '' });
