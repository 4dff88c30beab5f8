// Who is calling. The token comes from `Authorization: Bearer` (what the SPA sends) or the HttpOnly
// cookie set at login; either works. Routes declare what they need with requireUser/requireAdmin.
// An unsafe call signed in by the cookie alone must come from the site's own pages (lib/same-origin).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '@/server/db/schema';
import { cookieOf } from '@/server/lib/cookies';
import { forbidden, unauthorized } from '@/server/lib/http-error';
import { CROSS_SITE_MESSAGE, canonicalOrigin, comesFromSite, UNSAFE_METHODS } from '@/server/lib/same-origin';
import { findSessionUser, SESSION_COOKIE } from './sessions';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export function readToken(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return { token, from: 'bearer' };
  }
  const cookie = cookieOf(request, SESSION_COOKIE);
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = canonicalOrigin(app.config.publicUrl);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  async function identify(request: FastifyRequest, found: { token: string; from: 'bearer' | 'cookie' }) {
    request.sessionToken = found.token;
    request.user = await findSessionUser(app.db, found.token);
    // Only a session that the cookie proved: a guest (no session, or a stale cookie) posts comments
    // and inquiries from anywhere as before, and a Bearer token is something no other page can send.
    if (request.user && found.from === 'cookie' && UNSAFE_METHODS.has(request.method)) {
      const ownOrigin = canonicalOrigin(`${request.protocol}://${request.host}`);
      if (!comesFromSite(request.headers, [publicOrigin, ownOrigin])) throw forbidden(CROSS_SITE_MESSAGE);
    }
  }
  // A callback hook: a visitor without a token (most of the catalogue's readers) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const found = readToken(request);
    if (!found || found.token.length > 200) return done();
    identify(request, found).then(() => done(), done);
  });
});

export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}

export const isAdmin = (request: FastifyRequest) => request.user?.role === 'admin';
