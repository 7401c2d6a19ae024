import { z } from 'zod';
import { MSG } from './messages';

const email = z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).email(MSG.invalidEmail);

/** The registration password rule (also used by password reset). */
export const newPasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(8, MSG.passwordMin8)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, MSG.passwordComplexity);

export const loginSchema = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).min(6, MSG.passwordMin6),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password: newPasswordSchema,
  walletAddress: z.string().trim().optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

const confirmPassword = z.string({ error: MSG.confirmPasswordRequired }).min(1, MSG.confirmPasswordRequired);
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: MSG.passwordsMustMatch, path: ['confirmPassword'] };

export const registerFormSchema = z.object({ email, password: newPasswordSchema, confirmPassword }).refine(passwordsMatch, mismatch);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset token is required'),
  password: newPasswordSchema,
});
export const resetPasswordFormSchema = z.object({ password: newPasswordSchema, confirmPassword }).refine(passwordsMatch, mismatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resendVerificationSchema = z.object({ email });
export type ResendVerificationInput = z.infer<typeof resendVerificationSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(1, MSG.noVerificationToken) });
