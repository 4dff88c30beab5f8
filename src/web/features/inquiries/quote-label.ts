type Price = { contactForPrice: boolean; minValue?: number | null } | null | undefined;

/** The pricing button's label, by the spec's price display rule: no figure means "Contact for Pricing". */
export const quoteButtonLabel = (price: Price) =>
  !price || price.contactForPrice || price.minValue === undefined || price.minValue === null
    ? 'Contact for Pricing'
    : 'Request Quote';
