import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().min(1, 'Email is required').regex(/@/, 'Please enter a valid email address'),
});

describe('fieldErrors', () => {
  it('gives the first message of each invalid field', () => {
    expect(fieldErrors(schema, { name: ' ', email: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
    expect(fieldErrors(schema, { name: 'A', email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('is empty for valid values', () => {
    expect(fieldErrors(schema, { name: 'A', email: 'a@b.co' })).toEqual({});
  });
});
