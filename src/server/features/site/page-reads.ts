// The API answers one page is built from, each asked for once. The page's head (the features' page
// resolvers: title, description, JSON-LD) and its body (the server renderer's queries) read the same
// answer, through the routes as a public visitor would (no cookie, no token): one read of the product
// per product page, with the API's validation, views, caches and error answers. They also note which
// products the page shows, so that an edit leaving a product in its place in the lists (a price)
// forgets only the pages showing it, and whether it read a search or products named alike, so that
// an edit of a product's words or name forgets besides only the pages that may find it by them
// (html-cache.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@/i18n/locales';

type Answer = { status: number; body: string; contentType: string };

export type PageReads = {
  /** The API's JSON at `url` (e.g. "/api/products/x"): its status, and its data when 200. */
  json<T>(url: string): Promise<{ status: number; data: T | null }>;
  /** The same answers as a fetch, for the server renderer's API client. */
  fetch: typeof fetch;
  /**
   * The ids of the products the answers read so far show; null when one of them may show something
   * of any product (an answer other than a product's, a catalogue list's or the categories').
   */
  shows(): string[] | null;
  /** Whether an answer read was a search, which an edit of a product's words may change. */
  searches(): boolean;
  /**
   * Whether an answer read was a product's related products, among them the products named alike,
   * which a product's new name may change.
   */
  namesAlike(): boolean;
};

/** What a list at `url` finds products by: words (a search), names (related products). */
function listFinds(url: string) {
  const [path, query = ''] = url.split('?');
  if (path !== '/api/products') return { words: false, names: false };
  const params = new URLSearchParams(query);
  return { words: Boolean(params.get('q')?.trim()), names: params.has('relatedTo') };
}

/**
 * The products an answer at `url` shows, as far as an edit in place can change it: a product's own
 * answer, a list's products; the categories' counts and a product's reviews none (such an edit
 * changes neither). Null for any other answer.
 */
function productsShown(url: string, { status, body }: Answer): string[] | null {
  const path = url.split('?')[0];
  if (path === '/api/products/categories' || path.startsWith('/api/comments/product/')) return [];
  const isList = path === '/api/products';
  if (!isList && !/^\/api\/products\/[^/]+$/.test(path)) return null;
  if (status !== 200) return [];
  try {
    const data = JSON.parse(body) as { _id: string } | { products: { _id: string }[] };
    return 'products' in data ? data.products.map((product) => product._id) : [data._id];
  } catch {
    return null;
  }
}

// Asked in the page's language: answers worded on the server (a product's safety panel) come in it.
export function pageReads(app: FastifyInstance, locale: Locale): PageReads {
  const answers = new Map<string, Promise<Answer>>();
  let shown: Set<string> | null = new Set();
  let searched = false;
  let named = false;
  const note = (url: string, answer: Answer) => {
    const finds = listFinds(url);
    searched ||= finds.words;
    named ||= finds.names;
    if (!shown) return;
    const ids = productsShown(url, answer);
    if (ids) for (const id of ids) shown.add(id);
    else shown = null;
  };
  const ask = (method: string, url: string): Promise<Answer> =>
    app
      .inject({
        method: method as 'GET',
        url,
        headers: { accept: 'application/json', 'accept-language': locale },
      })
      .then((response) => ({
        status: response.statusCode,
        body: response.payload,
        contentType: String(response.headers['content-type'] ?? 'application/json'),
      }));
  const read = (url: string) => {
    let answer = answers.get(url);
    if (!answer) {
      answer = ask('GET', url).then((got) => {
        note(url, got);
        return got;
      });
      answers.set(url, answer);
    }
    return answer;
  };
  return {
    async json<T>(url: string) {
      const { status, body } = await read(url);
      return { status, data: status === 200 ? (JSON.parse(body) as T) : null };
    },
    async fetch(input, init) {
      const method = init?.method ?? 'GET';
      const url = String(input);
      if (method !== 'GET') shown = null;
      const { status, body, contentType } = await (method === 'GET' ? read(url) : ask(method, url));
      return new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } });
    },
    shows: () => (shown ? [...shown] : null),
    searches: () => searched,
    namesAlike: () => named,
  };
}
