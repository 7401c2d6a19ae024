import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  messageSchema,
  recoveryCodesSchema,
  startTwoFactorSchema,
  successSchema,
  twoFactorCodeFormSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentSessionId, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { changePassword } from '../modules/accounts/change-password';
import { requestEmailChange } from '../modules/accounts/request-email-change';
import { requireSecondFactor } from '../plugins/second-factor';
import { countUnusedRecoveryCodes } from '../modules/accounts/recovery-codes';
import { startTwoFactor } from '../modules/accounts/start-two-factor';
import { enableTwoFactor } from '../modules/accounts/enable-two-factor';
import { disableTwoFactor } from '../modules/accounts/disable-two-factor';
import { regenerateRecoveryCodes } from '../modules/accounts/regenerate-recovery-codes';

const doc = { tags: ['Account'], security: SESSION_SECURITY };
const message = successSchema(messageSchema);
const codes = successSchema(recoveryCodesSchema);

/** The signed-in person's own sign-in settings (Settings → Account), under /api/auth. */
export function accountSecurityRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.post(
      '/change-password',
      {
        schema: {
          ...doc,
          summary: 'Change your password',
          description:
            'Needs the current password (wrong guesses are limited like sign-in). Every other session of yours ends; this one stays. The account email is told.',
          body: changePasswordSchema,
          response: replies({ 200: message }, SESSION_ERRORS, 403),
        },
      },
      async (request) => {
        await changePassword(deps, currentUser(request), currentSessionId(request), request.body);
        return { success: true as const, data: { message: 'Password changed. Your other devices were signed out.' } };
      },
    );

    app.post(
      '/change-email',
      {
        schema: {
          ...doc,
          summary: 'Change your sign-in email',
          description:
            'Needs the current password when the account has one (and, with two-factor sign-in on, a code in X-2FA-Code). Sends a single-use link (24 hours) to the new address, which changes nothing until it is opened (POST /api/auth/confirm-email-change); the current address is told. 409 when another account has the address.',
          body: changeEmailSchema,
          response: replies({ 202: message }, SESSION_ERRORS, 403, 409),
        },
        preHandler: requireSecondFactor(deps),
      },
      async (request, reply) => {
        await requestEmailChange(deps, currentUser(request), request.body);
        return reply.status(202).send({
          success: true as const,
          data: { message: 'Check your new inbox: open the link we sent there to confirm the change.' },
        });
      },
    );

    app.get(
      '/2fa',
      {
        schema: {
          ...doc,
          summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
          response: replies({ 200: successSchema(twoFactorStatusSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => {
        const user = currentUser(request);
        return {
          success: true as const,
          data: {
            enabled: user.totpEnabledAt !== null,
            recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, user.id),
          },
        };
      },
    );

    app.post(
      '/2fa/setup',
      {
        schema: {
          ...doc,
          summary: 'Start two-factor setup: a new secret and its QR code',
          description:
            'Needs the current password when the account has one. The secret stays pending until POST /api/auth/2fa/enable confirms a code from the app; 409 when two-factor sign-in is already on.',
          body: startTwoFactorSchema,
          response: replies({ 200: successSchema(twoFactorSetupSchema) }, SESSION_ERRORS, 403, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: await startTwoFactor(deps, currentUser(request), request.body.currentPassword),
      }),
    );

    app.post(
      '/2fa/enable',
      {
        schema: {
          ...doc,
          summary: 'Turn two-factor sign-in on with a code from the app',
          description:
            'Answers the recovery codes, shown only this once (each works once, in place of a code). Wrong codes are rate limited.',
          body: twoFactorCodeFormSchema,
          response: replies({ 200: codes }, SESSION_ERRORS, 403, 409),
        },
      },
      async (request) => ({
        success: true as const,
        data: { recoveryCodes: await enableTwoFactor(deps, currentUser(request), request.body.code) },
      }),
    );

    app.post(
      '/2fa/disable',
      {
        schema: {
          ...doc,
          summary: 'Turn two-factor sign-in off with a current code or a recovery code',
          body: twoFactorCodeFormSchema,
          response: replies({ 200: message }, SESSION_ERRORS, 403),
        },
      },
      async (request) => {
        await disableTwoFactor(deps, currentUser(request), request.body.code);
        return { success: true as const, data: { message: 'Two-factor sign-in is off.' } };
      },
    );

    app.post(
      '/2fa/recovery-codes',
      {
        schema: {
          ...doc,
          summary: 'Replace your recovery codes (the old ones stop working)',
          body: twoFactorCodeFormSchema,
          response: replies({ 200: codes }, SESSION_ERRORS, 403),
        },
      },
      async (request) => ({
        success: true as const,
        data: { recoveryCodes: await regenerateRecoveryCodes(deps, currentUser(request), request.body.code) },
      }),
    );
  };
}
