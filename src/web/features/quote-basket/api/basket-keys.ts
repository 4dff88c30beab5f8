// Query keys of the quote basket: a guest's (this browser's) and each account's.
export const basketKeys = {
  all: ['quote-basket'] as const,
  basket: (userId: string | null) => ['quote-basket', userId ?? 'guest'] as const,
};

/** Basket writes run one after another, in the order they were made (TanStack Query's mutation scope). */
export const BASKET_MUTATION_SCOPE = { id: 'quote-basket' };
