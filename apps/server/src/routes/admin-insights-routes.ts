import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnalyticsSchema,
  auditLogPageSchema,
  recentActivitySchema,
  successSchema,
  auditLogQuerySchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { listAuditLog } from '../modules/audit/list-audit-log';
import { platformAnalytics } from '../modules/admin/platform-analytics';
import { recentActivity } from '../modules/admin/recent-activity';

const doc = { tags: ['Admin'], security: SESSION_SECURITY };

/**
 * The admin's view of the platform under /api/admin (registered inside adminRoutes, so its guard covers it):
 * analytics, recent activity and the audit log.
 */
export function adminInsightsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    app.get(
      '/analytics',
      {
        schema: {
          ...doc,
          summary: 'Platform analytics',
          response: replies({ 200: successSchema(adminAnalyticsSchema) }, SESSION_ERRORS),
        },
      },
      async () => ({ success: true as const, data: await platformAnalytics(db) }),
    );
    app.get(
      '/recent-activity',
      {
        schema: {
          ...doc,
          summary: 'Recent sign-ups, links, purchases and adjustments',
          response: replies({ 200: successSchema(recentActivitySchema) }, SESSION_ERRORS),
        },
      },
      async () => ({ success: true as const, data: await recentActivity(db) }),
    );

    app.get(
      '/audit-log',
      {
        schema: {
          ...doc,
          summary: 'The admin audit log',
          querystring: auditLogQuerySchema,
          response: replies({ 200: successSchema(auditLogPageSchema) }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await listAuditLog(db, request.query),
      }),
    );
  };
}
