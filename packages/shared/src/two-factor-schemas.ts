import * as z from 'zod/mini';

// zod/mini: the sign-in page (signed-out bundle) validates its code form with these.

/** An authenticator's 6 digits, or a recovery code (16 base32 characters, the dash optional). */
export const twoFactorCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .check(
    z.trim(),
    z.minLength(1, 'Enter the code from your authenticator app'),
    z.maxLength(32, 'That code is too long'),
  );

/** The second step of sign-in: the challenge from the first, and a code. */
export const secondFactorSignInSchema = z.object({
  challenge: z.string().check(z.minLength(1)),
  code: twoFactorCodeSchema,
});
export type SecondFactorSignInInput = z.infer<typeof secondFactorSignInSchema>;

export const twoFactorCodeFormSchema = z.object({ code: twoFactorCodeSchema });

/** Starting enrolment re-checks the password of an account that has one. */
export const startTwoFactorSchema = z.object({ currentPassword: z.optional(z.string()) });

/** The header a signed-in change (payout address, API keys) carries the code in when two-factor sign-in is on. */
export const TWO_FACTOR_HEADER = 'x-2fa-code';
