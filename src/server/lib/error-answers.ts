// The error answers a route declares beside its success, all in the contract's one error shape
// ({ message, errors? }, with success:false on the careers, contact and inquiry calls): the OpenAPI
// document (/api/openapi.json) lists them, and the response serializer checks each answer against
// its status's schema. `response: { 200: ProductSchema, ...errorAnswers(401, 403, 404) }`.
// test/api/openapi.test.ts fails when a route answers a status it does not declare.
import { ErrorSchema } from '@/contract/common';

const WHEN = {
  400: 'The request breaks a rule: `message` is the first one broken, `errors` names each field.',
  401: 'Not signed in ("Please login first").',
  403: 'Signed in without the right to this call, or a write signed in by the session cookie alone that comes from another site.',
  404: 'Nothing of that id (an id that cannot exist is not found either).',
  409: 'The call conflicts with the current state (already done, superseded, taken).',
  410: 'What the link opened is no longer given (the link has expired).',
  413: 'An uploaded file or the request is too large.',
  415: 'An uploaded file is not of an accepted type, or the request is not of the expected content type.',
  429: 'Too many requests from this address: wait and try again.',
} as const;

export type ErrorStatus = keyof typeof WHEN;

// One named schema, which the document lists once (components.schemas.Error) and each answer refers to.
const ApiError = ErrorSchema.meta({ id: 'Error' });

type ErrorAnswer = { description: string; content: { 'application/json': { schema: typeof ApiError } } };

/** The error shape under each of `statuses`, described for the reference. */
export function errorAnswers<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: ErrorAnswer } {
  const answer = (status: ErrorStatus): ErrorAnswer => ({
    description: WHEN[status],
    content: { 'application/json': { schema: ApiError } },
  });
  return Object.fromEntries(statuses.map((status) => [status, answer(status)])) as {
    [K in S[number]]: ErrorAnswer;
  };
}
