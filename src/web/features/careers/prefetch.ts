// The open posts, asked for while the server renders /careers (see products/prefetch.ts).
import type { RoutePrefetch } from '@/web/lib/route-prefetch';
import { careersQuery } from './api/get-careers';

export const prefetchCareers: RoutePrefetch = (queryClient) => queryClient.prefetchQuery(careersQuery());
