import pino from 'pino';
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from './app';
import { buildAppConfig } from './config/app-config';
import { loadEnv } from './config/env';
import { createDeps } from './create-deps';
import { openDatabase } from './db/client';

/**
 * The published OpenAPI document (what `@paylink/client`'s types are generated from): the real app's own
 * document, built on a throwaway in-memory database with a production-like configuration, so local-chain and
 * development-only routes are not in it. No network is used: the chain client is created but never called.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIV3_1.Document> {
  const database = await openDatabase({ kind: 'pglite' });
  const config = buildAppConfig(loadEnv({ APP_URL: 'https://paylink.example', DEV_OUTBOX: 'false' }), {
    rpcUrl: 'https://api.mainnet-beta.solana.com',
    wsUrl: 'wss://api.mainnet-beta.solana.com',
    local: false,
  });
  const deps = await createDeps(database, config, pino({ level: 'silent' }));
  const app = await buildApp(deps);
  try {
    await app.ready();
    return app.swagger() as OpenAPIV3_1.Document;
  } finally {
    await app.close();
    await deps.notifier.close();
    await database.close();
  }
}
