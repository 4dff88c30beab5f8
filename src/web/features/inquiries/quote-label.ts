type Price = { contactForPrice: boolean; minValue?: number | null } | null | undefined;

/**
 * The pricing button's label (its catalog key), by the spec's price display rule: no figure means
 * "Contact for Pricing", otherwise "Request Quote".
 */
export const quoteButtonLabel = (price: Price) =>
  !price || price.contactForPrice || price.minValue === undefined || price.minValue === null
    ? ('catalogue.quote.contactForPricing' as const)
    : ('catalogue.quote.request' as const);
