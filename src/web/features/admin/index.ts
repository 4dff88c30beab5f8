// The admin feature's public entry: what other features may use. The dashboard page itself is a
// route, composed with every feature's tab in app/.
export type { DashboardTab, TabBadge } from './tabs';
export { useLinkedItem } from './use-linked-item';
