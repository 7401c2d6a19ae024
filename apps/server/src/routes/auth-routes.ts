import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmWalletChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
  walletSchema,
  walletsSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentSessionId, currentUser, requireSession } from '../plugins/authenticate';
import { limitPerIp } from '../plugins/ip-rate-limit';
import { endAllSessions, endSession } from '../modules/auth/end-sessions';
import { confirmWalletChange } from '../modules/auth/confirm-wallet-change';
import { googleSignIn } from '../modules/auth/google-sign-in';
import { loginUser } from '../modules/auth/login-user';
import { registerUser } from '../modules/auth/register-user';
import { requestPasswordReset } from '../modules/auth/request-password-reset';
import { resetPassword } from '../modules/auth/reset-password';
import { updateWallets } from '../modules/auth/update-wallets';
import { verifyEmail } from '../modules/auth/verify-email';
import { signedInUserDto } from '../modules/auth/count-payments';

export function authRoutes(deps: Deps, opts: { emailRateLimitPerHour: number }): FastifyPluginAsyncZod {
  return async (app) => {
    // Routes that send email are limited per IP so they cannot be used to flood inboxes.
    const emailLimit = limitPerIp(deps, 'email', { max: opts.emailRateLimitPerHour, windowMs: 60 * 60 * 1000 });

    app.post('/register', { schema: { body: registerSchema }, preHandler: emailLimit }, async (request, reply) => {
      const data = await registerUser(deps, request.body);
      return reply.status(201).send({ success: true, data });
    });

    app.post('/login', { schema: { body: loginSchema } }, async (request) => {
      return { success: true, data: await loginUser(deps, request.body, request.ip) };
    });

    app.post('/google', { schema: { body: z.object({ credential: z.string().min(1, 'Google credential is required') }) } }, async (request) => {
      return { success: true, data: await googleSignIn(deps, request.body.credential) };
    });

    app.post('/verify-email', { schema: { body: verifyEmailSchema } }, async (request) => {
      await verifyEmail(deps, request.body.token);
      return { success: true, data: { message: 'Email verified successfully!' } };
    });

    app.post('/forgot-password', { schema: { body: forgotPasswordSchema }, preHandler: emailLimit }, async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return {
        success: true,
        data: { message: 'If an account exists for this email, a password reset link has been sent. It expires in 1 hour.' },
      };
    });

    app.post('/reset-password', { schema: { body: resetPasswordSchema } }, async (request) => {
      await resetPassword(deps, { ...request.body, ip: request.ip });
      return { success: true, data: { message: 'Password reset successfully!' } };
    });

    app.post('/confirm-wallet-change', { schema: { body: confirmWalletChangeSchema } }, async (request) => {
      return { success: true, data: { user: await confirmWalletChange(deps, request.body.token), message: 'Your new payout address is saved.' } };
    });

    app.register(async (scope) => {
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      signedIn.addHook('preHandler', requireSession(deps));

      signedIn.get('/me', async (request) => {
        return { success: true, data: { user: await signedInUserDto(deps.db, currentUser(request)) } };
      });

      signedIn.post('/logout', async (request) => {
        await endSession(deps.db, currentSessionId(request));
        return { success: true, data: { message: 'Signed out.' } };
      });

      signedIn.post('/logout-all', async (request) => {
        await endAllSessions(deps.db, currentUser(request).id);
        return { success: true, data: { message: 'Signed out of all devices.' } };
      });

      // 202 when the change waits for the emailed confirmation (accounts without a password).
      signedIn.put('/wallet', { schema: { body: walletSchema } }, async (request, reply) => {
        const data = await updateWallets(deps, currentUser(request), request.body);
        return reply.status(data.confirmationSent ? 202 : 200).send({ success: true, data });
      });

      signedIn.put('/wallets', { schema: { body: walletsSchema } }, async (request, reply) => {
        const data = await updateWallets(deps, currentUser(request), request.body);
        return reply.status(data.confirmationSent ? 202 : 200).send({ success: true, data });
      });
    });
  };
}
