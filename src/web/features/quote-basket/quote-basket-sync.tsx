// Keeps the basket whole across tabs and sign-ins. A guest's basket changed in another tab shows here
// too. When a buyer signs in (or signs up) with products in this browser's basket, those are merged
// into the account's (basket-rules.ts mergeBaskets says how) and the browser's copy is cleared, so
// the basket follows the buyer to any device from then on.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { basketKeys } from './api/basket-keys';
import { basketQuery, useQuoteBasket } from './api/get-basket';
import { putAccountBasket } from './api/save-basket';
import { EMPTY_BASKET, mergeBaskets } from './basket-rules';
import { LOCAL_BASKET_KEY, readLocalBasket, writeLocalBasket } from './local-basket';

// One merge at a time per account, however many components ask.
const merging = new Set<string>();

export function QuoteBasketSync() {
  const queryClient = useQueryClient();
  const { userId } = useQuoteBasket();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_BASKET_KEY && event.key !== null) return;
      queryClient.setQueryData(basketKeys.basket(null), readLocalBasket());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  useEffect(() => {
    if (!userId || merging.has(userId)) return;
    const guest = readLocalBasket();
    if (guest.lines.length === 0 && !guest.deliveryLocation && !guest.neededBy) return;
    merging.add(userId);
    (async () => {
      try {
        const account = await queryClient.fetchQuery({ ...basketQuery(userId), staleTime: 0 });
        const saved = await putAccountBasket(mergeBaskets(account, guest));
        writeLocalBasket(EMPTY_BASKET);
        queryClient.setQueryData(basketKeys.basket(null), EMPTY_BASKET);
        queryClient.setQueryData(basketKeys.basket(userId), saved);
      } catch {
        // Offline or refused: the browser keeps its basket and the next visit tries again.
      } finally {
        merging.delete(userId);
      }
    })();
  }, [userId, queryClient]);

  return null;
}
