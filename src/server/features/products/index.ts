// What other features use of the catalogue: products' names in a reader's language.
export { findProductNames } from './product-names-repository';
