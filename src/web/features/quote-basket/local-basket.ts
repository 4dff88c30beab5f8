// A guest's basket, kept in this browser's localStorage. Whatever is found there is checked with the
// contract's rules: a basket written by an older version of the site, or edited by hand, is dropped
// rather than trusted. (The zod-free check: this runs on every page, the catalogue's included.)
import type { StoredQuoteBasket } from '@/contract/basket';
import { isStoredBasket } from '@/contract/basket-rules';
import { EMPTY_BASKET } from './basket-rules';

export const LOCAL_BASKET_KEY = 'quoteBasket';

export function readLocalBasket(): StoredQuoteBasket {
  try {
    const raw = window.localStorage.getItem(LOCAL_BASKET_KEY);
    if (!raw) return EMPTY_BASKET;
    const parsed: unknown = JSON.parse(raw);
    return isStoredBasket(parsed) ? parsed : EMPTY_BASKET;
  } catch {
    return EMPTY_BASKET;
  }
}

export function writeLocalBasket(basket: StoredQuoteBasket) {
  try {
    if (basket.lines.length === 0 && !basket.deliveryLocation && !basket.neededBy) {
      window.localStorage.removeItem(LOCAL_BASKET_KEY);
    } else {
      window.localStorage.setItem(LOCAL_BASKET_KEY, JSON.stringify(basket));
    }
  } catch {
    // Storage full or blocked (private browsing): the basket lasts as long as the page.
  }
}
