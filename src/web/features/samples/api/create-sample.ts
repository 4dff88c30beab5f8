import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateSampleRequestInput, type CreateSampleResult, SAMPLE_MESSAGES } from '@/contract/samples';
import { api } from '@/web/lib/api-client';
import { sampleKeys } from './sample-keys';

export const createSample = (input: CreateSampleRequestInput) =>
  api.post<CreateSampleResult>('/samples', input);

export function useCreateSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSample,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
    meta: { errorMessage: SAMPLE_MESSAGES.sendFailed },
  });
}
