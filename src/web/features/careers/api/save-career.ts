import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CAREER_TEXT, type CareerResult, type CareerValues } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { invalidateAfterCareerChange } from './career-keys';

export type SaveCareer = { id?: string; input: CareerValues };

/** Creates a post, or replaces one's fields when an id is given. */
export const saveCareer = ({ id, input }: SaveCareer) =>
  id ? api.put<CareerResult>(`/careers/${id}`, input) : api.post<CareerResult>('/careers', input);

/** `creating` chooses the words of a failure: the form knows whether it makes a post or edits one. */
export function useSaveCareer(creating: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCareer,
    onSuccess: () => invalidateAfterCareerChange(queryClient),
    meta: { errorMessage: creating ? CAREER_TEXT.createFailed : CAREER_TEXT.updateFailed },
  });
}
