import { describe, expect, it } from 'vitest';
import { ChangePasswordInput, PASSWORD_MAX, PasswordResetInput, SignupInput } from './auth';
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

describe('passwords and reset tokens', () => {
  const firstError = (schema: typeof ChangePasswordInput | typeof PasswordResetInput, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0].message;
  };

  it('keeps a password as typed, spaces included, and refuses one that is too long', () => {
    expect(
      SignupInput.parse({ fullName: 'Rahim', email: 'rahim@example.com', password: ' secret 1 ' }).password,
    ).toBe(' secret 1 ');
    expect(
      firstSignupError({
        fullName: 'Rahim',
        email: 'rahim@example.com',
        password: 'x'.repeat(PASSWORD_MAX + 1),
      }),
    ).toBe(`Password must be at most ${PASSWORD_MAX} characters`);
  });

  it('asks for the current password, and calls an impossibly long one wrong', () => {
    expect(firstError(ChangePasswordInput, { currentPassword: '', newPassword: 'secret1' })).toBe(
      'Current password is required',
    );
    expect(
      firstError(ChangePasswordInput, {
        currentPassword: 'x'.repeat(PASSWORD_MAX + 1),
        newPassword: 'secret1',
      }),
    ).toBe('Current password is incorrect');
  });

  it('calls a missing, empty or overlong reset token an invalid link', () => {
    const invalid = 'This password reset link is invalid or has expired. Please ask for a new one.';
    for (const token of [undefined, '', 'x'.repeat(201)])
      expect(firstError(PasswordResetInput, { token, newPassword: 'secret1' })).toBe(invalid);
    expect(firstError(PasswordResetInput, { token: 'x'.repeat(43), newPassword: 'secret1' })).toBeNull();
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
