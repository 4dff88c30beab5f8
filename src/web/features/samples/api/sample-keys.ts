import type { SampleListQuery } from '@/contract/samples';

export const sampleKeys = {
  all: ['samples'] as const,
  tracked: (token: string) => ['samples', 'tracked', token] as const,
  mine: (page: number) => ['samples', 'mine', page] as const,
  admin: (query: SampleListQuery) => ['samples', 'admin', query] as const,
};
