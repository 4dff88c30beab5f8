import { describe, expect, it } from 'vitest';
import { findTextProblem } from './request-text';

describe('findTextProblem', () => {
  it('finds a NUL in a value or a key at any position', () => {
    expect(findTextProblem({ a: ['x', { b: 'y\u0000' }] })).toBe('nul');
    expect(findTextProblem({ 'k\u0000': 1 })).toBe('nul');
    expect(findTextProblem({ a: ['x', { b: 'y' }], n: 1, z: null })).toBeNull();
  });

  it('walks hostile nesting without recursion and reports it as too deep', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findTextProblem(deep)).toBe('too-deep');
  });

  it('allows nesting up to the limit', () => {
    expect(findTextProblem([[['x']]], 3)).toBeNull();
    expect(findTextProblem([[[['x']]]], 3)).toBe('too-deep');
  });
});
