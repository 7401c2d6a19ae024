import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginSchema,
  newPasswordSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
} from './auth-schemas';
import { MSG } from './messages';

/** The first message per field, as the forms show it. */
function firstMessages(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

// The auth schemas are zod/mini (the signed-out pages' script stays small); the spec's messages must stay word for word.
describe('auth schemas', () => {
  it('gives the spec messages for missing and malformed sign-in fields', () => {
    expect(firstMessages(loginSchema, {})).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
    expect(firstMessages(loginSchema, { email: '  ', password: '' })).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(firstMessages(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: MSG.invalidEmail,
      password: MSG.passwordMin6,
    });
    expect(loginSchema.parse({ email: ' a@example.com ', password: '123456' })).toEqual({
      email: 'a@example.com',
      password: '123456',
    });
  });

  it('applies the new-password rule in order: required, 8 characters, then complexity', () => {
    expect(firstMessages(newPasswordSchema, '')).toEqual({ '': MSG.passwordRequired });
    expect(firstMessages(newPasswordSchema, 'Ab1')).toEqual({ '': MSG.passwordMin8 });
    expect(firstMessages(newPasswordSchema, 'abcdefgh1')).toEqual({ '': MSG.passwordComplexity });
    expect(z.safeParse(newPasswordSchema, 'Abcdefg1').success).toBe(true);
  });

  it('reports mismatched passwords on the confirmation field', () => {
    expect(
      firstMessages(registerFormSchema, { email: 'a@example.com', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }),
    ).toEqual({
      confirmPassword: MSG.passwordsMustMatch,
    });
    expect(firstMessages(resetPasswordFormSchema, { password: 'Abcdefg1', confirmPassword: '' })).toEqual({
      confirmPassword: MSG.confirmPasswordRequired,
    });
  });

  it('composes with classic zod schemas, as the server does', () => {
    const withName = z.object({ email: loginSchema.shape.email, name: z.string() });
    expect(withName.parse({ email: 'A@example.com ', name: 'x' })).toEqual({ email: 'A@example.com', name: 'x' });
    expect(registerSchema.parse({ email: 'a@example.com', password: 'Abcdefg1', walletAddress: ' w ' })).toEqual({
      email: 'a@example.com',
      password: 'Abcdefg1',
      walletAddress: 'w',
    });
  });
});
