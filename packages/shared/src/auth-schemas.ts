import * as z from 'zod/mini';
import { MSG } from './messages';
import { ACCOUNT_ROLES } from './constants';

// zod/mini, not zod: the signed-out pages validate their forms with these schemas, and classic zod would be a
// third of that page's script (docs/benchmarks.md, issue 36). The server composes them with classic schemas as
// any other (both are zod 4 core types).

const email = z
  .string({ error: MSG.emailRequired })
  .check(z.trim(), z.minLength(1, MSG.emailRequired), z.email(MSG.invalidEmail));

/** The registration password rule (also used by password reset). */
export const newPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .check(
    z.minLength(1, MSG.passwordRequired),
    z.minLength(8, MSG.passwordMin8),
    z.regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, MSG.passwordComplexity),
  );

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: MSG.passwordRequired })
    .check(z.minLength(1, MSG.passwordRequired), z.minLength(6, MSG.passwordMin6)),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPasswordSchema,
  walletAddress: z.optional(z.string().check(z.trim())),
  /** Signing up from a team invitation: the person joins that team and gets no merchant account of their own. */
  inviteToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type RegisterInput = z.infer<typeof registerSchema>;

const confirmPassword = z
  .string({ error: MSG.confirmPasswordRequired })
  .check(z.minLength(1, MSG.confirmPasswordRequired));
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    message: MSG.passwordsMustMatch,
    path: ['confirmPassword'],
  },
);

export const registerFormSchema = z
  .object({ email, password: newPasswordSchema, confirmPassword })
  .check(passwordsMatch);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().check(z.minLength(1, 'Reset token is required')),
  password: newPasswordSchema,
});
export const resetPasswordFormSchema = z.object({ password: newPasswordSchema, confirmPassword }).check(passwordsMatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resendVerificationSchema = z.object({ email });
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

export const verifyEmailSchema = z.object({ token: z.string().check(z.minLength(1, MSG.noVerificationToken)) });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .check(z.minLength(1, 'Enter your current password')),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export const changePasswordFormSchema = z
  .object({ currentPassword: changePasswordSchema.shape.currentPassword, password: newPasswordSchema, confirmPassword })
  .check(passwordsMatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** A new sign-in address, confirmed by a link sent to it; the current password when the account has one. */
export const changeEmailSchema = z.object({ newEmail: email, currentPassword: z.optional(z.string()) });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
export const confirmEmailChangeSchema = z.object({
  token: z.string().check(z.minLength(1, 'Confirmation token is required')),
});

/** A named API key: what it is for, and what it may do (at most its maker's role). */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: 'Name the key' })
    .check(z.trim(), z.minLength(1, 'Name the key'), z.maxLength(60, 'At most 60 characters')),
  role: z.enum(ACCOUNT_ROLES, { error: 'Choose what the key may do' }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The reset page checks its link when it opens. */
export const checkResetTokenSchema = z.object({ token: resetPasswordSchema.shape.token });
