import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MY_INQUIRIES_PAGE_SIZE, type MyInquiryList, TRACKING_MESSAGES } from '@/contract/tracking';
import { api } from '@/web/lib/api-client';
import { trackingKeys } from './tracking-keys';

export const getMyInquiries = (page: number, signal?: AbortSignal) =>
  api.get<MyInquiryList>('/me/inquiries', { page, limit: MY_INQUIRIES_PAGE_SIZE }, signal);

/** The signed-in buyer's inquiries, newest first. */
export const myInquiriesQuery = (page: number) =>
  queryOptions({
    queryKey: trackingKeys.mine(page),
    queryFn: ({ signal }) => getMyInquiries(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: TRACKING_MESSAGES.loadListFailed },
  });

export const useMyInquiries = (page: number) => useQuery(myInquiriesQuery(page));
