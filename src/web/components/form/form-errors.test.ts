import { describe, expect, it } from 'vitest';
import { errorPaths, firstMessage } from './form-errors';

// The shape react-hook-form gives: leaves carry message/type/ref, lists and groups nest them.
const errors = {
  message: { type: 'too_small', message: 'Message is required', ref: {} },
  requirements: { root: { type: 'custom', message: 'At least one requirement is required' } },
  salary: { max: { type: 'custom', message: 'Minimum salary must be less than maximum salary' } },
  specifications: [undefined, { value: { type: 'server', message: 'Value is required' } }],
};

describe('errorPaths', () => {
  it('lists the broken fields in the order reported, nested ones by their dotted path', () => {
    expect(errorPaths(errors)).toEqual([
      'message',
      'requirements.root',
      'salary.max',
      'specifications.1.value',
    ]);
    expect(errorPaths({})).toEqual([]);
  });
});

describe('firstMessage', () => {
  it('gives the first message at or under a node', () => {
    expect(firstMessage(errors)).toBe('Message is required');
    expect(firstMessage(errors.requirements)).toBe('At least one requirement is required');
    expect(firstMessage(errors.specifications)).toBe('Value is required');
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
