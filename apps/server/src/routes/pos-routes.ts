import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  posSaleBodySchema,
  posSaleResponseSchema,
  posSetupResponseSchema,
  posShiftQuerySchema,
  posShiftResponseSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { currentAccount, currentMerchant, currentUser, requireSession } from '../plugins/authenticate';
import { idempotent } from '../plugins/idempotency';
import { nonJson, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';
import { chargeSale } from '../modules/pos/charge-sale';
import { posSetup } from '../modules/pos/pos-pay-options';
import { posShift, shiftExportRows, shiftStart } from '../modules/pos/pos-shift';
import { csvLine } from '../modules/exports/csv-line';
import { EXPORT_COLUMNS, exportCells } from '../modules/exports/export-rows';
import { idempotencyHeaders } from './merchant-api-routes';

const doc = { tags: ['Point of sale'], security: SESSION_SECURITY };
const SHIFT =
  'The signed-in member’s POS sales since `from` (the device’s midnight; at most 24 hours back, 400 otherwise; default UTC midnight).';

/**
 * The point of sale (issue 55), under /api/pos: what a cashier's device may do (the `pos:sell` action). The sale's
 * live status is the hosted page's: GET /api/payments/:id and its events.
 */
export function posRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireSession(deps));

    app.get(
      '/setup',
      {
        schema: {
          ...doc,
          summary: 'What the POS keypad may charge in',
          response: replies({ 200: posSetupResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: posSetup(deps.config, currentMerchant(request), currentAccount(request).name),
      }),
    );

    app.post(
      '/sales',
      {
        schema: {
          ...doc,
          summary: 'Charge a sale',
          description:
            'Opens a link of the account’s (one credit, tagged `metadata.pos_sale`, payable 15 minutes) for `amount` in `currency` (USD or EUR, quoted in the account’s pay options, or one of their tokens), with an optional `note`. ' +
            'Send an Idempotency-Key per sale so a retry after a lost connection never charges twice.',
          headers: idempotencyHeaders,
          body: posSaleBodySchema,
          response: replies({ 201: posSaleResponseSchema }, SESSION_ERRORS, 402, 409),
        },
        preHandler: idempotent(deps),
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true,
          data: { sale: await chargeSale(deps, currentMerchant(request), currentUser(request).id, request.body) },
        }),
    );

    const shiftOf = (request: { query: { from?: string } } & Parameters<typeof currentUser>[0]) => ({
      accountId: currentAccount(request).id,
      cashierId: currentUser(request).id,
      from: shiftStart(request.query.from, new Date()),
    });

    app.get(
      '/sales',
      {
        schema: {
          ...doc,
          summary: 'Today’s shift',
          description: `${SHIFT} Totals count COMPLETED sales.`,
          querystring: posShiftQuerySchema,
          response: replies({ 200: posShiftResponseSchema }, SESSION_ERRORS),
        },
      },
      async (request) => ({
        success: true as const,
        data: await posShift(deps.db, shiftOf(request)),
      }),
    );

    app.get(
      '/sales.csv',
      {
        schema: {
          ...doc,
          summary: 'Today’s shift as CSV',
          description: `${SHIFT} text/csv with the export’s columns and escaping (formula cells neutralised): ${EXPORT_COLUMNS.join(', ')}.`,
          querystring: posShiftQuerySchema,
          response: replies({ 200: nonJson('text/csv', 'The CSV file (UTF-8 with BOM)') }, SESSION_ERRORS),
        },
      },
      async (request, reply) => {
        const rows = await shiftExportRows(deps.db, shiftOf(request));
        const csv = `\uFEFF${csvLine(EXPORT_COLUMNS)}${rows.map((row) => csvLine(exportCells(row))).join('')}`;
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="paylink-shift-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    );
  };
}
