// The quote basket of a signed-in buyer (DESIGN.md §5): read and replaced whole. A guest's basket
// lives in the browser and never reaches these calls; the client merges it in after login.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { QuoteBasketInput, StoredQuoteBasketSchema } from '@/contract/basket';
import { requireUser } from '@/server/features/auth';
import { errorAnswers } from '@/server/lib/error-answers';
import { readBasket, saveBasket } from './basket-repository';

export default async function quoteBasketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/basket',
    {
      preValidation: requireUser,
      schema: { response: { 200: StoredQuoteBasketSchema, ...errorAnswers(401) } },
    },
    async (request) => readBasket(app.db, request.user!.id),
  );

  app.put(
    '/basket',
    {
      preValidation: requireUser,
      schema: {
        body: QuoteBasketInput,
        response: { 200: StoredQuoteBasketSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => saveBasket(app.db, request.user!.id, request.body),
  );
}
