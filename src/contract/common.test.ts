import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams } from './common';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('the fallback wording for mistakes no form makes', () => {
  const Body = z.object({
    name: z.string(),
    tags: z.array(z.string()),
    address: z.object({ city: z.string().max(3) }).optional(),
    agree: z.boolean().optional(),
  });

  it('names the field and what it must be, in plain words', () => {
    expect(messages(Body, { name: 1, tags: 'x', agree: 'yes' })).toEqual([
      'name must be text',
      'tags must be a list',
      'agree must be true or false',
    ]);
    expect(messages(Body, { name: 'a', tags: [], address: { city: 'Dhaka' } })).toEqual([
      'address.city must be at most 3 characters',
    ]);
  });

  it('asks for an object when the whole body is something else', () => {
    expect(messages(Body, null)).toEqual(['The request must be a JSON object']);
    expect(messages(Body, [])).toEqual(['The request must be a JSON object']);
  });

  it('never replaces a message a schema sets itself', () => {
    expect(messages(z.string({ error: 'Please enter a comment' }), 5)).toEqual(['Please enter a comment']);
    expect(messages(idParams('Product not found'), { id: 'abc' })).toEqual(['Product not found']);
  });
});
