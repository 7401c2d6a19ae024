import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, successSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentUser, requireSession } from '../plugins/authenticate';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { getNotificationSettings, updateNotificationSettings } from '../modules/notifications/notification-settings';

const doc = { tags: ['Account'], security: SESSION_SECURITY };
const settings = successSchema(notificationSettingsSchema);

/** The signed-in member's own notification emails for the account they act in (Settings → Notifications), under /api/auth. */
export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '/notifications',
      {
        schema: {
          ...doc,
          summary: 'Your notification emails for this account',
          description: 'Until you choose, the owner receives every notification email and other members none.',
          response: replies({ 200: settings }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await getNotificationSettings(deps.db, currentAccount(request).id, currentUser(request).id),
      }),
    );

    app.put(
      '/notifications',
      {
        schema: {
          ...doc,
          summary: 'Choose your notification emails for this account',
          description:
            'Each member chooses for themselves, whatever their role. The emails go to your sign-in address while you are a member.',
          body: notificationSettingsSchema,
          response: replies({ 200: settings }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateNotificationSettings(
          deps.db,
          currentAccount(request).id,
          currentUser(request).id,
          request.body,
        ),
      }),
    );
  };
}
