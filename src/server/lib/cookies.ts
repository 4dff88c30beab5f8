// The site's few cookies: the session (auth), the chosen language and the Bengali face held
// (pages). They are read where a route asks for one, from the request's header, and set on the
// answer that carries them. A plugin parsing every request's header and looking at every answer
// for cookies to write cost 4-5 µs of a cached product's 43 (two hooks, a map per request), on the
// catalogue's reads, which carry none and set none.
import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** The request's cookie of that name, if it sent one. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

/** Sets a cookie with the answer; Fastify keeps every Set-Cookie header a reply is given. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions) {
  reply.header('set-cookie', stringifySetCookie({ name, value, ...options }));
}

/** Tells the browser to forget a cookie (set at `path`). */
export function clearCookie(reply: FastifyReply, name: string, options: Pick<CookieOptions, 'path'>) {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
