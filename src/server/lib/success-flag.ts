// The careers, contact and inquiries calls answer { success, ... } (spec §7), their failures too:
// { success: false, message, errors? }. Those features register this on their own routes; every
// other failure keeps the plain { message, errors? } of the error handler.
import type { FastifyInstance } from 'fastify';

// The features above, by their paths under /api; keep in step with the features calling flagFailures.
const FLAGGED_PATHS = /^\/api\/(careers|contact|inquiries)(?:[/?]|$)/i;

/**
 * A failure's body, with the flag where the URL's feature answers with one: for the answers no
 * feature's hook sees, a path the router cannot take (/api/careers/%FF) or one no route matches.
 */
export const failureBody = <T extends object>(url: string, body: T) =>
  FLAGGED_PATHS.test(url) ? { success: false as const, ...body } : body;

export function flagFailures(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return payload;
    }
    return { success: false, ...payload };
  });
}
