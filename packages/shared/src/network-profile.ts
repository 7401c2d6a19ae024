import { z } from 'zod';
import { isBitcoinAddress, isEthereumAddress, isSolanaAddress } from './addresses';
import { EVM_NETWORK_ROWS } from './evm-network-rows';
import { MSG } from './messages';

/** The address kinds the networks use; a network's profile names its kind, the rules live here once. */
const asWritten = (address: string) => address;
/** The address kinds the networks use (`key`: what makes two addresses the same wallet); the rules live here once. */
export const ADDRESS_FORMATS = {
  solana: {
    isAddress: isSolanaAddress,
    invalid: MSG.invalidSolana,
    refundInvalid: 'Enter a valid Solana address',
    key: asWritten,
  },
  // EIP-55 only changes the letters' case: the same wallet whatever the case.
  evm: {
    isAddress: isEthereumAddress,
    invalid: MSG.invalidEthereum,
    refundInvalid: 'Enter a valid Ethereum address',
    key: (address: string) => address.toLowerCase(),
  },
  // Any Bitcoin chain: the server says which chain it expects (its rail checks the chain).
  bitcoin: {
    isAddress: isBitcoinAddress,
    invalid: MSG.invalidBitcoin,
    refundInvalid: MSG.invalidBitcoin,
    key: asWritten,
  },
} as const satisfies Record<
  string,
  { isAddress(value: string): boolean; invalid: string; refundInvalid: string; key(address: string): string }
>;
export type AddressFormat = keyof typeof ADDRESS_FORMATS;

/** The address kind of each network (every EVM row's is `evm`), for code that runs without the server's profiles. */
const NETWORK_ADDRESS_FORMATS: Record<string, AddressFormat> = {
  solana: 'solana',
  bitcoin: 'bitcoin',
  ...Object.fromEntries(EVM_NETWORK_ROWS.map((row) => [row.network, 'evm'])),
};
export const addressFormatOf = (network: string): AddressFormat => NETWORK_ADDRESS_FORMATS[network] ?? 'solana';

/** The saved wallets of an account a network's links may be paid into. */
export const SAVED_WALLETS = ['walletAddress', 'ethAddress', 'btcAddress'] as const;
export type SavedWallet = (typeof SAVED_WALLETS)[number];

const profileTokenSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  /** The token's mint (Solana) or contract (EVM); absent for the native coin. */
  asset: z.string().nullable(),
});

/**
 * What a network shows, as its rail answers it (GET /api/networks, and the client config the hosted page carries):
 * the web renders every network-specific part from this and never branches on a network's name.
 */
export const networkProfileSchema = z.object({
  network: z.string(),
  name: z.string(),
  /** Which address rule a recipient or refund destination follows on it. */
  addressFormat: z.enum(Object.keys(ADDRESS_FORMATS) as [AddressFormat, ...AddressFormat[]]),
  /** Which saved wallet of the account a link on it is paid into. */
  savedWallet: z.enum(SAVED_WALLETS),
  /** The saved watch-only account key (Bitcoin's xpub) that pays instead when saved: each link gets a fresh address of it. */
  savedAccountKey: z.enum(['btcXpub']).nullable(),
  /** Whether a link priced in USD/EUR may offer it as a pay option. */
  payOption: z.boolean(),
  tokens: z.array(profileTokenSchema),
  /** How a transfer names its link: a reference key it carries, or its exact unique amount. */
  matchBy: z.enum(['reference', 'amount']),
  chainId: z.number().int().nullable(),
  /** Blocks a transfer needs on top (itself included) to count; null where finality is a commitment level. */
  confirmations: z.number().int().nullable(),
  /** Offline mode on the local chain: "Pay with local test wallet" pays on it. */
  testWallet: z.boolean(),
  /** The hosted page shows the address and the amount to copy (wallets that cannot open the request). */
  payToAddress: z.boolean(),
  /** The amount names the link: the page warns to send exactly it. */
  sendExactly: z.boolean(),
  qrAlt: z.string(),
  /** A customer may claim a refund by naming an address (the payer cannot be refunded to where they paid from). */
  refundClaims: z.boolean(),
});
export type NetworkProfile = z.infer<typeof networkProfileSchema>;

/** GET /api/networks: the offered networks, in the order the create form lists them. */
export const networksSchema = z.object({ networks: z.array(networkProfileSchema) });
