import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { MSG } from '@paylink/shared';
import { merchantAccounts, users } from '../accounts/schema';
import { startBitcoinTestContext } from '../../test/bitcoin-chain';
import { ADMIN_EMAIL, adminTestTools } from '../../test/admin-test-context';
import { signUp, uniqueEmail } from '../../test/test-app';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let adminToken: string;
beforeAll(async () => {
  env = await startBitcoinTestContext({ ADMIN_EMAIL });
  const admin = await signUp(env.ctx, uniqueEmail('chief'));
  await env.ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
  adminToken = admin.token;
});
afterAll(() => env.close());
const { call } = adminTestTools(() => env.ctx);

describe('the admin user editor checks a Bitcoin address against the server chain, as Settings do', () => {
  it('saves a regtest or mainnet address on a regtest server, and refuses a testnet one with the spec message', async () => {
    const target = await signUp(env.ctx);
    const edit = (btcAddress: string) => call('PUT', `/api/admin/users/${target.userId}`, adminToken, { btcAddress });

    const regtest = bitcoinTestWallet(env.chain.esploraUrl).address;
    const saved = await edit(regtest);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user.btcAddress).toBe(regtest);
    expect((await edit('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).statusCode).toBe(200);

    // BIP173's testnet vector: a valid address, of another chain than this server's.
    const testnet = await edit('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    expect(testnet.statusCode).toBe(400);
    expect(testnet.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: MSG.invalidBitcoin });
    const [row] = await env.ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, target.userId));
    expect(row!.btcAddress).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  });
});
