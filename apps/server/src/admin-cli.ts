import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loginSchema, newPasswordSchema } from '@paylink/shared';
import { ConfigError, loadEnv } from './config/env';
import { openDatabase } from './db/client';
import { createAdmin } from './modules/admin/create-admin';
import { creditBalanceUpdate } from './modules/accounts/credit-balance-update';
import { registerBalanceUpdate } from './modules/credits/balance-update';
import { rotateReceiptKey } from './modules/receipts/receipt-keys';

const USAGE =
  'usage: npm run admin -- create --email <email> --password <password>\n       npm run admin -- rotate-receipt-key';

/**
 * `npm run admin -- create --email X --password Y`: creates or promotes a verified admin, on the same
 * database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, which only one process
 * can open at a time: stop the server first). `npm run admin -- rotate-receipt-key`: a new key signs receipts from
 * now on; the old ones stay published so the receipts they signed keep verifying.
 */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create' && positionals[0] !== 'rotate-receipt-key') throw new ConfigError(USAGE);
  const parsed =
    positionals[0] === 'create'
      ? z.object({ email: loginSchema.shape.email, password: newPasswordSchema }).safeParse(values)
      : undefined;
  if (parsed && !parsed.success)
    throw new ConfigError(
      `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`,
    );

  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') },
  );
  try {
    if (!parsed) {
      const key = await rotateReceiptKey(database.db);
      console.log(
        `Receipts are signed with key ${key.kid} from now on; earlier keys stay published at /.well-known/jwks.json.`,
      );
      return;
    }
    // The one piece of createDeps' wiring a new admin needs: its signup credits move the balance by accounts' statement.
    registerBalanceUpdate(creditBalanceUpdate);
    const result = await createAdmin(database.db, parsed.data);
    console.log(
      `${parsed.data.email.toLowerCase()} is an admin (${result.created ? 'account created' : 'existing account promoted'}, email verified).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
