// The mail feature's public entry. Its one screen is the dashboard's Outbox tab, loaded lazily by
// app/dashboard-tabs.ts straight from ./outbox-tab.
export { mailKeys } from './api/mail-keys';
