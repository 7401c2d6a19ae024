import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmWalletChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  resendVerificationSchema,
  authResultSchema,
  messageSchema,
  successSchema,
  userSchema,
  twoFactorChallengeSchema,
  secondFactorSignInSchema,
  confirmEmailChangeSchema,
  checkResetTokenSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { limitPerIp } from '../plugins/rate-limits';
import { authSessionRoutes } from './auth-session-routes';
import { NO_SECURITY, replies } from '../plugins/openapi';
import { confirmWalletChange } from '../modules/accounts/confirm-wallet-change';
import { googleSignIn } from '../modules/accounts/google-sign-in';
import { loginUser } from '../modules/accounts/login-user';
import { registerUser } from '../modules/accounts/register-user';
import { invitationSignUp } from '../modules/teams/invitation-sign-up';
import { requestPasswordReset } from '../modules/accounts/request-password-reset';
import { resendVerification } from '../modules/accounts/resend-verification';
import { checkResetToken, resetPassword } from '../modules/accounts/reset-password';
import { verifyEmail } from '../modules/accounts/verify-email';
import { completeTwoFactorSignIn } from '../modules/accounts/complete-two-factor-sign-in';
import { confirmEmailChange } from '../modules/accounts/confirm-email-change';

const RESENT_VERIFICATION =
  'If an account with this email is waiting for verification, a new link has been sent. It expires in 24 hours.';

const open = { tags: ['Account'], security: NO_SECURITY };
const message = successSchema(messageSchema);
const registered = successSchema(
  z.union([authResultSchema, z.object({ requiresEmailVerification: z.literal(true), email: z.string() })]),
);
// With two-factor sign-in on, the first factor earns a challenge; POST /login/2fa turns it and a code into a session.
const signedInOrChallenge = successSchema(z.union([authResultSchema, twoFactorChallengeSchema]));

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Routes that send email are limited per IP so they cannot be used to flood inboxes.
    const emailLimit = limitPerIp(deps, 'email');

    app.post(
      '/register',
      {
        schema: {
          ...open,
          summary: 'Create an account',
          description:
            'With `inviteToken` (from a team invitation sent to this email), the person joins that team with the invited role and gets no merchant account of their own and no credits; when the email must be verified first, the verification link brings them back to the invitation. Another email: 403; a dead invitation: 400 INVALID_TOKEN.',
          body: registerSchema,
          response: replies({ 201: registered }, 403, 409),
        },
        preHandler: emailLimit,
      },
      async (request, reply) => {
        const { inviteToken } = request.body;
        const data = await registerUser(deps, request.body, inviteToken ? invitationSignUp(inviteToken) : undefined);
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          ...open,
          summary: 'Sign in with email and password',
          description:
            'With two-factor sign-in on, answers `{ twoFactorRequired, challenge }` instead of a session: send the challenge and a code to POST /api/auth/login/2fa.',
          body: loginSchema,
          response: replies({ 200: signedInOrChallenge }, 401, 403),
        },
      },
      async (request) => {
        return { success: true as const, data: await loginUser(deps, request.body, request.ip) };
      },
    );

    app.post(
      '/login/2fa',
      {
        schema: {
          ...open,
          summary: 'Finish a two-factor sign-in with a code',
          description:
            'The challenge from POST /login or /google (valid 5 minutes) and the current authenticator code, or one unused recovery code. A code is accepted once; wrong codes are limited per account.',
          body: secondFactorSignInSchema,
          response: replies({ 200: successSchema(authResultSchema) }, 401, 403),
        },
      },
      async (request) => {
        return { success: true as const, data: await completeTwoFactorSignIn(deps, request.body) };
      },
    );

    app.post(
      '/google',
      {
        schema: {
          ...open,
          summary: 'Sign in with Google',
          description:
            'With two-factor sign-in on, answers a challenge as POST /login does. A new person with `inviteToken` joins that team as POST /register does (no merchant account of their own).',
          body: z.object({
            credential: z.string().min(1, 'Google credential is required'),
            inviteToken: z.string().min(1).max(200).optional(),
          }),
          response: replies({ 200: signedInOrChallenge }, 401, 403, 503),
        },
      },
      async (request) => {
        const { credential, inviteToken } = request.body;
        const joining = inviteToken ? invitationSignUp(inviteToken) : undefined;
        return { success: true as const, data: await googleSignIn(deps, credential, joining) };
      },
    );

    app.post(
      '/verify-email',
      {
        schema: {
          ...open,
          summary: 'Confirm an email address',
          body: verifyEmailSchema,
          response: replies({ 200: message }),
        },
      },
      async (request) => {
        await verifyEmail(deps, request.body.token);
        return { success: true as const, data: { message: 'Email verified successfully!' } };
      },
    );

    app.post(
      '/resend-verification',
      {
        schema: {
          ...open,
          summary: 'Email a new verification link (same answer whether or not the account exists)',
          body: resendVerificationSchema,
          response: replies({ 200: message }),
        },
        preHandler: emailLimit,
      },
      async (request) => {
        await resendVerification(deps, request.body.email);
        return { success: true as const, data: { message: RESENT_VERIFICATION } };
      },
    );

    app.post(
      '/forgot-password',
      {
        schema: {
          ...open,
          summary: 'Email a password reset link',
          body: forgotPasswordSchema,
          response: replies({ 200: message }),
        },
        preHandler: emailLimit,
      },
      async (request) => {
        await requestPasswordReset(deps, request.body.email);
        return {
          success: true as const,
          data: {
            message: 'If an account exists for this email, a password reset link has been sent. It expires in 1 hour.',
          },
        };
      },
    );

    app.post(
      '/reset-password',
      {
        schema: {
          ...open,
          summary: 'Set a new password with the emailed token',
          body: resetPasswordSchema,
          response: replies({ 200: message }),
        },
      },
      async (request) => {
        await resetPassword(deps, { ...request.body, ip: request.ip });
        return { success: true as const, data: { message: 'Password reset successfully!' } };
      },
    );

    app.post(
      '/check-reset-token',
      {
        schema: {
          ...open,
          summary: 'Whether a reset link can still be used (the reset page asks when it opens)',
          body: checkResetTokenSchema,
          response: replies({ 200: message }),
        },
      },
      async (request) => {
        await checkResetToken(deps, request.body.token, request.ip);
        return { success: true as const, data: { message: 'This reset link is valid.' } };
      },
    );

    app.post(
      '/confirm-wallet-change',
      {
        schema: {
          ...open,
          summary: 'Confirm a payout address change with the emailed token',
          body: confirmWalletChangeSchema,
          response: replies({ 200: successSchema(z.object({ user: userSchema, message: z.string() })) }),
        },
      },
      async (request) => {
        return {
          success: true as const,
          data: {
            user: await confirmWalletChange(deps, request.body.token),
            message: 'Your new payout address is saved.',
          },
        };
      },
    );

    app.post(
      '/confirm-email-change',
      {
        schema: {
          ...open,
          summary: 'Confirm a new sign-in email with the token emailed to it',
          body: confirmEmailChangeSchema,
          response: replies({ 200: successSchema(z.object({ email: z.string(), message: z.string() })) }, 409),
        },
      },
      async (request) => {
        const { email } = await confirmEmailChange(deps, request.body.token);
        return { success: true as const, data: { email, message: 'Your email address is changed.' } };
      },
    );

    app.register(authSessionRoutes(deps));
  };
}
