// The API reference: /api/openapi.json describes every /api call with its success and the errors it
// answers, and /api/docs shows it. Two checks keep it true: the document's own rules (a documented
// success, 400 for a body, 404 for an id in the path, 403 for a write, 429 for a limited call), and
// every call made as a guest, a buyer and an admin with input that breaks its rules, whose status
// must be one the call declares.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from '@/server/features/api-docs/openapi';
import { setupApi } from '../helpers/api';
import { bearer } from '../helpers/users';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
  'x-rate-limit'?: unknown;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** What each operation fails to declare, by the document's rules. */
function undeclared(doc: Document): string[] {
  const problems: string[] = [];
  for (const { path, method, operation } of operationsOf(doc)) {
    const name = `${method.toUpperCase()} ${path}`;
    const statuses = Object.keys(operation.responses);
    const lacks = (status: string, why: string) => {
      if (!statuses.includes(status)) problems.push(`${name}: no ${status} (${why})`);
    };
    // @fastify/swagger writes a bare "Default Response" for a route that declares nothing.
    if (!statuses.some((status) => status.startsWith('2') && operation.responses[status].content)) {
      problems.push(`${name}: no documented success`);
    }
    if (operation.requestBody) lacks('400', 'it takes a body');
    if (operation.parameters?.some((parameter) => parameter.in === 'path')) lacks('404', 'it takes an id');
    if (UNSAFE.has(method)) lacks('403', 'a cookie-signed write from another site');
    if (operation['x-rate-limit']) lacks('429', 'it is rate-limited');
  }
  return problems;
}

let doc: Document;

const t = setupApi();
const buyer = t.signUp();
const admin = t.signUpAdmin();
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

describe('GET /api/openapi.json', () => {
  it('describes the API, and only the API, from the routes themselves', () => {
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/products/{id}');
    expect(paths).toContain('/api/inquiries');
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths.filter((path) => path.startsWith('/api/docs') || path === '/api/openapi.json')).toEqual([]);
    // The contract's rules, as the server checks them.
    const login = doc.paths['/api/auth/login'].post as Operation & {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login['x-rate-limit']).toEqual({ max: 10, per: '1 minute', by: 'client address' });
  });

  it('declares, for every call, a success and each error its rules say it answers', () => {
    expect(undeclared(doc)).toEqual([]);
  });

  it('refers every error to the one error shape and marks the calls that need a signed-in caller', () => {
    const remove = doc.paths['/api/products/{id}'].delete as Operation & { security: unknown };
    expect(remove.responses['403'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    expect(remove.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect((doc.paths['/api/products/{id}'].get as { security?: unknown }).security).toBeUndefined();
    const { schemas } = (doc as Document & { components: { schemas: Record<string, unknown> } }).components;
    expect(schemas.Error).toMatchObject({ required: ['message'] });
  });

  it('answers each call only with statuses the call declares, whoever calls and whatever is sent', async () => {
    const callers = { guest: {}, buyer: bearer(buyer), admin: bearer(admin) };
    const surprises: string[] = [];
    for (const [who, headers] of Object.entries(callers)) {
      for (const { path, method, operation } of operationsOf(doc)) {
        // Logging out ends the session the next calls are made with.
        if (path === '/api/auth/logout' && who !== 'guest') continue;
        // Ids that exist nowhere, query values no filter takes, a body with none of its fields.
        const url = new URL(
          path.replace(/\{\w+\}/g, () => randomUUID()),
          'http://localhost',
        );
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query') url.searchParams.set(parameter.name, '~'.repeat(101));
        }
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: url.pathname + url.search,
          headers,
          ...(operation.requestBody ? { payload: {} } : {}),
        });
        if (!(String(response.statusCode) in operation.responses)) {
          surprises.push(`${who} ${method.toUpperCase()} ${path}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(surprises).toEqual([]);
  });

  it('finds a call that documents no answer, or not the errors its input can cause', async () => {
    const app: FastifyInstance = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    app.get('/api/bare', async () => 'no schema');
    app.post(
      '/api/things/:id',
      { schema: { params: z.object({ id: z.uuid() }), body: z.object({ name: z.string() }) } },
      async () => ({}),
    );
    await app.ready();
    expect(undeclared(app.swagger() as unknown as Document)).toEqual([
      'GET /api/bare: no documented success',
      'POST /api/things/{id}: no documented success',
      'POST /api/things/{id}: no 400 (it takes a body)',
      'POST /api/things/{id}: no 404 (it takes an id)',
      'POST /api/things/{id}: no 403 (a cookie-signed write from another site)',
    ]);
    await app.close();
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its scripts from this server, reading /api/docs/json', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/static/')).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toEqual(doc.paths);
  });
});
