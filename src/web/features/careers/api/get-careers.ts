// The public list. Type-only imports from the contract: this runs on the public page, where zod
// is not downloaded.
import { useQuery } from '@tanstack/react-query';
import type { CareerList } from '@/contract/careers';
import { api } from '@/web/lib/api-client';
import { careerKeys } from './career-keys';

export const getCareers = (signal?: AbortSignal) => api.get<CareerList>('/careers', undefined, signal);

/** Active posts, newest first. */
export const useCareers = () =>
  useQuery({ queryKey: careerKeys.public, queryFn: ({ signal }) => getCareers(signal) });
