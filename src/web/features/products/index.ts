// The products feature's public entry: what other features may use. Its pages and the admin tab are
// routes and tabs, loaded by app/.

export { productQuery } from './api/get-product';
export { invalidateProductDetail, productKeys } from './api/product-keys';
