// What other features use of the catalogue: a product, products' names in a reader's language, and the
// stored file of a product's document.

export { storeDocument } from './product-media';
export { findProductNames } from './product-names-repository';
export { findProduct } from './product-repository';
export { findVariants, type VariantRow } from './variant-repository';
export { toVariantLabel } from './variant-view';
