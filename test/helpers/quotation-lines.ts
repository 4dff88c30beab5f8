/** A quotation line's optional facts, none given: what the staff leave blank on most lines. */
export const LINE_WITHOUT_EXTRAS = {
  packing: null,
  leadTime: null,
  casNumber: null,
  grade: null,
  variantId: null,
  variantLabel: null,
};
