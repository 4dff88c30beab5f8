// Passwords (DESIGN.md §6): change it while signed in, or ask for a mailed link and set a new one
// through it. Asking answers the same whether or not the address has an account.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChangePasswordInput, PasswordResetInput, PasswordResetRequestInput } from '@/contract/auth';
import { MessageSchema } from '@/contract/common';
import { PASSWORD_MESSAGES } from '@/contract/password-rules';
import { requestLocale } from '@/server/i18n/request-locale';
import { errorAnswers } from '@/server/lib/error-answers';
import { keyedRateLimit } from '@/server/lib/keyed-rate-limit';
import { newPasswordHash, setPassword } from './change-password';
import { requireUser } from './guards';
import { hashPassword } from './password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

// Per client address: enough for a person who mistypes, far too few for password guessing.
const guessRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
// Per client address: each request may send a mail, so fewer than a sign-in's.
const resetRequestRateLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };

export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Per e-mail address, from any client: one inbox gets at most 3 links an hour. Counted for every
  // address alike, so a 429 says nothing about an account either.
  const resetsPerAddress = keyedRateLimit(app, {
    max: 3,
    timeWindow: '1 hour',
    key: (request) => `password-reset:${(request.body as PasswordResetRequestInput).email}`,
  });

  app.post(
    '/auth/password',
    {
      config: guessRateLimit,
      preValidation: requireUser,
      schema: {
        body: ChangePasswordInput,
        response: { 200: MessageSchema, ...errorAnswers(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = request.user!;
      const passwordHash = await newPasswordHash(user, request.body);
      // The session making the change stays signed in.
      await app.db.transaction((tx) => setPassword(tx, user.id, passwordHash, request.sessionToken));
      return { message: PASSWORD_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: resetRequestRateLimit,
      preHandler: resetsPerAddress,
      schema: {
        body: PasswordResetRequestInput,
        response: { 200: MessageSchema, ...errorAnswers(400, 403, 429) },
      },
    },
    async (request) => {
      await app.db.transaction((tx) =>
        requestPasswordReset(tx, {
          email: request.body.email,
          locale: requestLocale(request),
          publicUrl: app.config.publicUrl,
          tokenSecret: app.config.tokenSecret,
        }),
      );
      app.mail.wake();
      return { message: PASSWORD_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: guessRateLimit,
      schema: {
        body: PasswordResetInput,
        response: { 200: MessageSchema, ...errorAnswers(400, 403, 429) },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction((tx) => resetPassword(tx, request.body.token, passwordHash));
      return { message: PASSWORD_MESSAGES.passwordReset };
    },
  );
}
