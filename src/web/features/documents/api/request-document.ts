import { useMutation } from '@tanstack/react-query';
import { DOCUMENT_MESSAGES, type DocumentRequestInput } from '@/contract/documents';
import type { FormGuardValues } from '@/contract/spam';
import { api } from '@/web/lib/api-client';

/** The form's values with the spam rule's honeypot and start stamp (a guarded <Form>). */
type DocumentRequest = DocumentRequestInput & FormGuardValues;

export const requestDocument = (id: string, input: DocumentRequest) =>
  api.post<{ message: string }>(`/documents/${id}/requests`, input);

export const useRequestDocument = (id: string) =>
  useMutation({
    mutationFn: (input: DocumentRequest) => requestDocument(id, input),
    meta: { errorMessage: DOCUMENT_MESSAGES.requestFailed },
  });
