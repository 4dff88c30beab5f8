// The admin area's Bengali catalogs, and the messages only staff meet, loaded with the admin pages only.
import { messages as admin } from '@/i18n/catalogs/bn/admin.json?lingui';
import { messages as adminMessages } from '@/i18n/catalogs/bn/admin-messages.json?lingui';
import { messages as productAdmin } from '@/i18n/catalogs/bn/product-admin.json?lingui';
import { messages as safety } from '@/i18n/catalogs/bn/safety.json?lingui';

export const messages = { ...adminMessages, ...admin, ...productAdmin, ...safety };
