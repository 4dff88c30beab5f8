import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAREER_TEXT, type CareerResult } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCareerChange } from './career-keys';

export const deleteCareer = (id: string) => api.delete<CareerResult>(`/careers/${id}`);

export function useDeleteCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCareer,
    onSuccess: () => invalidateAfterCareerChange(queryClient),
    meta: { errorMessage: CAREER_TEXT.deleteFailed },
  });
}
