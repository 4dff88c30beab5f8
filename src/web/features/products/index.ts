// The products feature's public entry: what other features may use. Its pages and the admin tab are
// routes and tabs, loaded by app/.
export { invalidateProductDetail, productKeys } from './api/product-keys';
