// A guest's basket, kept in this browser's localStorage. Whatever is found there is checked with the
// contract's rules: a basket written by an older version of the site, or edited by hand, is dropped
// rather than trusted.
import { type StoredQuoteBasket, StoredQuoteBasketSchema } from '@/contract/basket';
import { EMPTY_BASKET } from './basket-rules';

export const LOCAL_BASKET_KEY = 'quoteBasket';

export function readLocalBasket(): StoredQuoteBasket {
  try {
    const raw = window.localStorage.getItem(LOCAL_BASKET_KEY);
    if (!raw) return EMPTY_BASKET;
    const parsed = StoredQuoteBasketSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_BASKET;
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
