import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AuthResultSchema,
  fullNameField,
  LoginInput,
  SignupInput,
  UserSchema,
} from '@/contract/auth';
import { MessageSchema } from '@/contract/common';
import { AVATAR_MAX_BYTES } from '@/contract/media';
import { LanguageInput, LanguageResultSchema, USER_MESSAGES } from '@/contract/users';
import { localeFromAcceptLanguage } from '@/i18n/locales';
import { productsReviewedBy, publishReviewerChange } from '@/server/features/comments';
import { removeUnusedMedia } from '@/server/features/media';
import { afterCommit } from '@/server/lib/after-commit';
import { clearCookie, setCookie } from '@/server/lib/cookies';
import { errorAnswers } from '@/server/lib/error-answers';
import { badRequest, payloadTooLarge, unauthorized } from '@/server/lib/http-error';
import { readMultipart, uploadRoutes } from '@/server/lib/multipart';
import { findUserByEmail, updateUser } from './auth-repository';
import { requireUser } from './guards';
import { hashPassword, verifyPassword } from './password';
import { createSession, revokeSession, SESSION_COOKIE, SESSION_DAYS } from './sessions';
import { signUp } from './sign-up';
import { updateProfile } from './update-profile';
import { toUser } from './user-view';

// Per client address: enough for a person who mistypes, far too few for password guessing.
const authRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    setCookie(reply, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.production,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });

  app.post(
    '/auth/signup',
    {
      config: authRateLimit,
      schema: { body: SignupInput, response: { 201: AuthResultSchema, ...errorAnswers(400, 403, 409, 429) } },
    },
    async (request, reply) => {
      const { fullName, email, password } = request.body;
      const passwordHash = await hashPassword(password);
      // The language of the page the account was made on (its Accept-Language), when it said one.
      const language = localeFromAcceptLanguage(request.headers['accept-language']) ?? null;
      const { user, token } = await app.db.transaction(async (tx) => {
        const account = await signUp(tx, { fullName, email, passwordHash, language });
        // A staff recipient's address that now has an account is written to in its language.
        await app.changes.publish(tx, { kind: 'staff' });
        return account;
      });
      await afterCommit(
        request.log,
        'signup notification',
        () =>
          app.notifications.notifyAdmins({
            kind: 'newAccount',
            params: { name: fullName, email },
            subjectUserId: user.id,
          }),
        { userId: user.id },
      );
      setSessionCookie(reply, token);
      return reply.status(201).send({ ...toUser(user), token, message: AUTH_MESSAGES.accountCreated });
    },
  );

  app.post(
    '/auth/login',
    {
      config: authRateLimit,
      schema: { body: LoginInput, response: { 200: AuthResultSchema, ...errorAnswers(400, 403, 429) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        throw badRequest(AUTH_MESSAGES.invalidCredentials);
      }
      const token = await createSession(app.db, user.id);
      setSessionCookie(reply, token);
      return { ...toUser(user), token, message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.get(
    '/auth/check',
    { preValidation: requireUser, schema: { response: { 200: UserSchema, ...errorAnswers(401) } } },
    async (request) => toUser(request.user!),
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: MessageSchema, ...errorAnswers(403) } } },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken);
      clearCookie(reply, SESSION_COOKIE, { path: '/' });
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.put(
    '/me/language',
    {
      preValidation: requireUser,
      schema: {
        body: LanguageInput,
        response: { 200: LanguageResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { language } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const user = await updateUser(tx, request.user!.id, { language, updatedAt: new Date() });
        // Staff alerts are written in their recipient's language.
        if (user) await app.changes.publish(tx, { kind: 'staff' });
        return user;
      });
      if (!updated) throw unauthorized();
      return { language, message: USER_MESSAGES.languageSaved };
    },
  );

  await uploadRoutes(app, (uploads) => {
    uploads.put(
      '/auth/update-profile',
      {
        preValidation: requireUser,
        schema: {
          response: {
            200: UserSchema.extend({ message: z.string() }),
            ...errorAnswers(400, 401, 403, 413, 415),
          },
        },
      },
      async (request) => {
        const form = await readMultipart(request, {
          profilePic: {
            maxBytes: AVATAR_MAX_BYTES,
            tooLargeMessage: AUTH_MESSAGES.imageTooLarge,
            maxCount: 1,
          },
        });
        if (form.oversized.profilePic) throw payloadTooLarge(form.oversized.profilePic);
        const file = form.files.profilePic?.[0];
        const rawName = form.field('fullName');
        if (!file && rawName === undefined) throw badRequest(AUTH_MESSAGES.noFile, 'profilePic');

        let fullName: string | undefined;
        if (rawName !== undefined) {
          const parsed = fullNameField.safeParse(rawName);
          if (!parsed.success) throw badRequest(parsed.error.issues[0].message, 'fullName');
          fullName = parsed.data;
        }
        const updated = await app.db.transaction(async (tx) => {
          const user = await updateProfile(tx, request.user!.id, { fullName, picture: file?.buffer });
          // Reviews show their writer's name from the account.
          if (fullName !== undefined)
            await publishReviewerChange(tx, app.changes, await productsReviewedBy(tx, request.user!.id));
          return user;
        });
        const previous = request.user!.profilePic;
        if (file && previous && previous.asset !== updated.profilePic?.asset) {
          await afterCommit(request.log, 'removing a replaced profile picture', () =>
            app.db.transaction((tx) => removeUnusedMedia(tx, app.changes, [previous.asset])),
          );
        }
        return { ...toUser(updated), message: AUTH_MESSAGES.profileUpdated };
      },
    );
  });
}
