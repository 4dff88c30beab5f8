// What a Bengali page holds of the contract's messages before any form or toast asks for the rest:
// the core ones at once, the others once loaded, and a toast's text waits for them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_MESSAGES } from '@/contract/inquiries';
import { PRODUCT_TEXT } from '@/contract/product-rules';
import { NUMERALS } from '@/i18n/figures';
import type { Locale } from '@/i18n/locales';
import { translateMessage } from '@/i18n/translate';
import { loadCoreCatalog, loadPageNamespaces, showPageMessage } from './catalogs';
import { createI18n } from './create-i18n';
import { setPageI18n, translateForPage } from './page-i18n';

const startPage = async (locale: Locale) =>
  setPageI18n(createI18n(locale, NUMERALS[0], await loadCoreCatalog(locale)));

afterEach(() => setPageI18n(undefined as never));

describe("a Bengali page's contract messages", () => {
  it('shows the core ones at once, and a form rule only once its catalog is in', async () => {
    await startPage('bn');
    expect(translateForPage(PRODUCT_TEXT.contactForPricing)).toBe('দামের জন্য যোগাযোগ করুন');
    expect(translateForPage(INQUIRY_MESSAGES.emailRequired)).toBe(INQUIRY_MESSAGES.emailRequired);

    const show = vi.fn();
    showPageMessage(INQUIRY_MESSAGES.emailRequired, show);
    expect(show).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith('ইমেইল দিতে হবে'));
    expect(translateForPage(INQUIRY_MESSAGES.emailRequired)).toBe('ইমেইল দিতে হবে');
  });

  it('shows a message on an English page at once, as it is', async () => {
    await startPage('en');
    const show = vi.fn();
    showPageMessage(INQUIRY_MESSAGES.emailRequired, show);
    expect(show).toHaveBeenCalledWith(INQUIRY_MESSAGES.emailRequired);
  });
});

describe('the namespaces a page part loads', () => {
  // Each load of the translator renders every text on the page again.
  it('go into the translator in one load, and a namespace already in it in none', async () => {
    const i18n = createI18n('bn', NUMERALS[0], await loadCoreCatalog('bn'));
    const load = vi.spyOn(i18n, 'load');
    await loadPageNamespaces(i18n, ['reviews', 'messages']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(translateMessage(i18n, INQUIRY_MESSAGES.emailRequired)).toBe('ইমেইল দিতে হবে');
    await loadPageNamespaces(i18n, ['messages']);
    await loadPageNamespaces(i18n, ['pages', 'messages']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('load nothing on an English page where a namespace has no catalog', async () => {
    const i18n = createI18n('en', NUMERALS[0], await loadCoreCatalog('en'));
    const load = vi.spyOn(i18n, 'load');
    await loadPageNamespaces(i18n, ['messages']);
    expect(load).not.toHaveBeenCalled();
  });
});
