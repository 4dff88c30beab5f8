import type { I18n } from '@lingui/core';
import { translateMessage } from '@/i18n/translate';

// The browser page's translator, for the few places outside components that show text: toasts
// raised by a request's callbacks (src/web/lib/notify.ts). Components use useT().
let pageI18n: I18n | undefined;

export const setPageI18n = (i18n: I18n) => {
  pageI18n = i18n;
};

/** The browser page's translator; undefined on the server, whose renderings have their own. */
export const getPageI18n = () => pageI18n;

/** A contract or server message in the page's language. */
export const translateForPage = (message: string) =>
  pageI18n ? translateMessage(pageI18n, message) : message;
