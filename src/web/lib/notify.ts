// Toasts, with the spec's wording rules: server message first, the fallback otherwise; a contract's
// English message is shown in the page's language (the server already answers in it).

import { showPageMessage } from '@/web/i18n/catalogs';
import { toast } from '@/web/lib/toast';
import { errorMessage } from './api-client';

export const notifySuccess = (message: string) => showPageMessage(message, (text) => toast.success(text));
export const notifyError = (error: unknown, fallback: string) =>
  showPageMessage(errorMessage(error, fallback), (text) => toast.error(text));
