// The contact feature's public entry: nothing is for other features (its keys are shared, in
// src/web/lib/query-keys/). Its page and admin tab are loaded by app/.
export {};
