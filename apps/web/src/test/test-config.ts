import type { ClientConfig, NetworkProfile } from '@paylink/shared';

const base = {
  savedAccountKey: null,
  payOption: true,
  matchBy: 'amount',
  chainId: null,
  confirmations: null,
  testWallet: false,
  payToAddress: true,
  sendExactly: true,
  qrAlt: 'Payment QR code',
  refundClaims: false,
} as const;
const USDC = { symbol: 'USDC', name: 'USD Coin', decimals: 6 };

/** The four networks as the server's rails describe them on an offline server (GET /api/networks). */
export const TEST_NETWORKS: NetworkProfile[] = [
  {
    ...base,
    network: 'solana',
    name: 'Solana',
    addressFormat: 'solana',
    savedWallet: 'walletAddress',
    tokens: [
      { symbol: 'SOL', name: 'Solana', decimals: 9, asset: null },
      { ...USDC, asset: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
    ],
    matchBy: 'reference',
    testWallet: true,
    payToAddress: true,
    sendExactly: false,
    qrAlt: 'Solana Pay QR code',
  },
  ...(
    [
      ['ethereum', 'Ethereum'],
      ['base', 'Base'],
    ] as const
  ).map(([network, name], i) => ({
    ...base,
    network,
    name,
    addressFormat: 'evm' as const,
    savedWallet: 'ethAddress' as const,
    tokens: [
      { symbol: 'ETH', name: 'Ethereum', decimals: 18, asset: null },
      { ...USDC, asset: `0x${String(i + 1).repeat(40)}` },
    ],
    chainId: [1, 8453][i]!,
    confirmations: 1,
    testWallet: true,
  })),
  {
    ...base,
    network: 'bitcoin',
    name: 'Bitcoin',
    addressFormat: 'bitcoin',
    savedWallet: 'btcAddress',
    savedAccountKey: 'btcXpub',
    tokens: [{ symbol: 'BTC', name: 'Bitcoin', decimals: 8, asset: null }],
    confirmations: 2,
    testWallet: true,
    sendExactly: false,
    refundClaims: true,
  },
];

/** An offline server's client config (GET /api/config), every network offered. */
export const TEST_CONFIG: ClientConfig = {
  googleClientId: null,
  landingUrl: 'http://localhost:3000',
  explorerCluster: 'custom',
  rpcUrl: 'http://127.0.0.1:8899',
  localChain: true,
  testWallet: true,
  evm: {
    ethereum: { chainId: 1, explorerUrl: null, localChain: true },
    base: { chainId: 8453, explorerUrl: null, localChain: true },
  },
  bitcoin: { network: 'regtest', confirmations: 2, localChain: true },
  supportEmail: 'support@example.com',
  networks: TEST_NETWORKS,
};
