import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loginSchema, newPasswordSchema } from '@paylink/shared';
import { ConfigError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { createAdmin } from './modules/admin/create-admin';

const USAGE = 'usage: npm run admin -- create --email <email> --password <password>';

/**
 * `npm run admin -- create --email X --password Y`: creates or promotes a verified admin, on the same
 * database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one process
 * can open at a time: stop the server first).
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create') throw new ConfigError(USAGE);
  const parsed = z.object({ email: loginSchema.shape.email, password: newPasswordSchema }).safeParse(values);
  if (!parsed.success) throw new ConfigError(`${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`);

  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { kind: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') },
  );
  try {
    const result = await createAdmin(database.db, parsed.data);
    console.log(`${parsed.data.email.toLowerCase()} is an admin (${result.created ? 'account created' : 'existing account promoted'}, email verified).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
