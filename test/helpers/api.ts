// The set-up every API test file uses: one app on a fresh database for the file (started before its
// first test, closed after its last), and the signed-in callers the tests need. Call it at the top
// of the file (or of a describe block that needs an app of its own):
//
//   const t = setupApi();                           // createTestApp() with the defaults
//   const admin = t.signUpAdmin();                  // an admin, signed in before the first test
//   const user = t.signUp({ fullName: 'Karim' });   // an ordinary account, likewise
//
//   it('lists the posts', async () => {
//     const response = await t.call('GET', '/api/careers', admin);   // or null for a guest
//     expect(response.statusCode).toBe(200);
//     await t.app.inject({ method: 'GET', url: '/api/careers' });     // the app itself
//   });
//
// Another configuration: pass how to start the app, e.g. `setupApi(() => createTestApp({ smtpUrl:
// smtp.url }))` or `setupApi(() => createRenderingTestApp())`; it runs in the file's first hook, so
// it may use what an earlier `beforeAll` started. A test that needs a second app of its own (rate
// limits on, a log stream) still calls createTestApp and closes it itself.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestApp, type TestApp } from './app';
import { bearer, signUp, signUpAdmin, type TestUser } from './users';

type SignUpOverrides = Parameters<typeof signUp>[1];
type Method = NonNullable<InjectOptions['method']>;

export type ApiFixture = {
  /** The file's app; read it inside tests and hooks, not while the file is being collected. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /**
   * An ordinary account signed up before the file's first test. The object is filled in then,
   * so keep it in a const and read its fields inside tests.
   */
  signUp(overrides?: SignUpOverrides): TestUser;
  /** An admin signed up before the file's first test (filled in as signUp's). */
  signUpAdmin(overrides?: SignUpOverrides): TestUser;
  /** A request as `who` (its Bearer token), or as a guest with null. */
  call(
    method: Method,
    url: string,
    who?: TestUser | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
};

export function setupApi(start: () => Promise<TestApp> = () => createTestApp()): ApiFixture {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());

  const running = () => {
    if (!started)
      throw new Error('the API fixture is read before its beforeAll ran: read t.app inside a test');
    return started;
  };
  const signedUpBeforeAll = (create: (app: FastifyInstance) => Promise<TestUser>) => {
    const user = {} as TestUser;
    beforeAll(async () => {
      Object.assign(user, await create(running().app));
    });
    return user;
  };

  return {
    get app() {
      return running().app;
    },
    get database() {
      return running().database;
    },
    signUp: (overrides) => signedUpBeforeAll((app) => signUp(app, overrides)),
    signUpAdmin: (overrides) => signedUpBeforeAll((app) => signUpAdmin(app, overrides)),
    call: (method, url, who = null, payload = undefined) =>
      running().app.inject({
        method,
        url,
        headers: who ? bearer(who) : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
