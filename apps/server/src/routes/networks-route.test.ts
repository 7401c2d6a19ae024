import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

// Offline Solana, Ethereum through a provider and Bitcoin through an Esplora API (neither is contacted here).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    ETHEREUM_RPC_URL: 'http://127.0.0.1:1',
    EVM_LOCALNET: 'false',
    BITCOIN_ESPLORA_URL: 'http://127.0.0.1:1',
    BITCOIN_NETWORK: 'regtest',
    BITCOIN_CONFIRMATIONS: '3',
  });
});
afterAll(() => ctx.close());

describe('GET /api/networks', () => {
  it('lists each offered network as its rail describes it, and the client config carries the same list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/networks' });
    expect(res.statusCode).toBe(200);
    const { networks } = res.json().data;
    expect(networks.map((n: { network: string }) => n.network)).toEqual(['solana', 'ethereum', 'bitcoin']);
    const [solana, ethereum, bitcoin] = networks;
    expect(solana).toMatchObject({
      name: 'Solana',
      addressFormat: 'solana',
      savedWallet: 'walletAddress',
      matchBy: 'reference',
      payToAddress: true,
      qrAlt: 'Solana Pay QR code',
      testWallet: true,
    });
    expect(solana.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['SOL', 'USDC', 'USDT', 'EURC', 'PYUSD']);
    // A provider's chain has no test wallet; the amount names the link, so the page says "send exactly".
    expect(ethereum).toMatchObject({
      name: 'Ethereum',
      addressFormat: 'evm',
      savedWallet: 'ethAddress',
      payOption: true,
      matchBy: 'amount',
      chainId: 1,
      confirmations: 12,
      testWallet: false,
      sendExactly: true,
    });
    expect(ethereum.tokens[1]).toEqual({
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    });
    expect(bitcoin).toMatchObject({
      savedWallet: 'btcAddress',
      savedAccountKey: 'btcXpub',
      payOption: true,
      confirmations: 3,
      refundClaims: true,
      testWallet: false,
      payToAddress: true,
      sendExactly: false,
    });
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(config.networks).toEqual(networks);
  });
});
