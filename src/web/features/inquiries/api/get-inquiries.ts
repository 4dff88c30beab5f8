import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  INQUIRIES_PAGE_SIZE,
  INQUIRY_MESSAGES,
  type InquiryList,
  type InquiryStatusFilter,
} from '@/contract/inquiries';
import { api } from '@/web/lib/api-client';
import { inquiryKeys } from '@/web/lib/query-keys/inquiries';

export const getInquiries = (status: InquiryStatusFilter, page: number, signal?: AbortSignal) =>
  api.get<InquiryList>(
    '/inquiries',
    { page, limit: INQUIRIES_PAGE_SIZE, status: status === 'all' ? undefined : status },
    signal,
  );

/** Ten inquiries a page, newest first, optionally one status only. */
export const inquiriesQuery = (status: InquiryStatusFilter, page: number) =>
  queryOptions({
    queryKey: inquiryKeys.list(status, page),
    queryFn: ({ signal }) => getInquiries(status, page, signal),
    placeholderData: keepPreviousData,
    // Staff expect a fresh list each time they open it (spec §7: "reloads its lists").
    refetchOnMount: 'always',
    meta: { errorMessage: INQUIRY_MESSAGES.loadListFailed },
  });

export const useInquiries = (status: InquiryStatusFilter, page: number) =>
  useQuery(inquiriesQuery(status, page));
