import { z } from 'zod';
import { isBitcoinAddress, isEthereumAddress, isSolanaAddress, toChecksumAddress } from './addresses';
import { bitcoinAccountKeyKind } from './bitcoin-account-keys';
import { MSG } from './messages';

/** Empty strings (and missing values) mean "no address" and become null. */
function optionalAddress(
  isValid: (value: string) => boolean,
  message: string,
  canonical: (value: string) => string = (v) => v,
) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : (v ?? null)),
    z.string().refine(isValid, message).transform(canonical).nullable(),
  );
}

export const solanaAddressSchema = z.string().trim().refine(isSolanaAddress, MSG.invalidSolana);

/**
 * The three receiving addresses, each optional and validated (also used by the admin user editor). A Bitcoin address
 * of any chain passes here: the server accepts mainnet ones and those of its own chain (isSavableBitcoinAddress).
 */
export const walletFields = {
  walletAddress: optionalAddress(isSolanaAddress, MSG.invalidSolana),
  btcAddress: optionalAddress(isBitcoinAddress, MSG.invalidBitcoin),
  /** Saved in its EIP-55 checksummed form, however it was typed. */
  ethAddress: optionalAddress(isEthereumAddress, MSG.invalidEthereum, toChecksumAddress),
};

/** Required (by the server) when an address that is already set changes and the account has a password. */
const currentPassword = z.string().max(200).optional();

export const walletsSchema = z
  .object({
    ...walletFields,
    /**
     * A watch-only Bitcoin account key (xpub, zpub, tpub or vpub): each BTC link gets the next BIP84 receive address.
     * Left out: unchanged (clients that predate it keep it); empty or null: removed.
     */
    btcXpub: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || null : v),
      z
        .string()
        .refine((v) => bitcoinAccountKeyKind(v) !== null, MSG.invalidBitcoinAccountKey)
        .nullable()
        .optional(),
    ),
    currentPassword,
  })
  .refine(
    (v) => v.walletAddress !== null || v.btcAddress !== null || (v.btcXpub ?? null) !== null || v.ethAddress !== null,
    {
      message: MSG.atLeastOneWallet,
      path: ['walletAddress'],
    },
  );
export type WalletsInput = z.input<typeof walletsSchema>;
export type Wallets = z.output<typeof walletsSchema>;

export const walletSchema = z.object({ walletAddress: solanaAddressSchema, currentPassword });

export const confirmWalletChangeSchema = z.object({ token: z.string().min(1, 'Confirmation token is required') });

/** Settings → Wallet: the longest run of unused addresses given out from the Bitcoin account key (gap-limit warning). */
export const bitcoinAddressGapSchema = z.object({
  unusedInARow: z
    .number()
    .int()
    .meta({ description: 'Consecutive addresses of the account key whose links received nothing' }),
  gapLimit: z
    .number()
    .int()
    .meta({ description: 'Wallets restored from the key stop looking after this many unused addresses (20)' }),
  overGapLimit: z.boolean(),
  firstAddress: z.string().nullable().meta({
    description:
      "The saved account key's first receive address (m/0/0), to compare with your wallet's; null without a key",
  }),
});
export type BitcoinAddressGap = z.infer<typeof bitcoinAddressGapSchema>;
