// The notifications feature's public entry: nothing is for other features (its keys are shared, in
// src/web/lib/query-keys/). The bell is an admin header widget, loaded by app/.
export {};
