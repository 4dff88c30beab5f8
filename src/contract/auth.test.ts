import { describe, expect, it } from 'vitest';
import { SignupInput } from './auth';
import { profilePhotoError } from './auth-rules';

/** The first broken rule, as the signup form says it: zod reports issues in the schema's order. */
const firstSignupError = (input: unknown) => {
  const result = SignupInput.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('SignupInput', () => {
  const valid = { fullName: 'Rahim', email: 'rahim@example.com', password: 'secret1' };

  it('accepts valid input', () => {
    expect(firstSignupError(valid)).toBeNull();
  });

  it('reports the first broken rule in the spec order', () => {
    expect(firstSignupError({ fullName: '  ', email: '', password: '' })).toBe('Full name is required');
    expect(firstSignupError({ ...valid, email: '   ', password: '' })).toBe('Email is required');
    expect(firstSignupError({ ...valid, email: 'rahim@', password: '' })).toBe('Invalid email format');
    expect(firstSignupError({ ...valid, email: 'rahim example.com' })).toBe('Invalid email format');
    expect(firstSignupError({ ...valid, password: '' })).toBe('Password is required');
    expect(firstSignupError({ ...valid, password: '12345' })).toBe('Password must be at least 6 characters');
  });
});

describe('profilePhotoError', () => {
  it('asks for a file, an image, and under 5MB', () => {
    expect(profilePhotoError(null)).toBe('No file selected');
    expect(profilePhotoError({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
    expect(profilePhotoError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe(
      'Image size should be less than 5MB',
    );
    expect(profilePhotoError({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
  });
});
