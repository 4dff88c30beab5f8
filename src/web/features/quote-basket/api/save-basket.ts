// Changing the basket: shown at once (optimistic), then written to localStorage or the account. A
// failed write puts back what was there (and the query client says so). Writes run in order, one at
// a time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredQuoteBasket } from '@/contract/basket';
import { useT } from '@/web/i18n';
import { api } from '@/web/lib/api-client';
import { EMPTY_BASKET } from '../basket-rules';
import { writeLocalBasket } from '../local-basket';
import { BASKET_MUTATION_SCOPE, basketKeys } from './basket-keys';
import { useQuoteBasket } from './get-basket';

export const putAccountBasket = (basket: StoredQuoteBasket) => api.put<StoredQuoteBasket>('/basket', basket);

export function useSaveBasket() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const { userId } = useQuoteBasket();
  const key = basketKeys.basket(userId);

  const mutation = useMutation({
    scope: BASKET_MUTATION_SCOPE,
    mutationFn: async (basket: StoredQuoteBasket) => {
      if (!userId) {
        writeLocalBasket(basket);
        return basket;
      }
      return putAccountBasket(basket);
    },
    onMutate: async (basket) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StoredQuoteBasket>(key);
      queryClient.setQueryData(key, basket);
      return { previous };
    },
    onError: (_error, _basket, context) => {
      queryClient.setQueryData(key, context?.previous ?? EMPTY_BASKET);
    },
    onSuccess: (saved) => {
      // The server's copy (deleted products dropped), unless a newer change is already on its way.
      if (
        queryClient.isMutating({ predicate: (m) => m.options.scope?.id === BASKET_MUTATION_SCOPE.id }) <= 1
      ) {
        queryClient.setQueryData(key, saved);
      }
    },
    meta: { errorMessage: t('common.basket.saveFailed') },
  });

  /** Applies a change to the basket as it is now (not as it was when the component last rendered). */
  const change = (update: (basket: StoredQuoteBasket) => StoredQuoteBasket) => {
    const current = queryClient.getQueryData<StoredQuoteBasket>(key) ?? EMPTY_BASKET;
    const next = update(current);
    if (next !== current) mutation.mutate(next);
  };

  return { change, save: mutation.mutate, isSaving: mutation.isPending };
}
