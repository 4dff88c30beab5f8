// Who is calling. The token comes from `Authorization: Bearer` (what the SPA sends) or the HttpOnly
// cookie set at login; either works. Routes declare what they need with requireUser/requireAdmin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '@/server/db/schema';
import { forbidden, unauthorized } from '@/server/lib/http-error';
import { findSessionUser, SESSION_COOKIE } from './sessions';

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readToken(request);
    if (!token || token.length > 200) return;
    request.sessionToken = token;
    request.user = await findSessionUser(app.db, token);
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
