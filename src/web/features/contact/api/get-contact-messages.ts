import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTACT_MESSAGES,
  CONTACTS_PAGE_SIZE,
  type ContactList,
  type ContactStatusFilter,
} from '@/contract/contact';
import { api } from '@/web/lib/api-client';
import { contactKeys } from '@/web/lib/query-keys/contact';

export const getContactMessages = (status: ContactStatusFilter, page: number, signal?: AbortSignal) =>
  api.get<ContactList>('/contact/admin', { status, page, limit: CONTACTS_PAGE_SIZE }, signal);

export const contactMessagesQuery = (status: ContactStatusFilter, page: number) =>
  queryOptions({
    queryKey: contactKeys.list(status, page),
    queryFn: ({ signal }) => getContactMessages(status, page, signal),
    placeholderData: keepPreviousData,
    // The dashboard reloads its lists when it opens (spec §7).
    refetchOnMount: 'always',
    meta: { errorMessage: CONTACT_MESSAGES.fetchFailed },
  });

export const useContactMessages = (status: ContactStatusFilter, page: number) =>
  useQuery(contactMessagesQuery(status, page));
