// The careers, contact and inquiries calls answer { success, ... } (spec §7), their failures too:
// { success: false, message, errors? }. Those features register this on their own routes; every
// other failure keeps the plain { message, errors? } of the error handler.
import type { FastifyInstance } from 'fastify';

export function flagFailures(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return payload;
    }
    return { success: false, ...payload };
  });
}
