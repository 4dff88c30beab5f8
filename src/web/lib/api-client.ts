// The one way the browser talks to the API (spec §7): base path /api, credentials, the bearer token
// from local storage, JSON Accept header and a 10-second timeout. Errors become ApiError, whose
// message is the server's own when it sent one.
export const TOKEN_KEY = 'token';
export const REQUEST_TIMEOUT_MS = 10_000;
export const NO_RESPONSE_MESSAGE = 'Cannot connect to server. Please check your internet connection.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** 0 when no response arrived (offline, timeout). */
    readonly status: number,
    readonly serverMessage?: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** What JSON keeps of it: a server-rendered page hands its "not found" answers to the browser. */
  toJSON() {
    return { message: this.message, status: this.status, serverMessage: this.serverMessage };
  }
}

export const tokenStore = {
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

type Query = Record<string, string | number | boolean | undefined | null>;
type Options = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  language?: string;
};

// Listeners told when the server says the session is gone, so the app can drop it.
const unauthorizedListeners = new Set<() => void>();
export const onUnauthorized = (listener: () => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};

// How requests leave. In the browser this is fetch; the server, rendering a page, answers them itself
// (src/server/features/site/page-renderer.ts) so a page's data comes from the same routes.
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (next: typeof fetch) => {
  transport = next;
};

function buildUrl(path: string, query?: Query) {
  // Only the path and query are used; the base just lets URL parse it (also where there is no window).
  const url = new URL(`/api${path}`, 'http://site.invalid');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function request<T>(
  method: string,
  path: string,
  { query, body, signal, keepalive, language }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server answers its messages in the page's language (src/server/i18n/request-locale.ts); the
  // server rendering a page has no document and names the page's language itself.
  const lang = language ?? (typeof document !== 'undefined' ? document.documentElement.lang : '');
  if (lang) headers['Accept-Language'] = lang;
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      // A call that must outlive the page it was made on (a language choice just before a page load).
      ...(keepalive ? { keepalive: true } : {}),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0);
  }

  const data = response.status === 204 ? null : await response.json().catch(() => null);
  // Careers and contact answer { success: false } for failures (spec §7).
  if (!response.ok || data?.success === false) {
    const serverMessage = typeof data?.message === 'string' ? data.message : undefined;
    if (response.status === 401 && token) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(serverMessage ?? response.statusText, response.status, serverMessage, data?.errors);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal, language?: string) =>
    request<T>('GET', path, { query, signal, language }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown, options: { keepalive?: boolean } = {}) =>
    request<T>('PUT', path, { body, ...options }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The text to show for a failed call: the server's message, else the spec's fallback for it. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status === 0 ? NO_RESPONSE_MESSAGE : fallback);
  return fallback;
}
