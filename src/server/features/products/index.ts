// What other features use of the catalogue: a product, products' names in a reader's language, its
// variants, and the stored file of a product's document; and, for the server's start, the reading
// of every product's answer ahead of visitors going through the catalogue.

export { startCatalogueReadAhead } from './catalogue-read-ahead';
export { storeDocument } from './product-media';
export { findProductNames } from './product-names-repository';
export { findProduct } from './product-repository';
export { findVariants, listVariants, type VariantRow } from './variant-repository';
export { toVariant, toVariantLabel } from './variant-view';
