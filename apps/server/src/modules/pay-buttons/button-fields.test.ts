import { describe, expect, it } from 'vitest';
import { buildAppConfig } from '../../config/app-config';
import { loadEnv } from '../../config/env';
import { buttonFields } from './button-fields';

const config = buildAppConfig(
  loadEnv({
    SOLANA_RPC_URL: 'https://solana.example',
    ETHEREUM_RPC_URL: 'https://ethereum.example',
    BITCOIN_ESPLORA_URL: 'https://esplora.example',
  }),
  { rpcUrl: 'https://solana.example', wsUrl: 'wss://solana.example', local: false },
);
const none = { walletAddress: null, ethAddress: null, btcAddress: null, btcXpub: null };
const body = (network: string, currency: string) =>
  ({ label: 'Coffee', pricing: 'fixed', amount: '1', currency, network }) as Parameters<typeof buttonFields>[2];
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
};

describe("a button's wallet is the merchant's saved wallet its network's rail names", () => {
  it('Solana takes the Solana wallet, an EVM network the Ethereum address, Bitcoin the address or else the account key', () => {
    const merchant = { ...none, walletAddress: 'S', ethAddress: 'E', btcXpub: 'X' };
    expect(refusal(() => buttonFields(config, merchant, body('solana', 'SOL')))).toBe('accepted');
    expect(refusal(() => buttonFields(config, merchant, body('ethereum', 'ETH')))).toBe('accepted');
    expect(refusal(() => buttonFields(config, merchant, body('bitcoin', 'BTC')))).toBe('accepted');
  });

  it('refuses a network whose saved wallet is missing with WALLET_REQUIRED, whatever the other networks have', () => {
    expect(refusal(() => buttonFields(config, { ...none, ethAddress: 'E' }, body('solana', 'SOL')))).toBe(
      'WALLET_REQUIRED',
    );
    expect(refusal(() => buttonFields(config, { ...none, walletAddress: 'S' }, body('ethereum', 'ETH')))).toBe(
      'WALLET_REQUIRED',
    );
    expect(refusal(() => buttonFields(config, { ...none, ethAddress: 'E' }, body('bitcoin', 'BTC')))).toBe(
      'WALLET_REQUIRED',
    );
  });
});
