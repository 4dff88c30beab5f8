// The admin area's English catalogs, loaded with the admin pages only.
import { messages as admin } from '@/i18n/catalogs/en/admin.json?lingui';
import { messages as productAdmin } from '@/i18n/catalogs/en/product-admin.json?lingui';
import { messages as safety } from '@/i18n/catalogs/en/safety.json?lingui';

export const messages = { ...admin, ...productAdmin, ...safety };
