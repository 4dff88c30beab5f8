// Toasts, with the spec's wording rules: server message first, the fallback otherwise; a contract's
// English message is shown in the page's language (the server already answers in it).

import { translateForPage } from '@/web/i18n/page-i18n';
import { toast } from '@/web/lib/toast';
import { errorMessage } from './api-client';

export const notifySuccess = (message: string) => toast.success(translateForPage(message));
export const notifyError = (error: unknown, fallback: string) =>
  toast.error(translateForPage(errorMessage(error, fallback)));
