import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAREER_TEXT, type CareerResult } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCareerChange } from './career-keys';

export const toggleCareerStatus = (id: string) => api.patch<CareerResult>(`/careers/${id}/toggle-status`);

export function useToggleCareerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCareerStatus,
    onSuccess: () => invalidateAfterCareerChange(queryClient),
    meta: { errorMessage: CAREER_TEXT.toggleFailed },
  });
}
