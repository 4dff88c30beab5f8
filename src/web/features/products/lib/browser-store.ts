// A JSON value kept in localStorage (spec §3, browser-side storage) that components can subscribe
// to: every component showing it, and other tabs, see a change at once.
import { useSyncExternalStore } from 'react';

export function createBrowserStore<T>(key: string, fallback: T, isValid: (value: unknown) => value is T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue = fallback;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return fallback; // storage blocked (private mode, policy)
    }
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
      cachedValue = isValid(parsed) ? parsed : fallback;
    } catch {
      cachedValue = fallback;
    }
    return cachedValue;
  };

  const write = (value: T) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or blocked storage: the change lives until the page is left.
      cachedRaw = undefined;
      cachedValue = value;
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    read,
    write,
    update: (change: (value: T) => T) => write(change(read())),
    use: () => useSyncExternalStore(subscribe, read, () => fallback),
  };
}
