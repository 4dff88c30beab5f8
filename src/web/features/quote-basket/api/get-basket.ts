// The basket on show: the guest's from localStorage, or the signed-in buyer's from the account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredQuoteBasket } from '@/contract/basket';
import { useSession } from '@/web/features/auth';
import { api } from '@/web/lib/api-client';
import { EMPTY_BASKET } from '../basket-rules';
import { readLocalBasket } from '../local-basket';
import { basketKeys } from './basket-keys';

export const getAccountBasket = (signal?: AbortSignal) =>
  api.get<StoredQuoteBasket>('/basket', undefined, signal);

export const basketQuery = (userId: string | null) =>
  queryOptions({
    queryKey: basketKeys.basket(userId),
    queryFn: ({ signal }) => (userId ? getAccountBasket(signal) : readLocalBasket()),
    // A guest's basket changes only here (and in other tabs, which say so: see QuoteBasketSync).
    staleTime: userId ? 60_000 : Number.POSITIVE_INFINITY,
    meta: { errorMessage: 'Failed to load your quote basket' },
  });

/** The basket, whose it is, and whether it is known yet (the session and the account's basket load first). */
export function useQuoteBasket() {
  const { user, status } = useSession();
  const userId = user?._id ?? null;
  const query = useQuery({ ...basketQuery(userId), enabled: status !== 'pending' });
  return {
    userId,
    // Empty until the session is known, which includes while a server-rendered page hydrates: the
    // server never knows the basket, and the first render must match its HTML.
    basket: (status !== 'pending' && query.data) || EMPTY_BASKET,
    isReady: status !== 'pending' && query.isSuccess,
    query,
  };
}
