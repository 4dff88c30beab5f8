import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackedInquiry } from '@/contract/tracking';
import { api } from '@/web/lib/api-client';
import { type InquirySource, sourcePath, trackingKeys } from './tracking-keys';

export const getTrackedInquiry = (source: InquirySource, signal?: AbortSignal) =>
  api.get<TrackedInquiry>(sourcePath(source), {}, signal);

/** The inquiry as its buyer sees it. A failure (an invalid link) is shown by the page, not toasted. */
export const trackedInquiryQuery = (source: InquirySource) =>
  queryOptions({
    queryKey: trackingKeys.inquiry(source),
    queryFn: ({ signal }) => getTrackedInquiry(source, signal),
    retry: false,
  });

export const useTrackedInquiry = (source: InquirySource) => useQuery(trackedInquiryQuery(source));
