// The admin area's Bengali catalogs, loaded with the admin pages only: their words, and the contract's
// and server's messages only admins meet (admin-messages.json, keyed by the English as messages.json is).
import { messages as admin } from '@/i18n/catalogs/bn/admin.json?lingui';
import { messages as adminMessages } from '@/i18n/catalogs/bn/admin-messages.json?lingui';
import { messages as productAdmin } from '@/i18n/catalogs/bn/product-admin.json?lingui';
import { messages as safety } from '@/i18n/catalogs/bn/safety.json?lingui';

export const messages = { ...adminMessages, ...admin, ...productAdmin, ...safety };
