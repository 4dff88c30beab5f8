// The account's language in the browser: the switcher's save goes to PUT /api/me/language with
// keepalive only when someone is signed in, and after login the site moves only when the account's
// language differs from the page's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport, tokenStore } from '@/web/lib/api-client';
import { goToAccountLanguage, saveAccountLanguage } from './account-language';

const calls: { url: string; init: RequestInit }[] = [];
setApiTransport(async (input, init) => {
  calls.push({ url: String(input), init: init ?? {} });
  return new Response(JSON.stringify({ language: 'bn', message: 'Language saved' }), { status: 200 });
});

afterEach(() => {
  calls.length = 0;
  tokenStore.clear();
  vi.restoreAllMocks();
});

describe('saveAccountLanguage', () => {
  it('saves the choice to the signed-in account with a request that outlives the page', async () => {
    tokenStore.set('a-token');
    saveAccountLanguage('bn');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/me/language');
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.keepalive).toBe(true);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ language: 'bn' });
  });

  it('sends nothing for a guest', async () => {
    saveAccountLanguage('bn');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});

describe('goToAccountLanguage', () => {
  it('stays when the account has no language or the page is already in it', () => {
    window.history.replaceState(null, '', '/login');
    expect(goToAccountLanguage(undefined, '/')).toBe(false);
    expect(goToAccountLanguage('en', '/')).toBe(false);
  });

  it('loads the page in the account language and remembers it', () => {
    window.history.replaceState(null, '', '/login');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(goToAccountLanguage('bn', '/')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/bn');
    expect(document.cookie).toContain('lang=bn');
  });
});
