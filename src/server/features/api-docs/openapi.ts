// The OpenAPI document of the JSON API, made by @fastify/swagger from the routes' own zod schemas
// (the type provider turns them into JSON Schema: inputs as accepted, answers as sent), so the
// reference cannot drift from what the server validates and answers. Registered before the routes,
// whose registration it watches. Only /api is described: pages, /media and /metrics are not the API.
import { STATUS_CODES } from 'node:http';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { COMPANY } from '@/contract/site';
import { SESSION_COOKIE } from '@/server/features/auth';

const DESCRIPTION = `The JSON API behind the ${COMPANY.shortName} catalogue: the site's own pages call it.

- **Signing in.** \`POST /api/auth/login\` answers a \`token\`: send it as \`Authorization: Bearer <token>\`. The
  same token is set as the HttpOnly \`${SESSION_COOKIE}\` cookie; a write (POST, PUT, PATCH, DELETE) signed in by
  the cookie alone must come from the site's own pages.
- **Errors** are \`{ message, errors? }\` (\`errors\`: \`[{ path, message }]\`, one per field); the careers, contact and
  inquiry calls add \`success: false\`. Each call lists the errors it answers. Besides those, any call with a body
  answers 413 when the body is over 1 MB and 415 when it is not JSON (or multipart where a file is uploaded).
- **Language.** \`Accept-Language: bn\` gets every \`message\` in Bengali.
- **Limits.** Calls with \`x-rate-limit\` are limited per client address and answer 429 past it.`;

/** Every call that declares 401 needs a signed-in caller, by either of the two ways. */
const SIGNED_IN: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

// Calls are grouped by what they are about: /api/products/... under "products", and the admin's
// and the signed-in buyer's own calls (/api/admin/users, /api/me/inquiries) by the thing after.
const GROUPS: Record<string, string> = { health: 'operations', ready: 'operations', language: 'auth' };
function tagOf(url: string) {
  const [first, second] = url.split('/').slice(2);
  const tag = (first === 'admin' || first === 'me') && second ? second : first;
  return GROUPS[tag] ?? tag;
}

type RateLimit = { max: number; timeWindow: string };
const rateLimitOf = (route: RouteOptions) =>
  (route.config as { rateLimit?: RateLimit } | undefined)?.rateLimit;

const transform: SwaggerTransform = (document) => {
  if (!document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
  const transformed = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const { url } = transformed;
  const schema = transformed.schema ?? {};
  const declared = document.route.schema?.response as Record<string, unknown> | undefined;
  const rateLimit = rateLimitOf(document.route);
  // Errors come described (lib/error-answers.ts); any other answer by its status's name.
  const answers = Object.entries((schema.response ?? {}) as Record<string, object>).map(
    ([status, answer]) => [status, { description: STATUS_CODES[status], ...answer }],
  );
  return {
    url,
    schema: {
      ...schema,
      response: Object.fromEntries(answers),
      tags: [tagOf(url)],
      ...(declared && '401' in declared ? { security: SIGNED_IN } : {}),
      ...(rateLimit
        ? { 'x-rate-limit': { max: rateLimit.max, per: rateLimit.timeWindow, by: 'client address' } }
        : {}),
    },
  };
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      // The API has one version; its paths carry none.
      info: { title: `${COMPANY.shortName} API`, version: '1', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from login or signup.' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform,
    // The schemas named in zod's registry (the error shape) become components the answers refer to.
    transformObject: jsonSchemaTransformObject,
  });
}
