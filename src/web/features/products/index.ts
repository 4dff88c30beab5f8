// The products feature's public entry: nothing is for other features (a product's query and the
// products' keys are shared, in src/web/lib). Its pages and the admin tab are routes and tabs,
// loaded by app/.
export {};
