import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { parseAmount } from '@paylink/shared';
import { startX402AttackContext } from '../../test/x402-attack';
import { claimAuthorization } from './authorization-claims';
import { RELAYER_GAS_CAP } from './evm-facilitator';
import { paylinkFacilitator } from './paylink-facilitator';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';
import { x402Authorizations, x402GasBudgets } from './schema';
import { settleAuthorization } from './settle-authorization';

// Issue 48, played as a merchant attacking Paylink's own funds: the relayer's ETH, through a contract that burns
// gas named as the "asset", an authorization replayed after a failed settle, and answers lost on the way back.

let a: Awaited<ReturnType<typeof startX402AttackContext>>;
beforeAll(async () => {
  a = await startX402AttackContext();
});
afterAll(() => a.close());

describe("the relayer's gas: capped, charged as spent, and a claim kept while the chain may use it", () => {
  it('a gas-burning contract named as the asset is refused before the relayer sends anything', async () => {
    const burner = await a.gasBurner();
    const attack = await a.evmPayment(burner, 1_000_000n, 'Burn the relayer', false);
    const relayer = await a.relayerAddress();
    const [nonce, eth] = [await a.relayerNonce(), await a.base().client.getBalance({ address: relayer })];
    expect(await a.facilitatorCall('settle', attack.payload, attack.requirements)).toMatchObject({
      success: false,
      errorReason: 'unsupported_asset',
    });
    expect(await a.relayerNonce()).toBe(nonce);
    expect(await a.base().client.getBalance({ address: relayer })).toBe(eth);
  });

  it('whatever the relayer is made to call, its transaction carries at most RELAYER_GAS_CAP gas', async () => {
    const burner = await a.gasBurner();
    const attack = await a.evmPayment(burner, 1_000_000n, 'Burn the relayer', false);
    // The official facilitator with Paylink's relayer as its signer, without Paylink's asset check.
    const settled = await (await paylinkFacilitator(a.ctx.deps))!.settle(attack.payload, attack.requirements);
    expect(settled.success).toBe(false);
    const sent = await a.base().client.getTransaction({ hash: settled.transaction as `0x${string}` });
    expect(sent.gas).toBe(RELAYER_GAS_CAP);
    const receipt = await a.base().client.getTransactionReceipt({ hash: sent.hash });
    expect(receipt.gasUsed).toBeLessThanOrEqual(RELAYER_GAS_CAP);
  });

  it("the merchant's gas budget is charged with what the settlement spent (gasUsed × effectiveGasPrice), not the booked cap", async () => {
    const spentToday = async () =>
      (
        await a.ctx.deps.db
          .select({ wei: x402GasBudgets.spentWei })
          .from(x402GasBudgets)
          .where(eq(x402GasBudgets.accountId, a.merchant.accountId))
      )[0]?.wei ?? 0n;
    const before = await spentToday();
    const real = await a.evmPayment(a.base().usdcAddress, 10_000n, 'Real USDC on Base');
    const settled = await a.facilitatorCall('settle', real.payload, real.requirements);
    expect(settled).toMatchObject({ success: true });
    const receipt = await a.base().client.getTransactionReceipt({ hash: settled.transaction });
    expect(receipt.gasUsed).toBeLessThan(RELAYER_GAS_CAP);
    expect((await spentToday()) - before).toBe(receipt.gasUsed * receipt.effectiveGasPrice);
    const [paid] = await a.linksLabelled('Real USDC on Base');
    expect((await a.receiptOf(paid!.id)).json().data.receipt).toMatchObject({
      currency: 'USDC',
      asset: getAddress(a.base().usdcAddress),
    });
  });

  it('a settlement whose answer is lost after the relayer sent it keeps its claim (the relayer nonce moved), and the recovery job records it', async () => {
    const target = await a.link('base', '0.55');
    const amount = parseAmount(target.payAmount, 6);
    if (!amount.ok) throw new Error(target.payAmount);
    const real = await a.evmPayment(a.base().usdcAddress, amount.value, 'Lost answer');
    // The relayer's RPC forwards the transaction to the chain, then the answer is lost on the way back.
    const proxy = await lossyRpc(a.base().rpcUrl);
    const net = a.ctx.deps.config.evm.base!;
    const rpcUrl = net.rpcUrl;
    net.rpcUrl = proxy.url;
    try {
      const claim = async (
        key: Parameters<typeof claimAuthorization>[1],
        intent: { amount: bigint; recipient: string },
      ) =>
        (await claimAuthorization(a.ctx.deps.db, key, {
          ...intent,
          accountId: a.merchant.accountId,
          kind: 'link',
          paymentId: target.id,
        }))
          ? target.id
          : null;
      const nonce = await a.relayerNonce();
      const outcome = await settleAuthorization(a.ctx.deps, {
        accountId: a.merchant.accountId,
        payload: real.payload,
        requirements: real.requirements,
        now: new Date(),
        claim,
      });
      expect(outcome.ok).toBe(false);
      expect(await a.relayerNonce()).toBe(nonce + 1);
    } finally {
      net.rpcUrl = rpcUrl;
      await proxy.close();
    }
    const key = and(
      eq(x402Authorizations.network, 'base'),
      eq(x402Authorizations.nonce, real.authorization.nonce.toLowerCase()),
    );
    expect(await a.ctx.deps.db.select().from(x402Authorizations).where(key)).toHaveLength(1);
    const later = new Date(Date.now() + X402_RECOVERY_GRACE_MS + 1000);
    // Within a round or two (the chain client caches the latest block number for a few seconds).
    await expect
      .poll(async () => (await recoverX402Settlements(a.ctx.deps, later)).recorded, { timeout: 15_000, interval: 1000 })
      .toEqual([target.id]);
    expect((await a.detail(target.id)).status).toBe('COMPLETED');
  });
});

/** A JSON-RPC proxy in front of `upstream` that forwards everything but answers eth_sendRawTransaction with an error once forwarded. */
async function lossyRpc(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const answer = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.text());
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      res.setHeader('content-type', 'application/json');
      res.end(
        method === 'eth_sendRawTransaction'
          ? JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'connection reset' } })
          : answer,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
