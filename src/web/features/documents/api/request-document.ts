import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES, type DocumentRequestInput } from '@/contract/documents';
import { api } from '@/web/lib/api-client';

export const requestDocument = (id: string, input: DocumentRequestInput) =>
  api.post<{ message: string }>(`/documents/${id}/requests`, input);

export const useRequestDocument = (id: string) =>
  useMutation({
    mutationFn: (input: DocumentRequestInput) => requestDocument(id, input),
    meta: { errorMessage: DOCUMENT_MESSAGES.requestFailed },
  });
