import { queryOptions, useQuery } from '@tanstack/react-query';
import { type LeadMetrics, METRICS_MESSAGES } from '@/contract/lead-metrics';
import { api } from '@/web/lib/api-client';
import { deskMetricsKeys } from '@/web/lib/query-keys/desk-metrics';

export const getLeadMetrics = (signal?: AbortSignal) =>
  api.get<LeadMetrics>('/admin/leads/metrics', {}, signal);

export const leadMetricsQuery = () =>
  queryOptions({
    queryKey: deskMetricsKeys.metrics,
    queryFn: ({ signal }) => getLeadMetrics(signal),
    // The dashboard shows the figures as they are now whenever it opens.
    refetchOnMount: 'always',
    meta: { errorMessage: METRICS_MESSAGES.fetchFailed },
  });

export const useLeadMetrics = () => useQuery(leadMetricsQuery());
