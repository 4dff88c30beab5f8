import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareerResult, CareerValues } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCareerChange } from './career-keys';

export type SaveCareer = { id?: string; input: CareerValues };

/** Creates a post, or replaces one's fields when an id is given. */
export const saveCareer = ({ id, input }: SaveCareer) =>
  id ? api.put<CareerResult>(`/careers/${id}`, input) : api.post<CareerResult>('/careers', input);

export function useSaveCareer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCareer, onSuccess: () => invalidateAfterCareerChange(queryClient) });
}
