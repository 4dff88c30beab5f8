// The API answers one page is built from, each asked for once. The page's head (the features' page
// resolvers: title, description, JSON-LD) and its body (the server renderer's queries) read the same
// answer, through the routes as a public visitor would (no cookie, no token): one read of the product
// per product page, with the API's validation, views, caches and error answers.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@/i18n/locales';

type Answer = { status: number; body: string; contentType: string };

export type PageReads = {
  /** The API's JSON at `url` (e.g. "/api/products/x"): its status, and its data when 200. */
  json<T>(url: string): Promise<{ status: number; data: T | null }>;
  /** The same answers as a fetch, for the server renderer's API client. */
  fetch: typeof fetch;
};

// Asked in the page's language: answers worded on the server (a product's safety panel) come in it.
export function pageReads(app: FastifyInstance, locale: Locale): PageReads {
  const answers = new Map<string, Promise<Answer>>();
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
    if (!answer) answers.set(url, (answer = ask('GET', url)));
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
      const { status, body, contentType } = await (method === 'GET' ? read(url) : ask(method, url));
      return new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } });
    },
  };
}
