/** Bitcoin Core's regtest parameters: bech32 prefix `bcrt`, testnet base58 versions. */
export const REGTEST_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef } as const;

/** A coinbase output is spendable once the spending block is this many blocks above it. */
export const COINBASE_MATURITY = 100;

const SUBSIDY_SATS = 50n * 100_000_000n;
/** Regtest halves the block subsidy every 150 blocks (mainnet: 210,000). */
const HALVING_INTERVAL = 150;

export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / HALVING_INTERVAL);
  return halvings >= 64 ? 0n : SUBSIDY_SATS >> BigInt(halvings);
}
