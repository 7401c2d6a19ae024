import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { pingDatabase } from '../modules/health/ping-database';
import { watcherBacklog } from '../modules/chains/chain-adapters';
import { sponsorBalance } from '../modules/transaction-requests/sponsor-balance';
import { relayerBalance } from '../modules/x402/relayer-balance';
import { screeningStatus } from '../modules/screening/screening-status';
import { NO_SECURITY, replies } from '../plugins/openapi';

const doc = { tags: ['System'], security: NO_SECURITY };

/**
 * Liveness and readiness, served by every process: API processes (under /api, in the OpenAPI document) and
 * workers (their own small listener, see worker-app.ts).
 */
export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Liveness: the process answers (no dependency is asked, so a database outage never gets it restarted).
    // Readiness: it can serve requests, the database answers; a load balancer sends traffic only while this is 200.
    // While shutting down, Fastify answers 503 to both, so the balancer drains the instance first.
    const ok = z.object({ status: z.literal('ok') });
    app.get(
      '/health/live',
      { schema: { ...doc, summary: 'Liveness: the process is up', response: replies({ 200: ok }) } },
      async () => ({ status: 'ok' as const }),
    );
    const ready = async () => {
      try {
        await pingDatabase(deps.db);
      } catch (err) {
        deps.log.warn({ err }, 'readiness: the database does not answer');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', 503);
      }
    };
    app.get(
      '/health/ready',
      { schema: { ...doc, summary: 'Readiness: the database answers', response: replies({ 200: ok }, 503) } },
      async () => {
        await ready();
        return { status: 'ok' as const };
      },
    );
    const priceHealth = z.object({
      status: z.enum(['ok', 'refused', 'unavailable', 'unknown']).meta({
        description:
          'ok: the newest feed answer is in use; refused: the feed answered with prices not trusted (no last_updated_at, over 5 minutes old, or moved beyond PRICE_MAX_MOVE_PERCENT from the last good price); unavailable: the feed could not be read; unknown: not asked yet',
      }),
      source: z.string().meta({ examples: ['offline', 'api.coingecko.com'] }),
      pricesAt: z
        .string()
        .nullable()
        .meta({ description: 'When the last good prices were observed at their origin (ISO 8601)' }),
      reason: z.string().nullable().meta({ description: 'Why the newest answer was not used' }),
    });
    const chainCheck = z.object({
      status: z.enum(['verified', 'mismatch', 'unchecked']).meta({
        description:
          'verified: eth_chainId is the configured chain, the network is watched; mismatch: another chain, never watched; unchecked: the node has not answered yet',
      }),
      chainId: z.number().int().optional().meta({ description: 'What eth_chainId answered' }),
      expected: z.number().int().optional(),
    });
    const screening = z
      .object({
        status: z.enum(['not_configured', 'loading', 'ok', 'stale']).meta({
          description:
            'not_configured: no SCREENING_LIST_URL or SCREENING_LIST_PATH, no address is screened; loading: the configured list was not read yet; ok: read within two days; stale: older (its refresh keeps failing: see the worker log), it still applies',
        }),
        loadedAt: z.string().nullable().meta({ description: 'When the list in force was read (ISO 8601)' }),
        ageSeconds: z.number().int().nullable().meta({ description: 'How old the list in force is' }),
        entries: z.number().int().meta({ description: 'Addresses on it, on the networks Paylink pays on' }),
        version: z.string().nullable().meta({ description: 'SHA-256 of the list as read' }),
        lastFailureAt: z
          .string()
          .nullable()
          .meta({ description: 'When the latest refresh failed, if it did since the last good one' }),
      })
      .meta({ description: 'The address screening list (docs/security.md)' });
    app.get(
      '/health',
      {
        schema: {
          ...doc,
          summary:
            'Readiness, with the watcher quarantine, the price feed, the EVM chain ids, the fee sponsor and the screening list',
          response: replies(
            {
              200: z.object({
                status: z.literal('ok'),
                watcher: z.object({ quarantined: z.number().int() }),
                prices: priceHealth,
                networks: z
                  .record(z.string(), chainCheck)
                  .meta({ description: 'Each offered EVM network: whether its RPC node is on the configured chain' }),
                sponsor: z
                  .object({
                    address: z.string(),
                    balanceLamports: z.string().nullable().meta({
                      description: 'SOL balance in lamports (decimal string); null when the chain did not answer',
                    }),
                    low: z.boolean().meta({ description: 'Below SPONSOR_LOW_BALANCE_LAMPORTS: top it up' }),
                  })
                  .nullable()
                  .meta({ description: 'The fee sponsor of USDC transaction requests; null when none is configured' }),
                relayer: z
                  .object({
                    address: z.string(),
                    balancesWei: z.record(z.string(), z.string().nullable()).meta({
                      description:
                        'ETH balance in wei per EVM network (decimal string); null where the chain did not answer',
                    }),
                    low: z
                      .boolean()
                      .meta({ description: 'Below X402_RELAYER_LOW_BALANCE_WEI on some network: top it up' }),
                  })
                  .nullable()
                  .meta({
                    description: 'The EVM relayer that pays the gas of x402 payments; null when none is configured',
                  }),
                screening,
              }),
            },
            503,
          ),
        },
      },
      async () => {
        await ready();
        const prices = deps.prices.health();
        const sponsor = await sponsorBalance(deps);
        const relayer = await relayerBalance(deps);
        return {
          status: 'ok' as const,
          // Quarantined: transactions the watcher could not record (kept and retried; see README "Quarantine").
          watcher: { quarantined: (await watcherBacklog(deps.db)).quarantined },
          // Reported, not a 503: a price outage only stops new fiat quotes, and a mismatched network only itself.
          prices: { ...prices, pricesAt: prices.pricesAt?.toISOString() ?? null },
          networks: deps.evmChains.checks(),
          sponsor: sponsor && {
            address: sponsor.address,
            balanceLamports: sponsor.lamports?.toString() ?? null,
            low: sponsor.low,
          },
          relayer: relayer && {
            address: relayer.address,
            balancesWei: Object.fromEntries(
              Object.entries(relayer.balances).map(([network, wei]) => [network, wei?.toString() ?? null]),
            ),
            low: relayer.low,
          },
          screening: await screeningStatus(deps.db, deps.config),
        };
      },
    );
  };
}
