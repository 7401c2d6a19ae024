import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/app-config';
import type { Db } from './db/client';
import type { Mailer } from './modules/email/mailer';

/** Everything a use case may need, passed explicitly (no container): database, settings, mail, signing key, log. */
export interface Deps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jwtKey: Uint8Array;
  log: FastifyBaseLogger;
}
